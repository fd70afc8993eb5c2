import type { Core } from '@strapi/strapi';
import { TIME_ZONE, type LeaderboardPeriod, type Pagination } from '@oyundev/domain';
import type { Knex } from '../../../lib/db';
import { USER_SUMMARY_POPULATE, type UserRow } from '../../../lib/present';
import type { PeriodUnit } from '../../../lib/period-points';
import { raw } from '../../../lib/sql-names';

export const LEADERBOARD_PAGE_SIZE = 20;

const USER = 'plugin::users-permissions.user';

/** Members who are ranked: live accounts (the profile's "of N members" counts the same). */
const LIVE = 'u.deleted_at IS NULL AND u.is_active = true';

const unitOf: Record<Exclude<LeaderboardPeriod, 'overall'>, PeriodUnit> = { weekly: 'week', monthly: 'month' };

/** The ranked members of a board as SQL with `{model}` placeholders: one row per member (id, points, rank). */
function ranked(period: LeaderboardPeriod): { sql: string; bindings: unknown[] } {
  if (period === 'overall') {
    return {
      sql: `SELECT u.id, u.reputation AS points, ROW_NUMBER() OVER (ORDER BY u.reputation DESC, u.id ASC) AS rank
              FROM {user} u WHERE ${LIVE}`,
      bindings: [],
    };
  }
  // The period's totals, materialised with every ledger line (lib/period-points.ts): one row per member who
  // scored this Istanbul week / month, read in the board's order through points_totals_board_idx.
  return {
    sql: `SELECT u.id, s.points, ROW_NUMBER() OVER (ORDER BY s.points DESC, u.id ASC) AS rank
            FROM {points-total} s JOIN {user} u ON u.id = s.user_id
           WHERE s.period = ? AND s.period_start = date_trunc(?, now() AT TIME ZONE ?)::date
             AND s.points > 0 AND ${LIVE}`,
    bindings: [unitOf[period], unitOf[period], TIME_ZONE],
  };
}

interface BoardRow {
  id: number | null;
  points: string | null;
  rank: string | null;
  total: string;
}

/**
 * Leaderboards from the points ledger. Overall is the members' reputation (Σ of their ledger lines, kept
 * on the row by lib/ledger.ts in the same transaction as each line); weekly and monthly are the members'
 * totals of the Istanbul week (from Monday) / month (from the 1st), kept the same way in `points_totals`. Ties are broken by the older account (lower id), so a
 * position is the same on every request. Two statements per board whatever the page: the ranking (page rows,
 * the viewer's row and the total together) and the members shown.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = (): Knex => strapi.db.connection;

  return {
    async board(period: LeaderboardPeriod, page: number, viewerId: number | null) {
      const { sql, bindings } = ranked(period);
      const pageSize = LEADERBOARD_PAGE_SIZE;
      const from = (page - 1) * pageSize;
      const to = page * pageSize;
      // The count row always comes back (LEFT JOIN), so an empty page still knows the total.
      const { rows }: { rows: BoardRow[] } = await raw(
        db(),
        `WITH board AS (${sql})
         SELECT b.id, b.points, b.rank, t.total
           FROM (SELECT COUNT(*) AS total FROM board) t
           LEFT JOIN board b ON (b.rank > ? AND b.rank <= ?) OR b.id = ?
          ORDER BY b.rank`,
        [...bindings, from, to, viewerId ?? 0],
      );
      const total = Number(rows[0]?.total ?? 0);
      const ranks = rows.filter((r) => r.id !== null).map((r) => ({ id: Number(r.id), points: Number(r.points), rank: Number(r.rank) }));
      const pageRows = ranks.filter((r) => r.rank > from && r.rank <= to);
      const mine = viewerId === null ? undefined : ranks.find((r) => r.id === viewerId);
      const ids = pageRows.map((r) => r.id);
      const users: UserRow[] = ids.length
        ? await strapi.db.query(USER).findMany({ where: { id: { $in: ids } }, ...USER_SUMMARY_POPULATE })
        : [];
      const byId = new Map(users.map((u) => [u.id, u]));
      const pagination: Pagination = { page, pageSize, pageCount: Math.ceil(total / pageSize), total };
      return {
        rows: pageRows
          .map((r) => ({ rank: r.rank, points: r.points, user: byId.get(r.id) }))
          .filter((r): r is { rank: number; points: number; user: UserRow } => Boolean(r.user)),
        pagination,
        viewer: mine ? { rank: mine.rank, points: mine.points } : null,
      };
    },
  };
};
