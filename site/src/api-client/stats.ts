import { queryOptions } from '@tanstack/react-query';
import { getData } from './client';
import type { SiteStats } from './types';

export const statsKeys = { all: ['stats'] as const };

export const statsQuery = () =>
  queryOptions({
    queryKey: statsKeys.all,
    queryFn: () => getData<SiteStats>('/api/stats'),
    staleTime: 60_000,
  });
