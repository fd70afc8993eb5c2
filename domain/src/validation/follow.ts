import { z } from 'zod';

/**
 * POST /api/profiles/:username/follow: `{following: true}` follows, `{following: false}` unfollows (both
 * harmless to repeat); an empty body toggles.
 */
export const followSchema = z.object({ following: z.boolean().optional() }).strict();
export type FollowInput = z.input<typeof followSchema>;

/** POST /api/forum/replies/:id/solution: `{solution: false}` unmarks; an empty body marks. */
export const solutionSchema = z.object({ solution: z.boolean().optional() }).strict();
export type SolutionInput = z.input<typeof solutionSchema>;
