import { promptLogin } from '../../auth/promptLogin';
import { useAuth } from '../../auth/AuthProvider';
import type { Vote } from '../../api-client/types';
import { nextVoteState, useVoteMutation, type VoteTargetType } from '../../api-client/votes';
import toast from '../shell/toast';
import { Icon } from '../common/Icon';
import { writeErrorMessage } from './writeErrorMessage';
import { formatScore, type VoteDirection } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './VoteColumn.module.css';

interface VoteColumnProps {
  targetType: VoteTargetType;
  targetId: number;
  score: number;
  userVote?: Vote;
  /** The viewer wrote it: nobody votes on their own topic or reply. */
  own?: boolean;
  vertical?: boolean;
  /** Off in lists: a zero score reads as a dash there (forum spec §9). */
  showZero?: boolean;
  /** The member's own vote has not arrived yet (the page shows the build's answer): the buttons are off. */
  waiting?: boolean;
}

/**
 * Score with up/down buttons (forum spec §4). Guests are told to log in; while one vote is on its way
 * further presses are ignored.
 */
export function VoteColumn({
  targetType,
  targetId,
  score,
  userVote = 'none',
  own = false,
  vertical = true,
  showZero = true,
  waiting = false,
}: VoteColumnProps) {
  const { isAuthenticated, isLoading } = useAuth();
  const vote = useVoteMutation(targetType, targetId, {
    onError: (error) => {
      toast.error(writeErrorMessage(error, t('forum.vote.failed'), t('forum.vote.error')));
    },
  });

  const press = (direction: VoteDirection) => {
    if (isLoading || waiting || vote.isPending) return;
    if (!isAuthenticated) {
      promptLogin(t('forum.vote.loginRequired'), 'vote-login');
      return;
    }
    const previous = { score, userVote };
    vote.mutate({ previous, next: nextVoteState(previous, direction) });
  };

  const ownTitle = own ? t('forum.vote.own') : undefined;
  return (
    <div
      className={`${styles.column} ${vertical ? '' : styles.horizontal}`}
      role="group"
      aria-label={t('forum.vote.group')}
      aria-busy={vote.isPending || undefined}
    >
      <button
        type="button"
        className={`${styles.button} ${userVote === 'up' ? styles.activeUp : ''}`}
        aria-label={t('forum.vote.up')}
        aria-pressed={userVote === 'up'}
        title={ownTitle}
        disabled={own || waiting}
        onClick={() => press('up')}
      >
        <Icon name="arrowUp" size={18} strokeWidth={2.5} />
      </button>
      <span className={`${styles.score} ${score > 0 ? styles.positive : score < 0 ? styles.negative : ''}`} title={t('forum.vote.score')}>
        <span className="visually-hidden">{t('forum.vote.score')} </span>
        {formatScore(score, { showZero })}
      </span>
      <button
        type="button"
        className={`${styles.button} ${userVote === 'down' ? styles.activeDown : ''}`}
        aria-label={t('forum.vote.down')}
        aria-pressed={userVote === 'down'}
        title={ownTitle}
        disabled={own || waiting}
        onClick={() => press('down')}
      >
        <Icon name="arrowDown" size={18} strokeWidth={2.5} />
      </button>
    </div>
  );
}
