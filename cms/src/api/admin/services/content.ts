import type { Core } from '@strapi/strapi';
import {
  msg,
  type AdminContentAction,
  type AdminContentActionData,
  type AdminContentItem,
  type AdminContentSort,
  type AdminContentStatus,
  type AdminContentType,
} from '@oyundev/domain';
import { inTransaction, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { notify, notifyModeration } from '../../../lib/notify';
import { notifyContentChanged, type ContentChange } from '../../../lib/rebuild';
import { linkOf, raw, tableOf } from '../../../lib/sql-names';
import type { Member } from '../../../lib/viewer';
import { lockCategories, topicRow } from '../../forum/lib/forum-counters';
import { countTopic } from '../../forum/services/posting';
import { audit } from '../lib/audit';
import { removeBlogPost } from '../lib/blog-posts';
import { runEach, type AdminListQuery, type SqlRow } from '../lib/bulk';
import { hideTopic, uncountTopic } from '../lib/topics';

export interface AdminContentQuery extends AdminListQuery {
  type: AdminContentType;
  search: string;
  status: AdminContentStatus | null;
  sort: AdminContentSort;
}

/*
 * A topic's admin status from its flags: rejected = an admin refused it (is_rejected, its own flag);
 * published = approved; pending = anything else (waiting for approval). Deleted topics (is_active = false) are gone.
 * A blog post: published = a published row, approved; pending = a member's submission (draft row,
 * review_status 'pending'); rejected = a published row refused by an admin (is_approved = false) or a refused
 * submission; draft = anything else without a published row.
 */
const TOPIC_STATUS = `CASE WHEN t.is_rejected THEN 'rejected' WHEN t.is_approved THEN 'published' ELSE 'pending' END`;
// A member's submission waits as a draft row with review_status 'pending' (blog/services/writing.ts `writeStatus`).
const BLOG_STATUS = `CASE WHEN p.id IS NOT NULL AND p.is_approved THEN 'published' WHEN d.review_status = 'pending' THEN 'pending'
  WHEN p.id IS NOT NULL OR d.review_status = 'rejected' THEN 'rejected' ELSE 'draft' END`;

const TOPIC_SORT: Record<AdminContentSort, string> = {
  createdAt: 't.created_at',
  updatedAt: 't.updated_at',
  views: 't.view_count',
  likes: 't.like_count',
  reports: 't.report_count',
};
const BLOG_SORT: Record<AdminContentSort, string> = {
  createdAt: 'd.created_at',
  updatedAt: 'd.updated_at',
  views: 'COALESCE(p.view_count, d.view_count)',
  likes: 'COALESCE(p.like_count, d.like_count)',
  reports: 'COALESCE(p.report_count, d.report_count)',
};

/** Which flag each toggle sets on topics (`pin` and `lock` are for topics only). */
const TOPIC_FLAGS: Partial<Record<AdminContentAction, [string, boolean]>> = {
  feature: ['is_featured', true],
  unfeature: ['is_featured', false],
  pin: ['is_pinned', true],
  unpin: ['is_pinned', false],
  lock: ['is_closed', true],
  unlock: ['is_closed', false],
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const iso = (v: unknown) => new Date(v as string).toISOString();

/** Topics and blog posts in the admin panel: the paged table and single and bulk moderation (forum spec §2, §4). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The one presenter of both tables: each list selects the same column names (`r.type` says which). */
  const present = (r: SqlRow): AdminContentItem => ({
    id: Number(r.id),
    type: r.type,
    title: r.title,
    slug: r.slug,
    content: r.content ?? '',
    author: r.author_id ? { id: Number(r.author_id), username: r.author_username, displayName: r.author_name || r.author_username } : null,
    category: r.category_name ?? null,
    status: r.status,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    views: Number(r.views ?? 0),
    likes: Number(r.likes ?? 0),
    dislikes: Number(r.dislikes ?? 0),
    replies: Number(r.replies ?? 0),
    reports: Number(r.reports ?? 0),
    featured: r.featured === true,
    pinned: r.pinned === true,
    locked: r.locked === true,
  });

  /** Filter, count, order and page one list; `columns` are the presenter's names for this table. */
  async function page(q: ReturnType<Knex['queryBuilder']>, query: AdminContentQuery, columns: unknown[], order: string, key: string) {
    const [{ count }] = (await q.clone().count({ count: '*' })) as Array<{ count: string | number }>;
    const dir = query.order.toUpperCase();
    const rows = await q
      .select(...(columns as string[]))
      .orderByRaw(`${order} ${dir}, ${key} ${dir}`)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    return { total: Number(count), rows: rows.map(present) };
  }

  async function listTopics(query: AdminContentQuery) {
    const db = strapi.db.connection;
    const q = db({ t: tableOf('topic') })
      .leftJoin({ ta: linkOf('topic', 'author') }, 'ta.topic_id', 't.id')
      .leftJoin({ u: tableOf('user') }, 'u.id', 'ta.user_id')
      .leftJoin({ tc: linkOf('topic', 'category') }, 'tc.topic_id', 't.id')
      .leftJoin({ c: tableOf('forum-category') }, 'c.id', 'tc.forum_category_id')
      .where('t.is_active', true);
    if (query.search) q.where((w) => w.whereILike('t.title', like(query.search)).orWhereILike('t.content', like(query.search)));
    if (query.status) q.whereRaw(`${TOPIC_STATUS} = ?`, [query.status]);
    const columns = [
      db.raw(`'topic' AS type`),
      't.id',
      't.title',
      't.slug',
      't.content',
      't.created_at',
      't.updated_at',
      { views: 't.view_count', dislikes: 't.downvote_count', replies: 't.reply_count', reports: 't.report_count' },
      { featured: 't.is_featured', pinned: 't.is_pinned', locked: 't.is_closed' },
      db.raw('t.like_count + t.upvote_count AS likes'),
      { author_id: 'u.id', author_username: 'u.username', author_name: 'u.full_name', category_name: 'c.name' },
      db.raw(`${TOPIC_STATUS} AS status`),
    ];
    return page(q, query, columns, TOPIC_SORT[query.sort], 't.id');
  }

  /** Blog posts, one line per post (its draft row `d`, joined with its published row `p` when there is one). */
  async function listBlogPosts(query: AdminContentQuery) {
    const db = strapi.db.connection;
    const posts = tableOf('blog-post');
    const q = db({ d: posts })
      .leftJoin({ p: posts }, (j) => j.on('p.document_id', 'd.document_id').andOnNotNull('p.published_at'))
      .leftJoin({ ba: linkOf('blog-post', 'author') }, 'ba.blog_post_id', 'd.id')
      .leftJoin({ u: tableOf('user') }, 'u.id', 'ba.user_id')
      .leftJoin({ bc: linkOf('blog-post', 'category') }, 'bc.blog_post_id', 'd.id')
      .leftJoin({ c: tableOf('blog-category') }, 'c.id', 'bc.blog_category_id')
      .whereNull('d.published_at');
    if (query.search) q.where((w) => w.whereILike('d.title', like(query.search)).orWhereILike('d.content', like(query.search)));
    if (query.status) q.whereRaw(`${BLOG_STATUS} = ?`, [query.status]);
    const columns = [
      db.raw(`'blog' AS type`),
      { id: 'd.post_number' },
      'd.title',
      'd.slug',
      'd.content',
      'd.created_at',
      'd.updated_at',
      db.raw('COALESCE(p.view_count, d.view_count) AS views'),
      db.raw('COALESCE(p.like_count, d.like_count) AS likes'),
      db.raw('COALESCE(p.comment_count, d.comment_count) AS replies'),
      db.raw('COALESCE(p.report_count, d.report_count) AS reports'),
      db.raw('COALESCE(p.is_featured, d.is_featured) AS featured'),
      { author_id: 'u.id', author_username: 'u.username', author_name: 'u.full_name', category_name: 'c.name' },
      db.raw(`${BLOG_STATUS} AS status`),
    ];
    return page(q, query, columns, BLOG_SORT[query.sort], 'd.id');
  }

  /** One action on one topic, locked (topic → categories → members), with its audit line and the author's notice. */
  async function actOnTopic(actor: Member, id: number, action: AdminContentAction, changes: ContentChange[]) {
    const now = new Date();
    await inTransaction(strapi, async (trx) => {
      const topic = await topicRow(trx, { id });
      if (!topic || !topic.isActive) throw fail('TOPIC_NOT_FOUND');
      const topics = () => trx(tableOf('topic')).where({ id });
      const flagsOf = async () =>
        topics().first('is_approved', 'is_rejected', 'requires_approval', 'is_featured', 'is_pinned', 'is_closed', 'is_active');
      const before = await flagsOf();
      const flag = TOPIC_FLAGS[action];
      if (flag) {
        await topics().update({ [flag[0]]: flag[1], updated_at: now });
      } else if (action === 'approve') {
        if (topic.isApproved) throw fail('ADMIN_NOT_APPLICABLE');
        await topics().update({ is_approved: true, is_rejected: false, requires_approval: false, updated_at: now });
        await lockCategories(trx, [topic.categoryId]);
        await countTopic(strapi, trx, { id, authorId: topic.authorId, categoryId: topic.categoryId, replyCount: topic.replyCount }, now);
        await tellAuthor(trx, actor, topic.authorId, 'approved', topic.title, `/forum/konu/${topic.slug}`, now);
      } else if (action === 'reject') {
        if (before.is_rejected) throw fail('ADMIN_NOT_APPLICABLE');
        await topics().update({ is_approved: false, is_rejected: true, requires_approval: false, updated_at: now });
        if (topic.isApproved) await uncountTopic(strapi, trx, topic);
        await tellAuthor(trx, actor, topic.authorId, 'rejected', topic.title, null, now);
      } else if (action === 'delete') {
        await hideTopic(strapi, trx, topic, now);
      }
      if (topic.authorId !== null && (action === 'delete' || (action === 'lock' && !before.is_closed))) {
        const event = action === 'delete' ? 'topicDeleted' : 'topicLocked';
        const link = action === 'delete' ? '' : `/forum/konu/${topic.slug}`;
        await notifyModeration(strapi, trx, { userId: topic.authorId, actorId: actor.id, action: event, title: topic.title, link }, now);
      }
      await audit(
        strapi,
        trx,
        { actorId: actor.id, action: `topic.${action}`, targetType: 'topic', targetId: id, before, after: await flagsOf() },
        now,
      );
      const hide = action === 'delete' || action === 'reject';
      if (topic.isApproved || action === 'approve') changes.push({ type: 'topic', slug: topic.slug, hide });
    });
  }

  /** One action on one blog post (by postNumber): both of its rows change alike. */
  async function actOnBlogPost(actor: Member, postNumber: number, action: AdminContentAction, changes: ContentChange[]) {
    if (['pin', 'unpin', 'lock', 'unlock'].includes(action)) throw fail('ADMIN_NOT_APPLICABLE');
    const now = new Date();
    await inTransaction(strapi, async (trx) => {
      const { rows } = await raw(
        trx,
        `SELECT b.id, b.document_id, b.title, b.slug, b.is_approved, b.is_featured, b.published_at, b.review_status, ba.user_id AS author_id
         FROM {blog-post} b LEFT JOIN {blog-post.author} ba ON ba.blog_post_id = b.id
         WHERE b.post_number = ? ORDER BY b.id FOR NO KEY UPDATE OF b`,
        [postNumber],
      );
      if (!rows.length) throw fail('BLOG_POST_NOT_FOUND');
      const post = rows.find((r: Record<string, unknown>) => r.published_at) ?? rows[0];
      const published = Boolean(rows.find((r: Record<string, unknown>) => r.published_at));
      const before = { isApproved: post.is_approved !== false, isFeatured: post.is_featured === true, published };
      const authorId = post.author_id === null ? null : Number(post.author_id);
      const posts = () => trx(tableOf('blog-post')).where({ post_number: postNumber });
      if (action === 'feature' || action === 'unfeature') await posts().update({ is_featured: action === 'feature', updated_at: now });
      else if (action === 'approve') {
        if (before.isApproved && published) throw fail('ADMIN_NOT_APPLICABLE');
        await posts().update({ is_approved: true, review_status: 'published', updated_at: now });
        if (!published) await publishSubmission(trx, post.document_id, postNumber, now);
        await tellAuthor(trx, actor, authorId, 'approved', post.title, `/blog/${post.slug}`, now);
      } else if (action === 'reject') {
        const pending = post.review_status === 'pending';
        if (!pending && !(before.isApproved && published)) throw fail('ADMIN_NOT_APPLICABLE');
        await posts().update({ is_approved: published ? false : post.is_approved, review_status: 'rejected', updated_at: now });
        await tellAuthor(trx, actor, authorId, 'rejected', post.title, null, now);
      } else if (action === 'delete') {
        await removeBlogPost(strapi, trx, { postNumber, documentId: post.document_id, authorId });
      }
      const after =
        action === 'delete'
          ? { deleted: true }
          : {
              ...before,
              isApproved: action === 'approve' ? true : action === 'reject' ? false : before.isApproved,
              isFeatured: action === 'feature' ? true : action === 'unfeature' ? false : before.isFeatured,
            };
      await audit(
        strapi,
        trx,
        { actorId: actor.id, action: `blog.${action}`, targetType: 'blog-post', targetId: postNumber, before, after },
        now,
      );
      changes.push({ type: 'blog-post', slug: post.slug, hide: action === 'delete' || action === 'reject' });
    });
  }

  /** A member's draft goes live: dated and published (Strapi creates its published row; blog/lib/publish-points awards the points). */
  async function publishSubmission(trx: Knex, documentId: string, postNumber: number, now: Date) {
    await trx(tableOf('blog-post')).where({ post_number: postNumber }).whereNull('publish_date').update({ publish_date: now });
    await strapi.documents('api::blog-post.blog-post').publish({ documentId });
  }

  async function tellAuthor(
    trx: Knex,
    actor: Member,
    authorId: number | null,
    outcome: 'approved' | 'rejected',
    title: string,
    link: string | null,
    now: Date,
  ) {
    if (authorId === null) return;
    await notify(
      strapi,
      trx,
      {
        userId: authorId,
        actorId: actor.id,
        type: outcome === 'approved' ? 'content_approved' : 'content_rejected',
        title: msg(outcome === 'approved' ? 'admin.notify.approvedTitle' : 'admin.notify.rejectedTitle'),
        message: msg(outcome === 'approved' ? 'admin.notify.approvedBody' : 'admin.notify.rejectedBody', { title }),
        link: link ?? '',
      },
      now,
    );
  }

  return {
    list: (query: AdminContentQuery) => (query.type === 'topic' ? listTopics(query) : listBlogPosts(query)),

    /** Each selected item in its own transaction (ids ascending); the rebuild hears of every change once they are committed. */
    async act(actor: Member, input: AdminContentActionData) {
      const changes: ContentChange[] = [];
      const outcome = await runEach(input.ids, (id) =>
        input.type === 'topic' ? actOnTopic(actor, id, input.action, changes) : actOnBlogPost(actor, id, input.action, changes),
      );
      for (const change of changes) notifyContentChanged(strapi, change);
      return outcome;
    },

    message(action: AdminContentAction, count: number): string {
      if (count !== 1) return msg('admin.content.bulkDone', { n: count });
      const keys = {
        approve: 'admin.content.approved',
        reject: 'admin.content.rejected',
        feature: 'admin.content.featured',
        unfeature: 'admin.content.unfeatured',
        pin: 'admin.content.pinned',
        unpin: 'admin.content.unpinned',
        lock: 'admin.content.locked',
        unlock: 'admin.content.unlocked',
        delete: 'admin.content.deleted',
      } as const;
      return msg(keys[action]);
    },
  };
};
