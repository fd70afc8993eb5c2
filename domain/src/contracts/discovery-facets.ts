import { z } from 'zod';
import { CONTENT_SKILL_LEVELS, GAME_ENGINES } from '../discovery';

/**
 * The discovery facets a topic or a blog post page shows (as links into /discover): the engine it is about and
 * the level it is written for, null when its author set none. Optional so answers built before them still parse.
 */
export const contentFacetsShape = {
  gameEngine: z.enum(GAME_ENGINES).nullable().optional(),
  skillLevel: z.enum(CONTENT_SKILL_LEVELS).nullable().optional(),
};

/** A stored row's facets as the answer carries them: only values the facets know, else null. */
export function contentFacetsOf(row: { gameEngine?: string | null; skillLevel?: string | null }) {
  const known = <T extends string>(list: readonly T[], value: string | null | undefined): T | null =>
    (list as readonly unknown[]).includes(value) ? (value as T) : null;
  return { gameEngine: known(GAME_ENGINES, row.gameEngine), skillLevel: known(CONTENT_SKILL_LEVELS, row.skillLevel) };
}
