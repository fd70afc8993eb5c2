import { z } from 'zod';
import { CONTENT_SKILL_LEVELS, GAME_ENGINES } from '../discovery';
import { msg } from '../messages';

const invalidOption = { errorMap: () => ({ message: msg('validation.option.invalid') }) };
/** A select's empty choice ('') and an absent field both mean "not specified". */
const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * The discovery facets a topic or a blog post carries, optional on every form that writes one: the new-topic
 * form, the API, and the member blog editor (spread these into its schema).
 */
export const contentFacets = {
  gameEngine: z.preprocess(blankToNull, z.enum(GAME_ENGINES, invalidOption).nullable()),
  skillLevel: z.preprocess(blankToNull, z.enum(CONTENT_SKILL_LEVELS, invalidOption).nullable()),
};
export const contentFacetsSchema = z.object(contentFacets);
export type ContentFacetsInput = z.input<typeof contentFacetsSchema>;
