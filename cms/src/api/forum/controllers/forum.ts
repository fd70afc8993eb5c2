import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { PAGE_SIZES } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { category, topicCard, topicDetail, reply } from '../../../lib/present';
import { viewerOf, seesPremium, assertSeesPremium } from '../../../lib/viewer';

// Query strings are hostile input: anything unparseable falls back to the default instead of failing.
const page = z.coerce.number().int().min(1).max(100000).catch(1);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((s) => (s ? s : undefined));

const topicListQuery = z.object({
  category: text(100),
  tag: text(40),
  search: text(200),
  sort: z.enum(['hot', 'new', 'top', 'rising', 'latest', 'views', 'likes', 'replies']).catch('latest'),
  page,
  pageSize: z.coerce.number().int().min(1).max(100).catch(PAGE_SIZES.forumTopics),
});

const service = (strapi: Core.Strapi) => strapi.service('api::forum.forum') as any;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async listCategories(ctx) {
    const rows = await service(strapi).listCategories();
    ctx.body = { data: rows.map(category) };
  },

  async findCategory(ctx) {
    const row = await service(strapi).findCategory(String(ctx.params.slug));
    if (!row) throw fail('CATEGORY_NOT_FOUND');
    ctx.body = { data: category(row) };
  },

  async listTopics(ctx) {
    const q = topicListQuery.parse(ctx.query ?? {});
    const viewer = viewerOf(ctx);
    if (q.category) {
      const cat = await service(strapi).findCategory(q.category);
      if (!cat) throw fail('CATEGORY_NOT_FOUND');
      if (cat.isPremium) assertSeesPremium(viewer);
    }
    const { topics, pagination } = await service(strapi).listTopics({ ...q, includePremium: seesPremium(viewer) });
    ctx.body = { data: topics.map((t) => topicCard(t)), meta: { pagination } };
  },

  async findTopic(ctx) {
    const topic = await service(strapi).findTopic(String(ctx.params.slugOrId));
    if (!topic) throw fail('TOPIC_NOT_FOUND');
    const locked = Boolean(topic.category?.isPremium) && !seesPremium(viewerOf(ctx));
    ctx.body = { data: topicDetail(topic, { locked }) };
  },

  async listReplies(ctx) {
    const topic = await service(strapi).findTopic(String(ctx.params.slugOrId));
    if (!topic) throw fail('TOPIC_NOT_FOUND');
    if (topic.category?.isPremium) assertSeesPremium(viewerOf(ctx));
    const { replies, pagination } = await service(strapi).listReplies(topic.id, page.parse(ctx.query?.page));
    ctx.body = { data: replies.map(reply), meta: { pagination } };
  },
});
