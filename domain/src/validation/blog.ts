import { z } from 'zod';
import { CONTENT_MAX } from '../constants';
import { msg } from '../messages';
import { requiredString } from './shared';
import { reportSchema } from './forum';

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

// ── Blog comments ──────────────────────────────────────────────────────────

const commentContent = requiredString(msg('comment.contentRequired'))
  .trim()
  .min(1, msg('comment.contentRequired'))
  .max(CONTENT_MAX, msg('validation.content.max'));

/** A comment on a post, or (with `parentId`) a reply to a top-level comment of the same post. */
export const blogCommentInputSchema = z.object({
  content: commentContent,
  parentId: z
    .union([z.number().int().positive(), z.null()], { invalid_type_error: msg('error.validation') })
    .optional()
    .transform((v) => v ?? null),
});
export type BlogCommentInput = z.input<typeof blogCommentInputSchema>;

export const blogCommentEditSchema = z.object({ content: commentContent });
export type BlogCommentEditInput = z.input<typeof blogCommentEditSchema>;

/** POST /api/blog/comments/:id/report: the same reasons as a forum report. */
export const blogCommentReportSchema = reportSchema.pick({ type: true, reason: true });
export type BlogCommentReportInput = z.input<typeof blogCommentReportSchema>;
