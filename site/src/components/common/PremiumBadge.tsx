import { Icon } from './Icon';
import { t } from '../../i18n';

/**
 * The amber crown badge of what only premium members read: a premium blog post, topic or category, in lists and
 * on the page itself.
 */
export function PremiumBadge({ label = t('common.premium'), iconSize = 12 }: { label?: string; iconSize?: number }) {
  return (
    <span className="badge badge-amber">
      <Icon name="crown" size={iconSize} />
      {label}
    </span>
  );
}
