import { memo } from 'react';
import { Link } from 'gatsby';
import type { TopicCard as TopicCardData } from '../../api-client/types';
import { Avatar } from '../common/Avatar';
import { Icon } from '../common/Icon';
import { RelativeTime } from '../common/RelativeTime';
import { TopicBadges } from './TopicBadges';
import { RoleBadge } from './RoleBadge';
import { TagList } from './TagList';
import { VoteColumn } from './VoteColumn';
import { CategoryGlyph } from './CategoryIcon';
import { categoryStyle } from '../../theme/categoryInk';
import { useAuth } from '../../auth/AuthProvider';
import { topicHref } from '../common/hrefs';
import { TOPIC_CARD_TAGS, formatScore } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './TopicCard.module.css';

export { topicHref };

/**
 * One topic in a list (spec forum §2 'A topic card'). A member's list carries their own vote (`userVote`), so
 * the vote column starts from it, as on the topic page.
 */
// memo: a refetch that brings equal data keeps its objects (TanStack Query's structural sharing), so the list's
// new render skips this item instead of rendering it again.
export const TopicCard = memo(function TopicCard({ topic, showCategory = true }: { topic: TopicCardData; showCategory?: boolean }) {
  const { user } = useAuth();
  return (
    <article className={`defer-render ${styles.card} ${topic.isPinned ? styles.pinned : ''}`} aria-labelledby={`konu-${topic.id}`}>
      <VoteColumn
        targetType="topic"
        targetId={topic.id}
        score={topic.score}
        userVote={topic.userVote}
        own={topic.isAuthor ?? (!!user && topic.author?.id === user.id)}
        showZero={false}
      />
      <div className={styles.body}>
        <div className={styles.top}>
          <TopicBadges topic={topic} />
          {showCategory && topic.category && (
            <Link
              to={`/forum/kategori/${topic.category.slug}`}
              className={`cat-ink ${styles.category}`}
              style={categoryStyle(topic.category.color)}
            >
              <CategoryGlyph icon={topic.category.icon} size={12} />
              {topic.category.name}
            </Link>
          )}
        </div>
        <h3 className={styles.title} id={`konu-${topic.id}`}>
          <Link to={topicHref(topic.slug)}>{topic.title}</Link>
        </h3>
        {topic.excerpt && <p className={styles.excerpt}>{topic.excerpt}</p>}
        <TagList tags={topic.tags} limit={TOPIC_CARD_TAGS} />
        <footer className={styles.meta}>
          <span className={styles.author}>
            <Avatar username={topic.author?.username ?? '?'} avatarUrl={topic.author?.avatarUrl} size={22} />
            {topic.author ? (
              <Link to={`/profil/${encodeURIComponent(topic.author.username)}`}>{topic.author.username}</Link>
            ) : (
              <span>{t('common.anonymousAuthor')}</span>
            )}
            {topic.author && <RoleBadge role={topic.author.role} />}
          </span>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          <RelativeTime date={topic.createdAt} />
          <span className={styles.counts}>
            <span title={t('forum.counts.replies', { n: topic.replyCount })}>
              <Icon name="message" size={15} />
              <span className="visually-hidden">{t('forum.counts.replies', { n: topic.replyCount })}</span>
              <span aria-hidden="true">{formatScore(topic.replyCount)}</span>
            </span>
            <span title={t('forum.counts.views', { n: topic.viewCount })}>
              <Icon name="eye" size={15} />
              <span className="visually-hidden">{t('forum.counts.views', { n: topic.viewCount })}</span>
              <span aria-hidden="true">{formatScore(topic.viewCount)}</span>
            </span>
            <span title={t('forum.counts.likes', { n: topic.likeCount })}>
              <Icon name="heart" size={15} />
              <span className="visually-hidden">{t('forum.counts.likes', { n: topic.likeCount })}</span>
              <span aria-hidden="true">{formatScore(topic.likeCount)}</span>
            </span>
          </span>
        </footer>
      </div>
    </article>
  );
});
