import type { Core, UID } from '@strapi/strapi';
import type searchService from '../../search/services/search';
import { siteSettings } from '../../../lib/settings';
import { PAGE_SIZES, ageHoursSql, canEditOwnedContent, isModerator, rankingSql, type TopicListSort, type Vote } from '@oyundev/domain';
import { table, column, link } from '../../../lib/tables';
import {
  USER_SUMMARY_POPULATE,
  type CategoryRow,
  type ReplyRow,
  type TopicRow,
  type ReplyViewerState,
  type TopicCardViewerState,
  type TopicViewerState,
} from '../../../lib/present';
import type { RequestViewer } from '../../../lib/viewer';
import { topicKey } from '../lib/forum-counters';
import { lookupKey } from '../../../lib/input';
import { activeTopic, firstReplyPages, replyPage, replyRows, topicRows } from '../lib/rows';
import { allCategoryRows, categoryRowBySlug } from '../lib/category-rows';
import { rankedPage } from '../lib/ranked';

const TOPIC = 'api::topic.topic';
const REPLY = 'api::reply.reply';
const CATEGORY = 'api::forum-category.forum-category';
const TAG = 'api::tag.tag';
const VOTE = 'api::vote.vote';
const LIKE = 'api::like.like';

export type TopicQuery = {
  category?: string;
  tag?: string;
  search?: string;
  /** Ids matching `search`, resolved by listTopics through the search engine. */
  searchIds?: number[];
  sort: TopicListSort;
  page: number;
  pageSize: number;
  /** Topics of premium categories are listed only to members who may read them. */
  includePremium: boolean;
};

const TOPIC_POPULATE = {
  author: USER_SUMMARY_POPULATE,
  category: { select: ['id', 'name', 'slug', 'icon', 'color', 'isPremium'] },
  tags: { select: ['name'] },
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const mine = (uid: UID.Schema, userId: number, targetType: string, ids: number[]) => mineOf(strapi, uid, userId, targetType, ids);
  const col = (uid: string, attr: string) => column(strapi, uid, attr);

  /**
   * Ranking happens in SQL (spec forum §4) so paging stays correct on any data size, with the formulas'
   * constants from domain (rankingSql): hot = score / (age hours + 2)^1.8, rising = likes / (age hours + 1)^0.5.
   */
  function orderBy(sort: TopicListSort): string {
    const t = 't';
    const ranking = {
      score: `${t}.${col(TOPIC, 'score')}`,
      likeCount: `${t}.${col(TOPIC, 'likeCount')}`,
      ageHours: ageHoursSql(`${t}.${col(TOPIC, 'createdAt')}`),
    };
    switch (sort) {
      case 'hot':
      case 'rising':
        return `${rankingSql(sort, ranking)} desc, ${t}.id desc`;
      case 'new':
        return `${t}.${col(TOPIC, 'createdAt')} desc, ${t}.id desc`;
      case 'top':
        return `${t}.${col(TOPIC, 'score')} desc, ${t}.id desc`;
      case 'views':
        return `${t}.${col(TOPIC, 'viewCount')} desc, ${t}.id desc`;
      case 'likes':
        return `${t}.${col(TOPIC, 'likeCount')} desc, ${t}.id desc`;
      case 'replies':
        return `${t}.${col(TOPIC, 'replyCount')} desc, ${t}.id desc`;
      case 'latest':
      default:
        return `${t}.${col(TOPIC, 'isPinned')} desc, coalesce(${t}.${col(TOPIC, 'lastReplyAt')}, ${t}.${col(TOPIC, 'createdAt')}) desc, ${t}.id desc`;
    }
  }

  /** The visible-topics base query: active, approved, with the list's filters. Returns a knex builder. */
  function visibleTopics(q: Omit<TopicQuery, 'sort' | 'page' | 'pageSize'>) {
    const cat = link(strapi, TOPIC, 'category');
    const builder = knex()
      .from({ t: table(strapi, TOPIC) })
      .leftJoin({ tc: cat.name }, `tc.${cat.from}`, 't.id')
      .leftJoin({ c: table(strapi, CATEGORY) }, 'c.id', `tc.${cat.to}`)
      .where(`t.${col(TOPIC, 'isActive')}`, true)
      .where(`t.${col(TOPIC, 'isApproved')}`, true);
    if (!q.includePremium) builder.where((w) => w.whereNull('c.id').orWhere(`c.${col(CATEGORY, 'isPremium')}`, false));
    if (q.category) builder.where(`c.${col(CATEGORY, 'slug')}`, q.category);
    if (q.tag) {
      const tags = link(strapi, TOPIC, 'tags');
      builder.whereExists(
        knex()
          .select(knex().raw('1'))
          .from({ tt: tags.name })
          .join({ g: table(strapi, TAG) }, 'g.id', `tt.${tags.to}`)
          .whereRaw(`tt.${tags.from} = t.id`)
          .where(`g.${col(TAG, 'name')}`, q.tag.toLocaleLowerCase('tr-TR')),
      );
    }
    // The search engine's matches (api::search, Turkish-aware); no words to search for means no match.
    if (q.searchIds) builder.whereIn('t.id', q.searchIds);
    return builder;
  }

  /**
   * How many topics the list's filters leave, as a scalar subquery over narrow indexes: the visible topics
   * (topics_visible_idx, index-only) less those of premium categories, or one category's visible topics — a few
   * hundred probes where counting through the list's own joins reads every topic row. A tag or a search counts
   * through the list's query.
   */
  function visibleCount(q: Omit<TopicQuery, 'sort' | 'page' | 'pageSize'>) {
    if (q.tag || q.searchIds) return knex().raw('(?)', [visibleTopics(q).count({ count: 't.id' })]);
    const cat = link(strapi, TOPIC, 'category');
    const visible = `t.${col(TOPIC, 'isActive')} AND t.${col(TOPIC, 'isApproved')}`;
    const premium = `c.${col(CATEGORY, 'isPremium')}`;
    const inCategories = (where: string) =>
      `SELECT count(*) FROM ${cat.name} tc JOIN ${table(strapi, CATEGORY)} c ON c.id = tc.${cat.to}
       JOIN ${table(strapi, TOPIC)} t ON t.id = tc.${cat.from} WHERE ${visible} AND ${where}`;
    if (q.category)
      return knex().raw(`(${inCategories(`c.${col(CATEGORY, 'slug')} = ?${q.includePremium ? '' : ` AND ${premium} = false`}`)})`, [
        q.category,
      ]);
    const all = `(SELECT count(*) FROM ${table(strapi, TOPIC)} t WHERE ${visible})`;
    // The list leaves out a category whose isPremium is anything but false (visibleTopics).
    return knex().raw(q.includePremium ? all : `(${all} - (${inCategories(`${premium} IS NOT FALSE`)}))`);
  }

  const rankedColumns = () => ({
    id: 'id',
    createdAt: col(TOPIC, 'createdAt'),
    score: col(TOPIC, 'score'),
    likeCount: col(TOPIC, 'likeCount'),
  });

  /** The cards of a page of topics: one statement (lib/rows.ts). */
  const loadTopics = (ids: number[]) => topicRows(strapi, knex(), ids);

  return {
    /** The public list: a category the admin switched off (Site ayarları → Kategoriler) is left out. */
    async listCategories(): Promise<CategoryRow[]> {
      // One statement with its settings, last topic and last member (lib/category-rows.ts; the query engine ran four).
      const rows = await allCategoryRows(strapi, knex());
      return rows.filter((row) => row.settings?.isActive !== false);
    },

    async findCategory(slug: string): Promise<CategoryRow | null> {
      if (lookupKey(slug) === null) return null;
      return categoryRowBySlug(strapi, knex(), slug);
    },

    /** Whether a category exists and is premium: what a topic list filtered by it needs (one statement). */
    async categoryAccess(slug: string): Promise<{ id: number; isPremium: boolean } | null> {
      if (lookupKey(slug) === null) return null;
      return strapi.db.query(CATEGORY).findOne({ where: { slug }, select: ['id', 'isPremium'] });
    },

    async listTopics(query: TopicQuery) {
      const q = query.search
        ? {
            ...query,
            searchIds: await (strapi.service('api::search.search') as unknown as ReturnType<typeof searchService>).topicIds(query.search),
          }
        : query;
      const base = visibleTopics(q);
      const total = visibleCount(q);
      // The page's ids and the total in one statement (the window counts before LIMIT); past the last page
      // there is no row to carry the total, so it is counted on its own.
      const page = { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
      const idRows: Array<{ id: number; total: string }> =
        q.sort === 'hot' || q.sort === 'rising'
          ? // Time-ranked: exact, without ranking every topic (lib/ranked.ts).
            await rankedPage(knex(), () => base.clone(), q.sort, rankedColumns(), page, total)
          : await base
              .clone()
              .select('t.id', knex().raw('? AS total', [total]))
              .orderByRaw(orderBy(q.sort))
              .limit(page.limit)
              .offset(page.offset);
      const count = idRows.length ? Number(idRows[0].total) : Number((await knex().select(knex().raw('? AS total', [total])))[0].total);
      const topics = await loadTopics(idRows.map((r) => r.id));
      return {
        topics,
        pagination: { page: q.page, pageSize: q.pageSize, pageCount: Math.ceil(count / q.pageSize), total: count },
      };
    },

    /**
     * A topic by slug, or by numeric id (spec: /forum/konu/{slug or id}). Inactive topics are not found;
     * a topic waiting for approval only by its author and moderators.
     */
    async findTopic(slugOrId: string, viewer: RequestViewer = null): Promise<TopicRow | null> {
      const key = topicKey(slugOrId);
      if (!key) return null;
      const topic = await activeTopic(strapi, knex(), key);
      if (!topic) return null;
      if (topic.isApproved === false && !(isModerator(viewer) || (viewer && topic.author?.id === viewer.id))) return null;
      return topic;
    },

    async listReplies(topicId: number, page: number) {
      // Site ayarları → İçerik → postsPerPage: replies on one page of a topic.
      const pageSize = (await siteSettings(strapi)).content.postsPerPage;
      const where = { topic: { id: topicId }, isApproved: true, isDeleted: false };
      // One statement for the page and the total (lib/rows.ts), past the last page too.
      const found = await replyPage(strapi, knex(), topicId, pageSize, (page - 1) * pageSize);
      const replies: ReplyRow[] = found.replies;
      const total = found.total ?? Number(await strapi.db.query(REPLY).count({ where }));
      return { replies, pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } };
    },

    /**
     * A page of the topics a guest sees (newest first), each with its first page of replies: what the static
     * build writes a topic page from, in three statements for the whole page instead of three per topic.
     */
    async topicPages(page: number, pageSize: number) {
      const { topics, pagination } = await this.listTopics({ sort: 'new', page, pageSize, includePremium: false });
      const postsPerPage = (await siteSettings(strapi)).content.postsPerPage;
      const firstPages = await firstReplyPages(
        strapi,
        knex(),
        topics.map((t) => t.id),
        postsPerPage,
      );
      const replyPagination = (total: number) => ({ page: 1, pageSize: postsPerPage, pageCount: Math.ceil(total / postsPerPage), total });
      const items = topics.map((topic) => {
        const first = firstPages.get(topic.id) ?? { replies: [], total: 0 };
        return { topic, replies: first.replies, replyPagination: replyPagination(first.total) };
      });
      return { items, pagination };
    },

    /** Replies by id, ready for `present.reply`, in the order given. */
    async loadReplies(ids: number[]) {
      // One statement with author and quoted reply (lib/rows.ts), in the order given.
      return replyRows(strapi, knex(), ids);
    },

    /** The signed-in viewer's own state on each reply (none for a guest). */
    async replyStates(viewer: RequestViewer, replies: ReplyRow[]): Promise<Array<ReplyViewerState | undefined>> {
      if (!viewer) return replies.map(() => undefined);
      const ids = replies.map((r) => r.id);
      const [votes, likes] = await Promise.all([mine(VOTE, viewer.id, 'reply', ids), mine(LIKE, viewer.id, 'reply', ids)]);
      return replies.map((r) => ({
        userVote: voteOf(votes.get(r.id)),
        liked: likes.has(r.id),
        canEdit: canEditOwnedContent(viewer, r.author?.id),
      }));
    },

    /**
     * The signed-in viewer's vote and authorship on each card of a list (none for a guest): one query on the
     * votes table for all the listed topics.
     */
    async cardStates(viewer: RequestViewer, topics: TopicRow[]): Promise<Array<TopicCardViewerState | undefined>> {
      if (!viewer) return topics.map(() => undefined);
      const votes = await mine(
        VOTE,
        viewer.id,
        'topic',
        topics.map((t) => t.id),
      );
      return topics.map((t) => ({ userVote: voteOf(votes.get(t.id)), isAuthor: t.author?.id === viewer.id }));
    },

    /** The signed-in viewer's own state on each topic (none for a guest). */
    async topicStates(viewer: RequestViewer, topics: TopicRow[]): Promise<Array<TopicViewerState | undefined>> {
      if (!viewer) return topics.map(() => undefined);
      const ids = topics.map((t) => t.id);
      const [votes, likes] = await Promise.all([mine(VOTE, viewer.id, 'topic', ids), mine(LIKE, viewer.id, 'topic', ids)]);
      return topics.map((t) => ({
        userVote: voteOf(votes.get(t.id)),
        liked: likes.has(t.id),
        isAuthor: t.author?.id === viewer.id,
        canModerate: isModerator(viewer),
      }));
    },

    /** GET /api/forum/mine: the member's own topics (pending ones too) and live replies, newest first. */
    async mine(userId: number, page: number) {
      const pageSize = PAGE_SIZES.forumTopics;
      const topicWhere = { author: { id: userId }, isActive: true };
      const replyWhere = { author: { id: userId }, isDeleted: false };
      const [topics, topicTotal, replies, replyTotal]: [TopicRow[], number, ReplyRow[], number] = await Promise.all([
        strapi.db.query(TOPIC).findMany({
          where: topicWhere,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          limit: pageSize,
          offset: (page - 1) * pageSize,
          populate: TOPIC_POPULATE,
        }),
        strapi.db.query(TOPIC).count({ where: topicWhere }),
        strapi.db.query(REPLY).findMany({
          where: replyWhere,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          limit: pageSize,
          offset: (page - 1) * pageSize,
          populate: { topic: { select: ['id', 'slug', 'title'] } },
        }),
        strapi.db.query(REPLY).count({ where: replyWhere }),
      ]);
      const paging = (total: number) => ({ page, pageSize, pageCount: Math.ceil(total / pageSize), total });
      return { topics, replies, pagination: { topics: paging(topicTotal), replies: paging(replyTotal) } };
    },
  };
};

/** The viewer's rows of one kind on these targets: target id → value (1 for likes). */
async function mineOf(strapi: Core.Strapi, uid: UID.Schema, userId: number, targetType: string, ids: number[]) {
  const found = new Map<number, number>();
  if (ids.length === 0) return found;
  const rows = await strapi.db.query(uid).findMany({
    where: { userId, targetType, targetId: { $in: ids } },
    select: uid === VOTE ? ['targetId', 'value'] : ['targetId'],
  });
  for (const row of rows as Array<{ targetId: number; value?: number | null }>) found.set(row.targetId, row.value ?? 1);
  return found;
}

function voteOf(value: number | undefined): Vote {
  return value === undefined ? 'none' : value > 0 ? 'up' : 'down';
}
