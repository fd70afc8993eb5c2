import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { PAGE_SIZES } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { blogCard, blogCategory, blogPost } from '../../../lib/present';
import { viewerOf, seesPremium } from '../../../lib/viewer';

const listQuery = z.object({
  category: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100000).catch(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(PAGE_SIZES.blogPosts),
});

const service = (strapi: Core.Strapi) => strapi.service('api::blog.blog') as any;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async listCategories(ctx) {
    const rows = await service(strapi).listCategories();
    ctx.body = { data: rows.map(blogCategory) };
  },

  async listPosts(ctx) {
    const q = listQuery.parse(ctx.query ?? {});
    const { posts, pagination } = await service(strapi).listPosts({ ...q, category: q.category || undefined });
    const premium = seesPremium(viewerOf(ctx));
    ctx.body = { data: posts.map((p: any) => blogCard(p, { locked: p.isPremium && !premium })), meta: { pagination } };
  },

  async findPost(ctx) {
    const post = await service(strapi).findPost(String(ctx.params.slug));
    if (!post) throw fail('BLOG_POST_NOT_FOUND');
    const locked = Boolean(post.isPremium) && !seesPremium(viewerOf(ctx));
    ctx.body = { data: blogPost(post, { locked }) };
  },
});
