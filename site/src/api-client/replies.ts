import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, type Envelope } from './client';
import type { Reply } from './types';
import { readAgain, type WriteHandlers } from './mutations';
import { patchReply, patchTopic, topicKeys } from './topics';

/*
 * Replies to a topic (forum writing contract): write, edit, delete. Reads of a topic's replies live with
 * the topic (topics.ts: topicRepliesQuery, replyHistoryQuery) because they share its key. Every call
 * rejects with the normalised ApiError, whose `message` is the Turkish text the cms chose.
 */

export interface ReplyCreated {
  data: Reply;
  message: string;
  replyCount: number;
}

export interface ReplyInput {
  content: string;
  replyTo: number | null;
}

export async function createReply(topicSlug: string, input: ReplyInput): Promise<ReplyCreated> {
  const res = await http.post<ReplyCreated>(`/api/forum/${encodeURIComponent(topicSlug)}/reply`, input);
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

interface TopicRef {
  id: number;
  slug: string;
  replyCount: number;
}

/**
 * Answers a topic (or one of its replies). The topic's reply count becomes the server's (one more when the
 * answer leaves it out) and its replies and the lists reload; a closed topic is marked closed. `onSuccess`
 * gets the answer with the count as applied.
 */
export function useReplyMutation(topic: TopicRef, handlers: WriteHandlers<ReplyCreated, ReplyInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReplyInput) => createReply(topic.slug, input),
    onSuccess: (answer, input) => {
      const replyCount = typeof answer.replyCount === 'number' ? answer.replyCount : topic.replyCount + 1;
      patchTopic(queryClient, topic.id, () => ({ replyCount, lastReplyAt: answer.data?.createdAt ?? null }));
      void readAgain(queryClient, topicKeys.allReplies(topic.slug), topicKeys.lists());
      handlers.onSuccess?.({ ...answer, replyCount }, input);
    },
    onError: (error, input) => {
      if (error.code === 'TOPIC_CLOSED') patchTopic(queryClient, topic.id, () => ({ isClosed: true }));
      handlers.onError?.(error, input);
    },
  });
}

/** Deletes a reply: the topic's reply count becomes the server's, its replies and the lists reload. */
export function useDeleteReply(replyId: number, topic: TopicRef, handlers: WriteHandlers<ReplyDeleted> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReply(replyId),
    onSuccess: (answer) => {
      const replyCount = typeof answer.replyCount === 'number' ? answer.replyCount : Math.max(0, topic.replyCount - 1);
      patchTopic(queryClient, topic.id, () => ({ replyCount }));
      void readAgain(queryClient, topicKeys.allReplies(topic.slug), topicKeys.lists());
      handlers.onSuccess?.({ ...answer, replyCount });
    },
    onError: (error) => handlers.onError?.(error),
  });
}

/** Edits a reply's text; the cached reply becomes the server's, keeping the viewer's own state it may leave out. */
export function useUpdateReply(replyId: number, handlers: WriteHandlers<Reply, string> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => updateReply(replyId, content),
    onSuccess: (updated, content) => {
      patchReply(queryClient, replyId, (current) => ({
        ...updated,
        userVote: updated.userVote ?? current.userVote,
        liked: updated.liked ?? current.liked,
        canEdit: updated.canEdit ?? current.canEdit,
        isEdited: updated.isEdited ?? true,
      }));
      handlers.onSuccess?.(updated, content);
    },
    onError: handlers.onError,
  });
}
