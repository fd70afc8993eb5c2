import { memo } from 'react';
import { Link } from 'gatsby';
import type { BlogCard as BlogCardData } from '../../api-client/types';
import { Avatar } from '../common/Avatar';
import { Icon } from '../common/Icon';
import { CoverImage } from './CoverImage';
import { BLOG_CARD_TAGS, DEFAULT_READING_MINUTES, formatDate, formatNumber } from '@oyundev/domain';
import { t } from '../../i18n';
import { categoryStyle } from '../../theme/categoryInk';
import * as styles from './BlogCard.module.css';
import { blogHref } from '../common/hrefs';
import { PremiumBadge } from '../common/PremiumBadge';

export { blogHref };

// memo: a refetch that brings equal data keeps its objects (TanStack Query's structural sharing), so the list's
// new render skips this item instead of rendering it again.
export const BlogCard = memo(function BlogCard({
  post,
  featured = false,
  eager = false,
}: {
  post: BlogCardData;
  featured?: boolean;
  eager?: boolean;
}) {
  return (
    <article
      className={`cat-ink defer-render ${styles.card} ${featured ? styles.featured : ''}`}
      style={categoryStyle(post.category?.color, 'var(--teal)')}
    >
      {post.featuredImage && (
        <CoverImage
          image={post.featuredImage}
          variant="card"
          sizes={featured ? '(max-width: 720px) 100vw, 600px' : '(max-width: 720px) 100vw, 400px'}
          eager={eager}
        />
      )}
      <div className={styles.top}>
        <span className={styles.category}>{post.category?.name ?? t('blog.defaultCategory')}</span>
        {post.isPremium && <PremiumBadge />}
      </div>
      <h3 className={styles.title}>
        <Link to={blogHref(post.slug)}>{post.title}</Link>
      </h3>
      {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
      {post.tags.length > 0 && (
        <ul className="tag-list">
          {post.tags.slice(0, BLOG_CARD_TAGS).map((tag) => (
            <li key={tag}>
              <span className="tag">#{tag}</span>
            </li>
          ))}
        </ul>
      )}
      <footer className={styles.meta}>
        <span className={styles.author}>
          <Avatar username={post.author?.username ?? '?'} avatarUrl={post.author?.avatarUrl} size={24} />
          {post.author?.username ?? t('common.anonymousAuthor')}
        </span>
        <span className={styles.facts}>
          <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
          <span aria-hidden="true">·</span>
          <span>{t('blog.readingTime', { n: post.readTime || DEFAULT_READING_MINUTES })}</span>
        </span>
      </footer>
      <p className={styles.counts} data-testid="blog-card-counts">
        <span>
          <Icon name="eye" size={14} />
          {t('blog.counts.views', { n: formatNumber(post.viewCount) })}
        </span>
        <span>
          <Icon name="heart" size={14} />
          {t('blog.counts.likes', { n: formatNumber(post.likeCount) })}
        </span>
        <span>
          <Icon name="message" size={14} />
          {t('blog.counts.comments', { n: formatNumber(post.commentCount) })}
        </span>
      </p>
    </article>
  );
});
