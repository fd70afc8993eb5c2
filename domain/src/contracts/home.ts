import { z } from 'zod';
import { authorSummarySchema, isoDateSchema } from './common';
import { featuredImageSchema } from './blog';
import { HOME_FEED_TABS } from '../ranking';

const tabValues = HOME_FEED_TABS.map((t) => t.value) as ['hot', 'new', 'top'];

/** One item of the home feed (GET /api/home/feed): a forum topic (`main`) or a blog post (`blog`). */
export const feedItemSchema = z
  .object({
    type: z.enum(['main', 'blog']),
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** Plain text, at most 200 characters plus an ellipsis; a locked premium post shows only its public preview. */
    excerpt: z.string(),
    featuredImage: featuredImageSchema.nullable(),
    author: authorSummarySchema.nullable(),
    category: z.object({ name: z.string(), slug: z.string(), color: z.string().nullable() }).strict().nullable(),
    tags: z.array(z.string()),
    isPinned: z.boolean(),
    isTrending: z.boolean(),
    isPremium: z.boolean(),
    stats: z
      .object({
        score: z.number(),
        likes: z.number().int(),
        dislikes: z.number().int(),
        replies: z.number().int(),
        comments: z.number().int(),
        views: z.number().int(),
        readTime: z.number().nullable(),
      })
      .strict(),
    /** likes − dislikes + 0.5 × replies or comments (forum spec §4). */
    hotScore: z.number(),
    createdAt: isoDateSchema,
  })
  .strict();
export type FeedItem = z.infer<typeof feedItemSchema>;

/** GET /api/home/feed?tab=&page=&source=: one page of the merged feed. */
export const homeFeedSchema = z
  .object({
    data: z.array(feedItemSchema),
    meta: z.object({ tab: z.enum(tabValues), page: z.number().int(), hasMore: z.boolean(), source: z.string().nullable() }).strict(),
  })
  .strict();
export type HomeFeed = z.infer<typeof homeFeedSchema>;

/** GET /api/home/summary: the site counters and the sidebar lists. */
export const homeSummarySchema = z
  .object({
    counters: z
      .object({ members: z.number().int(), topics: z.number().int(), blogPosts: z.number().int(), activeToday: z.number().int() })
      .strict(),
    popularCategories: z.array(
      z
        .object({
          name: z.string(),
          slug: z.string(),
          icon: z.string().nullable(),
          color: z.string().nullable(),
          topicCount: z.number().int(),
        })
        .strict(),
    ),
    trending: z.array(
      z.object({ id: z.number().int(), slug: z.string(), title: z.string(), replyCount: z.number().int(), score: z.number() }).strict(),
    ),
  })
  .strict();
export type HomeSummary = z.infer<typeof homeSummarySchema>;
