import type { Core } from '@strapi/strapi';
import { ACTIVITY_POINTS, isActiveType } from '@oyundev/domain';
import { checkBadges } from './badges';
import type { Knex } from './db';
import { markActiveDay, movePoints } from './member-points';
import { deleteLineWithTotals, writeLine } from './period-points';
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

/**
 * Writes one ledger line with its week / month totals (lib/period-points.ts `writeLine`) and moves the
 * member's counters, then awards every badge the member's counters now reach (lib/badges.ts `checkBadges`,
 * linked to this line's item); returns the points of the line itself.
 */
export async function award(strapi: Core.Strapi, trx: Knex, line: LedgerLine, at: Date = new Date()): Promise<number> {
  const points = ACTIVITY_POINTS[line.type];
  await writeLine(trx, { ...line, points, occurredAt: at });
  await movePoints(trx, line.userId, points, 1);
  if (isActiveType(line.type)) await markActiveDay(trx, line.userId, istanbulDay(at));
  await checkBadges(strapi, trx, line.userId, at, { targetType: line.targetType, targetId: line.targetId });
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
