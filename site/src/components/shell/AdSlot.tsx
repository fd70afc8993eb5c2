import { useAuth } from '../../auth/AuthProvider';
import { AD_SLOTS, showsAds } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './AdSlot.module.css';

export type AdSlotName = keyof typeof AD_SLOTS;

/**
 * A labelled placeholder box where an ad network would render. Rendered only once the session is known,
 * so a premium member never sees one flash by.
 */
export function AdSlot({ slot }: { slot: AdSlotName }) {
  const { status, user } = useAuth();
  if (status === 'loading' || !showsAds(user)) return null;
  const { width, height } = AD_SLOTS[slot];
  return (
    <aside
      className={`${styles.slot} ${styles[slot]}`}
      aria-label={t('ad.label')}
      data-ad-slot={slot}
      style={{ maxWidth: width, aspectRatio: `${width} / ${height}` }}
    >
      <span className={styles.label}>{t('ad.label')}</span>
      <span className={styles.size}>
        {width}×{height}
      </span>
    </aside>
  );
}
