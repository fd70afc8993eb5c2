import type { Core } from '@strapi/strapi';
import { blogBookmarkSchema, blogLikeSchema, blogShareSchema, msg } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { lookupKey, parseBody } from '../../../lib/input';
import { memberOf, viewerOf } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const interactions = (strapi: Core.Strapi) => service(strapi, 'api::blog.interactions');

/** The post's slug from the path; anything we could not look up names no post. */
function slugOf(ctx: Ctx): string {
  const slug = lookupKey(ctx.params.slug);
  if (!slug) throw fail('BLOG_POST_NOT_FOUND');
  return slug;
}

/** An empty body (a plain toggle) reads as `{}`. */
const bodyOrEmpty = (ctx: Ctx) => {
  if (ctx.request.body === undefined || ctx.request.body === null || ctx.request.body === '') ctx.request.body = {};
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/blog/posts/:slug/state → BlogPostState (guests too; a member's own like and bookmark). */
  async state(ctx: Ctx) {
    ctx.body = { data: await interactions(strapi).state(viewerOf(ctx), slugOf(ctx)) };
  },

  /** POST /api/blog/posts/:slug/like {liked?} → {message, likeCount, liked}. */
  async like(ctx: Ctx) {
    const slug = slugOf(ctx);
    bodyOrEmpty(ctx);
    const { liked: wanted } = parseBody(ctx, blogLikeSchema);
    const { likeCount, liked } = await interactions(strapi).like(memberOf(ctx), slug, wanted);
    ctx.body = { message: msg(liked ? 'reader.like.added' : 'reader.like.removed'), likeCount, liked };
  },

  /** POST /api/blog/posts/:slug/bookmark {bookmarked?} → {message, bookmarkCount, bookmarked}. */
  async bookmark(ctx: Ctx) {
    const slug = slugOf(ctx);
    bodyOrEmpty(ctx);
    const { bookmarked: wanted } = parseBody(ctx, blogBookmarkSchema);
    const { bookmarkCount, bookmarked } = await interactions(strapi).bookmark(memberOf(ctx), slug, wanted);
    ctx.body = { message: msg(bookmarked ? 'reader.bookmark.added' : 'reader.bookmark.removed'), bookmarkCount, bookmarked };
  },

  /** POST /api/blog/posts/:slug/share {network} → {shareCount}. */
  async share(ctx: Ctx) {
    const slug = slugOf(ctx);
    const { network } = parseBody(ctx, blogShareSchema);
    ctx.body = await interactions(strapi).share(viewerOf(ctx), slug, network, String(ctx.request.ip ?? ''));
  },

  /** POST /api/blog/posts/:slug/view → {viewCount}; once per visitor per Istanbul day. */
  async countView(ctx: Ctx) {
    ctx.body = await interactions(strapi).countView(viewerOf(ctx), slugOf(ctx), String(ctx.request.ip ?? ''));
  },
});
