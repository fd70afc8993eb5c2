import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from './client';
import type { Vote } from './types';
import type { WriteHandlers } from './mutations';
import { patchTarget, topicKeys, type ForumTarget } from './topics';
import { voteTransition, type VoteDirection } from '@oyundev/domain';

/* Votes on topics and replies (POST /api/forum/votes): the vote the member ends up with. */

export type VoteTargetType = ForumTarget;

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

export interface VoteState {
  score: number;
  userVote: Vote;
}

/** The state after pressing `direction` on `current`. */
export function nextVoteState(current: VoteState, direction: VoteDirection): VoteState {
  const { next, delta } = voteTransition(current.userVote, direction);
  return { score: current.score + delta, userVote: next };
}

/**
 * A vote on a topic or a reply (forum spec §4): the transition is shown at once in every cached copy,
 * the server's answer then sets the exact figures, and a failure puts the previous ones back.
 */
export function useVoteMutation(
  targetType: VoteTargetType,
  targetId: number,
  handlers: WriteHandlers<VoteAnswer, { previous: VoteState; next: VoteState }> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ next }: { previous: VoteState; next: VoteState }) => castVote({ targetType, targetId, vote: next.userVote }),
    onMutate: async ({ next }) => {
      // A refetch landing now would overwrite the optimistic figure with the pre-vote one.
      await queryClient.cancelQueries({ queryKey: topicKeys.all, predicate: (q) => q.state.data !== undefined });
      patchTarget(queryClient, targetType, targetId, next);
    },
    onError: (error, input) => {
      patchTarget(queryClient, targetType, targetId, input.previous);
      handlers.onError?.(error, input);
    },
    onSuccess: (answer, input) => {
      const { score, userVote, upvoteCount, downvoteCount } = answer;
      patchTarget(queryClient, targetType, targetId, { score, userVote, upvoteCount, downvoteCount });
      handlers.onSuccess?.(answer, input);
    },
  });
}
