import type { Core } from '@strapi/strapi';
import { isModerator, msg } from '@oyundev/domain';
import { inTransaction } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { award } from '../../../lib/ledger';
import { raw, tableOf } from '../../../lib/sql-names';
import { notify } from '../../../lib/notify';
import { notifyContentChanged } from '../../../lib/rebuild';
import type { Member } from '../../../lib/viewer';
import { replyRow, topicRow } from '../../forum/lib/forum-counters';
import { moveSolutionCount, takeBackSolution } from '../lib/undo';

/**
 * Solutions (forum spec §4): the topic's author or a moderator marks one reply as the solution. The topic
 * becomes resolved and remembers the reply (topics.solution_reply_id); the answerer gets the
 * `solution_accepted` ledger line (points and the solutions stat, counted from those lines) and a
 * notification. Choosing another reply takes the first answerer's line back; unmarking takes it back too, and
 * so does deleting the chosen reply (lib/undo.ts `dropSolutionReply`, called by the reply's deletion).
 * Locks: the topic, then the reply (replyRow), then members — the order of every forum write.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  return {
    async mark(viewer: Member, replyId: number, wanted = true) {
      const result = await inTransaction(strapi, async (trx) => {
        const reply = await replyRow(trx, replyId);
        if (!reply || reply.isDeleted || !reply.isApproved || reply.topicId === null) throw fail('REPLY_NOT_FOUND');
        const topic = await topicRow(trx, { id: reply.topicId }, { lock: false }); // locked by replyRow
        if (!topic || !topic.isActive || (!topic.isApproved && !isModerator(viewer))) throw fail('REPLY_NOT_FOUND');
        if (viewer.id !== topic.authorId && !isModerator(viewer)) throw fail('SOLUTION_FORBIDDEN');
        if (reply.authorId !== null && reply.authorId === topic.authorId) throw fail('SELF_SOLUTION');
        const { rows } = await raw(trx, 'SELECT solution_reply_id FROM {topic} WHERE id = ?', [topic.id]);
        const current =
          rows[0]?.solution_reply_id === null || rows[0]?.solution_reply_id === undefined ? null : Number(rows[0].solution_reply_id);
        const unchanged = wanted ? current === replyId : current !== replyId;
        if (unchanged) return { topic, solutionReplyId: current, changed: false };
        if (current !== null) await takeBackSolution(strapi, trx, current);
        const solution = wanted ? replyId : null;
        await trx(tableOf('topic'))
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
