import { z } from 'zod';
import {
  CONTENT_SKILL_LEVELS,
  DISCOVERY_CATEGORY_VALUES,
  DISCOVERY_SORT_VALUES,
  DISCOVERY_TYPES,
  GAME_ENGINES,
  TRENDING_PERIODS,
} from '../discovery';
import { paginationSchema } from './common';

/** A forum topic or a blog post as /discover and /trending list it (no body: the excerpt is public text). */
export const discoveryItemSchema = z
  .object({
    type: z.enum(['forum', 'blog']),
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    category: z.object({ name: z.string(), slug: z.string() }).strict().nullable(),
    discoveryCategory: z.enum(DISCOVERY_CATEGORY_VALUES).nullable(),
    author: z.object({ username: z.string() }).strict().nullable(),
    gameEngine: z.enum(GAME_ENGINES).nullable(),
    skillLevel: z.enum(CONTENT_SKILL_LEVELS).nullable(),
    /** The item's activity over the last week reaches TRENDING_FLAG_MIN_SCORE. */
    trending: z.boolean(),
    isPremium: z.boolean(),
    stats: z.object({ views: z.number().int(), likes: z.number().int(), replies: z.number().int() }).strict(),
    createdAt: z.string(),
  })
  .strict();
export type DiscoveryItem = z.infer<typeof discoveryItemSchema>;

const facetsSchema = z
  .object({
    type: z.enum(DISCOVERY_TYPES),
    sort: z.enum(DISCOVERY_SORT_VALUES),
    engines: z.array(z.enum(GAME_ENGINES)),
    levels: z.array(z.enum(CONTENT_SKILL_LEVELS)),
    categories: z.array(z.enum(DISCOVERY_CATEGORY_VALUES)),
  })
  .strict();

/** `GET /api/discover?type=&sort=&engine=&level=&category=&page=`: the page of items and the filters applied. */
export const discoveryAnswerSchema = z
  .object({ data: z.array(discoveryItemSchema), meta: z.object({ pagination: paginationSchema, filters: facetsSchema }).strict() })
  .strict();
export type DiscoveryAnswer = z.infer<typeof discoveryAnswerSchema>;

export const trendingActivitySchema = z
  .object({
    votes: z.number().int(),
    likes: z.number().int(),
    replies: z.number().int(),
    comments: z.number().int(),
    views: z.number().int(),
  })
  .strict();

/** One ranked item of /trending: the item, its score over the period and the activity behind it. */
export const trendingItemSchema = z
  .object({ rank: z.number().int(), score: z.number(), activity: trendingActivitySchema, item: discoveryItemSchema })
  .strict();
export type TrendingItem = z.infer<typeof trendingItemSchema>;

/** `GET /api/trending?period=&type=&limit=`. */
export const trendingAnswerSchema = z
  .object({
    data: z.array(trendingItemSchema),
    meta: z.object({ period: z.enum(TRENDING_PERIODS.map((p) => p.value) as ['today', 'week', 'month']), since: z.string() }).strict(),
  })
  .strict();
export type TrendingAnswer = z.infer<typeof trendingAnswerSchema>;
