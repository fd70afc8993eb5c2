import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { homeSummaryQuery } from '../../api-client/home';
import { useAuth } from '../../auth/AuthProvider';
import { Icon } from '../common/Icon';
import { CategoryGlyph } from '../forum/CategoryIcon';
import { topicHref } from '../forum/TopicCard';
import { categoryStyle } from '../../theme/categoryInk';
import { BUILD_DATA_UPDATED_AT } from '../../templates/contexts';
import { HOME_FEED_BLOG_SOURCE, formatNumber, type HomeSummary } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './Home.module.css';

/** The home sidebar: site counters, feed filters (popular categories and the blog), trending topics, quick links. */
export function HomeSidebar({
  initial,
  source,
  hrefForSource,
}: {
  initial?: HomeSummary;
  source?: string;
  hrefForSource(source?: string): string;
}) {
  const { isAuthenticated } = useAuth();
  const summary = useQuery({ ...homeSummaryQuery(), initialData: initial, initialDataUpdatedAt: BUILD_DATA_UPDATED_AT });
  const data = summary.data;
  const counters = data
    ? [
        { key: 'members', label: t('home.stats.members'), value: data.counters.members },
        { key: 'topics', label: t('home.stats.topics'), value: data.counters.topics },
        { key: 'blogPosts', label: t('home.stats.blogPosts'), value: data.counters.blogPosts },
        { key: 'activeToday', label: t('home.stats.activeToday'), value: data.counters.activeToday },
      ]
    : [];

  return (
    <aside className={styles.sidebar}>
      {isAuthenticated && (
        <section className="card" aria-labelledby="home-quick">
          <h2 id="home-quick" className={styles.sideTitle}>
            {t('home.quickLinks')}
          </h2>
          <ul className={styles.quick}>
            <li>
              <Link to="/forum/konu-olustur">
                <Icon name="plus" size={16} />
                {t('forum.newTopic')}
              </Link>
            </li>
            <li>
              <Link to="/blog/yazi-yaz">
                <Icon name="pen" size={16} />
                {t('home.writeBlog')}
              </Link>
            </li>
            <li>
              <Link to="/profil/ayarlar">
                <Icon name="settings" size={16} />
                {t('home.profileSettings')}
              </Link>
            </li>
          </ul>
        </section>
      )}

      <section className="card" aria-labelledby="home-counters">
        <h2 id="home-counters" className={styles.sideTitle}>
          {t('home.stats.title')}
        </h2>
        <dl className={styles.counters}>
          {counters.map((c) => (
            <div key={c.key} data-counter={c.key}>
              <dt>{c.label}</dt>
              <dd>{formatNumber(c.value)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="card" aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sideTitle}>
          {t('home.popularCategories')}
        </h2>
        <ul className={styles.filters}>
          <li>
            <Link to={hrefForSource(undefined)} aria-current={!source ? 'true' : undefined}>
              <Icon name="home" size={16} />
              {t('home.feed.all')}
            </Link>
          </li>
          {(data?.popularCategories ?? []).map((c) => (
            <li key={c.slug}>
              <Link
                to={hrefForSource(c.slug)}
                aria-current={source === c.slug ? 'true' : undefined}
                className="cat-ink"
                style={categoryStyle(c.color)}
              >
                <CategoryGlyph icon={c.icon} size={16} />
                <span className={styles.filterName}>{c.name}</span>
                <span className={styles.filterCount}>{formatNumber(c.topicCount)}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={hrefForSource(HOME_FEED_BLOG_SOURCE)} aria-current={source === HOME_FEED_BLOG_SOURCE ? 'true' : undefined}>
              <Icon name="book" size={16} />
              {t('home.feed.blogFilter')}
            </Link>
          </li>
        </ul>
      </section>

      <section className="card" aria-labelledby="home-trending">
        <h2 id="home-trending" className={styles.sideTitle}>
          {t('home.trending')}
        </h2>
        <ol className={styles.trending}>
          {(data?.trending ?? []).map((topic, i) => (
            <li key={topic.id}>
              <span className={styles.rank}>{t('home.rank', { n: i + 1 })}</span>
              <Link to={topicHref(topic.slug)}>{topic.title}</Link>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
