import type { Core } from '@strapi/strapi';
import { BADGE_RULES, earnedBadgeSlugs, msg, type BadgeStats } from '@oyundev/domain';
import { columnList, placeholders, rowValues, type Knex } from './db';
import { pointsAssignments } from './member-points';
import { lineCtes } from './period-points';
import { notificationInsert } from './notify';
import { raw } from './sql-names';
import { column, table } from './tables';

const USER = 'plugin::users-permissions.user';
const BADGE_AWARD = 'api::badge-award.badge-award';

/** Ledger types counted for each metric (lines are removed on unlike/delete, so counts stay true). */
export const COUNTED = {
  topic_created: 'topics',
  reply_created: 'replies',
  solution_accepted: 'solutions',
  like_received: 'likesReceived',
  blog_post_published: 'blogPosts',
} as const;

/** The rules' view of a member: counted ledger lines per type (`badge_counts`), best streak and onboarding. */
function statsOf(counts: Record<string, number | string>, bestStreak: number, onboardingCompleted: boolean): BadgeStats {
  const stats: BadgeStats = { topics: 0, replies: 0, solutions: 0, likesReceived: 0, blogPosts: 0, bestStreak, onboardingCompleted };
  for (const [type, n] of Object.entries(counts)) {
    const metric = COUNTED[type as keyof typeof COUNTED];
    if (metric) stats[metric] = Number(n);
  }
  return stats;
}

/**
 * A member's badge counters (the badges page's progress), read inside the caller's transaction (so a line just
 * written counts) — the same SQL as the award's check (`badgeCountsSql`).
 */
export async function badgeStats(_strapi: Core.Strapi, trx: Knex, userId: number): Promise<BadgeStats> {
  const counts = badgeCountsSql('u.id');
  const { rows } = await raw(
    trx,
    `SELECT u.best_streak AS best, u.onboarding_completed AS onboarded, ${counts.sql} FROM {user} u WHERE u.id = ?`,
    [...counts.bindings, userId],
  );
  const row = rows[0];
  return statsOf(row?.badge_counts ?? {}, Number(row?.best ?? 0), row?.onboarded === true);
}

/** The item whose ledger line reached a badge (a topic, a reply, a blog post …), kept on the award. */
export interface BadgeSource {
  targetType: string | null;
  targetId: number | null;
}

/** A badge as the award needs it. */
export interface AwardableBadge {
  id: number;
  slug: string;
  name: string;
  reward: number;
}

/**
 * Gives `userId` one badge, in the caller's transaction and one statement: the award row (UNIQUE(user, badge) — a
 * concurrent or repeated award inserts nothing and answers false, and then nothing else is written), its RP reward
 * as a ledger line with the member's counters moved and, unless `quiet`, a badge_earned notification.
 */
export async function giveBadge(
  strapi: Core.Strapi,
  trx: Knex,
  userId: number,
  badge: AwardableBadge,
  at: Date,
  source: BadgeSource = { targetType: null, targetId: null },
  { quiet = false }: { quiet?: boolean } = {},
): Promise<boolean> {
  const award = rowValues(
    strapi,
    BADGE_AWARD,
    { userId, badgeId: badge.id, earnedAt: at, targetType: source.targetType, targetId: source.targetId },
    at,
  );
  // The reward's line, written only when the award row was (`FROM award`), with its week's and month's totals.
  const line = lineCtes(
    { userId, type: 'badge_earned', points: badge.reward, targetType: 'badge', targetId: badge.id, occurredAt: at },
    { from: 'award' },
  );
  const points = pointsAssignments(badge.reward, 1);
  const unique = [column(strapi, BADGE_AWARD, 'userId'), column(strapi, BADGE_AWARD, 'badgeId')];
  const note = quiet
    ? null
    : notificationInsert(
        strapi,
        {
          userId,
          actorId: null,
          type: 'badge_earned',
          title: msg('badge.notification.title'),
          message: msg('badge.notification.message', { name: badge.name }),
          // Each badge its own target, so two badges are two notifications (the list groups by type and link).
          link: `/rozetler#${badge.slug}`,
        },
        at,
        { when: 'EXISTS (SELECT 1 FROM award)' },
      );
  const { rows } = await raw(
    trx,
    `WITH award AS (
       INSERT INTO "${award.table}" (${columnList(award.columns)}) VALUES (${placeholders(award.values)})
       ON CONFLICT (${columnList(unique)}) DO NOTHING RETURNING id),
     ${line.sql},
     member AS (UPDATE "${table(strapi, USER)}" SET ${points.sql} WHERE id = ? AND EXISTS (SELECT 1 FROM award))
     ${note ? `, note AS (${note.sql})` : ''}
     SELECT count(*)::int AS n FROM award`,
    [...award.values, ...line.bindings, ...points.bindings, userId, ...(note?.bindings ?? [])],
  );
  return Number(rows[0].n) > 0; // 0: another transaction awarded it first
}

/**
 * How many lines of a type any rule can need: the highest threshold of its metric (BADGE_RULES). Past it every rule
 * of the metric is reached, so the count stops there — the badges page shows progress capped at the threshold too.
 */
const COUNT_CAPS: Record<string, number> = Object.fromEntries(
  Object.entries(COUNTED).map(([type, metric]) => [
    type,
    Math.max(0, ...BADGE_RULES.filter((rule) => rule.metric === metric).map((rule) => rule.threshold)),
  ]),
);
/** The cap of the type expression `type` in SQL (the caps are the code's own numbers, not input). */
const capSql = (type: string) =>
  `CASE ${type} ${Object.entries(COUNT_CAPS)
    .map(([t, cap]) => `WHEN '${t}' THEN ${Math.floor(cap)}`)
    .join(' ')} ELSE 0 END`;

/**
 * The counted ledger lines of member `userIdSql` per type, each counted up to its cap (`COUNT_CAPS`), as a JSON column
 * `badge_counts`. Each count reads at most the cap's entries of activities_user_type_time_idx, however many lines the
 * member has: an active member's every reply and every like they received counted all their lines (under their row
 * lock, in the reply's and the like's transaction).
 */
function badgeCountsSql(userIdSql: string, types = 'CAST(? AS text[])'): { sql: string; bindings: unknown[] } {
  return {
    sql: `(SELECT coalesce(json_object_agg(k.type, k.n), '{}'::json) FROM (
             SELECT c.type, (SELECT count(*) FROM (SELECT 1 FROM {activity} a WHERE a.user_id = ${userIdSql} AND a.type = c.type
                                                   LIMIT ${capSql('c.type')}) l) AS n
               FROM unnest(${types}) AS c(type)) k
           WHERE k.n > 0) AS badge_counts`,
    bindings: types.includes('?') ? [Object.keys(COUNTED)] : [],
  };
}

/**
 * What the badge rules read of a member besides the ledger line being written, as SQL columns of one statement:
 * the counted ledger lines per type as JSON, and the rule badges the member does not hold yet. `names` gives the
 * two lists as SQL expressions (the function below); by default they are bindings.
 */
export function badgeStateSql(
  userIdSql: string,
  names: { types: string; slugs: string } = { types: 'CAST(? AS text[])', slugs: 'CAST(? AS text[])' },
): { sql: string; bindings: unknown[] } {
  const counts = badgeCountsSql(userIdSql, names.types);
  return {
    sql: `${counts.sql},
          (SELECT coalesce(json_agg(json_build_object('id', b.id, 'slug', b.slug, 'name', b.name, 'reward', b.reward) ORDER BY b.id), '[]'::json)
             FROM {badge} b WHERE b.slug = ANY(${names.slugs})
             AND NOT EXISTS (SELECT 1 FROM {badge-award} a WHERE a.user_id = ${userIdSql} AND a.badge_id = b.id)
          ) AS open_badges`,
    bindings: [...counts.bindings, ...(names.slugs.includes('?') ? [RULE_SLUGS] : [])],
  };
}

/** The function that reads a member's badge state (`badgeStateFunctionSql`), called by ledger.award's statement. */
export const BADGE_STATE_FUNCTION = 'oyundev_badge_state';

/**
 * CREATE OR REPLACE of a VOLATILE PL/pgSQL function answering `badgeStateSql` of a member as JSON
 * ({badge_counts, open_badges}). Why a function: ledger.award's one statement writes the line and locks the member
 * row (waiting for every transaction that held it); a plain subquery there reads with the statement's snapshot,
 * taken before that wait, and twelve parallel likes each counted fewer than ten (none gave the ten-likes badge).
 * A VOLATILE function's query takes a new snapshot in READ COMMITTED when it runs — after the lock was granted — and
 * sees the calling statement's own line too. PL/pgSQL, because a SQL function of one SELECT may be inlined into the
 * caller (and its snapshot with it). Run at every boot (bootstrap/constraints.ts), names filled in by `raw`.
 */
export function badgeStateFunctionSql(): string {
  const state = badgeStateSql('member_id', { types: 'counted_types', slugs: 'rule_slugs' });
  return `CREATE OR REPLACE FUNCTION ${BADGE_STATE_FUNCTION}(member_id integer, counted_types text[], rule_slugs text[])
    RETURNS json LANGUAGE plpgsql VOLATILE AS $fn$
    DECLARE state json;
    BEGIN
      SELECT json_build_object('badge_counts', s.badge_counts, 'open_badges', s.open_badges) INTO state FROM (SELECT ${state.sql}) s;
      RETURN state;
    END $fn$`;
}

/** The call of the function for member `userIdSql`, with its bindings (the counted types, the rule slugs). */
export function badgeStateCall(userIdSql: string): { sql: string; bindings: unknown[] } {
  return {
    sql: `${BADGE_STATE_FUNCTION}(${userIdSql}, CAST(? AS text[]), CAST(? AS text[]))`,
    bindings: [Object.keys(COUNTED), RULE_SLUGS],
  };
}

/**
 * Gives the badges among `open` (rule badges not held, from `badgeStateSql`) that `counts` (ledger lines per type,
 * `badge_counts`) and the member's best streak and onboarding now reach; returns their slugs.
 */
export async function giveReached(
  strapi: Core.Strapi,
  trx: Knex,
  userId: number,
  state: { counts: Record<string, number | string>; open: AwardableBadge[]; bestStreak: number; onboardingCompleted: boolean },
  at: Date,
  source: BadgeSource,
): Promise<string[]> {
  if (state.open.length === 0) return [];
  const stats = statsOf(state.counts, state.bestStreak, state.onboardingCompleted);
  const reached = new Set(earnedBadgeSlugs(stats));
  const awarded: string[] = [];
  for (const badge of state.open) {
    if (!reached.has(badge.slug)) continue;
    const given = await giveBadge(
      strapi,
      trx,
      userId,
      { id: Number(badge.id), slug: badge.slug, name: badge.name, reward: Number(badge.reward ?? 0) },
      at,
      source,
    );
    if (given) awarded.push(badge.slug);
  }
  return awarded;
}

/**
 * Awards every rule badge the member's counters now reach and they do not hold yet (`giveBadge` each, linked
 * to `source`). `ledger.award()` does the same from the statement that writes its line; this is for the acts
 * with no line (onboarding finished). Returns the slugs awarded now.
 */
export async function checkBadges(
  strapi: Core.Strapi,
  trx: Knex,
  userId: number,
  at: Date = new Date(),
  source: BadgeSource = { targetType: null, targetId: null },
): Promise<string[]> {
  const state = badgeStateSql('u.id');
  const { rows } = await raw(
    trx,
    `SELECT u.best_streak AS best, u.onboarding_completed AS onboarded, ${state.sql} FROM {user} u WHERE u.id = ?`,
    [...state.bindings, userId],
  );
  const row = rows[0];
  if (!row) return [];
  return giveReached(
    strapi,
    trx,
    userId,
    {
      counts: row.badge_counts ?? {},
      open: row.open_badges ?? [],
      bestStreak: Number(row.best ?? 0),
      onboardingCompleted: row.onboarded === true,
    },
    at,
    source,
  );
}

/** The slugs with an automatic rule (others — welcome, premium, founder — are given elsewhere). */
export const RULE_SLUGS = BADGE_RULES.map((r) => r.slug);
