import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, formatPercent, type AdminActivity, type AdminDashboard } from '@oyundev/domain';
import { adminDashboardQuery } from '../../api-client/admin';
import { LoadError } from '../common/LoadError';
import { InlineLoading } from '../shell/LoadingOverlay';
import { t, type MessageKey } from '../../i18n';
import * as styles from './Admin.module.css';
import { TrendChart, weekday } from './TrendChart';

/** -100 → '-%100' as one word: a word joiner keeps the sign from ending a line alone. */
const changeText = (percent: number) => formatPercent(percent / 100).replace('-', '-\u2060');

const ACTIVITY: Record<AdminActivity['type'], MessageKey> = {
  user_joined: 'admin.activity.userJoined',
  new_topic: 'admin.activity.newTopic',
  report: 'admin.activity.report',
  blog_post: 'admin.activity.blogPost',
};

/** /admin: the four cards, today's summary, three 7-day series and recent activity (forum spec §2). */
export function DashboardScreen() {
  const query = useQuery(adminDashboardQuery());
  if (query.isPending) return <InlineLoading />;
  if (query.isError) return <LoadError message={t('admin.loadFailed')} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  const d = query.data;
  const cards: Array<[MessageKey, AdminDashboard['users'], string]> = [
    ['admin.dashboard.totalUsers', d.users, '/admin/users'],
    ['admin.dashboard.totalTopics', d.topics, '/admin/content'],
    ['admin.dashboard.totalPosts', d.posts, '/admin/content'],
    ['admin.dashboard.pendingReports', d.pendingReports, '/admin/reports'],
  ];
  const series: Array<[MessageKey, number[]]> = [
    ['admin.dashboard.signupsChart', d.trend.signups],
    ['admin.dashboard.postsChart', d.trend.posts],
    ['admin.dashboard.viewsChart', d.trend.views],
  ];
  return (
    <section className={styles.screen} aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title" className={styles.title}>
        {t('admin.nav.dashboard')}
      </h1>
      <ul className={styles.statGrid}>
        {cards.map(([label, card, to]) => (
          <li key={label}>
            <Link to={to} className={styles.stat}>
              <span className={styles.muted}>{t(label)}</span>
              <strong className={styles.statValue}>{card.total.toLocaleString('tr-TR')}</strong>
              <span className={styles.muted}>
                {card.change === null
                  ? t('admin.dashboard.noChange')
                  : t('admin.dashboard.changeLabel', { change: changeText(card.change) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className={styles.subtitle}>{t('admin.dashboard.today')}</h2>
      <dl className={styles.statGrid}>
        {(
          [
            ['admin.dashboard.newMembers', d.today.signups],
            ['admin.dashboard.newPosts', d.today.posts],
            ['admin.dashboard.activeUsers', d.today.activeUsers],
            ['admin.dashboard.pageViews', d.today.pageViews],
          ] as Array<[MessageKey, number]>
        ).map(([label, n]) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.muted}>{t(label)}</dt>
            <dd className={styles.statValue}>{n.toLocaleString('tr-TR')}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.chartGrid}>
        {series.map(([label, values]) => {
          const max = Math.max(1, ...values);
          return (
            <figure key={label} className={styles.stat}>
              <figcaption>
                <strong>{t(label)}</strong> <span className={styles.muted}>{t('admin.dashboard.last7')}</span>
              </figcaption>
              <TrendChart labels={d.trend.days.map(weekday)} values={values}>
                <table className={styles.bars}>
                  <tbody>
                    {values.map((v, i) => (
                      <tr key={d.trend.days[i]}>
                        <th scope="row">{weekday(d.trend.days[i])}</th>
                        <td>
                          <span className={styles.bar} style={{ width: `${(v / max) * 100}%` }} />
                        </td>
                        <td>{v}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TrendChart>
            </figure>
          );
        })}
      </div>
      <div className={styles.toolbar}>
        <h2 className={styles.subtitle}>{t('admin.dashboard.recentActivity')}</h2>
        <span className={styles.spacer} />
        <Link to="/admin/reports">{t('admin.dashboard.seeAll')}</Link>
      </div>
      <ul className={styles.cards}>
        {d.recent.map((a) => (
          <li key={`${a.type}-${a.at}-${a.name}`} className={styles.activity}>
            <span>{t(ACTIVITY[a.type], { name: a.name, title: a.title ?? '' })}</span>
            <span className={styles.muted}>{formatDateTime(a.at)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
