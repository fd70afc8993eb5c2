import { Link } from 'gatsby';
import type { UseQueryResult } from '@tanstack/react-query';
import { ANALYTICS_RANGES, type AdminAnalytics, type AnalyticsRange } from '@oyundev/domain';
import { LoadError } from '../common/LoadError';
import { t, type MessageKey } from '../../i18n';
import * as styles from './Admin.module.css';
import { TrendChart, weekday } from './TrendChart';

const number = (n: number) => n.toLocaleString('tr-TR');

/** The 'Site Analitikleri' tab (forum spec §2): range, four cards, user growth, categories, top lists, hours. */
export function AnalyticsTab({
  range,
  onRange,
  query,
}: {
  range: AnalyticsRange;
  onRange(range: AnalyticsRange): void;
  query: UseQueryResult<AdminAnalytics>;
}) {
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <label className={styles.inline}>
          {t('admin.analytics.rangeLabel')}
          <select className="input" value={range} onChange={(e) => onRange(e.target.value as AnalyticsRange)}>
            {ANALYTICS_RANGES.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <p role="status">{t('admin.reports.loading')}</p>
      ) : query.isError ? (
        <LoadError message={t('admin.loadFailed')} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : (
        <Figures a={query.data} />
      )}
    </div>
  );
}

function Figures({ a }: { a: AdminAnalytics }) {
  const o = a.overview;
  const cards: Array<[MessageKey, number, string]> = [
    ['admin.dashboard.totalUsers', o.totalUsers, t('admin.analytics.newUsers', { n: number(o.newUsers) })],
    ['admin.dashboard.activeUsers', o.activeUsers, ''],
    ['admin.dashboard.totalPosts', o.totalPosts, t('admin.analytics.today', { n: number(o.todayPosts) })],
    ['admin.dashboard.pageViews', o.pageViews, t('admin.analytics.today', { n: number(o.todayViews) })],
  ];
  const growthLabels = a.userGrowth.labels.map(weekday);
  const hours = a.trends.dailyActivity;
  const maxPosts = Math.max(1, ...a.contentStats.posts);
  return (
    <>
      <dl className={styles.statGrid}>
        {cards.map(([label, value, note]) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.muted}>{t(label)}</dt>
            <dd className={styles.statValue}>{number(value)}</dd>
            {note && <dd className={styles.muted}>{note}</dd>}
          </div>
        ))}
      </dl>
      <div className={styles.chartGrid}>
        <figure className={styles.stat}>
          <figcaption>
            <strong>{t('admin.analytics.userGrowthTitle')}</strong> <span className={styles.muted}>{t('admin.analytics.userGrowth')}</span>
          </figcaption>
          <TrendChart labels={growthLabels} values={a.userGrowth.data}>
            <table className={styles.bars}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.table.date')}</th>
                  <th scope="col">{t('admin.analytics.members')}</th>
                </tr>
              </thead>
              <tbody>
                {a.userGrowth.data.map((v, i) => (
                  <tr key={a.userGrowth.labels[i]}>
                    <th scope="row">{growthLabels[i]}</th>
                    <td>{number(v)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TrendChart>
        </figure>
        <figure className={styles.stat}>
          <figcaption>
            <strong>{t('admin.analytics.hourlyActivity')}</strong>
          </figcaption>
          <TrendChart
            labels={hours.map((h) => h.time)}
            values={hours.map((h) => h.posts)}
            extra={hours.map((h) => h.users)}
            legend={[t('admin.analytics.posts'), t('admin.analytics.activeMembers')]}
          >
            <table className={styles.bars}>
              <thead>
                <tr>
                  <th scope="col">{t('admin.analytics.hour')}</th>
                  <th scope="col">{t('admin.analytics.posts')}</th>
                  <th scope="col">{t('admin.analytics.activeMembers')}</th>
                </tr>
              </thead>
              <tbody>
                {hours.map((h) => (
                  <tr key={h.time}>
                    <th scope="row">{h.time}</th>
                    <td>{h.posts}</td>
                    <td>{h.users}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TrendChart>
        </figure>
      </div>
      <section className={styles.stat} aria-labelledby="analytics-categories">
        <h2 id="analytics-categories" className={styles.subtitle}>
          {t('admin.analytics.categoryDistribution')}
        </h2>
        {a.contentStats.labels.length === 0 ? (
          <p className={styles.muted}>{t('admin.analytics.empty')}</p>
        ) : (
          <table className={`${styles.bars} ${styles.categoryBars}`}>
            <thead>
              <tr>
                <th scope="col">{t('admin.table.category')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.analytics.posts')}</span>
                </th>
                <th scope="col">{t('admin.analytics.topics')}</th>
                <th scope="col">{t('admin.analytics.posts')}</th>
              </tr>
            </thead>
            <tbody>
              {a.contentStats.labels.map((name, i) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td>
                    <span className={styles.bar} style={{ width: `${(a.contentStats.posts[i] / maxPosts) * 100}%` }} />
                  </td>
                  <td>{number(a.contentStats.topics[i])}</td>
                  <td>{number(a.contentStats.posts[i])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className={styles.chartGrid}>
        <section className={styles.stat} aria-labelledby="analytics-top-content">
          <h2 id="analytics-top-content" className={styles.subtitle}>
            {t('admin.analytics.topContent')}
          </h2>
          <TopList
            items={a.topPerformers.posts.map((p) => ({
              key: p.link,
              name: p.title,
              href: p.link,
              note: `${t('admin.analytics.views', { n: number(p.views) })} · ${t('admin.analytics.likes', { n: number(p.likes) })}`,
            }))}
          />
        </section>
        <section className={styles.stat} aria-labelledby="analytics-active-users">
          <h2 id="analytics-active-users" className={styles.subtitle}>
            {t('admin.analytics.mostActiveUsers')}
          </h2>
          <TopList
            items={a.topPerformers.users.map((u) => ({
              key: u.username,
              name: u.username,
              href: `/profil/${u.username}`,
              note: `${t('admin.analytics.userPosts', { n: number(u.posts) })} · ${t('admin.analytics.reputation', { n: number(u.reputation) })}`,
            }))}
          />
        </section>
      </div>
    </>
  );
}

function TopList({ items }: { items: Array<{ key: string; name: string; href: string; note: string }> }) {
  if (!items.length) return <p className={styles.muted}>{t('admin.analytics.empty')}</p>;
  return (
    <ol className={styles.topList}>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href}>{item.name}</Link>
          <span className={styles.muted}>{item.note}</span>
        </li>
      ))}
    </ol>
  );
}
