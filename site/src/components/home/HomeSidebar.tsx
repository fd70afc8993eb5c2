import '../../i18n-home';
import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { homeSummaryQuery } from '../../api-client/home';
import { useAuth } from '../../auth/AuthProvider';
import { Icon } from '../common/Icon';
import { CategoryGlyph } from '../forum/CategoryIcon';
import { topicHref } from '../forum/TopicCard';
import { categoryStyle } from '../../theme/categoryInk';
import { BUILD_DATA_UPDATED_AT } from '../../templates/contexts';
import { HOME_FEED_BLOG_SOURCE, HOME_FEED_FOLLOWING_SOURCE, formatNumber, type HomeSummary } from '@oyundev/domain';
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
    <aside className={`defer-render ${styles.sidebar}`}>
      {isAuthenticated && (
        <SidebarSection id="home-quick" title={t('home.quickLinks')}>
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
        </SidebarSection>
      )}

      <SidebarSection id="home-counters" title={t('home.stats.title')}>
        <dl className={styles.counters}>
          {counters.map((c) => (
            <div key={c.key} data-counter={c.key}>
              <dt>{c.label}</dt>
              <dd>{formatNumber(c.value)}</dd>
            </div>
          ))}
        </dl>
      </SidebarSection>

      <SidebarSection id="home-categories" title={t('home.popularCategories')}>
        <ul className={styles.filters}>
          <li>
            <Link to={hrefForSource(undefined)} aria-current={!source ? 'true' : undefined}>
              <Icon name="home" size={16} />
              {t('home.feed.all')}
            </Link>
          </li>
          {isAuthenticated && (
            <li>
              <Link
                to={hrefForSource(HOME_FEED_FOLLOWING_SOURCE)}
                aria-current={source === HOME_FEED_FOLLOWING_SOURCE ? 'true' : undefined}
              >
                <Icon name="users" size={16} />
                {t('home.feed.following')}
              </Link>
            </li>
          )}
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
      </SidebarSection>

      <SidebarSection id="home-trending" title={t('home.trending')}>
        <ol className={styles.trending}>
          {(data?.trending ?? []).map((topic, i) => (
            <li key={topic.id}>
              <span className={styles.rank}>{t('home.rank', { n: i + 1 })}</span>
              <Link to={topicHref(topic.slug)}>{topic.title}</Link>
            </li>
          ))}
        </ol>
      </SidebarSection>
    </aside>
  );
}

/** One block of the sidebar: a card titled by its heading, which also names it for screen readers. */
function SidebarSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section className={`card card-pad ${styles.sideCard}`} aria-labelledby={id}>
      <h2 id={id} className={styles.sideTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
