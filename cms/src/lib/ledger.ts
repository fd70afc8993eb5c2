import type { Core } from '@strapi/strapi';
import { ACTIVITY_POINTS, LEVELS, isActiveType } from '@oyundev/domain';
import { insertRow, type Knex } from './db';
import { istanbulDay } from './time';
import { raw } from './sql-names';

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

/** Moves a member's point counters: `sign` +1 adds the line's points, −1 takes them back. */
async function movePoints(trx: Knex, userId: number, points: number, sign: 1 | -1) {
  const reputation = sign * points;
  const positive = sign * Math.max(points, 0);
  const bands = [...LEVELS].reverse();
  const level = `CASE ${bands.map(() => 'WHEN reputation + ? >= ? THEN ?').join(' ')} ELSE ? END`;
  await raw(
    trx,
    `UPDATE {user} SET
       reputation = reputation + ?,
       activity_points = GREATEST(activity_points + ?, 0),
       experience = GREATEST(experience + ?, 0),
       level = ${level}
     WHERE id = ?`,
    [reputation, positive, positive, ...bands.flatMap((b) => [reputation, b.min, b.name]), LEVELS[0].name, userId],
  );
}

/** A member acted on `day` (Istanbul): today continues yesterday's streak, anything older starts a new one. */
async function markActiveDay(trx: Knex, userId: number, day: string) {
  const current = `CASE WHEN last_activity_date = ?::date THEN GREATEST(current_streak, 1)
                        WHEN last_activity_date = ?::date - 1 THEN current_streak + 1
                        ELSE 1 END`;
  await raw(
    trx,
    `UPDATE {user} SET
       current_streak = ${current},
       best_streak = GREATEST(best_streak, ${current}),
       last_activity_date = GREATEST(COALESCE(last_activity_date, ?::date), ?::date)
     WHERE id = ? AND (last_activity_date IS NULL OR last_activity_date <= ?::date)`,
    [day, day, day, day, day, day, userId, day],
  );
}

/** Writes one ledger line and moves the member's counters; returns the points awarded. */
export async function award(strapi: Core.Strapi, trx: Knex, line: LedgerLine, at: Date = new Date()): Promise<number> {
  const points = ACTIVITY_POINTS[line.type];
  await insertRow(
    strapi,
    trx,
    ACTIVITY,
    {
      userId: line.userId,
      type: line.type,
      points,
      targetType: line.targetType,
      targetId: line.targetId,
      occurredAt: at,
    },
    { now: at },
  );
  await movePoints(trx, line.userId, points, 1);
  if (isActiveType(line.type)) await markActiveDay(trx, line.userId, istanbulDay(at));
  return points;
}

/** The RP reward of a badge just awarded (lib/badges.ts): a `badge_earned` line and the counters moved. */
export async function creditBadge(strapi: Core.Strapi, trx: Knex, userId: number, badgeId: number, reward: number, at: Date) {
  await insertRow(
    strapi,
    trx,
    ACTIVITY,
    { userId, type: 'badge_earned', points: reward, targetType: 'badge', targetId: badgeId, occurredAt: at },
    { now: at },
  );
  await movePoints(trx, userId, reward, 1);
}

/**
 * Takes back one line of this kind (an unlike, a withdrawn vote, a deleted reply). Lines of one type on
 * one target are interchangeable — a vote's line does not say who voted — so any one of them goes.
 * Streaks are left as they were: the member did act on that day.
 */
export async function revoke(strapi: Core.Strapi, trx: Knex, line: LedgerLine): Promise<number> {
  const activities = strapi.db.metadata.get(ACTIVITY).tableName;
  const removed = await raw(
    trx,
    `DELETE FROM ?? WHERE id = (
       SELECT id FROM ?? WHERE user_id = ? AND type = ? AND target_type = ? AND target_id = ?
       ORDER BY id DESC LIMIT 1)
     RETURNING points`,
    [activities, activities, line.userId, line.type, line.targetType, line.targetId],
  );
  const row = removed.rows[0];
  if (!row) return 0;
  await movePoints(trx, line.userId, Number(row.points), -1);
  return Number(row.points);
}
