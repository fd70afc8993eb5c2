import { z } from 'zod';

/**
 * GET /api/blog/posts/:slug/state: a post's live counters and — with a token — the viewer's own like and
 * bookmark. The static page carries the build's counts; this brings them up to date after hydration.
 */
export const blogPostStateSchema = z
  .object({
    viewCount: z.number().int(),
    likeCount: z.number().int(),
    commentCount: z.number().int(),
    bookmarkCount: z.number().int(),
    shareCount: z.number().int(),
    liked: z.boolean(),
    bookmarked: z.boolean(),
  })
  .strict();
export type BlogPostState = z.infer<typeof blogPostStateSchema>;

/** POST /api/blog/posts/:slug/like. */
export const blogLikeAnswerSchema = z.object({ message: z.string(), likeCount: z.number().int(), liked: z.boolean() }).strict();
export type BlogLikeAnswer = z.infer<typeof blogLikeAnswerSchema>;

/** POST /api/blog/posts/:slug/bookmark. */
export const blogBookmarkAnswerSchema = z
  .object({ message: z.string(), bookmarkCount: z.number().int(), bookmarked: z.boolean() })
  .strict();
export type BlogBookmarkAnswer = z.infer<typeof blogBookmarkAnswerSchema>;

/** POST /api/blog/posts/:slug/share and /view. */
export const blogShareAnswerSchema = z.object({ shareCount: z.number().int() }).strict();
export const blogViewAnswerSchema = z.object({ viewCount: z.number().int() }).strict();
