import { z } from 'zod';
import { CONTENT_MAX, REPORT_REASON_MAX, SEARCH_QUERY_MAX, TOPIC_CONTENT_MIN, TOPIC_TITLE_MAX, TOPIC_TITLE_MIN } from '../constants';
import { msg } from '../messages';
import { REPORT_TYPES, SEARCH_TYPES, optionValues } from '../options';
import { normalizeTags } from '../tags';
import { contentFacets } from './discovery';
import { requiredString } from './shared';

// ── Forum ──────────────────────────────────────────────────────────────────

const categoryRequired = msg('validation.topic.categoryRequired');

export const topicSchema = z.object({
  title: requiredString(msg('validation.topic.titleRequired'))
    .trim()
    .min(1, msg('validation.topic.titleRequired'))
    .min(TOPIC_TITLE_MIN, msg('validation.topic.titleMin'))
    .max(TOPIC_TITLE_MAX, msg('validation.topic.titleMax')),
  content: requiredString(msg('validation.topic.contentRequired'))
    .trim()
    .min(1, msg('validation.topic.contentRequired'))
    .min(TOPIC_CONTENT_MIN, msg('validation.topic.contentMin'))
    .max(CONTENT_MAX, msg('validation.content.max')),
  // A select gives a string; an API client may send the numeric id.
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
  ...contentFacets,
});
export type TopicInput = z.input<typeof topicSchema>;
export type TopicData = z.output<typeof topicSchema>;

const replyToId = z.union([z.string().trim().min(1), z.number().int().positive()]);

export const replySchema = z.object({
  content: requiredString(msg('validation.reply.contentRequired'))
    .trim()
    .min(1, msg('validation.reply.contentRequired'))
    .max(CONTENT_MAX, msg('validation.content.max')),
  replyTo: replyToId.nullish().transform((v) => v ?? null),
});
export type ReplyInput = z.input<typeof replySchema>;
export type ReplyData = z.output<typeof replySchema>;

/** Editing a reply changes only its text, under the same rule as writing it. */
export const replyEditSchema = replySchema.pick({ content: true });
export type ReplyEditInput = z.input<typeof replyEditSchema>;

/** A database id in a request body: a positive integer (JSON number or digits), within PostgreSQL's integer. */
const entityId = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ required_error: msg('error.validation'), invalid_type_error: msg('error.validation') })
    .int(msg('error.validation'))
    .positive(msg('error.validation'))
    .max(2_147_483_647, msg('error.validation')),
);

const invalidOption = { errorMap: () => ({ message: msg('validation.option.invalid') }) };

/** The optional body of a like call (POST /api/forum/:replyId/like, …/topics/:id/like): absent → toggle, a boolean → that state. */
export const likeRequestSchema = z
  .object({ liked: z.boolean({ invalid_type_error: msg('error.validation') }).optional() })
  .optional()
  .nullable();
export type LikeRequest = z.input<typeof likeRequestSchema>;

/** The vote a member ends up with on a topic or reply (the §4 transition is computed by the caller). */
export const voteSchema = z.object({
  targetType: z.enum(['topic', 'reply'], invalidOption),
  targetId: entityId,
  vote: z.enum(['up', 'down', 'none'], invalidOption),
});
export type VoteInput = z.input<typeof voteSchema>;

/** A member's report on a topic or reply: why (type) and, optionally, in their words (reason). */
export const reportSchema = z.object({
  contentType: z.enum(['topic', 'reply'], invalidOption),
  contentId: entityId,
  type: z.enum(optionValues(REPORT_TYPES), { errorMap: () => ({ message: msg('validation.report.typeRequired') }) }),
  reason: z
    .string({ invalid_type_error: msg('error.validation') })
    .trim()
    .max(REPORT_REASON_MAX, msg('validation.text.max', { n: REPORT_REASON_MAX }))
    .nullish()
    .transform((v) => v ?? ''),
});
export type ReportInput = z.input<typeof reportSchema>;

/** What a moderator may change on a topic; at least one field. `category` is the slug to move it to. */
export const topicModerationSchema = z
  .object({
    isPinned: z.boolean({ invalid_type_error: msg('error.validation') }).optional(),
    isClosed: z.boolean({ invalid_type_error: msg('error.validation') }).optional(),
    isResolved: z.boolean({ invalid_type_error: msg('error.validation') }).optional(),
    isFeatured: z.boolean({ invalid_type_error: msg('error.validation') }).optional(),
    category: z
      .string({ invalid_type_error: msg('validation.option.invalid') })
      .trim()
      .min(1, msg('validation.option.invalid'))
      .max(100)
      .optional(),
    approve: z.literal(true, invalidOption).optional(),
  })
  .refine((patch) => Object.values(patch).some((v) => v !== undefined), msg('validation.moderation.empty'));
export type TopicModerationInput = z.input<typeof topicModerationSchema>;

export const searchQuerySchema = z.object({
  q: requiredString(msg('validation.search.required'))
    .trim()
    .min(1, msg('validation.search.required'))
    .max(SEARCH_QUERY_MAX, msg('validation.search.max')),
  type: z.enum(optionValues(SEARCH_TYPES)).catch('all'),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
