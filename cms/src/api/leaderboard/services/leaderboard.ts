import type { Core } from '@strapi/strapi';
import { TIME_ZONE, type LeaderboardPeriod, type Pagination } from '@oyundev/domain';
import type { Knex } from '../../../lib/db';
import { USER_SUMMARY_POPULATE, type UserRow } from '../../../lib/present';

export const LEADERBOARD_PAGE_SIZE = 20;

const USER = 'plugin::users-permissions.user';

/**
 * Leaderboards from the points ledger. Overall is the members' reputation (Σ of their ledger lines, kept
 * on the row by lib/ledger.ts in the same transaction as each line); weekly and monthly sum the lines since
 * the Istanbul week's Monday / month's first day through the (occurred_at) index — never the whole ledger.
 * Ties are broken by the older account (lower id), so a position is the same on every request.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = (): Knex => strapi.db.connection;

  /** One row per ranked member: id, points, position. */
  function ranked(period: LeaderboardPeriod) {
    const live = 'u.deleted_at IS NULL AND u.is_active = true';
    if (period === 'overall') {
      return {
        sql: `SELECT u.id, u.reputation AS points, ROW_NUMBER() OVER (ORDER BY u.reputation DESC, u.id ASC) AS rank
                FROM up_users u WHERE ${live}`,
        bindings: [] as unknown[],
      };
    }
    const unit = period === 'weekly' ? 'week' : 'month';
    return {
      sql: `SELECT u.id, s.points, ROW_NUMBER() OVER (ORDER BY s.points DESC, u.id ASC) AS rank
              FROM (SELECT user_id, SUM(points) AS points FROM activities
                     WHERE occurred_at >= (date_trunc('${unit}', now() AT TIME ZONE ?) AT TIME ZONE ?)
                     GROUP BY user_id) s
              JOIN up_users u ON u.id = s.user_id
             WHERE ${live} AND s.points > 0`,
      bindings: [TIME_ZONE, TIME_ZONE] as unknown[],
    };
  }

  return {
    async board(period: LeaderboardPeriod, page: number, viewerId: number | null) {
      const { sql, bindings } = ranked(period);
      const pageSize = LEADERBOARD_PAGE_SIZE;
      const { rows } = await db().raw(
        `WITH board AS (${sql})
         SELECT id, points, rank, (SELECT COUNT(*) FROM board) AS total FROM board
          WHERE rank > ? AND rank <= ? OR id = ?
          ORDER BY rank`,
        [...bindings, (page - 1) * pageSize, page * pageSize, viewerId ?? 0],
      );
      let total = rows.length ? Number(rows[0].total) : 0;
      if (!rows.length) {
        const { rows: count } = await db().raw(`SELECT COUNT(*) AS n FROM (${sql}) b`, bindings);
        total = Number(count[0].n);
      }
      const pageRows = (rows as Array<{ id: number; points: string; rank: string }>).filter(
        (r) => Number(r.rank) > (page - 1) * pageSize && Number(r.rank) <= page * pageSize,
      );
      const mine = (rows as Array<{ id: number; points: string; rank: string }>).find((r) => Number(r.id) === viewerId);
      const ids = pageRows.map((r) => Number(r.id));
      const users: UserRow[] = ids.length
        ? await strapi.db.query(USER).findMany({ where: { id: { $in: ids } }, ...USER_SUMMARY_POPULATE })
        : [];
      const byId = new Map(users.map((u) => [u.id, u]));
      const pagination: Pagination = { page, pageSize, pageCount: Math.ceil(total / pageSize), total };
      return {
        rows: pageRows
          .map((r) => ({ rank: Number(r.rank), points: Number(r.points), user: byId.get(Number(r.id)) }))
          .filter((r): r is { rank: number; points: number; user: UserRow } => Boolean(r.user)),
        pagination,
        viewer: mine ? { rank: Number(mine.rank), points: Number(mine.points) } : null,
      };
    },
  };
};
