import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { http, getData } from './client';
import type { Viewer } from './topics';
import type { HomeFeed, HomeFeedTab, HomeSummary } from '@oyundev/domain';

/*
 * The home feed: one infinite list per tab, source and viewer ('load more' fetches the next page of the
 * merged feed); and the summary (site counters, popular categories, trending topics) everyone shares.
 */

export interface HomeFeedParams {
  tab: HomeFeedTab;
  /** A forum category slug or 'blog'; none for the merged feed. */
  source?: string;
}

export const homeKeys = {
  all: ['home'] as const,
  feeds: () => [...homeKeys.all, 'feed'] as const,
  /** The viewer is in the key: a premium member's feed holds premium topics a guest's does not. */
  feed: (params: HomeFeedParams, viewer: Viewer) =>
    [...homeKeys.feeds(), { tab: params.tab, source: params.source ?? null }, { viewer }] as const,
  summary: () => [...homeKeys.all, 'summary'] as const,
};

export async function fetchHomeFeed(params: HomeFeedParams, page: number): Promise<HomeFeed> {
  const res = await http.get<HomeFeed>('/api/home/feed', {
    params: { tab: params.tab, page, ...(params.source ? { source: params.source } : {}) },
  });
  return res.data;
}

export const homeFeedQuery = (params: HomeFeedParams, viewer: Viewer) =>
  infiniteQueryOptions({
    queryKey: homeKeys.feed(params, viewer),
    queryFn: ({ pageParam }) => fetchHomeFeed(params, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.hasMore ? last.meta.page + 1 : undefined),
  });

export const homeSummaryQuery = () =>
  queryOptions({
    queryKey: homeKeys.summary(),
    queryFn: () => getData<HomeSummary>('/api/home/summary'),
    staleTime: 60_000,
  });
