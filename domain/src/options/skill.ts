import { msg } from '../messages';
import { type Option, type Values } from './shared';

// Apart from ./profile.ts: a topic's and a post's page show a skill level (discovery's facets), not the rest of
// a member's profile options.

export const SKILL_LEVEL_OPTIONS = [
  { value: 'beginner', label: msg('option.skill.beginner') },
  { value: 'intermediate', label: msg('option.skill.intermediate') },
  { value: 'advanced', label: msg('option.skill.advanced') },
  { value: 'expert', label: msg('option.skill.expert') },
  { value: 'all', label: msg('option.skill.all') },
] as const satisfies readonly Option[];
export type SkillLevel = Values<typeof SKILL_LEVEL_OPTIONS>;
