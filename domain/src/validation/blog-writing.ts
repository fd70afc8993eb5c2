import { z } from 'zod';
import { CONTENT_MAX, TOPIC_CONTENT_MIN, TOPIC_TITLE_MAX, TOPIC_TITLE_MIN } from '../constants';
import { msg } from '../messages';
import { normalizeTags } from '../tags';
import { contentFacets } from './discovery';
import { requiredString, shortText } from './shared';

// ── Member writing (/blog/yazi-yaz) ────────────────────────────────────────

/** Longest subtitle a member may give (the content type's column holds 300). */
export const BLOG_SUBTITLE_MAX = 300;

const categoryRequired = msg('blog.write.categoryRequired');

/**
 * A member's blog post as the writing form sends it, for a new draft or an edit of their own draft or rejected
 * post. Server-owned fields (author, slug, status, counters, isPremium, isFeatured, publishDate) are not
 * in the schema, so zod strips them: a member can never set them.
 */
export const blogDraftSchema = z.object({
  title: requiredString(msg('blog.write.titleRequired'))
    .trim()
    .min(1, msg('blog.write.titleRequired'))
    .min(TOPIC_TITLE_MIN, msg('blog.write.titleMin', { n: TOPIC_TITLE_MIN }))
    .max(TOPIC_TITLE_MAX, msg('blog.write.titleMax', { n: TOPIC_TITLE_MAX })),
  subtitle: z.preprocess((v) => (v === null || v === undefined ? '' : v), shortText(BLOG_SUBTITLE_MAX)),
  category: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), requiredString(categoryRequired).trim().min(1, categoryRequired)),
  tags: z
    .array(z.string(), { invalid_type_error: msg('error.validation') })
    .optional()
    .transform((tags, ctx) => {
      const result = normalizeTags(tags ?? []);
      if (result.ok) return result.tags;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: result.message });
      return z.NEVER;
    }),
  content: requiredString(msg('blog.write.contentRequired'))
    .trim()
    .min(1, msg('blog.write.contentRequired'))
    .min(TOPIC_CONTENT_MIN, msg('blog.write.contentMin', { n: TOPIC_CONTENT_MIN }))
    .max(CONTENT_MAX, msg('validation.content.max')),
  /** The id of an image the member uploaded (POST /api/upload); null takes the cover away. */
  coverImageId: z
    .union([z.number().int().positive(), z.null()], { invalid_type_error: msg('error.validation') })
    .optional()
    .transform((v) => v ?? null),
  ...contentFacets,
});
export type BlogDraftInput = z.input<typeof blogDraftSchema>;
export type BlogDraftData = z.output<typeof blogDraftSchema>;

/** POST /api/blog/mine and PUT /api/blog/mine/:id: the form, and whether to send it for review at once. */
export const blogDraftRequestSchema = blogDraftSchema.extend({
  submit: z
    .boolean({ invalid_type_error: msg('error.validation') })
    .optional()
    .transform((v) => v ?? false),
});
