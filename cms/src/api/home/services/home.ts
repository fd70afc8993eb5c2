import type { Core } from '@strapi/strapi';
import {
  ACTIVE_TYPES,
  ageHoursSql,
  HOME_FEED_BLOG_SOURCE,
  HOME_FEED_FOLLOWING_SOURCE,
  HOME_FEED_PAGE,
  HOME_SIDEBAR,
  TIME_ZONE,
  feedHotSql,
  rankingSql,
  type HomeFeedQuery,
  type HomeSummary,
} from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { table, column, link } from '../../../lib/tables';
import { tableOf } from '../../../lib/sql-names';
import type { Knex } from '../../../lib/db';
import { USER_SUMMARY_POPULATE, type BlogPostRow, type TopicRow } from '../../../lib/present';
import { service } from '../../../lib/services';

const TOPIC = 'api::topic.topic';
const CATEGORY = 'api::forum-category.forum-category';
const POST = 'api::blog-post.blog-post';
const USER = 'plugin::users-permissions.user';
const ACTIVITY = 'api::activity.activity';

const TOPIC_POPULATE = {
  author: USER_SUMMARY_POPULATE,
  category: { select: ['id', 'name', 'slug', 'icon', 'color', 'isPremium'] },
  tags: { select: ['name'] },
};
const POST_POPULATE = {
  author: USER_SUMMARY_POPULATE,
  category: { select: ['name', 'slug', 'color'] },
  featuredImage: { select: ['url', 'alternativeText', 'width', 'height', 'formats'] },
};

export type FeedEntry =
  { kind: 'topic'; row: TopicRow; key: number; at: number } | { kind: 'post'; row: BlogPostRow; key: number; at: number };

type Order = { sql: string; key: string; at: string };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const col = (uid: string, attr: string) => column(strapi, uid, attr);

  /**
   * The tab's order as SQL (forum spec §4): hot = likes − dislikes + 0.5 × replies (feedHotSql, the domain's
   * constant), top = likes − dislikes, new = newest first. A topic's likes are its up-votes and its likes, its
   * dislikes its down-votes; a post's likes are its likes (posts have no down-votes) and it counts comments.
   */
  function topicOrder(tab: HomeFeedQuery['tab']): Order {
    const likes = `t.${col(TOPIC, 'upvoteCount')} + t.${col(TOPIC, 'likeCount')}`;
    const dislikes = `t.${col(TOPIC, 'downvoteCount')}`;
    const at = `t.${col(TOPIC, 'createdAt')}`;
    const key =
      tab === 'hot'
        ? feedHotSql({ likes, dislikes, replies: `t.${col(TOPIC, 'replyCount')}` })
        : tab === 'top'
          ? `(${likes}) - (${dislikes})`
          : `extract(epoch from ${at})`;
    return { key, at, sql: `${key} desc, ${at} desc, t.id desc` };
  }

  function postOrder(tab: HomeFeedQuery['tab']): Order {
    const likes = `p.${col(POST, 'likeCount')}`;
    const at = `coalesce(p.${col(POST, 'publishDate')}, p.${col(POST, 'publishedAt')})`;
    const key =
      tab === 'hot'
        ? feedHotSql({ likes, dislikes: '0', replies: `p.${col(POST, 'commentCount')}` })
        : tab === 'top'
          ? likes
          : `extract(epoch from ${at})`;
    return { key, at, sql: `${key} desc, ${at} desc, p.id desc` };
  }

  /** Ids of the members `viewerId` follows, as a subquery (the 'Takip Ettiklerim' view). */
  const followedBy = (viewerId: number) => knex().from(tableOf('follow')).where('follower_id', viewerId).select('following_id');

  /** Rows whose author (through the relation's join table) is one of `authors`. */
  function byAuthors(q: ReturnType<Knex>, uid: string, alias: string, authors?: ReturnType<Knex>) {
    if (!authors) return q;
    const author = link(strapi, uid, 'author');
    return q.whereIn(`${alias}.id`, knex().from(author.name).whereIn(author.to, authors).select(author.from));
  }

  /** Active, approved topics; premium categories only for those who may read them. */
  function visibleTopics(premium: boolean, categorySlug?: string) {
    const cat = link(strapi, TOPIC, 'category');
    const q = knex()
      .from({ t: table(strapi, TOPIC) })
      .leftJoin({ tc: cat.name }, `tc.${cat.from}`, 't.id')
      .leftJoin({ c: table(strapi, CATEGORY) }, 'c.id', `tc.${cat.to}`)
      .where(`t.${col(TOPIC, 'isActive')}`, true)
      .where(`t.${col(TOPIC, 'isApproved')}`, true);
    if (!premium) q.where((w) => w.whereNull('c.id').orWhere(`c.${col(CATEGORY, 'isPremium')}`, false));
    if (categorySlug) q.where(`c.${col(CATEGORY, 'slug')}`, categorySlug);
    return q;
  }

  /** Published posts whose publish date has come. */
  function publishedPosts() {
    return knex()
      .from({ p: table(strapi, POST) })
      .whereNotNull(`p.${col(POST, 'publishedAt')}`)
      .whereRaw(`coalesce(p.${col(POST, 'publishDate')}, p.${col(POST, 'publishedAt')}) <= now()`);
  }

  async function topicPage(
    tab: HomeFeedQuery['tab'],
    premium: boolean,
    category: string | undefined,
    limit: number,
    offset: number,
    authors?: ReturnType<Knex>,
  ) {
    const order = topicOrder(tab);
    const rows: Array<{ id: number; key: string | number; at: Date }> = await byAuthors(
      visibleTopics(premium, category),
      TOPIC,
      't',
      authors,
    )
      .select('t.id', knex().raw(`${order.key} as key`), knex().raw(`${order.at} as at`))
      .orderByRaw(order.sql)
      .limit(limit + 1)
      .offset(offset);
    const loaded = await strapi.db.query(TOPIC).findMany({ where: { id: { $in: rows.map((r) => r.id) } }, populate: TOPIC_POPULATE });
    const byId = new Map<number, TopicRow>(loaded.map((r: TopicRow) => [r.id, r]));
    const entries: FeedEntry[] = rows
      .slice(0, limit)
      .filter((r) => byId.has(r.id))
      .map((r) => ({ kind: 'topic', row: byId.get(r.id)!, key: Number(r.key), at: new Date(r.at).getTime() }));
    return { entries, more: rows.length > limit };
  }

  async function postPage(tab: HomeFeedQuery['tab'], limit: number, offset: number, authors?: ReturnType<Knex>) {
    const order = postOrder(tab);
    const rows: Array<{ id: number; key: string | number; at: Date }> = await byAuthors(publishedPosts(), POST, 'p', authors)
      .select('p.id', knex().raw(`${order.key} as key`), knex().raw(`${order.at} as at`))
      .orderByRaw(order.sql)
      .limit(limit + 1)
      .offset(offset);
    const loaded = await strapi.db.query(POST).findMany({ where: { id: { $in: rows.map((r) => r.id) } }, populate: POST_POPULATE });
    const byId = new Map<number, BlogPostRow>(loaded.map((r: BlogPostRow) => [r.id, r]));
    const entries: FeedEntry[] = rows
      .slice(0, limit)
      .filter((r) => byId.has(r.id))
      .map((r) => ({ kind: 'post', row: byId.get(r.id)!, key: Number(r.key), at: new Date(r.at).getTime() }));
    return { entries, more: rows.length > limit };
  }

  /** The forum's trending topics: its "hot" ranking (rankingSql), public categories only. */
  async function trendingTopicRows(limit: number) {
    const ranking = {
      score: `t.${col(TOPIC, 'score')}`,
      likeCount: `t.${col(TOPIC, 'likeCount')}`,
      ageHours: ageHoursSql(`t.${col(TOPIC, 'createdAt')}`),
    };
    return visibleTopics(false)
      .select(
        't.id',
        `t.${col(TOPIC, 'slug')} as slug`,
        `t.${col(TOPIC, 'title')} as title`,
        `t.${col(TOPIC, 'replyCount')} as replyCount`,
        `t.${col(TOPIC, 'score')} as score`,
      )
      .orderByRaw(`${rankingSql('hot', ranking)} desc, t.id desc`)
      .limit(limit) as Promise<Array<{ id: number; slug: string; title: string; replyCount: number; score: number }>>;
  }

  /** The blog's trending posts (forum spec §7: views + likes + shares). */
  async function trendingPostIds(limit: number): Promise<Set<number>> {
    const rows = await publishedPosts()
      .select('p.id')
      .orderByRaw(`(p.${col(POST, 'viewCount')} + p.${col(POST, 'likeCount')} + p.${col(POST, 'shareCount')}) desc, p.id desc`)
      .limit(limit);
    return new Set(rows.map((r: { id: number }) => r.id));
  }

  /** Distinct members who did something themselves today (Istanbul day): an own ledger line or a visit. */
  async function activeToday(): Promise<number> {
    const dayStart = `(date_trunc('day', now() at time zone '${TIME_ZONE}') at time zone '${TIME_ZONE}')`;
    const result = await knex().raw(
      `select count(*)::int as n from (
         select a.${col(ACTIVITY, 'userId')} as uid from ${table(strapi, ACTIVITY)} a
          where a.${col(ACTIVITY, 'occurredAt')} >= ${dayStart} and a.${col(ACTIVITY, 'type')} = any(?)
         union
         select u.id from ${table(strapi, USER)} u where u.${col(USER, 'lastSeen')} >= ${dayStart}
       ) active
       join ${table(strapi, USER)} m on m.id = active.uid
       where m.${col(USER, 'blocked')} = false and m.${col(USER, 'isActive')} = true`,
      [[...ACTIVE_TYPES]],
    );
    return Number(result.rows[0].n);
  }

  return {
    async feed(q: HomeFeedQuery & { premium: boolean; viewerId: number | null }) {
      const [trendingTopics, trendingPosts] = await Promise.all([
        trendingTopicRows(HOME_SIDEBAR.trending).then((rows) => new Set(rows.map((r) => r.id))),
        trendingPostIds(HOME_SIDEBAR.trending),
      ]);
      let parts: Array<{ entries: FeedEntry[]; more: boolean }>;
      if (q.source === HOME_FEED_BLOG_SOURCE) {
        parts = [await postPage(q.tab, HOME_FEED_PAGE.single, (q.page - 1) * HOME_FEED_PAGE.single)];
      } else if (q.source === HOME_FEED_FOLLOWING_SOURCE) {
        if (q.viewerId === null) throw fail('FOLLOW_LOGIN_REQUIRED');
        const authors = followedBy(q.viewerId);
        const offset = (q.page - 1) * HOME_FEED_PAGE.single;
        // Both sources by the same order: the first `offset + single` of each hold the page's items.
        const [topics, posts] = await Promise.all([
          topicPage(q.tab, q.premium, undefined, offset + HOME_FEED_PAGE.single, 0, authors),
          postPage(q.tab, offset + HOME_FEED_PAGE.single, 0, followedBy(q.viewerId)),
        ]);
        const merged = [...topics.entries, ...posts.entries].sort((a, b) => b.key - a.key || b.at - a.at);
        parts = [
          {
            entries: merged.slice(offset, offset + HOME_FEED_PAGE.single),
            more: merged.length > offset + HOME_FEED_PAGE.single || topics.more || posts.more,
          },
        ];
      } else if (q.source) {
        const category = await strapi.db.query(CATEGORY).findOne({ where: { slug: q.source }, select: ['id', 'isPremium'] });
        if (!category || (category.isPremium && !q.premium)) throw fail('CATEGORY_NOT_FOUND');
        parts = [await topicPage(q.tab, q.premium, q.source, HOME_FEED_PAGE.single, (q.page - 1) * HOME_FEED_PAGE.single)];
      } else {
        parts = await Promise.all([
          topicPage(q.tab, q.premium, undefined, HOME_FEED_PAGE.topics, (q.page - 1) * HOME_FEED_PAGE.topics),
          postPage(q.tab, HOME_FEED_PAGE.posts, (q.page - 1) * HOME_FEED_PAGE.posts),
        ]);
      }
      // One page merges both sources by the same key the SQL ordered each by.
      const items = parts.flatMap((p) => p.entries).sort((a, b) => b.key - a.key || b.at - a.at);
      return { items, hasMore: parts.some((p) => p.more), trendingTopics, trendingPosts };
    },

    async summary(): Promise<HomeSummary> {
      const [figures, active, categories, trending] = await Promise.all([
        service(strapi, 'api::stats.stats').stats(),
        activeToday(),
        knex()
          .from({ c: table(strapi, CATEGORY) })
          .where(`c.${col(CATEGORY, 'isPremium')}`, false)
          .select(
            `c.${col(CATEGORY, 'name')} as name`,
            `c.${col(CATEGORY, 'slug')} as slug`,
            `c.${col(CATEGORY, 'icon')} as icon`,
            `c.${col(CATEGORY, 'color')} as color`,
            `c.${col(CATEGORY, 'topicCount')} as topicCount`,
          )
          .orderBy([
            { column: `c.${col(CATEGORY, 'topicCount')}`, order: 'desc' },
            { column: 'c.id', order: 'asc' },
          ])
          .limit(HOME_SIDEBAR.categories),
        trendingTopicRows(HOME_SIDEBAR.trending),
      ]);
      return {
        counters: { members: figures.members, topics: figures.topics, blogPosts: figures.blogPosts, activeToday: active },
        popularCategories: categories.map((c: Record<string, unknown>) => ({
          name: String(c.name),
          slug: String(c.slug),
          icon: (c.icon as string | null) ?? null,
          color: (c.color as string | null) ?? null,
          topicCount: Number(c.topicCount ?? 0),
        })),
        trending: trending.map((t) => ({
          id: t.id,
          slug: t.slug,
          title: t.title,
          replyCount: Number(t.replyCount ?? 0),
          score: Number(t.score ?? 0),
        })),
      };
    },
  };
};
