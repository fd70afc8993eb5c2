import type { Core } from '@strapi/strapi';
import { isModerator, msg } from '@oyundev/domain';
import { inTransaction, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { award, revoke } from '../../../lib/ledger';
import { notify } from '../../../lib/notify';
import { notifyContentChanged } from '../../../lib/rebuild';
import type { Member } from '../../../lib/viewer';
import { replyRow, topicRow } from '../../forum/lib/forum-counters';

/**
 * Solutions (forum spec §4): the topic's author or a moderator marks one reply as the solution. The topic
 * becomes resolved and remembers the reply (topics.solution_reply_id); the answerer gets the
 * `solution_accepted` ledger line (points and the solutions stat, counted from those lines) and a
 * notification. Choosing another reply takes the first answerer's line back; unmarking takes it back too.
 * Locks: the topic, then the reply (replyRow), then members — the order of every forum write.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function moveSolutionCount(trx: Knex, userId: number, delta: 1 | -1) {
    await trx.raw('UPDATE up_users SET solution_count = GREATEST(solution_count + ?, 0) WHERE id = ?', [delta, userId]);
  }

  async function authorOfReply(trx: Knex, replyId: number): Promise<number | null> {
    const row = await trx('replies_author_lnk').where('reply_id', replyId).first('user_id');
    return row ? Number(row.user_id) : null;
  }

  return {
    async mark(viewer: Member, replyId: number, wanted = true) {
      const result = await inTransaction(strapi, async (trx) => {
        const reply = await replyRow(trx, replyId);
        if (!reply || reply.isDeleted || !reply.isApproved || reply.topicId === null) throw fail('REPLY_NOT_FOUND');
        const topic = await topicRow(trx, { id: reply.topicId }, { lock: false }); // locked by replyRow
        if (!topic || !topic.isActive || (!topic.isApproved && !isModerator(viewer))) throw fail('REPLY_NOT_FOUND');
        if (viewer.id !== topic.authorId && !isModerator(viewer)) throw fail('SOLUTION_FORBIDDEN');
        if (reply.authorId !== null && reply.authorId === topic.authorId) throw fail('SELF_SOLUTION');
        const { rows } = await trx.raw('SELECT solution_reply_id FROM topics WHERE id = ?', [topic.id]);
        const current =
          rows[0]?.solution_reply_id === null || rows[0]?.solution_reply_id === undefined ? null : Number(rows[0].solution_reply_id);
        const unchanged = wanted ? current === replyId : current !== replyId;
        if (unchanged) return { topic, solutionReplyId: current, changed: false };
        if (current !== null) {
          const previous = await authorOfReply(trx, current);
          if (previous !== null) {
            const taken = await revoke(strapi, trx, {
              userId: previous,
              type: 'solution_accepted',
              targetType: 'reply',
              targetId: current,
            });
            if (taken) await moveSolutionCount(trx, previous, -1);
          }
        }
        const solution = wanted ? replyId : null;
        await trx('topics')
          .where('id', topic.id)
          .update({ solution_reply_id: solution, is_resolved: solution !== null });
        if (wanted && reply.authorId !== null) {
          await award(strapi, trx, { userId: reply.authorId, type: 'solution_accepted', targetType: 'reply', targetId: replyId });
          await moveSolutionCount(trx, reply.authorId, 1);
          await notify(strapi, trx, {
            userId: reply.authorId,
            actorId: viewer.id,
            type: 'solution_chosen',
            title: msg('forum.solution.notificationTitle'),
            message: msg('forum.solution.notificationMessage', { title: topic.title }),
            link: `/forum/konu/${topic.slug}#yanit-${replyId}`,
          });
        }
        return { topic, solutionReplyId: solution, changed: true };
      });
      if (result.changed && result.topic.isApproved) notifyContentChanged(strapi, { type: 'topic', slug: result.topic.slug });
      return {
        message: msg(result.solutionReplyId === replyId ? 'forum.solution.marked' : 'forum.solution.unmarked'),
        solutionReplyId: result.solutionReplyId,
        isResolved: result.solutionReplyId !== null,
      };
    },
  };
};
