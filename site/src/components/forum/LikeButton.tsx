import toast from '../shell/toast';
import { promptLogin } from '../../auth/promptLogin';
import { useAuth } from '../../auth/AuthProvider';
import { useLikeMutation } from '../../api-client/likes';
import type { ForumTarget } from '../../api-client/topics';
import { Icon } from '../common/Icon';
import { writeErrorMessage } from './writeErrorMessage';
import { formatScore } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './ReplyActions.module.css';

interface LikeButtonProps {
  targetType: ForumTarget;
  targetId: number;
  likeCount: number;
  liked?: boolean;
  /** One's own topic or reply cannot be liked. */
  own?: boolean;
  /**
   * The member's own state has not arrived yet (the page still shows the build's, a guest's, answer): the
   * button is off, so a press cannot act on a state that is not the member's.
   */
  waiting?: boolean;
}

/**
 * Like toggle (forum spec §7: POST /api/forum/{id}/like → {message, likeCount} for a reply; the same on a
 * topic). The count shown is always the server's; while the call is on its way the button waits.
 */
export function LikeButton({ targetType, targetId, likeCount, liked = false, own = false, waiting = false }: LikeButtonProps) {
  const { isAuthenticated, isLoading } = useAuth();
  const like = useLikeMutation(targetType, targetId, liked, {
    onError: (error) => {
      toast.error(writeErrorMessage(error, t('forum.like.failed'), t('forum.like.failed')));
    },
  });

  const press = () => {
    if (isLoading || waiting || like.isPending) return;
    if (!isAuthenticated) {
      promptLogin(t('common.likeLoginRequired'), 'like-login');
      return;
    }
    like.mutate();
  };

  return (
    <button
      type="button"
      className={`${styles.action} ${liked ? styles.liked : ''}`}
      aria-pressed={liked}
      aria-busy={like.isPending || undefined}
      disabled={own || waiting}
      title={t('forum.counts.likes', { n: likeCount })}
      onClick={press}
    >
      <Icon name="heart" size={15} />
      <span>{t('forum.like.button')}</span>
      <span className={styles.count}>
        <span className="visually-hidden">{t('forum.counts.likes', { n: likeCount })}</span>
        <span aria-hidden="true">{formatScore(likeCount)}</span>
      </span>
    </button>
  );
}
