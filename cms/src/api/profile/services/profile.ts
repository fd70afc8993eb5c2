import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ACTIVE_TYPES, TIME_ZONE, periodStreakOf, runningDailyStreak, type PublicProfile } from '@oyundev/domain';
import { inTransaction, insertRow, type Knex } from '../../../lib/db';
import { requireSecret } from '../../../lib/config-secrets';
import { raw, tableOf } from '../../../lib/sql-names';
import { istanbulDay } from '../../../lib/time';
import type { RequestViewer } from '../../../lib/viewer';
import { consume } from '../../account/lib/rate-limit';
import { seesActivity, visibleMember } from '../lib/members';
import { profileBadge, publicProfile, type BadgeAwardRow, type ProfileRow } from '../lib/present';

const USER = 'plugin::users-permissions.user';
const PROFILE_VIEW = 'api::profile-view.profile-view';

/** Members who count on the leaderboard and in "of N members": live accounts. */
const LIVE = 'deleted_at IS NULL AND is_active = true';

/**
 * Public profiles (forum spec §2): every figure from the member's row, the points ledger and the badge
 * awards; privacy decided here, so no page can show what the API would not.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = (): Knex => strapi.db.connection;

  /**
   * From the ledger and the board, in one statement: points since Istanbul midnight, members ahead (more reputation;
   * on a tie the older account, lower id, first) and how many there are, and the Istanbul days with an active line
   * (the streaks) — three statements before.
   */
  async function figures(userId: number, reputation: number) {
    const { rows } = await raw(
      db(),
      `SELECT
         (SELECT COALESCE(SUM(points), 0) FROM {activity}
           WHERE user_id = ? AND occurred_at >= (date_trunc('day', now() AT TIME ZONE ?) AT TIME ZONE ?)) AS today,
         (SELECT COUNT(*) FROM {user} WHERE ${LIVE} AND (reputation > ? OR (reputation = ? AND id < ?))) AS ahead,
         (SELECT COUNT(*) FROM {user} WHERE ${LIVE}) AS total,
         (SELECT coalesce(array_agg(DISTINCT to_char((occurred_at AT TIME ZONE 'UTC') AT TIME ZONE ?, 'YYYY-MM-DD')), '{}') FROM {activity}
           WHERE user_id = ? AND type IN (${ACTIVE_TYPES.map(() => '?').join(', ')}) AND occurred_at >= now() - interval '3 years') AS days`,
      [userId, TIME_ZONE, TIME_ZONE, reputation, reputation, userId, TIME_ZONE, userId, ...ACTIVE_TYPES],
    );
    const row = rows[0] as { today: string; ahead: string; total: string; days: string[] };
    return {
      todayPoints: Number(row.today),
      board: { leaderboardPosition: Number(row.ahead) + 1, totalUsers: Number(row.total) },
      days: row.days,
    };
  }

  async function badges(userId: number) {
    const rows: BadgeAwardRow[] = await db()({ a: tableOf('badge-award') })
      .join({ b: tableOf('badge') }, 'b.id', 'a.badge_id')
      .where('a.user_id', userId)
      .orderBy([
        { column: 'a.earned_at', order: 'desc' },
        { column: 'b.id', order: 'asc' },
      ])
      .select('b.id', 'b.slug', 'b.name', 'b.description', 'b.icon', 'b.category', 'b.rarity', 'b.reward', 'a.earned_at');
    return rows.map(profileBadge);
  }

  /**
   * The streaks as of today (Istanbul): the stored daily streak still runs when the member was active today or
   * yesterday, or is frozen (yesterday forgiven, domain `runningDailyStreak`); weekly and monthly from the
   * active days of the ledger.
   */
  function streaks(days: string[], row: ProfileRow) {
    const today = istanbulDay(new Date());
    const day = (value: unknown) => (value ? String(value instanceof Date ? value.toISOString() : value).slice(0, 10) : null);
    const daily = runningDailyStreak(
      {
        current: Number(row.currentStreak ?? 0),
        best: Number(row.bestStreak ?? 0),
        lastDay: day(row.lastActivityDate),
        freezeDay: day(row.streakFreezeDay),
      },
      today,
    );
    return {
      currentStreak: daily.current,
      streakFrozen: daily.frozen,
      weeklyStreak: periodStreakOf(days, 'weekly', today).current,
      monthlyStreak: periodStreakOf(days, 'monthly', today).current,
    };
  }

  return {
    /** GET /api/profiles/:username */
    async profile(username: string, viewer: RequestViewer): Promise<PublicProfile> {
      const member = await visibleMember(db(), username, viewer);
      const row: ProfileRow = await strapi.db.query(USER).findOne({
        where: { id: member.id },
        populate: { role: { select: ['type'] }, avatar: { select: ['url'] }, coverImage: { select: ['url'] } },
      });
      const isSelf = viewer?.id === member.id;
      const [{ todayPoints, board, days }, earned, follows] = await Promise.all([
        figures(member.id, Number(row.reputation ?? 0)),
        badges(member.id),
        viewer && !isSelf ? db()(tableOf('follow')).where({ follower_id: viewer.id, following_id: member.id }).first('id') : null,
      ]);
      return publicProfile(row, {
        todayPoints,
        ...streaks(days, row),
        ...board,
        badges: earned,
        showActivity: seesActivity(member, viewer),
        viewer: { isSelf, isFollowing: Boolean(follows) },
      });
    },

    /**
     * POST /api/profiles/:username/view — counted once per visitor and Istanbul day (topic views' rule); the
     * member's own visits never count. A guest is their keyed address hash, with a daily budget of new views.
     */
    async countView(username: string, viewer: RequestViewer, ip: string): Promise<{ views: number }> {
      const member = await visibleMember(db(), username, viewer);
      const now = new Date();
      const day = istanbulDay(now);
      const key = viewer
        ? `u:${viewer.id}`
        : `g:${createHmac('sha256', requireSecret('VIEW_HASH_SECRET')).update(ip).digest('hex').slice(0, 40)}`;
      return inTransaction(strapi, async (trx) => {
        const current = async () => {
          const row = await trx(tableOf('user')).where('id', member.id).first('profile_views');
          return { views: Number(row?.profile_views ?? 0) };
        };
        if (viewer?.id === member.id) return current();
        const seen = await trx(tableOf('profile-view')).where({ profile_id: member.id, visitor: key, day }).first('id');
        const limit = Number(process.env.GUEST_VIEW_LIMIT) || 300;
        if (seen || (!viewer && !consume(`profile-views:${key}:${day}`, { interval: 86_400_000, max: limit }).ok)) return current();
        const inserted = await insertRow(
          strapi,
          trx,
          PROFILE_VIEW,
          { profileId: member.id, visitor: key, day },
          { onConflict: ['profileId', 'visitor', 'day'], now },
        );
        if (inserted === null) return current();
        const { rows } = await raw(trx, 'UPDATE {user} SET profile_views = profile_views + 1 WHERE id = ? RETURNING profile_views', [
          member.id,
        ]);
        return { views: Number(rows[0].profile_views) };
      });
    },
  };
};
