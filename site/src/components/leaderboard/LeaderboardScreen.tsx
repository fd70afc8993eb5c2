import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { LEADERBOARD_PERIODS, formatNumber, leaderboardMedal, type LeaderboardPeriod } from '@oyundev/domain';
import { leaderboardQuery } from '../../api-client/leaderboard';
import { useViewer } from '../forum/useViewer';
import { Avatar } from '../common/Avatar';
import { EmptyState } from '../common/EmptyState';
import { LoadError } from '../common/LoadError';
import { Pager } from '../common/Pager';
import { InlineLoading } from '../shell/LoadingOverlay';
import { withQuery } from '../../hooks/useQueryParams';
import { t } from '../../i18n';
import * as styles from './Leaderboard.module.css';

const href = (period: LeaderboardPeriod, page = 1) =>
  withQuery('/liderlik', { period: period === 'overall' ? undefined : period, page: page > 1 ? page : undefined });

/** /liderlik: overall, weekly and monthly boards; top three with medals, the viewer's row highlighted. */
export function LeaderboardScreen({ period, page }: { period: LeaderboardPeriod; page: number }) {
  const { viewer, ready } = useViewer();
  const board = useQuery({ ...leaderboardQuery(period, page, viewer), enabled: ready });
  const mine = board.data?.meta.viewer ?? null;

  return (
    <div className="container page">
      <header className={styles.head}>
        <h1>{t('leaderboard.title')}</h1>
        <p className={styles.lead}>{t('leaderboard.lead')}</p>
      </header>
      <nav className={styles.periods} aria-label={t('leaderboard.periodsLabel')}>
        {LEADERBOARD_PERIODS.map((p) => (
          <Link key={p} to={href(p)} className={styles.period} aria-current={p === period ? 'page' : undefined}>
            {t(`leaderboard.${p}`)}
          </Link>
        ))}
      </nav>
      {viewer > 0 && board.data && (
        <p className={styles.mine} role="status">
          {mine
            ? t('leaderboard.yourPosition', { rank: formatNumber(mine.rank), points: formatNumber(mine.points) })
            : t('leaderboard.notRanked')}
        </p>
      )}
      {board.isPending ? (
        <InlineLoading />
      ) : board.isError ? (
        <LoadError message={t('leaderboard.failed')} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : board.data.data.length === 0 ? (
        <EmptyState icon="star" title={t('leaderboard.empty')} role="status" />
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.rank')}</th>
                <th scope="col">{t('leaderboard.member')}</th>
                <th scope="col" className={styles.num}>
                  {t('leaderboard.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.data.data.map((row) => {
                const isMe = row.member.id === viewer;
                const medal = leaderboardMedal(row.rank);
                return (
                  <tr key={row.member.id} className={isMe ? styles.me : undefined} aria-current={isMe ? 'true' : undefined}>
                    <td className={styles.rank}>
                      {medal ? (
                        <span
                          role="img"
                          aria-label={`${t(`leaderboard.medal.${medal}`)}, ${row.rank}`}
                          className={`${styles.medal} ${styles[medal]}`}
                        >
                          {row.rank}
                        </span>
                      ) : (
                        formatNumber(row.rank)
                      )}
                    </td>
                    <td>
                      <span className={styles.member}>
                        <Avatar username={row.member.username} avatarUrl={row.member.avatarUrl} size={32} />
                        <Link to={`/profil/${encodeURIComponent(row.member.username)}`}>{row.member.username}</Link>
                        <small>{row.member.level}</small>
                        {isMe && <span className="badge badge-accent">{t('leaderboard.you')}</span>}
                      </span>
                    </td>
                    <td className={styles.num}>{formatNumber(row.points)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <Pager
            page={board.data.meta.pagination.page}
            pageCount={board.data.meta.pagination.pageCount}
            hrefFor={(n) => href(period, n)}
            variant="window"
          />
        </>
      )}
    </div>
  );
}
