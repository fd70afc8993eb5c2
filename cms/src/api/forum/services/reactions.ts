import { likeMoves, moveMemberCounters } from '../../../lib/member-counters';
import type { Core } from '@strapi/strapi';
import { VOTE_VALUE, isModerator, type Vote } from '@oyundev/domain';
import { inTransaction, insertRow, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { replyRow, topicRow, type LockedTopic } from '../lib/forum-counters';
import { award, revoke } from '../../../lib/ledger';
import { notifyLike } from '../../../lib/notify';
import { contentSettings } from '../../../lib/settings';
import { seesPremium, type Member } from '../../../lib/viewer';
import { raw, tableOf } from '../../../lib/sql-names';

const LIKE = 'api::like.like';
const VOTE = 'api::vote.vote';

export type TargetType = 'topic' | 'reply';

interface Target {
  id: number;
  authorId: number | null;
  /** The topic it belongs to (itself for a topic): visibility is decided there. */
  topicSlug: string;
}

/**
 * Likes and votes on topics and replies. One row per member and target (UNIQUE in PostgreSQL); each change
 * first locks the target's topic (and then the reply), so concurrent changes on one target happen one after another and the stored
 * counters move by exact deltas: likeCount = likes, score = upvotes − downvotes. The author's points move
 * in the same transaction (like_received, upvote_received, downvote_received).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * The target, locked, if the member may see it: a live reply of a visible topic, or a visible topic
   * (active; approved unless the member is a moderator; premium only for premium members). The topic's
   * row is locked first, a reply's after it (forum-counters' lock order).
   */
  async function lockTarget(trx: Knex, viewer: Member, type: TargetType, id: number): Promise<Target> {
    const notFound = () => fail(type === 'topic' ? 'TOPIC_NOT_FOUND' : 'REPLY_NOT_FOUND');
    let authorId: number | null;
    let topic: LockedTopic | null;
    if (type === 'reply') {
      const reply = await replyRow(trx, id);
      if (!reply || reply.isDeleted || !reply.isApproved || reply.topicId === null) throw notFound();
      authorId = reply.authorId;
      topic = await topicRow(trx, { id: reply.topicId }, { lock: false }); // locked by replyRow
    } else {
      topic = await topicRow(trx, { id });
      authorId = topic?.authorId ?? null;
    }
    if (!topic || !topic.isActive) throw notFound();
    if (!topic.isApproved && !isModerator(viewer)) throw notFound();
    if (topic.categoryPremium && !seesPremium(viewer)) throw fail('PREMIUM_REQUIRED');
    return { id, authorId, topicSlug: topic.slug };
  }

  const targetTable = (type: TargetType) => tableOf(type === 'topic' ? 'topic' : 'reply');

  return {
    /**
     * POST /api/forum/:id/like (a reply) and /api/forum/topics/:id/like. `liked` says what the member wants
     * (true: like, false: unlike) and makes repeats harmless; without it the like toggles. Self-likes are
     * refused, as self-votes are: a member's points come from others.
     */
    async like(viewer: Member, type: TargetType, id: number, wanted?: boolean) {
      return inTransaction(strapi, async (trx) => {
        const target = await lockTarget(trx, viewer, type, id);
        if (target.authorId === viewer.id) throw fail('SELF_LIKE');
        const existing = await trx(tableOf('like')).where({ user_id: viewer.id, target_type: type, target_id: id }).first('id');
        const liked = wanted ?? !existing;
        let delta: 1 | -1 | 0 = 0;
        if (liked && !existing) {
          // The target lock serialises this member's likes on it; ON CONFLICT is the last word all the same.
          const inserted = await insertRow(
            strapi,
            trx,
            LIKE,
            { userId: viewer.id, targetType: type, targetId: id },
            {
              onConflict: ['userId', 'targetType', 'targetId'],
            },
          );
          if (inserted !== null) delta = 1;
        } else if (!liked && existing) {
          const removed = await trx(tableOf('like')).where({ id: existing.id }).delete();
          if (removed) delta = -1;
        }
        if (delta !== 0) {
          await raw(trx, `UPDATE ?? SET like_count = GREATEST(like_count + ?, 0) WHERE id = ?`, [targetTable(type), delta, id]);
          await moveMemberCounters(trx, likeMoves(viewer.id, target.authorId, delta));
          if (target.authorId !== null) {
            const line = { userId: target.authorId, type: 'like_received' as const, targetType: type, targetId: id };
            if (delta > 0) {
              await award(strapi, trx, line);
              const link = type === 'reply' ? `/forum/konu/${target.topicSlug}#yanit-${id}` : `/forum/konu/${target.topicSlug}`;
              await notifyLike(strapi, trx, { ownerId: target.authorId, actorId: viewer.id, kind: type, link });
            } else await revoke(strapi, trx, line);
          }
        }
        const { rows } = await raw(trx, `SELECT like_count FROM ?? WHERE id = ?`, [targetTable(type), id]);
        return { likeCount: Number(rows[0].like_count), liked };
      });
    },

    /**
     * POST /api/forum/votes: the member's vote on a topic or reply becomes `vote` (the §4 transitions are
     * the difference between the old and the new vote). Upserted in the member's one row per target; no
     * self-votes; refused while the admin has voting switched off.
     */
    async vote(viewer: Member, type: TargetType, id: number, vote: Vote) {
      const { enableVoting } = await contentSettings(strapi);
      if (!enableVoting) throw fail('VOTING_DISABLED');
      return inTransaction(strapi, async (trx) => {
        const target = await lockTarget(trx, viewer, type, id);
        if (target.authorId === viewer.id) throw fail('SELF_VOTE');
        const existing = await trx(tableOf('vote')).where({ user_id: viewer.id, target_type: type, target_id: id }).first('id', 'value');
        const previous: Vote = !existing ? 'none' : Number(existing.value) > 0 ? 'up' : 'down';
        if (previous !== vote) {
          if (vote === 'none') {
            await trx(tableOf('vote')).where({ id: existing.id }).delete();
          } else if (existing) {
            await trx(tableOf('vote')).where({ id: existing.id }).update({ value: VOTE_VALUE[vote], updated_at: new Date() });
          } else {
            await insertRow(strapi, trx, VOTE, { userId: viewer.id, targetType: type, targetId: id, value: VOTE_VALUE[vote] });
          }
          const ups = (vote === 'up' ? 1 : 0) - (previous === 'up' ? 1 : 0);
          const downs = (vote === 'down' ? 1 : 0) - (previous === 'down' ? 1 : 0);
          await raw(
            trx,
            `UPDATE ?? SET upvote_count = GREATEST(upvote_count + ?, 0), downvote_count = GREATEST(downvote_count + ?, 0),
                           score = GREATEST(upvote_count + ?, 0) - GREATEST(downvote_count + ?, 0)
             WHERE id = ?`,
            [targetTable(type), ups, downs, ups, downs, id],
          );
          const authorId = target.authorId;
          if (authorId !== null) {
            const line = (kind: 'upvote_received' | 'downvote_received') => ({
              userId: authorId,
              type: kind,
              targetType: type,
              targetId: id,
            });
            if (previous === 'up') await revoke(strapi, trx, line('upvote_received'));
            if (previous === 'down') await revoke(strapi, trx, line('downvote_received'));
            if (vote === 'up') await award(strapi, trx, line('upvote_received'));
            if (vote === 'down') await award(strapi, trx, line('downvote_received'));
          }
        }
        const { rows } = await raw(trx, `SELECT score, upvote_count, downvote_count FROM ?? WHERE id = ?`, [targetTable(type), id]);
        return {
          score: Number(rows[0].score),
          upvoteCount: Number(rows[0].upvote_count),
          downvoteCount: Number(rows[0].downvote_count),
          userVote: vote,
        };
      });
    },
  };
};
