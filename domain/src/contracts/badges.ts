import { z } from 'zod';
import { BADGE_CATEGORIES, BADGE_RARITIES } from '../levels';
import { isoDateSchema } from './common';

/** One badge of GET /api/badges: the definition, how many members hold it, and the viewer's progress. */
export const badgeListItemSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    icon: z.string().nullable(),
    category: z.enum(BADGE_CATEGORIES),
    rarity: z.enum(BADGE_RARITIES),
    reward: z.number().int(),
    holders: z.number().int(),
    /** The viewer holds it (always false for a guest). */
    earned: z.boolean(),
    earnedAt: isoDateSchema.nullable(),
    requirements: z.array(z.object({ text: z.string(), completed: z.boolean() }).strict()),
    /** Towards an automatic badge (domain BADGE_RULES), for a member; null for guests and hand-given badges. */
    progress: z.object({ current: z.number().int(), threshold: z.number().int(), percent: z.number().int() }).strict().nullable(),
  })
  .strict();
export type BadgeListItem = z.infer<typeof badgeListItemSchema>;

/** GET /api/badges — every badge, by category then rarity. */
export const badgeListAnswerSchema = z
  .object({ data: z.array(badgeListItemSchema), meta: z.object({ members: z.number().int() }).strict() })
  .strict();
export type BadgeListAnswer = z.infer<typeof badgeListAnswerSchema>;
