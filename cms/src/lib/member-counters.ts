import type { Knex } from './db';
import { COUNTER_CHECKS } from './consistency-checks';
import { raw } from './sql-names';

/** One move of a member's denormalised counter (lib/consistency-checks.ts says what each one counts). */
export type MemberMove = [userId: number | null, column: string, delta: number];

/**
 * Moves members' counters in member-id order (the lock order of every write path: content first, then members),
 * never below 0. Moves of no member or of 0 are skipped.
 */
export async function moveMemberCounters(trx: Knex, moves: MemberMove[]) {
  const real = moves.filter((m): m is [number, string, number] => m[0] !== null && m[2] !== 0).sort((a, b) => a[0] - b[0]);
  for (const [userId, column, delta] of real) {
    await raw(trx, `UPDATE {user} SET ?? = GREATEST(?? + ?, 0) WHERE id = ?`, [column, column, delta, userId]);
  }
}

/** A like given by `likerId` to content written by `authorId`: likes_given and likes_received move together. */
export const likeMoves = (likerId: number, authorId: number | null, delta: number): MemberMove[] => [
  [likerId, 'likes_given', delta],
  [authorId, 'likes_received', delta],
];

/**
 * Recounts the named counters of `members` from the rows, with the consistency job's own SQL, after locking the
 * members in id order — for writes whose effect on each member is easier to recount than to add up (a comment
 * deleted with its replies and their likes).
 */
export async function recountMembers(trx: Knex, members: number[], columns: string[]) {
  const ids = [...new Set(members)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await lockMembers(trx, ids);
  const checks = COUNTER_CHECKS.filter((c) => c.model === 'user' && columns.includes(c.column));
  const list = `{${ids.join(',')}}`;
  await raw(trx, `UPDATE {user} x SET ${checks.map((c) => `${c.column} = ${c.expected}`).join(', ')} WHERE x.id = ANY(?::int[])`, [list]);
}

/** Locks the members' rows in id order (before changing rows whose counters they hold). */
export async function lockMembers(trx: Knex, members: number[]) {
  const ids = [...new Set(members)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await raw(trx, `SELECT id FROM {user} WHERE id = ANY(?::int[]) ORDER BY id FOR NO KEY UPDATE`, [`{${ids.join(',')}}`]);
}
