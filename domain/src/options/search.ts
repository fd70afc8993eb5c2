import { msg } from '../messages';
import { type Option, type Values } from './shared';

// ── Search ─────────────────────────────────────────────────────────────────
// Apart from ./discovery.ts, whose engine and level labels a topic's and a post's page show: the browser bundle
// carries the search's texts with the modules that name them (site/src/bundling-webpack.ts, catalogueWhereNamed).

export const SEARCH_TYPES = [
  { value: 'all', label: msg('search.type.all') },
  { value: 'forum', label: msg('search.type.forum') },
  { value: 'blog', label: msg('search.type.blog') },
  { value: 'users', label: msg('search.type.users') },
] as const satisfies readonly Option[];
export type SearchType = Values<typeof SEARCH_TYPES>;

/** Popular-term buttons on the search page ('3D modelleme' fixes the spec's truncated '3D modellem'). */
export const SEARCH_POPULAR_TERMS = [
  'Unity',
  'Unreal Engine',
  '2D oyun',
  '3D modelleme',
  'indie',
  'optimizasyon',
  'shader',
  'AI',
  'multiplayer',
] as const;
