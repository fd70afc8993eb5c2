import type { Core } from '@strapi/strapi';
import { canEditOwnedContent, isModerator, type ReplyData, type TopicData } from '@oyundev/domain';
import { inTransaction, rowId, setRelation, updateRow, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import {
  moveCategoryCounts,
  moveMemberCounts,
  moveTagCounts,
  refreshCategoryActivity,
  refreshTopicLastReply,
  replyRow,
  topicKey,
  topicRow,
} from '../lib/forum-counters';
import { award, revoke, revokeAll } from '../../../lib/ledger';
import { notifyMentions, notifyModeration } from '../../../lib/notify';
import { dropSolutionReply } from '../../solution/lib/undo';
import { assertLinksAllowed, checkPostingLimits, takePostingLock } from '../lib/posting-limits';
import { readReplyContext, writeReply } from '../lib/reply-write';
import { ensureTags, readTopicContext, writeTopicUnderFreeSlug } from '../lib/topic-write';
import { notifyContentChanged } from '../../../lib/rebuild';
import { contentSettings } from '../../../lib/settings';
import { seesPremium, type Member } from '../../../lib/viewer';
import { raw, tableOf } from '../../../lib/sql-names';

const REPLY = 'api::reply.reply';

/** Where the request came from, kept privately on the row (moderation, abuse reports). */
export interface Origin {
  ipAddress: string | null;
  userAgent: string | null;
  /** `<member id>:<Idempotency-Key>` of a reply POST (lib/idempotency.ts); UNIQUE, so a retry cannot write twice. */
  idempotencyKey?: string | null;
}

/** One step of `editHistory` as the live code writes it. */
interface EditStep {
  editorId: number;
  editorUsername: string;
  editedAt: string;
  previousContent: string;
}

/**
 * Writing in the forum: replies (the spec's three real calls), reply edits with their history, and topics.
 * Every write is one transaction: the row, the counters it moves (seed/recount.ts meanings), the points
 * ledger and the notification either all happen or none does. The rebuild runner hears about a public
 * change only after the commit.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The member's username (for the edit history). */
  async function usernameOf(trx: Knex, userId: number): Promise<string> {
    const { rows } = await raw(trx, 'SELECT username FROM {user} WHERE id = ?', [userId]);
    return rows[0]?.username ?? '';
  }

  return {
    /**
     * POST /api/forum/:topicSlug/reply. A reply goes to an open, approved topic the member may read;
     * `replyTo` must be a live reply of the same topic. Moderators and admins may also answer in closed and
     * pending topics. Returns the new reply's id and the topic's reply count after it.
     */
    async createReply(viewer: Member, topicSlugOrId: string, input: ReplyData, rawContent: string, origin: Origin) {
      const moderator = isModerator(viewer);
      // Statements: one read (the posting lock, then the topic locked, quoted reply, limits, the category's counters with
      // its lock), one write (reply-write.ts: the reply, its counters and its ledger line); @mentions one more.
      const result = await inTransaction(strapi, async (trx) => {
        // Moderators and admins are not limited (takePostingLock's rule): no lock, no counts.
        const limited = !isModerator(viewer);
        const replyToId = input.replyTo === null ? null : rowId(input.replyTo);
        const read = await readReplyContext(
          trx,
          topicKey(topicSlugOrId),
          replyToId,
          limited ? { viewerId: viewer.id, now: new Date() } : null,
        );
        if (read.counts) await checkPostingLimits(trx, viewer, 'reply', rawContent, new Date(), read.counts);
        const topic = read.topic;
        // Taken under the topic's lock: the replies of one topic get increasing times and ids in the order
        // they are written, so the newest is always the last one written.
        const now = new Date();
        if (!topic || !topic.isActive) throw fail('TOPIC_NOT_FOUND');
        const isAuthor = topic.authorId === viewer.id;
        if (!topic.isApproved && !moderator) throw fail(isAuthor ? 'TOPIC_PENDING' : 'TOPIC_NOT_FOUND');
        if (topic.categoryPremium && !seesPremium(viewer)) throw fail('PREMIUM_REQUIRED');
        if (topic.isClosed && !moderator) throw fail('TOPIC_CLOSED');
        if (input.replyTo !== null) {
          const quoted = replyToId === null ? null : read.quoted;
          if (!quoted || quoted.topicId !== topic.id || quoted.isDeleted || !quoted.isApproved) throw fail('REPLY_NOT_FOUND');
        }

        const { replyId, replyCount } = await writeReply(strapi, trx, {
          topic,
          viewerId: viewer.id,
          replyToId,
          now,
          data: {
            content: rawContent,
            isApproved: true,
            isDeleted: false,
            isEdited: false,
            editHistory: [],
            likeCount: 0,
            upvoteCount: 0,
            downvoteCount: 0,
            score: 0,
            ipAddress: origin.ipAddress,
            userAgent: origin.userAgent,
            idempotencyKey: origin.idempotencyKey ?? null,
          },
        });
        const link = `/forum/konu/${topic.slug}#yanit-${replyId}`;
        await notifyMentions(strapi, trx, { text: rawContent, actorId: viewer.id, kind: 'reply', title: topic.title, link }, now);
        return { replyId, replyCount, topic };
      });
      if (result.topic.isApproved) notifyContentChanged(strapi, { type: 'reply', slug: result.topic.slug });
      return { replyId: result.replyId, replyCount: result.replyCount };
    },

    /**
     * PUT /api/forum/replies/:id. The author, moderators and admins may change a reply's text; the text it
     * had, who changed it and when go into its edit history. Saving the same text changes nothing.
     */
    async updateReply(viewer: Member, replyId: number, rawContent: string) {
      const now = new Date();
      const slug = await inTransaction(strapi, async (trx) => {
        const reply = await replyRow(trx, replyId);
        if (!reply || reply.isDeleted) throw fail('REPLY_NOT_FOUND');
        if (!canEditOwnedContent(viewer, reply.authorId)) throw fail('FORBIDDEN');
        const topic = reply.topicId === null ? null : await topicRow(trx, { id: reply.topicId }, { lock: false });
        if (topic?.categoryPremium && !seesPremium(viewer)) throw fail('PREMIUM_REQUIRED');
        if (reply.content === rawContent) return null;
        await assertLinksAllowed(trx, viewer, rawContent, now);
        const step: EditStep = {
          editorId: viewer.id,
          editorUsername: await usernameOf(trx, viewer.id),
          editedAt: now.toISOString(),
          previousContent: reply.content,
        };
        await updateRow(strapi, trx, REPLY, replyId, {
          content: rawContent,
          isEdited: true,
          editedAt: now,
          updatedAt: now,
          editHistory: [...reply.editHistory, step],
        });
        await setRelation(strapi, trx, REPLY, 'editedBy', replyId, viewer.id);
        return topic?.isApproved ? topic.slug : null;
      });
      if (slug) notifyContentChanged(strapi, { type: 'reply', slug });
    },

    /**
     * DELETE /api/forum/:replyId. Only the author, moderators and admins. The reply is kept as deleted
     * (replies quoting it keep their place) and stops counting everywhere; its points are taken back.
     */
    async deleteReply(viewer: Member, replyId: number, { tellAuthor = true }: { tellAuthor?: boolean } = {}) {
      const result = await inTransaction(strapi, async (trx) => {
        const reply = await replyRow(trx, replyId);
        if (!reply || reply.isDeleted) throw fail('REPLY_NOT_FOUND');
        if (!canEditOwnedContent(viewer, reply.authorId)) throw fail('FORBIDDEN');
        const topic = reply.topicId === null ? null : await topicRow(trx, { id: reply.topicId });
        await raw(trx, 'UPDATE {reply} SET is_deleted = true, updated_at = ? WHERE id = ?', [new Date(), replyId]);
        if (topic) await dropSolutionReply(strapi, trx, topic.id, replyId);
        if (tellAuthor && topic && reply.authorId !== null) {
          await notifyModeration(strapi, trx, {
            userId: reply.authorId,
            actorId: viewer.id,
            action: 'replyDeleted',
            title: topic.title,
            link: '',
          });
        }
        if (!reply.isApproved || !topic) return { replyCount: topic?.replyCount ?? 0, topic };

        const replyCount = await refreshTopicLastReply(trx, topic.id, { replyDelta: -1 });
        if (topic.isActive && topic.isApproved) {
          // The UPDATE takes the category's lock before its last activity is recomputed.
          await moveCategoryCounts(trx, topic.categoryId, 0, -1);
          await refreshCategoryActivity(trx, topic.categoryId);
        }
        await moveMemberCounts(trx, reply.authorId, 0, -1);
        if (reply.authorId !== null) {
          await revoke(strapi, trx, { userId: reply.authorId, type: 'reply_created', targetType: 'reply', targetId: replyId });
        }
        // The points the reply drew (likes, votes) go too: a deleted spam reply mints nothing (a deletion is final).
        await revokeAll(trx, {
          targetType: 'reply',
          targetIds: [replyId],
          types: ['like_received', 'upvote_received', 'downvote_received'],
        });
        return { replyCount, topic };
      });
      // The static topic page still shows the deleted reply: it leaves the live site until the rebuild.
      if (result.topic?.isApproved) notifyContentChanged(strapi, { type: 'topic', slug: result.topic.slug, hide: true });
      return { replyCount: result.replyCount };
    },

    /** GET /api/forum/replies/:id/history (moderators and admins): the edits, oldest first. */
    async replyHistory(replyId: number) {
      const reply = await replyRow(strapi.db.connection, replyId, { lock: false });
      if (!reply) throw fail('REPLY_NOT_FOUND');
      const editorIds = [
        ...new Set(reply.editHistory.map((e) => (e as { editorId?: unknown } | null)?.editorId).filter((id) => typeof id === 'number')),
      ];
      const editors = new Map<number, string>();
      if (editorIds.length) {
        const rows = await strapi.db.connection(tableOf('user')).whereIn('id', editorIds).select('id', 'username');
        for (const row of rows) editors.set(Number(row.id), row.username);
      }
      return { history: reply.editHistory, editors };
    },

    /**
     * POST /api/forum/topics. Category by slug (or id); tags already normalised by the domain schema; the
     * slug Turkish-aware, cut at 60 and made unique against the UNIQUE index even when two members post the
     * same title at once. A topic in a category that requires approval (or on a site that does) waits,
     * uncounted, until a moderator approves it; moderators' own topics never wait.
     */
    async createTopic(viewer: Member, input: TopicData, rawContent: string, origin: Origin) {
      const now = new Date();
      const moderator = isModerator(viewer);
      const site = await contentSettings(strapi);
      // Statements: the new tags, the posting lock, one read (category locked, limits), one write (topic-write.ts: the
      // topic, its counters and its ledger line with the member's counters).
      const created = await inTransaction(strapi, async (trx) => {
        // New tags first: they need no lock of the order, and every statement after the category's lock is a round
        // trip the category's next writer waits for. A refused topic rolls them back.
        await ensureTags(strapi, trx, input.tags, now);
        const limited = await takePostingLock(trx, viewer);
        const read = await readTopicContext(strapi, trx, input.category, limited ? { viewerId: viewer.id, now } : null);
        if (read.counts) await checkPostingLimits(trx, viewer, 'topic', rawContent, now, read.counts);
        const category = read.category;
        if (!category || category.active === false) throw fail('CATEGORY_NOT_FOUND');
        if (category.isPremium && !seesPremium(viewer)) throw fail('PREMIUM_REQUIRED');
        const pending = !moderator && (category.requireApproval || site.requireApproval);

        const data = {
          title: input.title,
          content: rawContent,
          gameEngine: input.gameEngine,
          skillLevel: input.skillLevel,
          attachments: [],
          images: [],
          isActive: true,
          isApproved: !pending,
          requiresApproval: pending,
          ipAddress: origin.ipAddress,
          userAgent: origin.userAgent,
          editHistory: [],
        };
        // A topic waiting for approval counts nowhere until a moderator approves it (moderation's countTopic); a counted
        // one's ledger line is written with it (topic-write.ts).
        const { id, slug } = await writeTopicUnderFreeSlug(strapi, trx, {
          data,
          viewerId: viewer.id,
          categoryId: category.id,
          tags: input.tags,
          counts: !pending,
          now,
        });
        return { id, slug, pending };
      });
      if (!created.pending) notifyContentChanged(strapi, { type: 'topic', slug: created.slug });
      return created;
    },
  };
};

/**
 * A topic starts counting (created approved, or approved by a moderator): its category, its author, its
 * tags and the author's points. Shared with moderation's approve.
 */
export async function countTopic(
  strapi: Core.Strapi,
  trx: Knex,
  topic: { id: number; authorId: number | null; categoryId: number | null; replyCount: number },
  now: Date,
) {
  await moveCategoryCounts(trx, topic.categoryId, 1, 1 + topic.replyCount);
  await refreshCategoryActivity(trx, topic.categoryId);
  await moveMemberCounts(trx, topic.authorId, 1, 1);
  await moveTagCounts(trx, topic.id, 1);
  if (topic.authorId !== null) {
    await award(strapi, trx, { userId: topic.authorId, type: 'topic_created', targetType: 'topic', targetId: topic.id }, now);
  }
}
