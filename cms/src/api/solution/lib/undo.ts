import type { Core } from '@strapi/strapi';
import type { Knex } from '../../../lib/db';
import { revoke } from '../../../lib/ledger';
import { raw } from '../../../lib/sql-names';

/** The member's 'solutions' stat, moved with their solution_accepted line. */
export async function moveSolutionCount(trx: Knex, userId: number, delta: 1 | -1) {
  await raw(trx, 'UPDATE {user} SET solution_count = GREATEST(solution_count + ?, 0) WHERE id = ?', [delta, userId]);
}

/** The author of a reply (null for a reply whose author is gone). */
export async function authorOfReply(trx: Knex, replyId: number): Promise<number | null> {
  const { rows } = await raw(trx, 'SELECT user_id FROM {reply.author} WHERE reply_id = ? LIMIT 1', [replyId]);
  return rows[0] ? Number(rows[0].user_id) : null;
}

/** Takes back the answerer's solution_accepted line for `replyId` and the solutions stat with it. */
export async function takeBackSolution(strapi: Core.Strapi, trx: Knex, replyId: number) {
  const answerer = await authorOfReply(trx, replyId);
  if (answerer === null) return;
  const taken = await revoke(strapi, trx, { userId: answerer, type: 'solution_accepted', targetType: 'reply', targetId: replyId });
  if (taken) await moveSolutionCount(trx, answerer, -1);
}

/**
 * The chosen solution `replyId` of `topicId` stops being one (the reply was deleted): the topic is no longer
 * resolved and the answerer's points and stat go back. Nothing when the reply is not the topic's solution.
 * The caller holds the topic's lock.
 */
export async function dropSolutionReply(strapi: Core.Strapi, trx: Knex, topicId: number, replyId: number): Promise<boolean> {
  const { rows } = await raw(
    trx,
    'UPDATE {topic} SET solution_reply_id = NULL, is_resolved = false WHERE id = ? AND solution_reply_id = ? RETURNING id',
    [topicId, replyId],
  );
  if (rows.length === 0) return false;
  await takeBackSolution(strapi, trx, replyId);
  return true;
}
