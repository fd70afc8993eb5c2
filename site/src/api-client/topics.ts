import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import { http, type Envelope } from './client';
import type { ApiTopicSort, Paged, Pagination, Reply, Topic, TopicCard } from './types';
import { PAGE_SIZES } from '@oyundev/domain';

export interface TopicListParams {
  category?: string;
  tag?: string;
  search?: string;
  sort?: ApiTopicSort;
  page?: number;
  pageSize?: number;
}

/** Drops empty values so that equal filters always give an equal query key. */
export function normaliseTopicListParams(params: TopicListParams): TopicListParams {
  const out: TopicListParams = { page: params.page && params.page > 0 ? params.page : 1 };
  if (params.category) out.category = params.category;
  if (params.tag) out.tag = params.tag;
  if (params.search?.trim()) out.search = params.search.trim();
  if (params.sort) out.sort = params.sort;
  out.pageSize = params.pageSize ?? PAGE_SIZES.forumTopics;
  return out;
}

/**
 * Who is reading: the member's id, or 0 for a guest. Topic lists, topics and replies carry the viewer's own
 * state (their vote, like, edit rights), so the viewer is part of those keys — logging in or out never shows
 * another viewer's state from the cache.
 */
export type Viewer = number;

export const topicKeys = {
  all: ['topics'] as const,
  lists: () => [...topicKeys.all, 'list'] as const,
  list: (params: TopicListParams, viewer: Viewer) => [...topicKeys.lists(), normaliseTopicListParams(params), { viewer }] as const,
  details: () => [...topicKeys.all, 'detail'] as const,
  /** Prefix of everything about one topic: the topic itself and every page of its replies. */
  detail: (slug: string) => [...topicKeys.details(), slug] as const,
  topic: (slug: string, viewer: Viewer) => [...topicKeys.detail(slug), 'topic', { viewer }] as const,
  allReplies: (slug: string) => [...topicKeys.detail(slug), 'replies'] as const,
  replies: (slug: string, page: number, viewer: Viewer) => [...topicKeys.allReplies(slug), { page, viewer }] as const,
  replyHistory: (replyId: number) => [...topicKeys.all, 'reply-history', replyId] as const,
};

export async function fetchTopics(params: TopicListParams): Promise<Paged<TopicCard>> {
  const res = await http.get<Envelope<TopicCard[], { pagination: Pagination }>>('/api/forum/topics', {
    params: normaliseTopicListParams(params),
  });
  return { data: res.data.data, pagination: res.data.meta!.pagination };
}

export async function fetchTopic(slugOrId: string): Promise<Topic> {
  const res = await http.get<Envelope<Topic>>(`/api/forum/topics/${encodeURIComponent(slugOrId)}`);
  return res.data.data;
}

export async function fetchReplies(slugOrId: string, page = 1): Promise<Paged<Reply>> {
  const res = await http.get<Envelope<Reply[], { pagination?: Pagination }>>(
    `/api/forum/topics/${encodeURIComponent(slugOrId)}/replies`,
    { params: { page } },
  );
  const data = res.data.data;
  const pagination = res.data.meta?.pagination ?? {
    page,
    pageSize: PAGE_SIZES.replies,
    pageCount: data.length ? page : 0,
    total: data.length,
  };
  return { data, pagination };
}

export interface ReplyEdit {
  editor: { id?: number; username: string } | null;
  editedAt: string;
  /** null for edits recorded without their text (seeded history). */
  previousContent: string | null;
  reason?: string | null;
}

/** A reply's edit history (moderators and admins only). */
export async function fetchReplyHistory(replyId: number): Promise<ReplyEdit[]> {
  const res = await http.get<Envelope<ReplyEdit[]>>(`/api/forum/replies/${replyId}/history`);
  return res.data.data;
}

/** A page of topic cards as `viewer` sees it: a member's cards carry their own vote and authorship. */
export const topicListQuery = (params: TopicListParams, viewer: Viewer) =>
  queryOptions({
    queryKey: topicKeys.list(params, viewer),
    queryFn: () => fetchTopics(params),
    placeholderData: keepPreviousData,
  });

export const topicDetailQuery = (slug: string, viewer: Viewer) =>
  queryOptions({ queryKey: topicKeys.topic(slug, viewer), queryFn: () => fetchTopic(slug) });

export const topicRepliesQuery = (slug: string, page: number, viewer: Viewer) =>
  queryOptions({ queryKey: topicKeys.replies(slug, page, viewer), queryFn: () => fetchReplies(slug, page) });

export const replyHistoryQuery = (replyId: number) =>
  queryOptions({ queryKey: topicKeys.replyHistory(replyId), queryFn: () => fetchReplyHistory(replyId), staleTime: 0 });
