import { navigate } from 'gatsby';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';
import * as styles from './StatusScreen.module.css';

export function ErrorScreen({ onRetry, onHome }: { onRetry(): void; onHome?(): void }) {
  return (
    <section className={`container ${styles.screen}`} role="alert">
      <span className={`${styles.icon} ${styles.danger}`} aria-hidden="true">
        <Icon name="alert" size={28} />
      </span>
      <h1>{t('errorScreen.title')}</h1>
      <p>{t('errorScreen.body')}</p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <Icon name="refresh" size={16} />
          {t('errorScreen.retry')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            onHome?.();
            void navigate('/');
          }}
        >
          <Icon name="home" size={16} />
          {t('errorScreen.home')}
        </button>
      </div>
    </section>
  );
}
