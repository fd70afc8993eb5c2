import { z } from 'zod';
import { msg } from '../messages';

// ── Blog post reader ───────────────────────────────────────────────────────

/** Where a reader shared a post: the three networks of the share menu, or a copied link. */
export const SHARE_NETWORKS = ['twitter', 'facebook', 'linkedin', 'copy'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const blogShareSchema = z.object({
  network: z.enum(SHARE_NETWORKS, { errorMap: () => ({ message: msg('error.validation') }) }),
});
export type BlogShareInput = z.input<typeof blogShareSchema>;

/** A like or bookmark button says the state it wants (`{liked}` / `{bookmarked}`); without it the call toggles. */
export const blogLikeSchema = z.object({ liked: z.boolean({ invalid_type_error: msg('error.validation') }).optional() });
export const blogBookmarkSchema = z.object({ bookmarked: z.boolean({ invalid_type_error: msg('error.validation') }).optional() });
