import type { Core } from '@strapi/strapi';
import { PAGE_SIZES, type Pagination } from '@oyundev/domain';
import type { Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { USER_SUMMARY_POPULATE, type BlogPostRow, type TopicRow, type UserRow } from '../../../lib/present';
import { link } from '../../../lib/tables';
import { seesPremium, type RequestViewer } from '../../../lib/viewer';
import { seesActivity, visibleMember } from '../lib/members';
import type { ActivityRow, ProfileReplyRow } from '../lib/present';
import { tableOf } from '../../../lib/sql-names';
import { topicRows } from '../../forum/lib/rows';

const TOPIC = 'api::topic.topic';
const REPLY = 'api::reply.reply';
const POST = 'api::blog-post.blog-post';
const USER = 'plugin::users-permissions.user';

/** Items per page of every profile tab and follow list. */
export const PROFILE_PAGE_SIZE = 10;

const paging = (page: number, pageSize: number, total: number): Pagination => ({
  page,
  pageSize,
  pageCount: Math.ceil(total / pageSize),
  total,
});

const POST_POPULATE = {
  author: { fields: ['id', 'username', 'reputation'], populate: { role: { fields: ['type'] }, avatar: { fields: ['url'] } } },
  category: { fields: ['name', 'slug', 'color'] },
  featuredImage: { fields: ['url', 'alternativeText', 'width', 'height', 'formats'] },
};

/**
 * The profile tabs (posts, forum, activity) and the follow lists, each paginated. Every list shows only
 * what the viewer could open elsewhere: live approved topics and replies, premium categories to premium
 * members, published posts (premium ones as locked cards).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = (): Knex => strapi.db.connection;

  /** Topics the viewer may see, as a builder over `t` (topics) joined to its category `c`. */
  function visibleTopics(viewer: RequestViewer) {
    const cat = link(strapi, TOPIC, 'category');
    const q = db()
      .from({ t: tableOf('topic') })
      .leftJoin({ tc: cat.name }, `tc.${cat.from}`, 't.id')
      .leftJoin({ c: tableOf('forum-category') }, 'c.id', `tc.${cat.to}`)
      .where('t.is_active', true)
      .where('t.is_approved', true);
    if (!seesPremium(viewer)) q.where((w) => w.whereNull('c.id').orWhere('c.is_premium', false));
    return q;
  }

  /** Where each line happened, for lines on topics and replies the viewer may open (key `type:id`). */
  async function targets(rows: ActivityRow[], viewer: RequestViewer) {
    const found = new Map<string, { title: string; link: string }>();
    const ids = (type: string) => rows.filter((r) => r.target_type === type && r.target_id !== null).map((r) => Number(r.target_id));
    const topicIds = ids('topic');
    const replyIds = ids('reply');
    if (topicIds.length) {
      const topics = await visibleTopics(viewer).whereIn('t.id', topicIds).select('t.id', 't.slug', 't.title');
      for (const t of topics) found.set(`topic:${t.id}`, { title: t.title, link: `/forum/konu/${t.slug}` });
    }
    if (replyIds.length) {
      const topic = link(strapi, REPLY, 'topic');
      const replies = await visibleTopics(viewer)
        .join({ rt: topic.name }, `rt.${topic.to}`, 't.id')
        .join({ r: tableOf('reply') }, 'r.id', `rt.${topic.from}`)
        .whereIn('r.id', replyIds)
        .where('r.is_deleted', false)
        .select('r.id', 't.slug', 't.title');
      for (const r of replies) found.set(`reply:${r.id}`, { title: r.title, link: `/forum/konu/${r.slug}` });
    }
    return found;
  }

  /** Members by id, in that order, presented as authors. */
  async function membersById(ids: number[]) {
    const rows: UserRow[] = ids.length
      ? await strapi.db.query(USER).findMany({ where: { id: { $in: ids } }, ...USER_SUMMARY_POPULATE })
      : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((u): u is UserRow => Boolean(u));
  }

  return {
    /** Live members whose profileVisibility is public (a missing setting reads as public). */
    async publicMembers(page: number, pageSize: number) {
      const base = db()(tableOf('user'))
        .whereNull('deleted_at')
        .where('is_active', true)
        .where((w) => w.whereNull('privacy').orWhereRaw("COALESCE(privacy->>'profileVisibility', 'public') = 'public'"));
      const [{ count }] = await base.clone().count({ count: 'id' });
      const ids = (
        await base
          .clone()
          .select('id')
          .orderBy('id')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      ).map((r: { id: number }) => Number(r.id));
      return { members: await membersById(ids), pagination: paging(page, pageSize, Number(count)) };
    },

    async topics(username: string, viewer: RequestViewer, page: number) {
      const member = await visibleMember(db(), username, viewer);
      const author = link(strapi, TOPIC, 'author');
      const base = visibleTopics(viewer).join({ ta: author.name }, `ta.${author.from}`, 't.id').where(`ta.${author.to}`, member.id);
      const [{ count }] = await base.clone().count({ count: 't.id' });
      const ids = (
        await base
          .clone()
          .select('t.id')
          .orderBy([
            { column: 't.created_at', order: 'desc' },
            { column: 't.id', order: 'desc' },
          ])
          .limit(PROFILE_PAGE_SIZE)
          .offset((page - 1) * PROFILE_PAGE_SIZE)
      ).map((r: { id: number }) => Number(r.id));
      // The cards with author, category and tags in one statement (forum/lib/rows.ts), in the order of the ids.
      const topics: TopicRow[] = await topicRows(strapi, db(), ids);
      return { topics, pagination: paging(page, PROFILE_PAGE_SIZE, Number(count)) };
    },

    async replies(username: string, viewer: RequestViewer, page: number) {
      const member = await visibleMember(db(), username, viewer);
      const author = link(strapi, REPLY, 'author');
      const topic = link(strapi, REPLY, 'topic');
      const base = visibleTopics(viewer)
        .join({ rt: topic.name }, `rt.${topic.to}`, 't.id')
        .join({ r: tableOf('reply') }, 'r.id', `rt.${topic.from}`)
        .join({ ra: author.name }, `ra.${author.from}`, 'r.id')
        .where(`ra.${author.to}`, member.id)
        .where('r.is_deleted', false)
        .where('r.is_approved', true);
      const [{ count }] = await base.clone().count({ count: 'r.id' });
      const rows: ProfileReplyRow[] = await base
        .clone()
        .select('r.id', 'r.content', 'r.created_at', 'r.like_count', 't.slug as topic_slug', 't.title as topic_title')
        .orderBy([
          { column: 'r.created_at', order: 'desc' },
          { column: 'r.id', order: 'desc' },
        ])
        .limit(PROFILE_PAGE_SIZE)
        .offset((page - 1) * PROFILE_PAGE_SIZE);
      return { replies: rows, pagination: paging(page, PROFILE_PAGE_SIZE, Number(count)) };
    },

    async posts(username: string, viewer: RequestViewer, page: number) {
      const member = await visibleMember(db(), username, viewer);
      const pageSize = PAGE_SIZES.blogPosts;
      const filters = { author: { id: member.id } };
      const [posts, total] = await Promise.all([
        strapi.documents(POST).findMany({
          status: 'published',
          filters,
          sort: ['publishDate:desc', 'id:desc'],
          populate: POST_POPULATE,
          limit: pageSize,
          start: (page - 1) * pageSize,
        }),
        strapi.documents(POST).count({ status: 'published', filters }),
      ]);
      return { posts: posts as unknown as BlogPostRow[], pagination: paging(page, pageSize, total) };
    },

    /** The member's ledger, newest first, when their showActivity lets this viewer see it. */
    async activity(username: string, viewer: RequestViewer, page: number) {
      const member = await visibleMember(db(), username, viewer);
      if (!seesActivity(member, viewer)) throw fail('PROFILE_ACTIVITY_HIDDEN');
      const base = db()(tableOf('activity')).where('user_id', member.id);
      const [{ count }] = await base.clone().count({ count: 'id' });
      const rows: ActivityRow[] = await base
        .clone()
        .select('id', 'type', 'points', 'occurred_at', 'target_type', 'target_id')
        .orderBy([
          { column: 'occurred_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(PROFILE_PAGE_SIZE)
        .offset((page - 1) * PROFILE_PAGE_SIZE);
      return { lines: rows, targets: await targets(rows, viewer), pagination: paging(page, PROFILE_PAGE_SIZE, Number(count)) };
    },

    /** GET followers (who follow the member) or following (whom the member follows), newest follow first. */
    async follows(username: string, viewer: RequestViewer, page: number, direction: 'followers' | 'following') {
      const member = await visibleMember(db(), username, viewer);
      const [own, other] = direction === 'followers' ? ['following_id', 'follower_id'] : ['follower_id', 'following_id'];
      const base = db()({ f: tableOf('follow') })
        .join({ u: tableOf('user') }, 'u.id', `f.${other}`)
        .where(`f.${own}`, member.id)
        .whereNull('u.deleted_at')
        .where('u.is_active', true);
      const [{ count }] = await base.clone().count({ count: 'f.id' });
      const ids = (
        await base
          .clone()
          .select('u.id')
          .orderBy([
            { column: 'f.created_at', order: 'desc' },
            { column: 'f.id', order: 'desc' },
          ])
          .limit(PROFILE_PAGE_SIZE)
          .offset((page - 1) * PROFILE_PAGE_SIZE)
      ).map((r: { id: number }) => Number(r.id));
      return { members: await membersById(ids), pagination: paging(page, PROFILE_PAGE_SIZE, Number(count)) };
    },
  };
};
