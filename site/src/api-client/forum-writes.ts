import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, type Envelope } from './client';
import type { Pagination, Reply, Topic, TopicCard, Vote } from './types';
import type { ReportType, TopicModerationInput } from '@oyundev/domain';

/*
 * What a member writes in the forum (the forum writing contract). Every call carries the session's
 * Bearer token (client.ts) and rejects with the normalised ApiError, whose `message` is the Turkish text
 * the cms chose — a screen shows it as it is.
 */

// ── Replies (the spec's three real calls keep their exact paths) ─────────────

export interface ReplyCreated {
  data: Reply;
  message: string;
  replyCount: number;
}

export async function createReply(topicSlug: string, input: { content: string; replyTo: number | null }): Promise<ReplyCreated> {
  const res = await http.post<ReplyCreated>(`/api/forum/${encodeURIComponent(topicSlug)}/reply`, input);
  return res.data;
}

export interface LikeAnswer {
  message: string;
  likeCount: number;
  liked?: boolean;
}

/** Toggles the member's like on a reply; the count is the server's. */
export async function toggleReplyLike(replyId: number): Promise<LikeAnswer> {
  const res = await http.post<LikeAnswer>(`/api/forum/${replyId}/like`);
  return res.data;
}

/** The same toggle on a topic. */
export async function toggleTopicLike(topicId: number): Promise<LikeAnswer> {
  const res = await http.post<LikeAnswer>(`/api/forum/topics/${topicId}/like`);
  return res.data;
}

export interface ReplyDeleted {
  message: string;
  replyCount: number;
}

export async function deleteReply(replyId: number): Promise<ReplyDeleted> {
  const res = await http.delete<ReplyDeleted>(`/api/forum/${replyId}`);
  return res.data;
}

export async function updateReply(replyId: number, content: string): Promise<Reply> {
  const res = await http.put<Envelope<Reply>>(`/api/forum/replies/${replyId}`, { content });
  return res.data.data;
}

// ── Votes ──────────────────────────────────────────────────────────────────

export type VoteTargetType = 'topic' | 'reply';

export interface VoteInput {
  targetType: VoteTargetType;
  targetId: number;
  /** The vote the member ends up with (the transition is computed by the caller). */
  vote: Vote;
}

export interface VoteAnswer {
  score: number;
  upvoteCount: number;
  downvoteCount: number;
  userVote: Vote;
}

export async function castVote(input: VoteInput): Promise<VoteAnswer> {
  const res = await http.post<VoteAnswer>('/api/forum/votes', input);
  return res.data;
}

// ── Topics ─────────────────────────────────────────────────────────────────

export interface TopicDraft {
  title: string;
  content: string;
  /** Category slug. */
  category: string;
  tags: string[];
}

export interface TopicCreated {
  data: Topic;
  /** The category requires approval: only the author and moderators see the topic until approved. */
  pending: boolean;
  message: string;
}

export async function createTopic(input: TopicDraft): Promise<TopicCreated> {
  const res = await http.post<TopicCreated>('/api/forum/topics', input);
  return res.data;
}

/** The moderation PATCH body: the domain's topicModerationSchema input. */
export type ModerationPatch = TopicModerationInput;

export async function moderateTopic(topicId: number, patch: ModerationPatch): Promise<Topic> {
  const res = await http.patch<Envelope<Topic>>(`/api/forum/topics/${topicId}/moderation`, patch);
  return res.data.data;
}

/** Counts one view of the topic; the server counts a visitor once per Istanbul day. */
export async function recordTopicView(slugOrId: string): Promise<{ viewCount: number }> {
  const res = await http.post<{ viewCount: number }>(`/api/forum/topics/${encodeURIComponent(slugOrId)}/view`);
  return res.data;
}

// ── Reports ────────────────────────────────────────────────────────────────

export interface ReportInput {
  contentType: VoteTargetType;
  contentId: number;
  type: ReportType;
  reason: string;
}

export async function sendReport(input: ReportInput): Promise<{ message: string }> {
  const res = await http.post<{ message: string }>('/api/forum/reports', input);
  return res.data;
}

// ── The member's own ───────────────────────────────────────────────────────

export type MyTopic = TopicCard & { pending?: boolean; isApproved?: boolean };

export interface MyReply {
  id: number;
  content: string;
  topic: { slug: string; title: string } | null;
  createdAt: string;
  likeCount: number;
  score: number;
}

export interface MyForum {
  topics: MyTopic[];
  replies: MyReply[];
  pagination: { topics: Pagination; replies: Pagination };
}

export const mineKeys = {
  all: ['forum-mine'] as const,
  page: (viewer: number, page: number) => ['forum-mine', { viewer, page }] as const,
};

/** The member's own topics and replies, newest first; both lists page together (`page`). */
export async function fetchMine(page: number): Promise<MyForum> {
  const res = await http.get<Envelope<Omit<MyForum, 'pagination'>, { pagination?: Partial<MyForum['pagination']> }>>('/api/forum/mine', {
    params: { page },
  });
  const { topics, replies } = res.data.data;
  const fallback = (items: unknown[]): Pagination => ({ page, pageSize: items.length, pageCount: items.length ? page : 0, total: items.length });
  return {
    topics,
    replies,
    pagination: {
      topics: res.data.meta?.pagination?.topics ?? fallback(topics),
      replies: res.data.meta?.pagination?.replies ?? fallback(replies),
    },
  };
}

export const mineQuery = (viewer: number, page: number) =>
  queryOptions({ queryKey: mineKeys.page(viewer, page), queryFn: () => fetchMine(page), placeholderData: keepPreviousData });
