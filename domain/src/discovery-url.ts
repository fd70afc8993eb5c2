import type { ContentSkillLevel, DiscoveryType, GameEngine } from './discovery';
import type { DiscoveryCategory, DiscoverySort } from './options';

// The URL form of a discovery query, apart from ./discovery.ts: a topic's and a post's facet chips link into
// /discover with it, and need none of discovery's labels or trending rules.

export const DEFAULT_DISCOVERY_SORT: DiscoverySort = 'trending';

/** One discovery query: every field lives in the URL, so a view is shareable and survives a reload. */
export interface DiscoveryQuery {
  type: DiscoveryType;
  sort: DiscoverySort;
  engines: GameEngine[];
  levels: ContentSkillLevel[];
  categories: DiscoveryCategory[];
  page: number;
}

export const EMPTY_DISCOVERY_QUERY: Readonly<DiscoveryQuery> = Object.freeze({
  type: 'all',
  sort: DEFAULT_DISCOVERY_SORT,
  engines: [],
  levels: [],
  categories: [],
  page: 1,
});

/** The URL search part of a query: defaults left out, lists comma-joined, stable key order. */
export function discoverySearchString(query: DiscoveryQuery): string {
  // Every value is a known ASCII word, so nothing needs encoding.
  const parts: string[] = [];
  if (query.type !== 'all') parts.push(`type=${query.type}`);
  parts.push(`sort=${query.sort}`);
  if (query.engines.length) parts.push(`engine=${query.engines.join(',')}`);
  if (query.levels.length) parts.push(`level=${query.levels.join(',')}`);
  if (query.categories.length) parts.push(`category=${query.categories.join(',')}`);
  if (query.page > 1) parts.push(`page=${query.page}`);
  return `?${parts.join('&')}`;
}
