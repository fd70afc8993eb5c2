import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { PAGE_SIZES } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { blogCard, blogCategory, blogPost } from '../../../lib/present';
import { viewerOf, seesPremium } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const listQuery = z.object({
  category: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100000).catch(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(PAGE_SIZES.blogPosts),
  /** `featured=true`: only the editors' featured posts (the blog home's top row). */
  featured: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((v) => v === 'true'),
});

const pagesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).catch(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(100),
});

type PostPage = NonNullable<Awaited<ReturnType<ReturnType<typeof own>['findPostPage']>>>;

/** A post's page as `premium` (a premium member or staff) or anyone else reads it. */
function presentPostPage(page: PostPage, premium: boolean) {
  return {
    ...blogPost(page.post, { locked: Boolean(page.post.isPremium) && !premium }),
    authorProfile: page.authorProfile,
    related: page.related.map((p) => blogCard(p, { locked: Boolean(p.isPremium) && !premium })),
  };
}

const own = (strapi: Core.Strapi) => service(strapi, 'api::blog.blog');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async listCategories(ctx: Ctx) {
    const rows = await own(strapi).listCategories();
    ctx.body = { data: rows.map(blogCategory) };
  },

  async listPosts(ctx: Ctx) {
    const q = listQuery.parse(ctx.query ?? {});
    const { posts, pagination } = await own(strapi).listPosts({ ...q, category: q.category || undefined });
    const premium = seesPremium(viewerOf(ctx));
    ctx.body = { data: posts.map((p) => blogCard(p, { locked: p.isPremium && !premium })), meta: { pagination } };
  },

  async findPost(ctx: Ctx) {
    const page = await own(strapi).findPostPage(String(ctx.params.slug));
    if (!page) throw fail('BLOG_POST_NOT_FOUND');
    ctx.body = { data: presentPostPage(page, seesPremium(viewerOf(ctx))) };
  },

  /**
   * GET /api/blog/post-pages?page&pageSize — what the static build writes the blog post pages from: a page of the
   * published posts (the list's order), each exactly as a guest reads it at /api/blog/posts/:slug — always as a
   * guest, whoever asks, so no premium body reaches the build.
   */
  async postPages(ctx: Ctx) {
    const q = pagesQuery.parse(ctx.query ?? {});
    const { pages, pagination } = await own(strapi).postPages(q.page, q.pageSize);
    ctx.body = { data: pages.map((page) => presentPostPage(page, false)), meta: { pagination } };
  },
});
