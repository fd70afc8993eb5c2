import type { BlogCard, BlogCategory, Paged } from '../api-client/types';
import type { BlogIndexContext } from '../templates/contexts';
import { PAGE_SIZES } from '@oyundev/domain';

type CmsGetPaged = <T>(endpoint: string, params: Record<string, string>) => Promise<Paged<T>>;

/** The path of a blog category's own page (static, shareable). */
export const blogCategoryPath = (slug: string) => `/blog/kategori/${slug}`;

/**
 * The blog home and one page per blog category, each with its first page of posts; the featured row
 * (up to 3 of the editors' featured posts) belongs to the home.
 */
export async function blogIndexPages(
  categories: BlogCategory[],
  cmsGetPaged: CmsGetPaged,
): Promise<Array<{ path: string; context: BlogIndexContext }>> {
  const firstPage = (category?: string) =>
    cmsGetPaged<BlogCard>('/api/blog/posts', { page: '1', pageSize: String(PAGE_SIZES.blogPosts), ...(category ? { category } : {}) });
  const [posts, featured] = await Promise.all([
    firstPage(),
    cmsGetPaged<BlogCard>('/api/blog/posts', { page: '1', pageSize: String(PAGE_SIZES.featuredBlogPosts), featured: 'true' }),
  ]);
  const pages: Array<{ path: string; context: BlogIndexContext }> = [{ path: '/blog', context: { categories, posts, featured } }];
  for (const category of categories) {
    pages.push({
      path: blogCategoryPath(category.slug),
      context: { categories, posts: await firstPage(category.slug), category: category.slug } as BlogIndexContext,
    });
  }
  return pages;
}
