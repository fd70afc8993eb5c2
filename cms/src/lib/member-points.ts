import { LEVELS, advanceDailyStreak } from '@oyundev/domain';
import type { Knex } from './db';
import { raw } from './sql-names';

/*
 * The member's counters derived from the points ledger, moved in the ledger line's transaction (lib/ledger.ts
 * for actions, lib/badges.ts for badge rewards) with the meanings of seed/recount.ts.
 */

/**
 * The SET assignments that move a member's point counters (`sign` +1 adds the line's points, −1 takes them back),
 * for an UPDATE of {user} that may do more in the same statement (lib/ledger.ts, lib/badges.ts).
 */
export function pointsAssignments(points: number, sign: 1 | -1): { sql: string; bindings: unknown[] } {
  const reputation = sign * points;
  const positive = sign * Math.max(points, 0);
  const bands = [...LEVELS].reverse();
  const level = `CASE ${bands.map(() => 'WHEN reputation + ? >= ? THEN ?').join(' ')} ELSE ? END`;
  return {
    sql: `reputation = reputation + ?,
       activity_points = GREATEST(activity_points + ?, 0),
       experience = GREATEST(experience + ?, 0),
       level = ${level}`,
    bindings: [reputation, positive, positive, ...bands.flatMap((b) => [reputation, b.min, b.name]), LEVELS[0].name],
  };
}

/** Moves a member's point counters: `sign` +1 adds the line's points, −1 takes them back. */
export async function movePoints(trx: Knex, userId: number, points: number, sign: 1 | -1) {
  const set = pointsAssignments(points, sign);
  await raw(trx, `UPDATE {user} SET ${set.sql} WHERE id = ?`, [...set.bindings, userId]);
}

const dayText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

/** The streak columns as `markActiveDay` reads them (`to_char` days), for a statement that returns them. */
export const STREAK_COLUMNS = `to_char(last_activity_date, 'YYYY-MM-DD') AS last, to_char(streak_freeze_day, 'YYYY-MM-DD') AS freeze,
            current_streak AS current, best_streak AS best`;

/**
 * A member acted on `day` (Istanbul): the daily streak moves by the domain's rule (`advanceDailyStreak`,
 * one missed day a week forgiven as a freeze). Call after `movePoints`, whose UPDATE holds the member's row.
 */
export async function markActiveDay(trx: Knex, userId: number, day: string) {
  const { rows } = await raw(trx, `SELECT ${STREAK_COLUMNS} FROM {user} WHERE id = ?`, [userId]);
  if (rows[0]) await advanceStreak(trx, userId, rows[0], day);
}

/**
 * The streak moved from the columns `STREAK_COLUMNS` read (under the member's row lock): writes them only when the
 * day changes them (the first own act of a day). Returns the best streak after it.
 */
export async function advanceStreak(
  trx: Knex,
  userId: number,
  row: { last: unknown; freeze: unknown; current: unknown; best: unknown },
  day: string,
): Promise<number> {
  const before = {
    current: Number(row.current ?? 0),
    best: Number(row.best ?? 0),
    lastDay: dayText(row.last),
    freezeDay: dayText(row.freeze),
  };
  const after = advanceDailyStreak(before, day);
  if (after === before) return before.best;
  await raw(
    trx,
    `UPDATE {user} SET current_streak = ?, best_streak = ?, last_activity_date = ?::date, streak_freeze_day = ?::date WHERE id = ?`,
    [after.current, after.best, after.lastDay, after.freezeDay, userId],
  );
  return after.best;
}
