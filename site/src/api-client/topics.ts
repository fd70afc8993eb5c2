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

export const topicKeys = {
  all: ['topics'] as const,
  lists: () => [...topicKeys.all, 'list'] as const,
  list: (params: TopicListParams) => [...topicKeys.lists(), normaliseTopicListParams(params)] as const,
  details: () => [...topicKeys.all, 'detail'] as const,
  detail: (slug: string) => [...topicKeys.details(), slug] as const,
  replies: (slug: string, page: number) => [...topicKeys.detail(slug), 'replies', { page }] as const,
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

export const topicListQuery = (params: TopicListParams) =>
  queryOptions({
    queryKey: topicKeys.list(params),
    queryFn: () => fetchTopics(params),
    placeholderData: keepPreviousData,
  });

export const topicDetailQuery = (slug: string) =>
  queryOptions({ queryKey: topicKeys.detail(slug), queryFn: () => fetchTopic(slug) });

export const topicRepliesQuery = (slug: string, page: number) =>
  queryOptions({ queryKey: topicKeys.replies(slug, page), queryFn: () => fetchReplies(slug, page) });
