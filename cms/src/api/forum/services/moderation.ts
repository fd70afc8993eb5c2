import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { isModerator, type ReportType, type TopicModerationInput } from '@oyundev/domain';
import { inTransaction, insertRow, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { lockCategories, moveCategoryCounts, refreshCategoryActivity, replyRow, topicKey, topicRow } from '../lib/forum-counters';
import { notifyModeration } from '../../../lib/notify';
import { notifyContentChanged } from '../../../lib/rebuild';
import { consume } from '../../account/lib/rate-limit';
import { requireSecret } from '../../../lib/config-secrets';
import { istanbulDay } from '../../../lib/time';
import { seesPremium, type Member, type RequestViewer } from '../../../lib/viewer';
import { countTopic } from './posting';
import { raw, tableOf, linkOf } from '../../../lib/sql-names';

const REPORT = 'api::report.report';
const TOPIC_VIEW = 'api::topic-view.topic-view';

/** The moderation PATCH body: the domain's topicModerationSchema input. */
export type ModerationPatch = TopicModerationInput;

const FLAGS: Array<[keyof ModerationPatch, string]> = [
  ['isPinned', 'is_pinned'],
  ['isClosed', 'is_closed'],
  ['isResolved', 'is_resolved'],
  ['isFeatured', 'is_featured'],
];

/** Moderators' changes to topics, members' reports, and view counting. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * PATCH /api/forum/topics/:id/moderation (moderators and admins): flags, a move to another category
   * (both categories' counters and last activity follow) and approval of a pending topic (it starts to
   * count: category, author, tags, topic_created points).
   */
  async moderateTopic(viewer: Member, topicId: number, patch: ModerationPatch) {
    if (!isModerator(viewer)) throw fail('MODERATOR_REQUIRED');
    const now = new Date();
    const topic = await inTransaction(strapi, async (trx) => {
      const topic = await topicRow(trx, { id: topicId });
      if (!topic || !topic.isActive) throw fail('TOPIC_NOT_FOUND');

      const flags = Object.fromEntries(FLAGS.filter(([key]) => patch[key] !== undefined).map(([key, column]) => [column, patch[key]]));
      if (Object.keys(flags).length)
        await trx(tableOf('topic'))
          .where({ id: topic.id })
          .update({ ...flags, updated_at: now });

      let categoryId = topic.categoryId;
      let becamePremium = false;
      if (patch.category !== undefined) {
        const target = await categoryBySlugOrId(trx, patch.category);
        if (!target) throw fail('CATEGORY_NOT_FOUND');
        if (!topic.categoryPremium) {
          const moved = await trx(tableOf('forum-category')).where({ id: target }).first('is_premium');
          becamePremium = Boolean(moved?.is_premium);
        }
        if (target !== topic.categoryId) {
          await lockCategories(trx, [topic.categoryId, target]);
          await trx(linkOf('topic', 'category')).where({ topic_id: topic.id }).delete();
          await trx(linkOf('topic', 'category')).insert({ topic_id: topic.id, forum_category_id: target });
          if (topic.isApproved) {
            await moveCategoryCounts(trx, topic.categoryId, -1, -(1 + topic.replyCount));
            await moveCategoryCounts(trx, target, 1, 1 + topic.replyCount);
            await refreshCategoryActivity(trx, topic.categoryId);
            await refreshCategoryActivity(trx, target);
          }
          categoryId = target;
        }
      }

      if (patch.approve && !topic.isApproved) {
        await trx(tableOf('topic'))
          .where({ id: topic.id })
          .update({ is_approved: true, is_rejected: false, requires_approval: false, updated_at: now });
        await lockCategories(trx, [categoryId]);
        await countTopic(strapi, trx, { id: topic.id, authorId: topic.authorId, categoryId, replyCount: topic.replyCount }, now);
      }
      if (topic.authorId !== null) {
        const link = `/forum/konu/${topic.slug}`;
        const tell = (action: 'topicApproved' | 'topicLocked') =>
          notifyModeration(strapi, trx, { userId: topic.authorId!, actorId: viewer.id, action, title: topic.title, link }, now);
        if (patch.approve && !topic.isApproved) await tell('topicApproved');
        if (patch.isClosed === true && !topic.isClosed) await tell('topicLocked');
      }
      return { ...topic, becamePremium };
    });
    // Static pages show approved topics only: a pending topic's flags or category change nothing there yet.
    // A topic moved into a premium category leaves the static site at once: its page holds the full body.
    if (topic.isApproved || patch.approve) notifyContentChanged(strapi, { type: 'topic', slug: topic.slug, hide: topic.becamePremium });
    return topic.id;
  },

  /**
   * POST /api/forum/reports: a member reports a topic or reply they can see and did not write. One report
   * per member and target (UNIQUE): a second one is refused and changes nothing. The report waits in the
   * admin queue (status pending); every report on the same content carries how many there are.
   */
  async report(viewer: Member, input: { contentType: 'topic' | 'reply'; contentId: number; type: ReportType; reason: string }) {
    return inTransaction(strapi, async (trx) => {
      let topic;
      let authorId: number | null;
      if (input.contentType === 'reply') {
        const reply = await replyRow(trx, input.contentId); // its topic first, then the reply
        if (!reply || reply.isDeleted || reply.topicId === null) throw fail('REPLY_NOT_FOUND');
        authorId = reply.authorId;
        topic = await topicRow(trx, { id: reply.topicId }, { lock: false });
        if (!topic || !topic.isActive) throw fail('REPLY_NOT_FOUND');
      } else {
        topic = await topicRow(trx, { id: input.contentId });
        if (!topic || !topic.isActive) throw fail('TOPIC_NOT_FOUND');
        authorId = topic.authorId;
      }
      if (!topic.isApproved && !isModerator(viewer) && topic.authorId !== viewer.id) {
        throw fail(input.contentType === 'topic' ? 'TOPIC_NOT_FOUND' : 'REPLY_NOT_FOUND');
      }
      if (topic.categoryPremium && !seesPremium(viewer)) throw fail('PREMIUM_REQUIRED');
      if (authorId === viewer.id) throw fail('SELF_REPORT');

      const reportId = await insertRow(
        strapi,
        trx,
        REPORT,
        {
          type: input.type,
          status: 'pending',
          contentType: input.contentType,
          contentId: input.contentId,
          contentTitle: topic.title,
          contentAuthorId: authorId,
          reporterId: viewer.id,
          reason: input.reason,
          reportCount: 1,
        },
        { onConflict: ['reporterId', 'contentType', 'contentId'] },
      );
      if (reportId === null) throw fail('ALREADY_REPORTED');
      // The content row is locked, so reports on it are counted one after another.
      await raw(
        trx,
        `UPDATE {report} SET report_count = (SELECT count(*) FROM {report} q WHERE q.content_type = ? AND q.content_id = ?)
         WHERE content_type = ? AND content_id = ?`,
        [input.contentType, input.contentId, input.contentType, input.contentId],
      );
      if (input.contentType === 'topic') {
        await raw(trx, 'UPDATE {topic} SET report_count = report_count + 1, is_reported = true WHERE id = ?', [topic.id]);
      }
      return reportId;
    });
  },

  /**
   * POST /api/forum/topics/:slugOrId/view: one view per visitor (the member, else a keyed hash of the
   * address — no address is stored) per Istanbul day, counted with the UNIQUE (topic, visitor, day) row;
   * uniqueVisitors grows on a visitor's first day with the topic (within the rows' 30-day retention).
   */
  async countView(viewer: RequestViewer, slugOrId: string, visitor: { ip: string }) {
    const now = new Date();
    const day = istanbulDay(now);
    // A guest is their address alone: a browser string is free to change on every request. An address may add
    // only so many new views a day (guestViewLimit), so one client cannot grow the counts or the table at will.
    const key = viewer ? `u:${viewer.id}` : `g:${createHmac('sha256', viewSecret()).update(visitor.ip).digest('hex').slice(0, 40)}`;
    return inTransaction(strapi, async (trx) => {
      const topic = await topicRow(trx, topicKey(slugOrId), { lock: false });
      if (!topic || !topic.isActive) throw fail('TOPIC_NOT_FOUND');
      if (!topic.isApproved && !isModerator(viewer) && topic.authorId !== viewer?.id) throw fail('TOPIC_NOT_FOUND');
      // Only a view that would be new spends the guest's daily budget: reloads and unknown topics do not.
      const seen = await trx(tableOf('topic-view')).where({ topic_id: topic.id, visitor: key, day }).first('id');
      const counts = !seen && (viewer !== null || consume(`views:${key}:${day}`, { interval: 86_400_000, max: guestViewLimit() }).ok);
      const inserted = counts
        ? await insertRow(
            strapi,
            trx,
            TOPIC_VIEW,
            { topicId: topic.id, visitor: key, day },
            { onConflict: ['topicId', 'visitor', 'day'], now },
          )
        : null;
      if (inserted === null) {
        const { rows } = await raw(trx, 'SELECT view_count FROM {topic} WHERE id = ?', [topic.id]);
        return { viewCount: Number(rows[0].view_count) };
      }
      const { rows: earlier } = await raw(trx, 'SELECT 1 FROM {topic-view} WHERE topic_id = ? AND visitor = ? AND day <> ? LIMIT 1', [
        topic.id,
        key,
        day,
      ]);
      const { rows } = await raw(
        trx,
        'UPDATE {topic} SET view_count = view_count + 1, unique_visitors = unique_visitors + ? WHERE id = ? RETURNING view_count',
        [earlier.length ? 0 : 1, topic.id],
      );
      return { viewCount: Number(rows[0].view_count) };
    });
  },
});

async function categoryBySlugOrId(trx: Knex, slugOrId: string): Promise<number | null> {
  const numeric = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : 0;
  const row = await trx(tableOf('forum-category'))
    .where({ slug: slugOrId })
    .orWhere({ id: numeric })
    .orderByRaw('(slug = ?) desc', [slugOrId])
    .first('id');
  return row ? Number(row.id) : null;
}

/** New topic views one guest address may add per Istanbul day; more are answered but not counted. */
function guestViewLimit(): number {
  return Number(process.env.GUEST_VIEW_LIMIT) || 300;
}

/** How long view rows are kept: they only decide whether a visit today (or a visitor) is new. */
export const VIEW_RETENTION_DAYS = 30;

/** Deletes view rows older than the retention window (a daily cron task, config/cron-tasks.ts). */
export async function pruneTopicViews(strapi: Core.Strapi, now = new Date()): Promise<number> {
  const oldest = new Date(now.getTime() - VIEW_RETENTION_DAYS * 86_400_000);
  return strapi.db.connection(tableOf('topic-view')).where('day', '<', istanbulDay(oldest)).delete();
}

/** The key of guest visitors' hashes: the app's own secret, so a hash cannot be reversed by guessing addresses. */
function viewSecret(): string {
  return requireSecret('VIEW_HASH_SECRET');
}
