import type { Core } from '@strapi/strapi';
import { blogDraftRequestSchema, msg } from '@oyundev/domain';
import { rowId } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { parseBody } from '../../../lib/input';
import { memberOf } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const writing = (strapi: Core.Strapi) => service(strapi, 'api::blog.writing');

/** An own post's number from the path; anything else names no post. */
function postNumberOf(ctx: Ctx): number {
  const id = rowId(ctx.params.id);
  if (id === null) throw fail('BLOG_POST_NOT_FOUND');
  return id;
}

const toast = (submitted: boolean) => msg(submitted ? 'blog.write.submitted' : 'blog.write.saved');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/blog/mine → {data: MyBlogPost[]}. */
  async mine(ctx: Ctx) {
    ctx.body = { data: await writing(strapi).mine(memberOf(ctx)) };
  },

  /** GET /api/blog/mine/:id → {data: MyBlogPost} (own posts only; anyone else's is 404). */
  async one(ctx: Ctx) {
    ctx.body = { data: await writing(strapi).one(memberOf(ctx), postNumberOf(ctx)) };
  },

  /** POST /api/blog/mine {…form, submit?} → 201 {data, message}. */
  async create(ctx: Ctx) {
    const { submit, ...input } = parseBody(ctx, blogDraftRequestSchema);
    const data = await writing(strapi).create(memberOf(ctx), input, submit);
    ctx.status = 201;
    ctx.body = { data, message: toast(submit) };
  },

  /** PUT /api/blog/mine/:id {…form, submit?} → {data, message}. */
  async update(ctx: Ctx) {
    const id = postNumberOf(ctx);
    const { submit, ...input } = parseBody(ctx, blogDraftRequestSchema);
    ctx.body = { data: await writing(strapi).update(memberOf(ctx), id, input, submit), message: toast(submit) };
  },

  /** POST /api/blog/mine/:id/submit → {data, message}. */
  async submit(ctx: Ctx) {
    ctx.body = { data: await writing(strapi).submit(memberOf(ctx), postNumberOf(ctx)), message: toast(true) };
  },
});
