import { msg } from '../messages';
import { SKILL_LEVEL_OPTIONS } from './skill';
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

/** Discovery's engine filter uses its own values (construct3), as the spec's widget does. */
export const DISCOVERY_ENGINES = [
  { value: 'unity', label: 'Unity' },
  { value: 'unreal', label: 'Unreal Engine' },
  { value: 'godot', label: 'Godot' },
  { value: 'construct3', label: 'Construct 3' },
  { value: 'gamemaker', label: 'GameMaker' },
] as const satisfies readonly Option[];
export type DiscoveryEngine = Values<typeof DISCOVERY_ENGINES>;

export const DISCOVERY_SKILL_LEVELS = SKILL_LEVEL_OPTIONS.filter((o) => o.value !== 'all');

export const DISCOVERY_CATEGORIES = [
  { value: 'programming', label: msg('discover.category.programming') },
  { value: 'art', label: msg('discover.category.art') },
  { value: 'audio', label: msg('discover.category.audio') },
  { value: 'gamedesign', label: msg('discover.category.gamedesign') },
  { value: 'business', label: msg('discover.category.business') },
] as const satisfies readonly Option[];
export type DiscoveryCategory = Values<typeof DISCOVERY_CATEGORIES>;
