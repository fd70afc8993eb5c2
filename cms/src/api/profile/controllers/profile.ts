import type { Core } from '@strapi/strapi';
import { followSchema } from '@oyundev/domain';
import { z } from 'zod';
import { parseBody } from '../../../lib/input';
import type { Ctx } from '../../../lib/koa';
import { authorSummary, blogCard, topicCard } from '../../../lib/present';
import { service } from '../../../lib/services';
import { memberOf, seesPremium, viewerOf } from '../../../lib/viewer';
import { profileActivity, profileReply } from '../lib/present';
import { PROFILE_PAGE_SIZE } from '../services/lists';

const page = z.coerce.number().int().min(1).max(100000).catch(1);
const profiles = (strapi: Core.Strapi) => service(strapi, 'api::profile.profile');
const lists = (strapi: Core.Strapi) => service(strapi, 'api::profile.lists');
const follows = (strapi: Core.Strapi) => service(strapi, 'api::profile.follow');

/** Public profiles, their tabs and follows (site/CONTEXT.md "Profiles"). Privacy is the services' to decide. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/profiles?page&pageSize — members whose profile is public, oldest account first. */
  async list(ctx: Ctx) {
    const size = z.coerce.number().int().min(1).max(100).catch(PROFILE_PAGE_SIZE).parse(ctx.query?.pageSize);
    const { members, pagination } = await lists(strapi).publicMembers(page.parse(ctx.query?.page), size);
    ctx.body = { data: members.map((m) => authorSummary(m)!), meta: { pagination } };
  },

  /**
   * GET /api/profile-pages?page&pageSize — the public profiles, each as a guest reads it at /api/profiles/:username
   * (whoever asks): what the static build writes the profile pages from, a hundred per request.
   */
  async pages(ctx: Ctx) {
    const size = z.coerce.number().int().min(1).max(100).catch(100).parse(ctx.query?.pageSize);
    const { profiles: data, pagination } = await profiles(strapi).profilePages(page.parse(ctx.query?.page), size);
    ctx.body = { data, meta: { pagination } };
  },

  /** GET /api/profiles/:username */
  async find(ctx: Ctx) {
    ctx.body = { data: await profiles(strapi).profile(String(ctx.params.username), viewerOf(ctx)) };
  },

  /** GET /api/profiles/:username/topics?page */
  async topics(ctx: Ctx) {
    const viewer = viewerOf(ctx);
    const { topics, pagination } = await lists(strapi).topics(String(ctx.params.username), viewer, page.parse(ctx.query?.page));
    ctx.body = {
      data: topics.map((t) => topicCard(t, { locked: Boolean(t.category?.isPremium) && !seesPremium(viewer) })),
      meta: { pagination },
    };
  },

  /** GET /api/profiles/:username/replies?page */
  async replies(ctx: Ctx) {
    const { replies, pagination } = await lists(strapi).replies(String(ctx.params.username), viewerOf(ctx), page.parse(ctx.query?.page));
    ctx.body = { data: replies.map(profileReply), meta: { pagination } };
  },

  /** GET /api/profiles/:username/posts?page */
  async posts(ctx: Ctx) {
    const viewer = viewerOf(ctx);
    const { posts, pagination } = await lists(strapi).posts(String(ctx.params.username), viewer, page.parse(ctx.query?.page));
    ctx.body = { data: posts.map((p) => blogCard(p, { locked: Boolean(p.isPremium) && !seesPremium(viewer) })), meta: { pagination } };
  },

  /** GET /api/profiles/:username/activity?page */
  async activity(ctx: Ctx) {
    const { lines, targets, pagination } = await lists(strapi).activity(
      String(ctx.params.username),
      viewerOf(ctx),
      page.parse(ctx.query?.page),
    );
    ctx.body = {
      data: lines.map((l) => profileActivity(l, targets.get(`${l.target_type}:${l.target_id}`) ?? null)),
      meta: { pagination },
    };
  },

  /** GET /api/profiles/:username/followers?page */
  async followers(ctx: Ctx) {
    const { members, pagination } = await lists(strapi).follows(
      String(ctx.params.username),
      viewerOf(ctx),
      page.parse(ctx.query?.page),
      'followers',
    );
    ctx.body = { data: members.map((m) => authorSummary(m)!), meta: { pagination } };
  },

  /** GET /api/profiles/:username/following?page */
  async following(ctx: Ctx) {
    const { members, pagination } = await lists(strapi).follows(
      String(ctx.params.username),
      viewerOf(ctx),
      page.parse(ctx.query?.page),
      'following',
    );
    ctx.body = { data: members.map((m) => authorSummary(m)!), meta: { pagination } };
  },

  /** POST /api/profiles/:username/follow {following?} → {message, following, followerCount} */
  async follow(ctx: Ctx) {
    const input = parseBody(ctx, followSchema);
    ctx.body = await follows(strapi).follow(memberOf(ctx), String(ctx.params.username), input.following);
  },

  /** POST /api/profiles/:username/view → {views}; open to guests, once per visitor per day. */
  async countView(ctx: Ctx) {
    ctx.body = await profiles(strapi).countView(String(ctx.params.username), viewerOf(ctx), String(ctx.request.ip ?? ''));
  },
});
