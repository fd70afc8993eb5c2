import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { castVote, type VoteAnswer, type VoteTargetType } from '../../api-client/forum-writes';
import type { Vote } from '../../api-client/types';
import { topicKeys } from '../../api-client/topics';
import { patchReply, patchTopic, writeErrorMessage } from './forumCache';
import { voteTransition, type VoteDirection } from '@oyundev/domain';
import { t } from '../../i18n';

interface VoteState {
  score: number;
  userVote: Vote;
}

/**
 * A vote on a topic or a reply (forum spec §4): the transition is shown at once in every cached copy,
 * the server's answer then sets the exact figures, and a failure puts the previous ones back.
 */
export function useVote(targetType: VoteTargetType, targetId: number) {
  const queryClient = useQueryClient();

  const apply = (state: VoteState & Partial<Pick<VoteAnswer, 'upvoteCount' | 'downvoteCount'>>) => {
    if (targetType === 'topic') patchTopic(queryClient, targetId, () => state);
    else patchReply(queryClient, targetId, () => state);
  };

  return useMutation({
    mutationFn: ({ next }: { previous: VoteState; next: VoteState }) => castVote({ targetType, targetId, vote: next.userVote }),
    onMutate: async ({ next }) => {
      // A refetch landing now would overwrite the optimistic figure with the pre-vote one.
      await queryClient.cancelQueries({ queryKey: topicKeys.all, predicate: (q) => q.state.data !== undefined });
      apply(next);
    },
    onError: (error, { previous }) => {
      apply(previous);
      toast.error(writeErrorMessage(error, t('forum.vote.failed'), t('forum.vote.error')));
    },
    onSuccess: (answer) => {
      apply({ score: answer.score, userVote: answer.userVote, upvoteCount: answer.upvoteCount, downvoteCount: answer.downvoteCount });
    },
  });
}

/** The state after pressing `direction` on `current`. */
export function nextVoteState(current: VoteState, direction: VoteDirection): VoteState {
  const { next, delta } = voteTransition(current.userVote, direction);
  return { score: current.score + delta, userVote: next };
}
