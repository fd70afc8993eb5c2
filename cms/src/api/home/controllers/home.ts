import type { Core } from '@strapi/strapi';
import { homeFeedQuerySchema, type HomeFeed, type HomeSummary } from '@oyundev/domain';
import { parseInput } from '../../../lib/input';
import { seesPremium, viewerOf } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';
import { feedPostItem, feedTopicItem } from '../lib/present-feed';

const own = (strapi: Core.Strapi) => service(strapi, 'api::home.home');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/home/feed?tab=hot|new|top&page=&source=: one page of the merged feed (400 for a bad tab or page); source=takip is a member's follow feed. */
  async feed(ctx: Ctx) {
    const query = parseInput(homeFeedQuerySchema, ctx.query ?? {});
    const viewer = viewerOf(ctx);
    const premium = seesPremium(viewer);
    const page = await own(strapi).feed({ ...query, premium, viewerId: viewer?.id ?? null });
    const body: HomeFeed = {
      data: page.items.map((item) =>
        item.kind === 'topic'
          ? feedTopicItem(item.row, { trending: page.trendingTopics.has(item.row.id) })
          : feedPostItem(item.row, { trending: page.trendingPosts.has(item.row.id), locked: Boolean(item.row.isPremium) && !premium }),
      ),
      meta: { tab: query.tab, page: query.page, hasMore: page.hasMore, source: query.source ?? null },
    };
    ctx.body = body;
  },

  /** GET /api/home/summary: site counters and the sidebar lists (the same for every viewer). */
  async summary(ctx: Ctx) {
    const data: HomeSummary = await own(strapi).summary();
    ctx.body = { data };
  },
});
