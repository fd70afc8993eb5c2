import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { http, getData, type Envelope } from './client';
import type { BlogCard, BlogCategory, BlogPost, Paged, Pagination } from './types';
import { PAGE_SIZES } from '@oyundev/domain';
import type { Viewer } from './topics';

export interface BlogListParams {
  category?: string;
  page?: number;
  pageSize?: number;
  /** Only the editors' featured posts. */
  featured?: boolean;
}

function normalise(params: BlogListParams): BlogListParams {
  const out: BlogListParams = { page: params.page && params.page > 0 ? params.page : 1 };
  if (params.category) out.category = params.category;
  if (params.featured) out.featured = true;
  out.pageSize = params.pageSize ?? PAGE_SIZES.blogPosts;
  return out;
}

export const blogKeys = {
  all: ['blog'] as const,
  categories: () => [...blogKeys.all, 'categories'] as const,
  lists: () => [...blogKeys.all, 'list'] as const,
  list: (params: BlogListParams) => [...blogKeys.lists(), normalise(params)] as const,
  detail: (slug: string, viewer: Viewer) => [...blogKeys.all, 'detail', slug, { viewer }] as const,
};

export async function fetchBlogPosts(params: BlogListParams): Promise<Paged<BlogCard>> {
  const res = await http.get<Envelope<BlogCard[], { pagination: Pagination }>>('/api/blog/posts', {
    params: normalise(params),
  });
  return { data: res.data.data, pagination: res.data.meta!.pagination };
}

export const blogCategoriesQuery = () =>
  queryOptions({
    queryKey: blogKeys.categories(),
    queryFn: () => getData<BlogCategory[]>('/api/blog/categories'),
    staleTime: 5 * 60_000,
  });

export const blogListQuery = (params: BlogListParams) =>
  queryOptions({
    queryKey: blogKeys.list(params),
    queryFn: () => fetchBlogPosts(params),
    placeholderData: keepPreviousData,
  });

/** A post as this viewer may read it (a premium member gets the body of a premium post). */
export const blogPostQuery = (slug: string, viewer: Viewer) =>
  queryOptions({
    queryKey: blogKeys.detail(slug, viewer),
    queryFn: () => getData<BlogPost>(`/api/blog/posts/${encodeURIComponent(slug)}`),
  });
