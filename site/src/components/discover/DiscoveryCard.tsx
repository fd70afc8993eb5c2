import { Link } from 'gatsby';
import {
  DISCOVERY_CATEGORIES,
  DISCOVERY_ENGINES,
  DISCOVERY_SKILL_LEVELS,
  formatNumber,
  optionLabel,
  type DiscoveryItem,
} from '@oyundev/domain';
import { Icon } from '../common/Icon';
import { RelativeTime } from '../common/RelativeTime';
import { topicHref } from '../forum/TopicCard';
import { blogHref } from '../blog/BlogCard';
import { t } from '../../i18n';
import * as styles from './Discover.module.css';

export const itemHref = (item: DiscoveryItem) => (item.type === 'forum' ? topicHref(item.slug) : blogHref(item.slug));

/** One topic or post of /discover and /trending: type, facets, title, public excerpt, author, age and counts. */
export function DiscoveryCard({ item, headingLevel = 3, extra }: { item: DiscoveryItem; headingLevel?: 2 | 3; extra?: React.ReactNode }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="discovery-item" data-type={item.type}>
      <p className={styles.badges}>
        <span className={`${styles.badge} ${item.type === 'blog' ? styles.blog : styles.forum}`}>{t(`discover.type.${item.type}`)}</span>
        {item.trending && (
          <span className={`${styles.badge} ${styles.trending}`}>
            <Icon name="flame" size={12} />
            {t('discover.trending')}
          </span>
        )}
        {item.isPremium && <span className={`${styles.badge} ${styles.premium}`}>{t('discover.premium')}</span>}
        {item.gameEngine && <span className={styles.badge}>{optionLabel(DISCOVERY_ENGINES, item.gameEngine)}</span>}
        {item.skillLevel && <span className={styles.badge}>{optionLabel(DISCOVERY_SKILL_LEVELS, item.skillLevel)}</span>}
        {item.discoveryCategory && <span className={styles.badge}>{optionLabel(DISCOVERY_CATEGORIES, item.discoveryCategory)}</span>}
      </p>
      <Heading className={styles.cardTitle}>
        <Link to={itemHref(item)}>{item.title}</Link>
      </Heading>
      {item.excerpt && <p className={styles.excerpt}>{item.excerpt}</p>}
      <p className={styles.meta}>
        {item.author && <span>@{item.author.username}</span>}
        {item.category && <span>{item.category.name}</span>}
        <RelativeTime date={item.createdAt} />
        <span>
          {t('discover.stats', {
            views: formatNumber(item.stats.views),
            likes: formatNumber(item.stats.likes),
            replies: formatNumber(item.stats.replies),
          })}
        </span>
      </p>
      {extra}
    </article>
  );
}
