import toast from 'react-hot-toast';
import { useAuth } from '../../auth/AuthProvider';
import { Icon } from '../common/Icon';
import { formatScore } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './VoteColumn.module.css';

/**
 * Score with up/down buttons. Voting needs a signed-in member; the cms has no vote route yet, so a
 * member's press only says the feature is coming (no local fake count).
 */
export function VoteColumn({ score, vertical = true }: { score: number; vertical?: boolean }) {
  const { isAuthenticated } = useAuth();
  const vote = () => {
    if (!isAuthenticated) toast.error(t('forum.vote.loginRequired'));
    else toast(t('common.featureComingSoon'));
  };
  return (
    <div className={`${styles.column} ${vertical ? '' : styles.horizontal}`}>
      <button type="button" className={styles.button} aria-label={t('forum.vote.up')} onClick={vote}>
        <Icon name="arrowUp" size={18} strokeWidth={2.5} />
      </button>
      <span className={`${styles.score} ${score > 0 ? styles.positive : score < 0 ? styles.negative : ''}`} title={t('forum.vote.score')}>
        {formatScore(score)}
      </span>
      <button type="button" className={styles.button} aria-label={t('forum.vote.down')} onClick={vote}>
        <Icon name="arrowDown" size={18} strokeWidth={2.5} />
      </button>
    </div>
  );
}
