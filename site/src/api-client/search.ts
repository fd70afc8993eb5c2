import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZES, SEARCH_SUGGEST_PER_TYPE, type SearchAnswer, type SearchType } from '@oyundev/domain';
import { http } from './client';
import type { Viewer } from './topics';

export interface SearchParams {
  q: string;
  type: SearchType;
  page: number;
  perType: number;
}

/**
 * Search answers depend on who asks (premium topics, premium snippets), so the viewer is in the key.
 * general → specific: every search, the full results, the header's suggestions.
 */
export const searchKeys = {
  all: ['search'] as const,
  results: (params: SearchParams, viewer: Viewer) => [...searchKeys.all, 'results', params, { viewer }] as const,
  suggestions: (q: string, viewer: Viewer) => [...searchKeys.all, 'suggestions', q, { viewer }] as const,
};

export async function fetchSearch(params: SearchParams): Promise<SearchAnswer> {
  const query: Record<string, string | number> = { q: params.q, type: params.type, perType: params.perType };
  if (params.type !== 'all' && params.page > 1) query.page = params.page;
  return (await http.get<SearchAnswer>('/api/search', { params: query })).data;
}

/** /arama: one page of one type, or the first page of every type. */
export function searchQuery(q: string, type: SearchType, page: number, viewer: Viewer) {
  const params = { q: q.trim(), type, page: type === 'all' ? 1 : page, perType: PAGE_SIZES.searchPerType };
  return queryOptions({
    queryKey: searchKeys.results(params, viewer),
    queryFn: () => fetchSearch(params),
    enabled: params.q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The header box's instant suggestions: a few of every type. */
export function searchSuggestionsQuery(q: string, viewer: Viewer) {
  const term = q.trim();
  return queryOptions({
    queryKey: searchKeys.suggestions(term, viewer),
    queryFn: () => fetchSearch({ q: term, type: 'all', page: 1, perType: SEARCH_SUGGEST_PER_TYPE }),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
