import { z } from 'zod';
import { FORUM_CATEGORY_GROUPS } from '../options';
import { authorSummarySchema, isoDateSchema, paginationSchema, voteValueSchema } from './common';
import { contentFacetsShape } from './discovery-facets';

// ── Categories ─────────────────────────────────────────────────────────────

export const categorySummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    icon: z.string().nullable(),
    color: z.string().nullable(),
    isPremium: z.boolean(),
  })
  .strict();
export type CategorySummary = z.infer<typeof categorySummarySchema>;

const groupValues = FORUM_CATEGORY_GROUPS.map((g) => g.value) as [
  (typeof FORUM_CATEGORY_GROUPS)[number]['value'],
  ...(typeof FORUM_CATEGORY_GROUPS)[number]['value'][],
];

/** GET /api/forum/categories[/:slug]. */
export const categorySchema = categorySummarySchema
  .extend({
    description: z.string(),
    group: z.enum(groupValues).nullable(),
    type: z.enum(['main', 'sub']),
    allowGuests: z.boolean(),
    requireApproval: z.boolean(),
    topicCount: z.number().int(),
    postCount: z.number().int(),
    lastActivityAt: isoDateSchema.nullable(),
    lastUser: z.object({ username: z.string() }).strict().nullable(),
    lastTopic: z.object({ slug: z.string(), title: z.string() }).strict().nullable(),
    sortOrder: z.number().int(),
  })
  .strict();
export type Category = z.infer<typeof categorySchema>;

// ── Topics ─────────────────────────────────────────────────────────────────

/** A topic in a list (GET /api/forum/topics). The viewer's own state is present only for a signed-in member. */
export const topicCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    author: authorSummarySchema.nullable(),
    category: categorySummarySchema.nullable(),
    tags: z.array(z.string()),
    score: z.number(),
    upvoteCount: z.number().int(),
    downvoteCount: z.number().int(),
    likeCount: z.number().int(),
    replyCount: z.number().int(),
    viewCount: z.number().int(),
    isPinned: z.boolean(),
    isClosed: z.boolean(),
    isResolved: z.boolean(),
    isFeatured: z.boolean(),
    createdAt: isoDateSchema,
    lastReplyAt: isoDateSchema.nullable(),
    /** The signed-in viewer's vote; absent for guests. */
    userVote: voteValueSchema.optional(),
    /** The signed-in viewer wrote the topic (no vote on one's own); absent for guests. */
    isAuthor: z.boolean().optional(),
  })
  .strict();
export type TopicCard = z.infer<typeof topicCardSchema>;

/** What the signed-in viewer did to / may do with a topic; absent for guests. */
export const topicViewerStateSchema = z
  .object({ userVote: voteValueSchema, liked: z.boolean(), isAuthor: z.boolean(), canModerate: z.boolean() })
  .strict();
export type TopicViewerState = z.infer<typeof topicViewerStateSchema>;

/** The signed-in viewer's own state on a topic card in a list; absent for guests. */
export const topicCardViewerStateSchema = topicViewerStateSchema.pick({ userVote: true, isAuthor: true });
export type TopicCardViewerState = z.infer<typeof topicCardViewerStateSchema>;

/** A topic page's topic (GET /api/forum/topics/:slug). */
export const topicDetailSchema = topicCardSchema
  .extend({
    /** null when `locked` (premium category, viewer not premium). */
    content: z.string().nullable(),
    locked: z.boolean(),
    /** The reply its author (or a moderator) chose as the solution. */
    solutionReplyId: z.number().int().nullable(),
    ...contentFacetsShape,
    /** Waiting for a moderator's approval; only its author and moderators see it. */
    pending: z.boolean().optional(),
    liked: z.boolean().optional(),
    canModerate: z.boolean().optional(),
  })
  .strict();
export type Topic = z.infer<typeof topicDetailSchema>;

// ── Replies ────────────────────────────────────────────────────────────────

/** What the signed-in viewer did to / may do with a reply; absent for guests. */
export const replyViewerStateSchema = z.object({ userVote: voteValueSchema, liked: z.boolean(), canEdit: z.boolean() }).strict();
export type ReplyViewerState = z.infer<typeof replyViewerStateSchema>;

/** GET /api/forum/topics/:slug/replies. A quoted reply deleted since keeps its place without its words. */
export const replyDetailSchema = z
  .object({
    id: z.number().int(),
    content: z.string(),
    author: authorSummarySchema.nullable(),
    createdAt: isoDateSchema,
    updatedAt: isoDateSchema,
    isEdited: z.boolean(),
    likeCount: z.number().int(),
    score: z.number(),
    upvoteCount: z.number().int(),
    downvoteCount: z.number().int(),
    replyTo: z
      .object({
        id: z.number().int(),
        author: z.object({ username: z.string() }).strict().nullable(),
        content: z.string(),
        isDeleted: z.boolean(),
      })
      .strict()
      .nullable(),
    userVote: voteValueSchema.optional(),
    liked: z.boolean().optional(),
    canEdit: z.boolean().optional(),
  })
  .strict();
export type Reply = z.infer<typeof replyDetailSchema>;

// ── The member's own (GET /api/forum/mine) ─────────────────────────────────

export const myTopicSchema = topicCardSchema.extend({ isApproved: z.boolean(), pending: z.boolean() }).strict();
export type MyTopic = z.infer<typeof myTopicSchema>;

export const myReplySchema = z
  .object({
    id: z.number().int(),
    content: z.string(),
    topic: z.object({ slug: z.string(), title: z.string() }).strict().nullable(),
    createdAt: isoDateSchema,
    likeCount: z.number().int(),
    score: z.number(),
    isEdited: z.boolean(),
  })
  .strict();
export type MyReply = z.infer<typeof myReplySchema>;

export const myForumSchema = z
  .object({
    topics: z.array(myTopicSchema),
    replies: z.array(myReplySchema),
    pagination: z.object({ topics: paginationSchema, replies: paginationSchema }).strict(),
  })
  .strict();
export type MyForum = z.infer<typeof myForumSchema>;

/** One step of a reply's edit history (moderators only). */
export const editHistoryEntrySchema = z
  .object({
    editor: z.object({ id: z.number().int(), username: z.string().nullable() }).strict().nullable(),
    editedAt: isoDateSchema.nullable(),
    previousContent: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .strict();
export type EditHistoryEntry = z.infer<typeof editHistoryEntrySchema>;

// ── Write answers ──────────────────────────────────────────────────────────

/** POST /api/forum/:replyId/like and /api/forum/topics/:id/like. */
export const likeAnswerSchema = z.object({ message: z.string(), likeCount: z.number().int(), liked: z.boolean().optional() }).strict();
export type LikeAnswer = z.infer<typeof likeAnswerSchema>;

/** POST /api/forum/votes. */
export const voteAnswerSchema = z
  .object({ score: z.number(), upvoteCount: z.number().int(), downvoteCount: z.number().int(), userVote: voteValueSchema })
  .strict();
export type VoteAnswer = z.infer<typeof voteAnswerSchema>;

/** POST /api/forum/:slug/reply. */
export const replyCreatedSchema = z.object({ data: replyDetailSchema, message: z.string(), replyCount: z.number().int() }).strict();
export type ReplyCreated = z.infer<typeof replyCreatedSchema>;

/** DELETE /api/forum/:replyId. */
export const replyDeletedSchema = z.object({ message: z.string(), replyCount: z.number().int() }).strict();
export type ReplyDeleted = z.infer<typeof replyDeletedSchema>;

/** POST /api/forum/topics. */
export const topicCreatedSchema = z.object({ data: topicDetailSchema, pending: z.boolean(), message: z.string() }).strict();
export type TopicCreated = z.infer<typeof topicCreatedSchema>;

/** POST /api/forum/topics/:slugOrId/view. */
export const topicViewAnswerSchema = z.object({ viewCount: z.number().int() }).strict();
export type TopicViewAnswer = z.infer<typeof topicViewAnswerSchema>;

/** GET /api/forum/mine on the wire: both lists in `data`, their paginations in `meta` (the site joins them). */
export const myForumAnswerSchema = z
  .object({
    data: myForumSchema.pick({ topics: true, replies: true }),
    meta: myForumSchema.pick({ pagination: true }),
  })
  .strict();

/**
 * GET /api/forum/topic-pages — a page of the topics a guest sees, newest first, each with its first page of
 * replies as a guest reads them: the static build's topic pages, many per request.
 */
export const topicPageSchema = z
  .object({ topic: topicDetailSchema, replies: z.object({ data: z.array(replyDetailSchema), pagination: paginationSchema }).strict() })
  .strict();
export type TopicPage = z.infer<typeof topicPageSchema>;
