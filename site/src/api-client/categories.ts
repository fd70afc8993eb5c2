import { queryOptions } from '@tanstack/react-query';
import { getData } from './client';
import type { Category } from './types';

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
  detail: (slug: string) => [...categoryKeys.all, 'detail', slug] as const,
};

export const categoryListQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: () => getData<Category[]>('/api/forum/categories'),
    staleTime: 5 * 60_000,
  });

export const categoryDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: categoryKeys.detail(slug),
    queryFn: () => getData<Category>(`/api/forum/categories/${encodeURIComponent(slug)}`),
  });
