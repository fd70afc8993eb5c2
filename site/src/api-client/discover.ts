import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import {
  discoverySearchString,
  type DiscoveryAnswer,
  type DiscoveryQuery,
  type DiscoveryType,
  type TrendingAnswer,
  type TrendingPeriod,
} from '@oyundev/domain';
import { http } from './client';
import type { Viewer } from './topics';

/**
 * /discover and /trending read answers that depend on who asks (premium topics are listed only to those who
 * may read them), so the viewer is in the key. general → specific.
 */
export const discoverKeys = {
  all: ['discover'] as const,
  page: (query: DiscoveryQuery, viewer: Viewer) => [...discoverKeys.all, 'page', query, { viewer }] as const,
  trending: (period: TrendingPeriod, type: DiscoveryType, viewer: Viewer) =>
    [...discoverKeys.all, 'trending', period, type, { viewer }] as const,
};

export async function fetchDiscovery(query: DiscoveryQuery): Promise<DiscoveryAnswer> {
  return (await http.get<DiscoveryAnswer>(`/api/discover${discoverySearchString(query)}`)).data;
}

export async function fetchTrending(period: TrendingPeriod, type: DiscoveryType): Promise<TrendingAnswer> {
  return (await http.get<TrendingAnswer>('/api/trending', { params: { period, ...(type === 'all' ? {} : { type }) } })).data;
}

export const discoveryQuery = (query: DiscoveryQuery, viewer: Viewer) =>
  queryOptions({
    queryKey: discoverKeys.page(query, viewer),
    queryFn: () => fetchDiscovery(query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const trendingQuery = (period: TrendingPeriod, type: DiscoveryType, viewer: Viewer) =>
  queryOptions({
    queryKey: discoverKeys.trending(period, type, viewer),
    queryFn: () => fetchTrending(period, type),
    staleTime: 60_000,
  });
