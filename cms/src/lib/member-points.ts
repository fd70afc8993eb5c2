import { LEVELS } from '@oyundev/domain';
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

/**
 * The SET assignments that move a member's point counters by SQL expressions of the statement (columns of an
 * UPDATE … FROM): `delta` the reputation's change, `positive` the activity points' (Σ of the positive points) —
 * for lines the statement itself writes or deletes (lib/ledger.ts: the daily line, a content's lines taken back).
 */
export function pointsAssignmentsOf(delta: string, positive: string): { sql: string; bindings: unknown[] } {
  const bands = [...LEVELS].reverse();
  return {
    sql: `reputation = reputation + (${delta}),
       activity_points = GREATEST(activity_points + (${positive}), 0),
       experience = GREATEST(experience + (${positive}), 0),
       level = CASE ${bands.map(() => `WHEN reputation + (${delta}) >= ? THEN ?`).join(' ')} ELSE ? END`,
    bindings: [...bands.flatMap((b) => [b.min, b.name]), LEVELS[0].name],
  };
}

/** Moves a member's point counters: `sign` +1 adds the line's points, −1 takes them back. */
export async function movePoints(trx: Knex, userId: number, points: number, sign: 1 | -1) {
  const set = pointsAssignments(points, sign);
  await raw(trx, `UPDATE {user} SET ${set.sql} WHERE id = ?`, [...set.bindings, userId]);
}

export const dayText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

/** The streak columns as `openDay` (lib/ledger.ts) reads them (`to_char` days), for a statement that returns them. */
export const STREAK_COLUMNS = `to_char(last_activity_date, 'YYYY-MM-DD') AS last, to_char(streak_freeze_day, 'YYYY-MM-DD') AS freeze,
            current_streak AS current, best_streak AS best`;
