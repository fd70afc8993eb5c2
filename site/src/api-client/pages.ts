import { queryOptions } from '@tanstack/react-query';
import { getData } from './client';
import type { Page } from './types';

export const pageKeys = {
  all: ['pages'] as const,
  detail: (slug: string) => [...pageKeys.all, 'detail', slug] as const,
};

export const pageDetailQuery = (slug: string) =>
  queryOptions({
    queryKey: pageKeys.detail(slug),
    queryFn: () => getData<Page>(`/api/pages/${encodeURIComponent(slug)}`),
    staleTime: 10 * 60_000,
  });
