import { moveMemberCounters } from '../../../lib/member-counters';
import type { Core } from '@strapi/strapi';
import { VOTE_VALUE, isModerator, type Vote } from '@oyundev/domain';
import { columnList, inTransaction, placeholders, rowValues, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { replyAndTopic, topicRow, type LockedTopic } from '../lib/forum-counters';
import { afterAward, award, awardSql, revoke, revokeSql, type LedgerLine } from '../../../lib/ledger';
import { likeNotification, notificationInsert } from '../../../lib/notify';
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
/**
 * Both members of a like (delta +1) or an unlike (−1) in one statement: the liker's likes_given, the author's
 * likes_received with the author's ledger line written (ledger.ts `awardSql`) or taken back (`revokeSql`) — locked in
 * member-id order (forum-counters' lock order), the later CTE waiting for the earlier one. A like that reaches a badge
 * gives it after the statement (`afterAward`), as `award` does.
 */
async function moveLikeMembers(strapi: Core.Strapi, trx: Knex, likerId: number, line: LedgerLine, delta: 1 | -1) {
  const given = (after?: string) => ({
    sql: `g AS (UPDATE {user} SET likes_given = GREATEST(likes_given + ?, 0) WHERE id = ?${
      after ? ` AND (SELECT count(*) FROM ${after}) >= 0` : ''
    } RETURNING id)`,
    bindings: [delta, likerId],
  });
  const likerFirst = likerId < line.userId;
  if (delta > 0) {
    const at = new Date();
    const first = likerFirst ? given() : null;
    const parts = awardSql(line, at, {
      counters: { likes_received: 1 },
      // The liker's row first: the line (and with it the author's UPDATE) reads `g`, so `g` runs before it.
      ...(first ? { target: { idSql: String(line.targetId), from: 'g' } } : { after: given('m') }),
    });
    const { rows } = await raw(trx, `WITH ${first ? `${first.sql},\n` : ''}${parts.ctes} SELECT ${parts.columns} FROM ${parts.from}`, [
      ...(first?.bindings ?? []),
      ...parts.bindings,
    ]);
    await afterAward(strapi, trx, line, rows[0], at);
    return;
  }
  const first = likerFirst ? given() : null;
  const taken = revokeSql(line, { counters: { likes_received: -1 }, ...(first ? { lockAfter: 'g' } : {}) });
  const last = likerFirst ? null : given('rv');
  await raw(trx, `WITH ${[first?.sql, taken.ctes, last?.sql].filter(Boolean).join(',\n')} SELECT (SELECT count(*) FROM gone) AS n`, [
    ...(first?.bindings ?? []),
    ...taken.bindings,
    ...(last?.bindings ?? []),
  ]);
}

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
      const found = await replyAndTopic(trx, id);
      if (!found || found.reply.isDeleted || !found.reply.isApproved) throw notFound();
      authorId = found.reply.authorId;
      topic = found.topic;
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
        // One statement: the like row inserted or deleted (UNIQUE per member and target; the target lock serialises
        // this member's likes on it, ON CONFLICT is the last word all the same), the target's count moved by it and —
        // when a like row was really inserted — the author's notification (notify.ts `notifyLike`'s rule: once per
        // member and item, the author's newLike switch).
        const row = rowValues(strapi, LIKE, { userId: viewer.id, targetType: type, targetId: id });
        const author = target.authorId;
        const note =
          author === null
            ? null
            : notificationInsert(
                strapi,
                likeNotification({
                  ownerId: author,
                  actorId: viewer.id,
                  kind: type,
                  link: type === 'reply' ? `/forum/konu/${target.topicSlug}#yanit-${id}` : `/forum/konu/${target.topicSlug}`,
                }),
                new Date(),
                { once: true, when: 'EXISTS (SELECT 1 FROM ins)' },
              );
        const { rows } = await raw(
          trx,
          `WITH existing AS (SELECT id FROM {like} WHERE user_id = ? AND target_type = ? AND target_id = ?),
           del AS (DELETE FROM {like} WHERE ? AND id IN (SELECT id FROM existing) RETURNING 1),
           ins AS (INSERT INTO {like} (${columnList(row.columns)}) SELECT ${placeholders(row.values)}
                   WHERE ? AND NOT EXISTS (SELECT 1 FROM existing)
                   ON CONFLICT (user_id, target_type, target_id) DO NOTHING RETURNING 1),
           delta AS (SELECT (SELECT count(*) FROM ins)::int - (SELECT count(*) FROM del)::int AS n)${note ? `,\n           note AS (${note.sql})` : ''}
           UPDATE ?? SET like_count = GREATEST(like_count + (SELECT n FROM delta), 0) WHERE id = ?
           RETURNING like_count, (SELECT n FROM delta) AS delta, EXISTS (SELECT 1 FROM existing) AS existed`,
          [viewer.id, type, id, wanted !== true, ...row.values, wanted !== false, ...(note?.bindings ?? []), targetTable(type), id],
        );
        const delta = Number(rows[0].delta) as 1 | -1 | 0;
        const liked = wanted ?? !rows[0].existed;
        if (delta !== 0) {
          if (author === null) await moveMemberCounters(trx, [[viewer.id, 'likes_given', delta]]);
          else
            await moveLikeMembers(strapi, trx, viewer.id, { userId: author, type: 'like_received', targetType: type, targetId: id }, delta);
        }
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
        // One statement: the member's vote row written (deleted, changed or inserted — nothing when it is already
        // `vote`) and the target's counters moved by the difference; it answers the vote it had before.
        const value = vote === 'none' ? 0 : VOTE_VALUE[vote];
        const row = rowValues(strapi, VOTE, { userId: viewer.id, targetType: type, targetId: id, value: value || 1 });
        const { rows } = await raw(
          trx,
          `WITH existing AS (SELECT id, value FROM {vote} WHERE user_id = ? AND target_type = ? AND target_id = ?),
           del AS (DELETE FROM {vote} WHERE ? = 0 AND id IN (SELECT id FROM existing) RETURNING 1),
           upd AS (UPDATE {vote} SET value = ?, updated_at = ? WHERE ? <> 0 AND id IN (SELECT id FROM existing WHERE value <> ?) RETURNING 1),
           ins AS (INSERT INTO {vote} (${columnList(row.columns)}) SELECT ${placeholders(row.values)}
                   WHERE ? <> 0 AND NOT EXISTS (SELECT 1 FROM existing) RETURNING 1),
           prev AS (SELECT COALESCE((SELECT sign(value)::int FROM existing LIMIT 1), 0) AS v),
           d AS (SELECT (CASE WHEN ? > 0 THEN 1 ELSE 0 END) - (CASE WHEN prev.v > 0 THEN 1 ELSE 0 END) AS ups,
                        (CASE WHEN ? < 0 THEN 1 ELSE 0 END) - (CASE WHEN prev.v < 0 THEN 1 ELSE 0 END) AS downs FROM prev)
           UPDATE ?? x SET upvote_count = GREATEST(x.upvote_count + d.ups, 0), downvote_count = GREATEST(x.downvote_count + d.downs, 0),
                           score = GREATEST(x.upvote_count + d.ups, 0) - GREATEST(x.downvote_count + d.downs, 0)
           FROM d WHERE x.id = ?
           RETURNING x.score, x.upvote_count, x.downvote_count, (SELECT v FROM prev) AS previous`,
          [viewer.id, type, id, value, value, new Date(), value, value, ...row.values, value, value, value, targetTable(type), id],
        );
        const before = Number(rows[0].previous);
        const previous: Vote = before > 0 ? 'up' : before < 0 ? 'down' : 'none';
        if (previous !== vote) {
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
