import type { Core } from '@strapi/strapi';
import { ACTIVITY_POINTS, isActiveType } from '@oyundev/domain';
import { COUNTED, badgeStateSql, giveReached } from './badges';
import { columnList, placeholders, rowValues, type Knex } from './db';
import { STREAK_COLUMNS, advanceStreak, movePoints, pointsAssignments } from './member-points';
import { deleteLineWithTotals, periodTotalsFrom } from './period-points';
import { raw } from './sql-names';
import { istanbulDay } from './time';

/**
 * The points ledger as members act (cms/CONTEXT.md "activity"): one `activities` line per event, and the
 * member's derived counters moved by the same amount in the same transaction, keeping the meanings of
 * seed/recount.ts — reputation = Σ points, activityPoints = experience = Σ positive points, level from
 * reputation, lastActivityDate and streaks from the Istanbul days with an own action (ACTIVE_TYPES).
 */
export interface LedgerLine {
  /** Whose points these are (the author for like_received / upvote_received, the actor otherwise). */
  userId: number;
  type: keyof typeof ACTIVITY_POINTS;
  targetType: string;
  targetId: number;
}

const ACTIVITY = 'api::activity.activity';

/** Member counters a ledger line's statement may move with it (plain integer columns of {user}). */
export type MemberCounter = 'topic_count' | 'forum_post_count' | 'likes_given' | 'likes_received' | 'comments_given' | 'comments_received';

/**
 * Writes one ledger line and moves the member's counters, then awards every badge the member's counters now
 * reach (lib/badges.ts, linked to this line's item); returns the points of the line itself. One statement writes the
 * line, moves the counters (and `counters`, other columns of the member moved by a delta: a reply's
 * forum_post_count) and reads what the streak and the badge rules need; the streak's UPDATE follows on the member's
 * first own act of a day, and each badge reached is one statement more.
 */
export async function award(
  strapi: Core.Strapi,
  trx: Knex,
  line: LedgerLine,
  at: Date = new Date(),
  { counters = {} }: { counters?: Partial<Record<MemberCounter, number>> } = {},
): Promise<number> {
  const points = ACTIVITY_POINTS[line.type];
  const row = rowValues(
    strapi,
    ACTIVITY,
    { userId: line.userId, type: line.type, points, targetType: line.targetType, targetId: line.targetId, occurredAt: at },
    at,
  );
  const set = pointsAssignments(points, 1);
  const moved = Object.entries(counters).filter(([, delta]) => delta !== 0);
  const state = badgeStateSql('m.id');
  // The line's points go to its week's and month's totals in the same statement (lib/period-points.ts).
  const totals = periodTotalsFrom('line');
  const { rows } = await raw(
    trx,
    `WITH line AS (INSERT INTO {activity} (${columnList(row.columns)}) VALUES (${placeholders(row.values)}) RETURNING user_id, points, occurred_at),
     totals AS (${totals.sql}),
     m AS (UPDATE {user} SET ${set.sql}${moved.map(([c]) => `, ${c} = GREATEST(${c} + ?, 0)`).join('')} WHERE id = ?
           RETURNING id, ${STREAK_COLUMNS}, onboarding_completed AS onboarded)
     SELECT m.*, ${state.sql} FROM m`,
    [...row.values, ...totals.bindings, ...set.bindings, ...moved.map(([, delta]) => delta), line.userId, ...state.bindings],
  );
  const member = rows[0];
  if (!member) return points;
  const best = isActiveType(line.type) ? await advanceStreak(trx, line.userId, member, istanbulDay(at)) : Number(member.best ?? 0);
  // The statement's own line is not in its counts (one snapshot): it is added here.
  const counts: Record<string, number> = { ...(member.badge_counts ?? {}) };
  if (line.type in COUNTED) counts[line.type] = Number(counts[line.type] ?? 0) + 1;
  await giveReached(
    strapi,
    trx,
    line.userId,
    { counts, open: member.open_badges ?? [], bestStreak: best, onboardingCompleted: member.onboarded === true },
    at,
    { targetType: line.targetType, targetId: line.targetId },
  );
  return points;
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
