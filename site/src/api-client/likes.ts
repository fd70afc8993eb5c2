import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from './client';
import type { WriteHandlers } from './mutations';
import { patchTarget, type ForumTarget } from './topics';

/* Likes on replies (POST /api/forum/:replyId/like) and topics (POST /api/forum/topics/:id/like). */

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

/**
 * Toggles a like; the count shown is always the server's (no optimistic guess), set in every cached copy.
 * `liked` is what the viewer had before pressing, used when the answer does not say.
 */
export function useLikeMutation(targetType: ForumTarget, targetId: number, liked: boolean, handlers: WriteHandlers<LikeAnswer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (targetType === 'reply' ? toggleReplyLike(targetId) : toggleTopicLike(targetId)),
    onSuccess: (answer) => {
      patchTarget(queryClient, targetType, targetId, { likeCount: answer.likeCount, liked: answer.liked ?? !liked });
      handlers.onSuccess?.(answer);
    },
    onError: (error) => handlers.onError?.(error),
  });
}
