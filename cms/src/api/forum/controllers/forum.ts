import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { DEFAULT_TOPIC_LIST_SORT, TOPIC_LIST_SORTS, type TopicPage } from '@oyundev/domain';
import { siteSettings } from '../../../lib/settings';
import { fail } from '../../../lib/errors';
import { storable } from '../../../lib/input';
import { category, myReply, myTopic, reply, topicCardForViewer, topicForViewer, type ReplyRow } from '../../../lib/present';
import { viewerOf, seesPremium, assertSeesPremium } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

// Query strings are hostile input: anything unparseable falls back to the default instead of failing.
const page = z.coerce.number().int().min(1).max(100000).catch(1);
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => storable(s))
    .optional()
    .catch(undefined)
    .transform((s) => (s ? s : undefined));

const topicListQuery = z.object({
  category: text(100),
  tag: text(40),
  search: text(200),
  sort: z.enum(TOPIC_LIST_SORTS).catch(DEFAULT_TOPIC_LIST_SORT),
  page,
  // Absent: the admin's topicsPerPage (Site ayarları → İçerik).
  pageSize: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
});

const topicPagesQuery = z.object({ page, pageSize: z.coerce.number().int().min(1).max(100).catch(100) });

const own = (strapi: Core.Strapi) => service(strapi, 'api::forum.forum');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async listCategories(ctx: Ctx) {
    const rows = await own(strapi).listCategories();
    ctx.body = { data: rows.map(category) };
  },

  async findCategory(ctx: Ctx) {
    const row = await own(strapi).findCategory(String(ctx.params.slug));
    if (!row) throw fail('CATEGORY_NOT_FOUND');
    ctx.body = { data: category(row) };
  },

  async listTopics(ctx: Ctx) {
    const q = topicListQuery.parse(ctx.query ?? {});
    const viewer = viewerOf(ctx);
    if (q.category) {
      const cat = await own(strapi).categoryAccess(q.category);
      if (!cat) throw fail('CATEGORY_NOT_FOUND');
      if (cat.isPremium) assertSeesPremium(viewer);
    }
    const pageSize = q.pageSize ?? (await siteSettings(strapi)).content.topicsPerPage;
    const { topics, pagination } = await own(strapi).listTopics({ ...q, pageSize, includePremium: seesPremium(viewer) });
    const states = await own(strapi).cardStates(viewer, topics);
    ctx.body = { data: topics.map((t, i) => topicCardForViewer(t, states[i])), meta: { pagination } };
  },

  async findTopic(ctx: Ctx) {
    const viewer = viewerOf(ctx);
    const topic = await own(strapi).findTopic(String(ctx.params.slugOrId), viewer);
    if (!topic) throw fail('TOPIC_NOT_FOUND');
    const locked = Boolean(topic.category?.isPremium) && !seesPremium(viewer);
    const [state] = await own(strapi).topicStates(viewer, [topic]);
    ctx.body = { data: topicForViewer(topic, { locked, viewer: state }) };
  },

  async listReplies(ctx: Ctx) {
    const viewer = viewerOf(ctx);
    const topic = await own(strapi).findTopic(String(ctx.params.slugOrId), viewer);
    if (!topic) throw fail('TOPIC_NOT_FOUND');
    if (topic.category?.isPremium) assertSeesPremium(viewer);
    const { replies, pagination } = await own(strapi).listReplies(topic.id, page.parse(ctx.query?.page));
    const states = await own(strapi).replyStates(viewer, replies);
    ctx.body = { data: replies.map((r: ReplyRow, i: number) => reply(r, states[i])), meta: { pagination } };
  },

  /**
   * GET /api/forum/topic-pages — what the static build writes the topic pages from: a page of the topics a guest
   * sees with each one's first page of replies, always as a guest sees them (premium categories are not
   * listed, so no body a guest may not read is in it), whoever asks.
   */
  async topicPages(ctx: Ctx) {
    const q = topicPagesQuery.parse(ctx.query ?? {});
    const { items, pagination } = await own(strapi).topicPages(q.page, q.pageSize);
    const data: TopicPage[] = items.map((item) => ({
      topic: topicForViewer(item.topic, { locked: false }),
      replies: { data: item.replies.map((r) => reply(r)), pagination: item.replyPagination },
    }));
    ctx.body = { data, meta: { pagination } };
  },

  /** GET /api/forum/mine — the signed-in member's own topics and replies, with their state. */
  async mine(ctx: Ctx) {
    const viewer = viewerOf(ctx);
    if (!viewer) throw fail('NOT_AUTHENTICATED');
    const { topics, replies, pagination } = await own(strapi).mine(viewer.id, page.parse(ctx.query?.page));
    ctx.body = { data: { topics: topics.map(myTopic), replies: replies.map(myReply) }, meta: { pagination } };
  },
});
