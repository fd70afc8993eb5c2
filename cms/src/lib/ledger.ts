import type { Core } from '@strapi/strapi';
import { ACTIVITY_POINTS, advanceDailyStreak, isActiveType } from '@oyundev/domain';
import { badgeStateCall, giveReached, type AwardableBadge } from './badges';
import type { Knex } from './db';
import { STREAK_COLUMNS, dayText, movePoints, pointsAssignments, pointsAssignmentsOf } from './member-points';
import { deleteLineWithTotals, lineCtes, periodTotalsFrom } from './period-points';
import { raw } from './sql-names';
import { istanbulDay } from './time';

/**
 * The points ledger as members act (cms/CONTEXT.md "activity"): one `activities` line per event, and the
 * member's derived counters moved by the same amount in the same transaction, keeping the meanings of
 * seed/recount.ts — reputation = Σ points, activityPoints = experience = Σ positive points, level from
 * reputation, lastActivityDate and streaks from the Istanbul days with an own action (ACTIVE_TYPES).
 *
 * "First activity of the day": the member's first own scoring act of an Istanbul day (a topic, reply, comment,
 * published post — ACTIVE_TYPES; not the likes or votes others give them) also writes one `daily_login` line
 * (+1), its target the day itself ('day', YYYYMMDD), in the statement that moves the streak. The UNIQUE index
 * activities_daily_line_uq (bootstrap/constraints.ts) makes it one per member and day whatever runs at once.
 * Undoing the act (a deleted reply, a rejected post) takes back the act's own line only: the member was still
 * active that day, as the streak says too. So a create/delete cycle mints at most that one point a day.
 */
export interface LedgerLine {
  /** Whose points these are (the author for like_received / upvote_received, the actor otherwise). */
  userId: number;
  type: keyof typeof ACTIVITY_POINTS;
  targetType: string;
  targetId: number;
}

/** Member counters a ledger line's statement may move with it (plain integer columns of {user}). */
export type MemberCounter = 'topic_count' | 'forum_post_count' | 'likes_given' | 'likes_received' | 'comments_given' | 'comments_received';

/**
 * Writes one ledger line and moves the member's counters, then awards every badge the member's counters now
 * reach (lib/badges.ts, linked to this line's item); returns the points of the line itself. One statement writes the
 * line, moves the counters (and `counters`, other columns of the member moved by a delta: a reply's
 * forum_post_count) and reads what the streak and the badge rules need (the badge state through a function that
 * reads after the member's lock); the streak's UPDATE follows on the member's first own act of a day, and each badge
 * reached is one statement more.
 */
export async function award(
  strapi: Core.Strapi,
  trx: Knex,
  line: LedgerLine,
  at: Date = new Date(),
  { counters = {} }: { counters?: Partial<Record<MemberCounter, number>> } = {},
): Promise<number> {
  const parts = awardSql(line, at, { counters });
  const { rows } = await raw(trx, `WITH ${parts.ctes} SELECT ${parts.columns} FROM ${parts.from}`, parts.bindings);
  await afterAward(strapi, trx, line, rows[0], at);
  return ACTIVITY_POINTS[line.type];
}

/**
 * award's statement in parts, for a statement that writes more (reply-write.ts: the reply and its ledger line in one
 * statement, one round trip fewer under the topic's and the category's locks): its CTEs (`line`, `line_totals`, `m`),
 * the columns and the FROM item of its SELECT, and the bindings in that order (CTEs first, then the columns). With
 * `target`, the line's target id is SQL over a CTE of the caller (`idSql` of `from`: the row being inserted) instead
 * of `line.targetId`. The caller's statement must take the member's lock (`m`) after every lock that comes before
 * members in the lock order. `afterAward` does the rest with the statement's row.
 */
export function awardSql(
  line: LedgerLine,
  at: Date,
  {
    counters = {},
    target,
    after,
  }: {
    counters?: Partial<Record<MemberCounter, number>>;
    /** The target id as SQL over `from`; nothing is written (line, totals, member) when `from` yields no row. */
    target?: { idSql: string; from: string };
    /** More CTEs of the caller after `m` (they may read it: a member locked after this one — reactions.ts). */
    after?: { sql: string; bindings: unknown[] };
  } = {},
): { ctes: string; columns: string; from: string; bindings: unknown[] } {
  const points = ACTIVITY_POINTS[line.type];
  const written = lineCtes({ ...line, points, occurredAt: at }, target ? { from: target.from, targetIdSql: target.idSql } : {});
  const set = pointsAssignments(points, 1);
  const moved = Object.entries(counters).filter(([, delta]) => delta !== 0);
  // The badge state comes from a VOLATILE function (lib/badges.ts `badgeStateFunctionSql`) evaluated on the member's
  // row once this statement has locked it and written the line (`w` reads the line first): its query takes a fresh
  // snapshot, holding every line committed by the transactions that held the lock before, and this line too. A plain
  // subquery would read the statement's snapshot, taken before the lock wait — twelve parallel likes each counted
  // fewer than ten and none gave the ten-likes badge.
  const state = badgeStateCall('m.id');
  return {
    ctes: `${written.sql},
     m AS (UPDATE {user} SET ${set.sql}${moved.map(([c]) => `, ${c} = GREATEST(${c} + ?, 0)`).join('')} WHERE id = ?${
       target ? ` AND EXISTS (SELECT 1 FROM ${target.from})` : ''
     }
           RETURNING id, ${STREAK_COLUMNS}, onboarding_completed AS onboarded)${after ? `,\n     ${after.sql}` : ''}`,
    columns: `m.id AS member_id, m.last, m.freeze, m.current, m.best, m.onboarded, ${state.sql} AS state`,
    // One row when the member exists (a caller joins it with LEFT JOIN … ON true to keep its own row regardless).
    from: '(m CROSS JOIN (SELECT count(*) AS n FROM line) w)',
    bindings: [
      ...written.bindings,
      ...set.bindings,
      ...moved.map(([, delta]) => delta),
      line.userId,
      ...(after?.bindings ?? []),
      ...state.bindings,
    ],
  };
}

/**
 * What follows award's statement (`row`: its columns; no member_id when the member is gone): the day's streak on the
 * member's first own act of a day, and the badges the counts now reach, linked to the line's item (`line.targetId`).
 */
export async function afterAward(strapi: Core.Strapi, trx: Knex, line: LedgerLine, row: Record<string, unknown> | undefined, at: Date) {
  if (!row || row.member_id === null || row.member_id === undefined) return;
  const member = row as { last: unknown; freeze: unknown; current: unknown; best: unknown; onboarded: unknown; state: unknown };
  const best = isActiveType(line.type) ? await openDay(trx, line.userId, member, at) : Number(member.best ?? 0);
  const badges = (member.state ?? {}) as { badge_counts?: Record<string, number>; open_badges?: AwardableBadge[] };
  await giveReached(
    strapi,
    trx,
    line.userId,
    {
      counts: { ...(badges.badge_counts ?? {}) },
      open: badges.open_badges ?? [],
      bestStreak: best,
      onboardingCompleted: member.onboarded === true,
    },
    at,
    { targetType: line.targetType, targetId: line.targetId },
  );
}

/** The ledger type of "first activity of the day" and the target a day's line names: 'day', 20261124. */
export const DAILY_TYPE = 'daily_login';
export const DAY_TARGET = 'day';
export const dayTargetId = (day: string) => Number(day.replace(/-/g, ''));

/**
 * The member acted at `at`: on the first own act of an Istanbul day (the streak columns, read under the member's
 * row lock by award's statement, do not name that day yet) one statement moves the streak by the domain's rule
 * (`advanceDailyStreak`, one missed day a week forgiven) and writes the day's `daily_login` line with its totals
 * and points — idempotently: a line already there (the UNIQUE index) writes nothing and moves no points.
 * Returns the best streak after it.
 */
async function openDay(
  trx: Knex,
  userId: number,
  row: { last: unknown; freeze: unknown; current: unknown; best: unknown },
  at: Date,
): Promise<number> {
  const day = istanbulDay(at);
  const before = {
    current: Number(row.current ?? 0),
    best: Number(row.best ?? 0),
    lastDay: dayText(row.last),
    freezeDay: dayText(row.freeze),
  };
  const after = advanceDailyStreak(before, day);
  if (after === before) return before.best; // not the day's first act (or an act dated before the last one)
  const daily = lineCtes(
    { userId, type: DAILY_TYPE, points: ACTIVITY_POINTS.daily_login, targetType: DAY_TARGET, targetId: dayTargetId(day), occurredAt: at },
    { name: 'daily', onConflict: `ON CONFLICT (user_id, target_id) WHERE type = '${DAILY_TYPE}' DO NOTHING` },
  );
  const set = pointsAssignmentsOf('d.points', 'd.points');
  await raw(
    trx,
    `WITH ${daily.sql}
     UPDATE {user} SET current_streak = ?, best_streak = ?, last_activity_date = ?::date, streak_freeze_day = ?::date, ${set.sql}
       FROM (SELECT coalesce(sum(points), 0)::int AS points FROM daily) d
      WHERE id = ?`,
    [...daily.bindings, after.current, after.best, after.lastDay, after.freezeDay, ...set.bindings, userId],
  );
  return after.best;
}

/**
 * Takes back one line of this kind (an unlike, a withdrawn vote, a deleted reply) with its points in the
 * member's counters and in the totals of the week and month the line was written in. Lines of one type on
 * one target are interchangeable — a vote's line does not say who voted — so any one of them goes.
 * Streaks are left as they were: the member did act on that day.
 */
export async function revoke(_strapi: Core.Strapi, trx: Knex, line: LedgerLine): Promise<number> {
  const points = await deleteLineWithTotals(trx, line);
  if (points === null) return 0;
  await movePoints(trx, line.userId, points, -1);
  return points;
}

/**
 * revoke's work as CTEs of a caller's statement (reactions.ts: an unlike with both members' counters in one
 * statement): `gone` deletes the newest line of this kind (lines of one kind on one target are interchangeable),
 * `gone_totals` takes its points off its week and month, `rv` moves the member's points by them and `counters` by
 * their deltas — when no line is left, only the counters move. `lockAfter`: a CTE of the caller whose member lock
 * comes first in the lock order (members by id) — `rv` waits for it (a pseudo-constant condition, evaluated before
 * `rv` reads its row).
 */
export function revokeSql(
  line: LedgerLine,
  { counters = {}, lockAfter }: { counters?: Partial<Record<MemberCounter, number>>; lockAfter?: string } = {},
): { ctes: string; bindings: unknown[] } {
  const totals = periodTotalsFrom('(SELECT user_id, -points AS points, occurred_at FROM gone)');
  const set = pointsAssignmentsOf('-g.points', '-g.positive');
  const moved = Object.entries(counters).filter(([, delta]) => delta !== 0);
  return {
    ctes: `gone AS (
       DELETE FROM {activity} WHERE id = (
         SELECT id FROM {activity} WHERE user_id = ? AND type = ? AND target_type = ? AND target_id = ?
         ORDER BY id DESC LIMIT 1)
       RETURNING user_id, points, occurred_at),
     gone_totals AS (${totals.sql}),
     rv AS (UPDATE {user} SET ${set.sql}${moved.map(([c]) => `, ${c} = GREATEST(${c} + ?, 0)`).join('')}
              FROM (SELECT coalesce(sum(points), 0)::int AS points, coalesce(sum(GREATEST(points, 0)), 0)::int AS positive FROM gone) g
             WHERE {user}.id = ?${lockAfter ? ` AND (SELECT count(*) FROM ${lockAfter}) >= 0` : ''} RETURNING {user}.id)`,
    bindings: [
      line.userId,
      line.type,
      line.targetType,
      line.targetId,
      ...totals.bindings,
      ...set.bindings,
      ...moved.map(([, delta]) => delta),
      line.userId,
    ],
  };
}

/**
 * Takes back every line of `types` on the targets (content deleted for good: comments with their replies, a
 * post's comments) — one statement: the lines go, their points leave the week / month totals they were counted
 * in and each member's counters (reputation, activity points, level). Daily lines are never among them (they
 * name a day, not the content). Returns how many lines went.
 */
export async function revokeAll(trx: Knex, target: { targetType: string; targetIds: number[]; types: string[] }): Promise<number> {
  if (target.targetIds.length === 0) return 0;
  const totals = periodTotalsFrom('(SELECT user_id, -points AS points, occurred_at FROM gone)');
  const set = pointsAssignmentsOf('-per.points', '-per.positive');
  const { rows } = await raw(
    trx,
    `WITH gone AS (
       DELETE FROM {activity} WHERE target_type = ? AND target_id = ANY(?::int[]) AND type = ANY(?::text[])
       RETURNING user_id, points, occurred_at),
     totals AS (${totals.sql}),
     per AS (SELECT user_id, sum(points)::int AS points, sum(GREATEST(points, 0))::int AS positive FROM gone GROUP BY user_id),
     members AS (UPDATE {user} SET ${set.sql} FROM per WHERE {user}.id = per.user_id RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [target.targetType, `{${target.targetIds.join(',')}}`, `{${target.types.join(',')}}`, ...totals.bindings, ...set.bindings],
  );
  return Number(rows[0].n);
}
