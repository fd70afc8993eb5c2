import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '../constants';
import { SEARCH_RESULT_TYPES } from '../search';

/** `GET /api/search?q=&type=&page=&perType=` — the query string as the cms parses it (after trimming). */
export const searchRequestSchema = z.object({
  q: z.string().max(SEARCH_QUERY_MAX),
  type: z.enum(['all', ...SEARCH_RESULT_TYPES]).catch('all'),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  perType: z.coerce.number().int().min(1).max(10).catch(10),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

const summarySchema = z.object({ name: z.string(), slug: z.string() });

/** A forum topic or a blog post that matched. `snippet` never holds a premium body the viewer may not read. */
export const searchHitSchema = z.object({
  type: z.enum(['forum', 'blog']),
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  snippet: z.string(),
  category: summarySchema.nullable(),
  author: z.object({ username: z.string() }).nullable(),
  tags: z.array(z.string()),
  isPremium: z.boolean(),
  createdAt: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** A member that matched by username or full name. */
export const searchUserSchema = z.object({
  type: z.literal('users'),
  id: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  reputation: z.number().int(),
  createdAt: z.string(),
});
export type SearchUser = z.infer<typeof searchUserSchema>;

const group = <T extends z.ZodTypeAny>(item: T) => z.object({ total: z.number().int(), page: z.number().int(), items: z.array(item) });

export const searchAnswerSchema = z.object({
  query: z.string(),
  type: z.enum(['all', ...SEARCH_RESULT_TYPES]),
  /** Accent-free terms the screens highlight (domain `highlightParts`). */
  terms: z.array(z.string()),
  groups: z.object({
    forum: group(searchHitSchema).optional(),
    blog: group(searchHitSchema).optional(),
    users: group(searchUserSchema).optional(),
  }),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
