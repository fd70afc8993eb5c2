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
    const premium = seesPremium(viewerOf(ctx));
    const locked = Boolean(page.post.isPremium) && !premium;
    ctx.body = {
      data: {
        ...blogPost(page.post, { locked }),
        authorProfile: page.authorProfile,
        related: page.related.map((p) => blogCard(p, { locked: Boolean(p.isPremium) && !premium })),
      },
    };
  },
});
