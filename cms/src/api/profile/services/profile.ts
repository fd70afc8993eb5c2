import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { ACTIVE_TYPES, TIME_ZONE, periodStreakOf, runningDailyStreak, type PublicProfile } from '@oyundev/domain';
import { inTransaction, insertRow, type Knex } from '../../../lib/db';
import { requireSecret } from '../../../lib/config-secrets';
import { raw, tableOf } from '../../../lib/sql-names';
import { istanbulDay } from '../../../lib/time';
import type { RequestViewer } from '../../../lib/viewer';
import { consume } from '../../account/lib/rate-limit';
import { publicMemberPage, seesActivity, visibleMember, type ProfileMember } from '../lib/members';
import { fail } from '../../../lib/errors';
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
   * From the ledger and the board, in one statement for any number of members: points since Istanbul midnight,
   * members ahead (more reputation; on a tie the older account, lower id, first) and how many there are, and the
   * Istanbul days with an active line (the streaks) — three statements per member before. A live member's place is
   * their row number on the board, numbered once in the index's order (a count of the members ahead of each one was
   * 0.7 ms a member at the large seed, 69 of the 143 ms of a bulk page of 100); anyone else is counted as before.
   */
  async function figuresOf(userIds: number[]) {
    const { rows } = await raw(
      db(),
      `WITH board AS (
         SELECT id, row_number() OVER (ORDER BY reputation DESC, id ASC) - 1 AS ahead FROM {user} WHERE ${LIVE} AND reputation IS NOT NULL)
       SELECT u.id,
         (SELECT COALESCE(SUM(a.points), 0) FROM {activity} a
           WHERE a.user_id = u.id AND a.occurred_at >= (date_trunc('day', now() AT TIME ZONE ?) AT TIME ZONE ?)) AS today,
         COALESCE(b.ahead, (SELECT COUNT(*) FROM {user} o WHERE o.${LIVE.replace(' AND ', ' AND o.')}
           AND (o.reputation > COALESCE(u.reputation, 0) OR (o.reputation = COALESCE(u.reputation, 0) AND o.id < u.id)))) AS ahead,
         (SELECT COUNT(*) FROM {user} WHERE ${LIVE}) AS total,
         (SELECT coalesce(array_agg(DISTINCT to_char((a.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE ?, 'YYYY-MM-DD')), '{}') FROM {activity} a
           WHERE a.user_id = u.id AND a.type IN (${ACTIVE_TYPES.map(() => '?').join(', ')}) AND a.occurred_at >= now() - interval '3 years') AS days
       FROM {user} u LEFT JOIN board b ON b.id = u.id WHERE u.id = ANY(?::int[])`,
      [TIME_ZONE, TIME_ZONE, TIME_ZONE, ...ACTIVE_TYPES, userIds],
    );
    return new Map(
      (rows as Array<{ id: number; today: string; ahead: string; total: string; days: string[] }>).map((row) => [
        Number(row.id),
        {
          todayPoints: Number(row.today),
          board: { leaderboardPosition: Number(row.ahead) + 1, totalUsers: Number(row.total) },
          days: row.days,
        },
      ]),
    );
  }

  /** Each member's badges, newest first: one statement for any number of members. */
  async function badgesOf(userIds: number[]) {
    const rows: Array<BadgeAwardRow & { user_id: number }> = await db()({ a: tableOf('badge-award') })
      .join({ b: tableOf('badge') }, 'b.id', 'a.badge_id')
      .whereIn('a.user_id', userIds)
      .orderBy([
        { column: 'a.earned_at', order: 'desc' },
        { column: 'b.id', order: 'asc' },
      ])
      .select('a.user_id', 'b.id', 'b.slug', 'b.name', 'b.description', 'b.icon', 'b.category', 'b.rarity', 'b.reward', 'a.earned_at');
    const byUser = new Map<number, ReturnType<typeof profileBadge>[]>();
    for (const row of rows) byUser.set(Number(row.user_id), [...(byUser.get(Number(row.user_id)) ?? []), profileBadge(row)]);
    return byUser;
  }

  const ROW_POPULATE = { role: { select: ['type'] }, avatar: { select: ['url'] }, coverImage: { select: ['url'] } };

  /** The profile of each member as `viewer` sees it, from their rows and the batched figures. */
  async function profilesOf(members: ProfileMember[], viewer: RequestViewer): Promise<PublicProfile[]> {
    if (members.length === 0) return [];
    const ids = members.map((m) => m.id);
    const [rows, figures, badges] = await Promise.all([
      strapi.db.query(USER).findMany({ where: { id: { $in: ids } }, populate: ROW_POPULATE }) as Promise<ProfileRow[]>,
      figuresOf(ids),
      badgesOf(ids),
    ]);
    const rowOf = new Map(rows.map((row) => [Number(row.id), row]));
    return members.flatMap((member) => {
      const row = rowOf.get(member.id);
      const figure = figures.get(member.id);
      if (!row || !figure) return [];
      const isSelf = viewer?.id === member.id;
      return [
        publicProfile(row, {
          todayPoints: figure.todayPoints,
          ...streaks(figure.days, row),
          ...figure.board,
          badges: badges.get(member.id) ?? [],
          showActivity: seesActivity(member, viewer),
          viewer: { isSelf, isFollowing: false },
        }),
      ];
    });
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
      const isSelf = viewer?.id === member.id;
      const [[profile], follows] = await Promise.all([
        profilesOf([member], viewer),
        viewer && !isSelf ? db()(tableOf('follow')).where({ follower_id: viewer.id, following_id: member.id }).first('id') : null,
      ]);
      if (!profile) throw fail('PROFILE_NOT_FOUND');
      return { ...profile, viewer: { isSelf, isFollowing: Boolean(follows) } };
    },

    /**
     * GET /api/profile-pages — a page of the public profiles (oldest account first) exactly as a guest reads each
     * one at /api/profiles/:username: what the static build writes the profile pages from, a hundred members in
     * a handful of statements instead of a request each.
     */
    async profilePages(page: number, pageSize: number) {
      const { members, pagination } = await publicMemberPage(db(), page, pageSize);
      const visible = members.filter((member) => member.privacy.profileVisibility === 'public');
      return { profiles: await profilesOf(visible, null), pagination };
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
