import { useQuery } from '@tanstack/react-query';
import { BADGE_CATEGORIES, formatDate, formatNumber, type BadgeListItem } from '@oyundev/domain';
import { badgesQuery } from '../../api-client/badges';
import { useViewer } from '../forum/useViewer';
import { BadgeIcon } from './BadgeIcon';
import { EmptyState } from '../common/EmptyState';
import { LoadError } from '../common/LoadError';
import { InlineLoading } from '../shell/LoadingOverlay';
import { t } from '../../i18n';
import * as styles from './Badges.module.css';

function BadgeCard({ badge, member }: { badge: BadgeListItem; member: boolean }) {
  const progress = badge.progress;
  return (
    <li id={badge.slug} className={`${styles.badge} ${styles[`rarity_${badge.rarity}`]} ${badge.earned ? styles.earned : ''}`}>
      <div className={styles.top}>
        <BadgeIcon icon={badge.icon} rarity={badge.rarity} size={44} />
        <div className={styles.title}>
          <h3>{badge.name}</h3>
          <p className={styles.meta}>
            <span className={styles.rarity}>{t(`badge.rarity.${badge.rarity}`)}</span>
            <span>{t('badges.reward', { n: formatNumber(badge.reward) })}</span>
          </p>
        </div>
        {badge.earned && <span className={styles.earnedMark}>{t('badges.earned')}</span>}
      </div>
      {badge.description && <p className={styles.description}>{badge.description}</p>}
      {badge.requirements.length > 0 && (
        <ul className={styles.requirements} aria-label={t('badges.requirements')}>
          {badge.requirements.map((r) => (
            <li key={r.text} className={r.completed ? styles.done : undefined}>
              <span aria-hidden="true">{r.completed ? '✓' : '○'}</span> {r.text}
              {member && <span className="visually-hidden">{r.completed ? t('badges.completed') : t('badges.notCompleted')}</span>}
            </li>
          ))}
        </ul>
      )}
      {progress && !badge.earned && (
        <div className={styles.progress}>
          <progress value={progress.current} max={progress.threshold} aria-label={t('badges.progressLabel', { name: badge.name })} />
          <span>{t('badges.progress', { current: formatNumber(progress.current), threshold: formatNumber(progress.threshold) })}</span>
        </div>
      )}
      <p className={styles.holders}>
        {badge.earnedAt ? t('badges.earnedOn', { date: formatDate(badge.earnedAt) }) + ' · ' : ''}
        {t('badges.holders', { n: formatNumber(badge.holders) })}
      </p>
    </li>
  );
}

/** /rozetler: every badge by category, with how many members hold it and the viewer's progress towards it. */
export function BadgesScreen() {
  const { viewer, ready } = useViewer();
  const list = useQuery({ ...badgesQuery(viewer), enabled: ready });
  const data = list.data?.data ?? [];
  const earned = data.filter((b) => b.earned).length;
  return (
    <div className="container page">
      <header className={styles.head}>
        <h1>{t('badges.title')}</h1>
        <p className={styles.lead}>{t('badges.lead')}</p>
        {viewer > 0 && list.data && (
          <p className={styles.mine} role="status">
            {t('badges.yourCount', { earned: formatNumber(earned), total: formatNumber(data.length) })}
          </p>
        )}
      </header>
      {list.isPending ? (
        <InlineLoading />
      ) : list.isError ? (
        <LoadError message={t('badges.failed')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : data.length === 0 ? (
        <EmptyState icon="star" title={t('badges.empty')} role="status" />
      ) : (
        BADGE_CATEGORIES.filter((c) => data.some((b) => b.category === c)).map((category) => (
          <section key={category} className={styles.category} aria-labelledby={`rozet-${category}`}>
            <h2 id={`rozet-${category}`}>{t(`badge.category.${category}`)}</h2>
            <ul className={styles.grid}>
              {data
                .filter((b) => b.category === category)
                .map((b) => (
                  <BadgeCard key={b.id} badge={b} member={viewer > 0} />
                ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
