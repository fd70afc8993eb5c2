import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TRENDING_PERIOD, TRENDING_PERIODS, formatNumber, isTrendingPeriod, type TrendingPeriod } from '@oyundev/domain';
import { trendingQuery } from '../../api-client/discover';
import { useQueryParams } from '../../hooks/useQueryParams';
import { useHydrated } from '../../hooks/useHydrated';
import { useViewer } from '../forum/useViewer';
import { PageIntro } from '../common/PageIntro';
import { EmptyState } from '../common/EmptyState';
import { LoadError } from '../common/LoadError';
import { InlineLoading } from '../shell/LoadingOverlay';
import { DiscoveryCard } from './DiscoveryCard';
import { t } from '../../i18n';
import * as styles from './Discover.module.css';

const href = (period: TrendingPeriod) => (period === DEFAULT_TRENDING_PERIOD ? '/trending' : `/trending?period=${period}`);

/** /trending?period=today|week|month — forum topics and blog posts ranked together by the period's activity. */
export function TrendingScreen({ search }: { search: string }) {
  const hydrated = useHydrated();
  const raw = useQueryParams(search).get('period');
  const period: TrendingPeriod = isTrendingPeriod(raw) ? raw : DEFAULT_TRENDING_PERIOD;
  const { viewer, ready } = useViewer();
  const ranked = useQuery({ ...trendingQuery(period, 'all', viewer), enabled: hydrated && ready });

  return (
    <div className="container page">
      <PageIntro title={t('trending.title')} lead={t('trending.lead')} />
      <nav className={styles.tabs} aria-label={t('trending.period.label')}>
        {TRENDING_PERIODS.map((p) => (
          <Link key={p.value} to={href(p.value)} className={styles.tab} aria-current={p.value === period ? 'page' : undefined}>
            {p.label}
          </Link>
        ))}
      </nav>
      {ranked.isError ? (
        <LoadError message={t('trending.loadFailed')} onRetry={() => void ranked.refetch()} retrying={ranked.isFetching} />
      ) : !ranked.data ? (
        <InlineLoading />
      ) : ranked.data.data.length === 0 ? (
        <EmptyState icon="flame" title={t('trending.empty')} body={t('trending.emptyBody')} role="status" />
      ) : (
        <ol className={styles.list} data-testid="trending-list">
          {ranked.data.data.map((row) => (
            <li key={`${row.item.type}-${row.item.id}`} className={styles.rankRow}>
              <span className={styles.rank} aria-hidden="true">
                #{row.rank}
              </span>
              <DiscoveryCard
                item={row.item}
                headingLevel={2}
                extra={
                  <p className={styles.activity}>
                    <strong>{t('trending.score', { score: formatNumber(row.score) })}</strong>
                    {' · '}
                    {t('trending.activity', {
                      votes: formatNumber(row.activity.votes),
                      likes: formatNumber(row.activity.likes),
                      replies: formatNumber(row.activity.replies),
                      comments: formatNumber(row.activity.comments),
                      views: formatNumber(row.activity.views),
                    })}
                  </p>
                }
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
