import { z } from 'zod';
import { authorSummarySchema, isoDateSchema } from './common';

/** A reply to a comment (one level only: replies have no replies). */
export const blogCommentReplySchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    content: z.string(),
    author: authorSummarySchema.nullable(),
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
    isEdited: z.boolean(),
    likeCount: z.number().int(),
    /** With a token: the viewer's own like, and whether they may edit / delete it. */
    liked: z.boolean().optional(),
    canEdit: z.boolean().optional(),
    canDelete: z.boolean().optional(),
  })
  .strict();
export type BlogCommentReply = z.infer<typeof blogCommentReplySchema>;

/** GET /api/blog/posts/:slug/comments: top-level comments oldest first, each with its replies. */
export const blogCommentSchema = blogCommentReplySchema.extend({ replies: z.array(blogCommentReplySchema) }).strict();
export type BlogComment = z.infer<typeof blogCommentSchema>;
