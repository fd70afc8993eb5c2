import { Icon } from '../common/Icon';
import { t } from '../../i18n';
import { PremiumBadge } from '../common/PremiumBadge';

interface Flags {
  isPinned: boolean;
  isClosed: boolean;
  isResolved: boolean;
  isFeatured: boolean;
}

/** Status badges of a topic: pinned, closed, resolved, featured (independent flags). */
export function TopicBadges({ topic, premium = false }: { topic: Flags; premium?: boolean }) {
  if (!topic.isPinned && !topic.isClosed && !topic.isResolved && !topic.isFeatured && !premium) return null;
  return (
    <span className="badge-row">
      {topic.isPinned && (
        <span className="badge badge-teal">
          <Icon name="pin" size={12} />
          {t('forum.status.pinned')}
        </span>
      )}
      {topic.isFeatured && (
        <span className="badge badge-accent">
          <Icon name="star" size={12} />
          {t('forum.status.featured')}
        </span>
      )}
      {topic.isResolved && (
        <span className="badge badge-success">
          <Icon name="check" size={12} />
          {t('forum.status.resolved')}
        </span>
      )}
      {topic.isClosed && (
        <span className="badge badge-danger">
          <Icon name="lock" size={12} />
          {t('forum.status.closed')}
        </span>
      )}
      {premium && <PremiumBadge />}
    </span>
  );
}
