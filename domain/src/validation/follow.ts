import { z } from 'zod';

/**
 * POST /api/profiles/:username/follow: `{following: true}` follows, `{following: false}` unfollows (both
 * harmless to repeat); an empty body toggles.
 */
export const followSchema = z.object({ following: z.boolean().optional() }).strict();
export type FollowInput = z.input<typeof followSchema>;
