import { z } from 'zod';
import { isoDateSchema } from './common';

/** Saved items a page of /kaydedilenler shows (newest first). */
export const SAVED_PAGE_SIZE = 15;

/** GET /api/bookmarks: one of the member's saved topics or blog posts, with where it lives. */
export const savedItemSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(['topic', 'blog-post']),
    title: z.string(),
    subtitle: z.string().nullable(),
    slug: z.string(),
    url: z.string(),
    savedAt: isoDateSchema,
  })
  .strict();
export type SavedItem = z.infer<typeof savedItemSchema>;
