import { useEffect, useRef } from 'react';
import { queryOptions, keepPreviousData, useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { http, type Envelope } from './client';
import type { ApiTopicSort, Paged, Pagination, Reply, Topic, TopicCard } from './types';
import { readAgain, type WriteHandlers } from './mutations';
import { categoryKeys } from './categories';
import { mineKeys } from './mine';
import { PAGE_SIZES, type TopicModerationInput } from '@oyundev/domain';

/*
 * Forum topics: the key factory every forum answer lives under, the reads, the writes on a topic (create,
 * moderate, count a view) and the cache helpers that change a topic or a reply wherever it is cached.
 */

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
  // Without one the server pages by the admin's topicsPerPage (Site ayarları → İçerik).
  if (params.pageSize) out.pageSize = params.pageSize;
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
  const res = await http.get<Envelope<Reply[], { pagination?: Pagination }>>(`/api/forum/topics/${encodeURIComponent(slugOrId)}/replies`, {
    params: { page },
  });
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

// ── The cache: one topic or reply in every cached answer ───────────────────

/*
 * One topic or reply can sit in several cached answers at once (a list page, the topic itself, a page of
 * replies). These helpers change it everywhere it is cached, so an optimistic change and its rollback
 * show up on every screen alike. The key tells the shape: ['topics','list',…] is Paged<TopicCard>,
 * ['topics','detail',slug,'topic',…] a Topic, ['topics','detail',slug,'replies',…] Paged<Reply>.
 */

function isList(key: QueryKey) {
  return key[1] === 'list';
}
function isTopic(key: QueryKey) {
  return key[1] === 'detail' && key[3] === 'topic';
}
function isReplies(key: QueryKey) {
  return key[1] === 'detail' && key[3] === 'replies';
}

export function patchTopic(queryClient: QueryClient, topicId: number, patch: (topic: TopicCard) => Partial<Topic>): void {
  for (const [key, data] of queryClient.getQueriesData<unknown>({ queryKey: topicKeys.all })) {
    if (!data) continue;
    if (isTopic(key)) {
      const topic = data as Topic;
      if (topic.id === topicId) queryClient.setQueryData<Topic>(key, { ...topic, ...patch(topic) });
    } else if (isList(key)) {
      const page = data as Paged<TopicCard>;
      if (page.data.some((item) => item.id === topicId)) {
        queryClient.setQueryData<Paged<TopicCard>>(key, {
          ...page,
          data: page.data.map((item) => (item.id === topicId ? { ...item, ...patch(item) } : item)),
        });
      }
    }
  }
}

export function patchReply(queryClient: QueryClient, replyId: number, patch: (reply: Reply) => Partial<Reply>): void {
  for (const [key, data] of queryClient.getQueriesData<unknown>({ queryKey: topicKeys.all })) {
    if (!data || !isReplies(key)) continue;
    const page = data as Paged<Reply>;
    if (page.data.some((item) => item.id === replyId)) {
      queryClient.setQueryData<Paged<Reply>>(key, {
        ...page,
        data: page.data.map((item) => (item.id === replyId ? { ...item, ...patch(item) } : item)),
      });
    }
  }
}

/** A topic or a reply: what members vote on, like and report. */
export type ForumTarget = 'topic' | 'reply';

/** Changes a topic or a reply wherever it is cached. */
export function patchTarget(queryClient: QueryClient, targetType: ForumTarget, targetId: number, patch: Partial<Reply & Topic>): void {
  if (targetType === 'topic') patchTopic(queryClient, targetId, () => patch);
  else patchReply(queryClient, targetId, () => patch);
}

// ── Writes on a topic ──────────────────────────────────────────────────────

export interface TopicDraft {
  title: string;
  content: string;
  /** Category slug. */
  category: string;
  tags: string[];
  /** Discovery facets (domain `contentFacets`); null = not specified. */
  gameEngine?: string | null;
  skillLevel?: string | null;
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

/**
 * A new topic (POST /api/forum/topics). The answer is put in the cache as `viewer` sees it, so the new
 * topic opens at once on its live route (/forum/konu/<slug>) before any rebuild; lists, categories and the
 * member's own topics reload. `onSuccess` gets the topic as cached.
 */
export function useCreateTopic(viewer: Viewer, handlers: WriteHandlers<Topic & { message: string }, TopicDraft> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopic,
    onSuccess: (answer, input) => {
      const topic: Topic = { ...answer.data, isAuthor: true, pending: answer.pending || answer.data.pending };
      queryClient.setQueryData(topicKeys.topic(topic.slug, viewer), topic);
      void readAgain(queryClient, topicKeys.lists(), categoryKeys.all, mineKeys.all);
      handlers.onSuccess?.({ ...topic, message: answer.message }, input);
    },
    onError: handlers.onError,
  });
}

/**
 * A moderator's change to a topic (pin, close, resolve, feature, move, approve). The topic becomes the
 * server's answer everywhere it is cached — keeping the viewer's own state the answer may leave out —
 * and lists and categories reload.
 */
export function useModerateTopic(topicId: number, handlers: WriteHandlers<Topic, ModerationPatch> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ModerationPatch) => moderateTopic(topicId, patch),
    onSuccess: (updated, patch) => {
      patchTopic(queryClient, topicId, (current) => ({
        ...updated,
        canModerate: updated.canModerate ?? (current as Topic).canModerate,
        isAuthor: updated.isAuthor ?? (current as Topic).isAuthor,
        userVote: updated.userVote ?? current.userVote,
        pending: updated.pending ?? false,
      }));
      void readAgain(queryClient, topicKeys.lists(), categoryKeys.all);
      handlers.onSuccess?.(updated, patch);
    },
    onError: handlers.onError,
  });
}

/**
 * Counts one view per page load (the server counts a visitor once a day however often it arrives) and
 * shows the server's count; a view that could not be counted changes nothing the reader sees.
 */
export function useTopicView(topic: { id: number; slug: string }): void {
  const queryClient = useQueryClient();
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (viewed.current === topic.slug) return;
    viewed.current = topic.slug;
    recordTopicView(topic.slug)
      .then(({ viewCount }) => {
        if (typeof viewCount === 'number') patchTopic(queryClient, topic.id, () => ({ viewCount }));
      })
      .catch(() => {
        /* not counted: nothing to show */
      });
  }, [topic.slug, topic.id, queryClient]);
}
