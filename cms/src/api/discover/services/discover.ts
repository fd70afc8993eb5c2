import type { Core } from '@strapi/strapi';
import {
  DISCOVERY_PAGE_SIZE,
  TRENDING_LIMIT,
  categorySlugsFor,
  trendingPeriodHours,
  type DiscoveryAnswer,
  type DiscoveryQuery,
  type TrendingAnswer,
  type TrendingPeriod,
  type DiscoveryType,
} from '@oyundev/domain';
import { seesPremium, type RequestViewer } from '../../../lib/viewer';
import { UID, itemsSql, type ItemRow, type ItemsQuery } from '../lib/items-sql';
import { discoveryItem, type PostItemRow, type TopicItemRow } from '../lib/present';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;
const int = (v: string | number) => Math.round(Number(v));

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function run(query: ItemsQuery): Promise<ItemRow[]> {
    const { sql, bindings } = itemsSql(strapi, query);
    const { rows } = await strapi.db.connection.raw(sql, bindings);
    return rows;
  }

  /** The ranked rows with their topic or post loaded, in rank order. */
  async function load(rows: ItemRow[], viewer: RequestViewer) {
    const ids = (kind: 'forum' | 'blog') => rows.filter((r) => r.kind === kind).map((r) => Number(r.id));
    const [topics, posts] = await Promise.all([
      ids('forum').length
        ? (strapi.db.query(UID.topic).findMany({
            where: { id: { $in: ids('forum') } },
            populate: { author: { select: ['username'] }, category: { select: ['name', 'slug'] } },
          }) as Promise<TopicItemRow[]>)
        : [],
      ids('blog').length
        ? (strapi.db.query(UID.post).findMany({
            where: { id: { $in: ids('blog') } },
            populate: { author: { select: ['username'] }, category: { select: ['name', 'slug'] } },
          }) as Promise<PostItemRow[]>)
        : [],
    ]);
    const topicById = new Map(topics.map((r) => [r.id, r]));
    const postById = new Map(posts.map((r) => [r.id, r]));
    const premium = seesPremium(viewer);
    return rows.flatMap((row) => {
      const trending = Number(row.flag_score);
      const item =
        row.kind === 'forum'
          ? topicById.get(Number(row.id)) && discoveryItem({ type: 'forum', row: topicById.get(Number(row.id))!, trending, premium })
          : postById.get(Number(row.id)) && discoveryItem({ type: 'blog', row: postById.get(Number(row.id))!, trending, premium });
      return item ? [{ row, item }] : [];
    });
  }

  return {
    /** One page of /discover: the filters as SQL, the facets' categories mapped onto forum and blog categories. */
    async discover(query: DiscoveryQuery, viewer: RequestViewer): Promise<DiscoveryAnswer> {
      const now = Date.now();
      const since = new Date(now - WEEK_MS);
      const pageSize = DISCOVERY_PAGE_SIZE;
      const categories = query.categories.length ? query.categories : null;
      const rows = await run({
        type: query.type,
        engines: query.engines,
        levels: query.levels,
        forumCategories: categories && categorySlugsFor('forum', categories),
        blogCategories: categories && categorySlugsFor('blog', categories),
        includePremium: seesPremium(viewer),
        since,
        flagSince: since,
        sort: query.sort,
        activeOnly: false,
        limit: pageSize,
        offset: (query.page - 1) * pageSize,
      });
      const total = int(rows[0]?.total ?? 0);
      const items = await load(rows, viewer);
      const { page: _page, ...filters } = query;
      return {
        data: items.map((i) => i.item),
        meta: { pagination: { page: query.page, pageSize, pageCount: Math.ceil(total / pageSize), total }, filters },
      };
    },

    /** /trending: forum and blog ranked together by their activity within the period. */
    async trending(period: TrendingPeriod, type: DiscoveryType, viewer: RequestViewer, limit = TRENDING_LIMIT): Promise<TrendingAnswer> {
      const now = Date.now();
      const since = new Date(now - trendingPeriodHours(period) * HOUR_MS);
      const rows = await run({
        type,
        engines: [],
        levels: [],
        forumCategories: null,
        blogCategories: null,
        includePremium: seesPremium(viewer),
        since,
        flagSince: new Date(now - WEEK_MS),
        sort: 'trending',
        activeOnly: true,
        limit,
        offset: 0,
      });
      const items = await load(rows, viewer);
      return {
        data: items.map(({ row, item }, index) => ({
          rank: index + 1,
          score: Math.round(Number(row.score) * 10) / 10,
          activity: {
            votes: int(row.votes),
            likes: int(row.likes),
            replies: int(row.replies),
            comments: int(row.comments),
            views: int(row.views),
          },
          item,
        })),
        meta: { period, since: since.toISOString() },
      };
    },
  };
};
