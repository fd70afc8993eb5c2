import { SKILL_LEVEL_OPTIONS } from './skill';
import { type Option, type Values } from './shared';

// The facets a topic or a blog post carries (their pages show them as chips into /discover): apart from
// ./discovery.ts, whose sort and category labels only /discover shows.

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
