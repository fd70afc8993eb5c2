import { memo } from 'react';
import '../../i18n-home';
import { Link } from 'gatsby';
import type { FeedItem as FeedItemData } from '@oyundev/domain';
import { TOPIC_CARD_TAGS, DEFAULT_READING_MINUTES, feedItemPath, formatScore } from '@oyundev/domain';
import { Avatar } from '../common/Avatar';
import { Icon } from '../common/Icon';
import { RelativeTime } from '../common/RelativeTime';
import { tagHref } from '../forum/TagList';
import { categoryStyle } from '../../theme/categoryInk';
import { t } from '../../i18n';
import * as styles from './Home.module.css';
import { PremiumBadge } from '../common/PremiumBadge';

/** Tags of a feed item: 4 shown, then '+N daha'; a topic's link to the forum filtered by tag. */
function FeedTags({ item }: { item: FeedItemData }) {
  if (!item.tags.length) return null;
  const shown = item.tags.slice(0, TOPIC_CARD_TAGS);
  const hidden = item.tags.length - shown.length;
  return (
    <ul className="tag-list" aria-label={t('forum.topic.tags')}>
      {shown.map((tag) => (
        <li key={tag}>
          {item.type === 'main' ? (
            <Link to={tagHref(tag)} className="tag">
              #{tag}
            </Link>
          ) : (
            <span className="tag">#{tag}</span>
          )}
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <span className="tag">{t('forum.tags.more', { n: hidden })}</span>
        </li>
      )}
    </ul>
  );
}

/** A figure with its icon; screen readers hear the whole phrase ('12 yanıt'). */
function Stat({ icon, shown, label }: { icon: 'star' | 'message' | 'clock' | 'eye'; shown: string; label?: string }) {
  return (
    <span className={styles.stat}>
      <Icon name={icon} size={14} />
      {label ? (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="visually-hidden">{label}</span>
        </>
      ) : (
        shown
      )}
    </span>
  );
}

/** One item of the home feed (forum spec §2): a topic or a blog post, its flags, stats and tags. */
// memo: a refetch that brings equal data keeps its objects (TanStack Query's structural sharing), so the list's
// new render skips this item instead of rendering it again.
export const FeedItem = memo(function FeedItem({ item }: { item: FeedItemData }) {
  const href = feedItemPath(item);
  const thumb = item.featuredImage?.formats[0] ?? (item.featuredImage?.width ? item.featuredImage : null);
  const titleId = `akis-${item.type}-${item.id}`;
  return (
    <article
      className={`cat-ink defer-render ${styles.item} ${item.isPinned ? styles.pinned : ''}`}
      style={categoryStyle(item.category?.color, 'var(--teal)')}
      aria-labelledby={titleId}
      data-feed-type={item.type}
    >
      <div className={styles.itemBody}>
        <div className={styles.itemTop}>
          <span className={`badge ${item.type === 'blog' ? 'badge-accent' : 'badge-teal'}`}>
            <Icon name={item.type === 'blog' ? 'book' : 'message'} size={12} />
            {t(item.type === 'blog' ? 'home.item.blog' : 'home.item.topic')}
          </span>
          {item.isPinned && (
            <span className="badge badge-teal">
              <Icon name="pin" size={12} />
              {t('forum.status.pinned')}
            </span>
          )}
          {item.isTrending && (
            <span className="badge badge-danger">
              <Icon name="flame" size={12} />
              {t('home.item.trending')}
            </span>
          )}
          {item.isPremium && <PremiumBadge label={t('home.item.premium')} />}
          {item.category && <span className={styles.itemCategory}>{item.category.name}</span>}
        </div>
        <h3 className={styles.itemTitle} id={titleId}>
          <Link to={href}>{item.title}</Link>
        </h3>
        {item.excerpt && <p className={styles.itemExcerpt}>{item.excerpt}</p>}
        <FeedTags item={item} />
        <footer className={styles.itemMeta}>
          <span className={styles.itemAuthor}>
            <Avatar username={item.author?.username ?? '?'} avatarUrl={item.author?.avatarUrl} size={22} />
            {item.author?.username ?? t('common.anonymousAuthor')}
          </span>
          <RelativeTime date={item.createdAt} />
          <span className={styles.itemStats}>
            <Stat
              icon="star"
              shown={formatScore(item.stats.score, { showZero: true })}
              label={t('home.item.score', { n: item.stats.score })}
            />
            {item.type === 'main' ? (
              <Stat icon="message" shown={String(item.stats.replies)} label={t('home.item.replies', { n: item.stats.replies })} />
            ) : (
              <>
                <Stat icon="message" shown={String(item.stats.comments)} label={t('home.item.comments', { n: item.stats.comments })} />
                <Stat icon="clock" shown={t('blog.readingTime', { n: item.stats.readTime || DEFAULT_READING_MINUTES })} />
              </>
            )}
            <Stat
              icon="eye"
              shown={formatScore(item.stats.views, { showZero: true })}
              label={t('home.item.views', { n: item.stats.views })}
            />
          </span>
        </footer>
      </div>
      {thumb && (
        <img
          className={styles.thumb}
          src={thumb.url}
          width={thumb.width ?? undefined}
          height={thumb.height ?? undefined}
          alt={item.featuredImage?.alt ?? ''}
          loading="lazy"
          decoding="async"
        />
      )}
    </article>
  );
});
