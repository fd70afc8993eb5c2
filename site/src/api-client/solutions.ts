import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from './client';
import type { WriteHandlers } from './mutations';
import { patchTopic } from './topics';

/* Marking a reply as its topic's solution (POST /api/forum/replies/:id/solution). */

export interface SolutionAnswer {
  message: string;
  solutionReplyId: number | null;
  isResolved: boolean;
}

/** Marks (`true`) or unmarks (`false`) the reply; the topic's solution and resolved flag are the server's. */
export function useSolutionMutation(topicId: number, replyId: number, handlers: WriteHandlers<SolutionAnswer, boolean> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (solution: boolean) => (await http.post<SolutionAnswer>(`/api/forum/replies/${replyId}/solution`, { solution })).data,
    onSuccess: (answer, solution) => {
      patchTopic(queryClient, topicId, () => ({ solutionReplyId: answer.solutionReplyId, isResolved: answer.isResolved }));
      handlers.onSuccess?.(answer, solution);
    },
    onError: (error, solution) => handlers.onError?.(error, solution),
  });
}
