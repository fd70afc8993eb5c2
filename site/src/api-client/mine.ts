import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http, type Envelope } from './client';
import type { Pagination, TopicCard } from './types';

/* The member's own topics and replies (GET /api/forum/mine) — the dashboard's lists. */

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
  const fallback = (items: unknown[]): Pagination => ({
    page,
    pageSize: items.length,
    pageCount: items.length ? page : 0,
    total: items.length,
  });
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
