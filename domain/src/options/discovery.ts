import { msg } from '../messages';
import { type Option, type Values } from './shared';

// ── Discovery ───────────────────────────────────────────────────

export const DISCOVERY_SORTS = [
  { value: 'trending', label: msg('discover.sort.trending') },
  { value: 'newest', label: msg('discover.sort.newest') },
  { value: 'popular', label: msg('discover.sort.popular') },
  { value: 'most-liked', label: msg('discover.sort.most-liked') },
  { value: 'most-discussed', label: msg('discover.sort.most-discussed') },
] as const satisfies readonly Option[];
export type DiscoverySort = Values<typeof DISCOVERY_SORTS>;

export const DISCOVERY_CATEGORIES = [
  { value: 'programming', label: msg('discover.category.programming') },
  { value: 'art', label: msg('discover.category.art') },
  { value: 'audio', label: msg('discover.category.audio') },
  { value: 'gamedesign', label: msg('discover.category.gamedesign') },
  { value: 'business', label: msg('discover.category.business') },
] as const satisfies readonly Option[];
export type DiscoveryCategory = Values<typeof DISCOVERY_CATEGORIES>;
