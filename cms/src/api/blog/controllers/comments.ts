import type { Core } from '@strapi/strapi';
import { blogCommentEditSchema, blogCommentInputSchema, blogCommentReportSchema, blogLikeSchema, msg } from '@oyundev/domain';
import { rowId } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { lookupKey, parseBody } from '../../../lib/input';
import { memberOf, viewerOf } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const comments = (strapi: Core.Strapi) => service(strapi, 'api::blog.comments');

function slugOf(ctx: Ctx): string {
  const slug = lookupKey(ctx.params.slug);
  if (!slug) throw fail('BLOG_POST_NOT_FOUND');
  return slug;
}

function commentId(ctx: Ctx): number {
  const id = rowId(ctx.params.id);
  if (id === null) throw fail('COMMENT_NOT_FOUND');
  return id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/blog/posts/:slug/comments → {data: BlogComment[]}. */
  async list(ctx: Ctx) {
    ctx.body = { data: await comments(strapi).list(viewerOf(ctx), slugOf(ctx)) };
  },

  /** POST /api/blog/posts/:slug/comments {content, parentId} → 201 {data, message, commentCount}. */
  async create(ctx: Ctx) {
    const slug = slugOf(ctx);
    const input = parseBody(ctx, blogCommentInputSchema);
    const { data, commentCount } = await comments(strapi).create(memberOf(ctx), slug, input);
    ctx.status = 201;
    ctx.body = { data, message: msg('comment.created'), commentCount };
  },

  /** PUT /api/blog/comments/:id {content} → {data, message}. */
  async update(ctx: Ctx) {
    const id = commentId(ctx);
    const { content } = parseBody(ctx, blogCommentEditSchema);
    ctx.body = { data: await comments(strapi).update(memberOf(ctx), id, content), message: msg('comment.updated') };
  },

  /** DELETE /api/blog/comments/:id → {message, commentCount}. */
  async remove(ctx: Ctx) {
    const { commentCount } = await comments(strapi).remove(memberOf(ctx), commentId(ctx));
    ctx.body = { message: msg('comment.deleted'), commentCount };
  },

  /** POST /api/blog/comments/:id/report {type, reason} → 201 {message}. */
  async report(ctx: Ctx) {
    const id = commentId(ctx);
    const input = parseBody(ctx, blogCommentReportSchema);
    await comments(strapi).report(memberOf(ctx), id, input);
    ctx.status = 201;
    ctx.body = { message: msg('forum.report.sent') };
  },

  /** POST /api/blog/comments/:id/like {liked?} → {message, likeCount, liked}. */
  async like(ctx: Ctx) {
    const id = commentId(ctx);
    if (ctx.request.body === undefined || ctx.request.body === null || ctx.request.body === '') ctx.request.body = {};
    const { liked: wanted } = parseBody(ctx, blogLikeSchema);
    const { likeCount, liked } = await comments(strapi).like(memberOf(ctx), id, wanted);
    ctx.body = { message: msg(liked ? 'reader.like.added' : 'reader.like.removed'), likeCount, liked };
  },
});
