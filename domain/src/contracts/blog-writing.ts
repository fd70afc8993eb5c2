import { z } from 'zod';
import { isoDateSchema } from './common';

/** Where a member's own post stands: saved, waiting for an editor, live, or refused (then editable again). */
export const BLOG_WRITE_STATUSES = ['draft', 'pending', 'published', 'rejected'] as const;
export type BlogWriteStatus = (typeof BLOG_WRITE_STATUSES)[number];

/** A status a member may still edit and (re)submit. */
export const isEditableBlogStatus = (status: BlogWriteStatus) => status === 'draft' || status === 'rejected';

/** GET /api/blog/mine and /api/blog/mine/:id: a member's own post, with what the writing form edits. */
export const myBlogPostSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    subtitle: z.string(),
    category: z.string().nullable(),
    tags: z.array(z.string()),
    content: z.string(),
    gameEngine: z.string().nullable(),
    skillLevel: z.string().nullable(),
    coverImage: z.object({ id: z.number().int(), url: z.string() }).strict().nullable(),
    status: z.enum(BLOG_WRITE_STATUSES),
    updatedAt: isoDateSchema,
  })
  .strict();
export type MyBlogPost = z.infer<typeof myBlogPostSchema>;

/** POST/PUT /api/blog/mine…: the saved post and the toast. */
export const myBlogPostAnswerSchema = z.object({ data: myBlogPostSchema, message: z.string() }).strict();
export type MyBlogPostAnswer = z.infer<typeof myBlogPostAnswerSchema>;
