import { Link } from 'gatsby';
import type { BuiltAuthor } from '../../pagedata/volatile';
import { Avatar } from '../common/Avatar';
import { RoleBadge } from './RoleBadge';
import { formatScore } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './AuthorCard.module.css';
import { profileHref } from '../common/hrefs';

export { profileHref };

/**
 * Author block: avatar, name with Admin/Mod badge, level and reputation. The static page's data leaves the
 * reputation out (pagedata/volatile.ts): it shows once the page's live answer arrives. The compact card (a post's
 * header) puts it after the level; the full card (the topic's sidebar) gives it a line of its own, kept in the
 * static HTML before the figure arrives — after the level, a narrow sidebar wrapped it onto a new line and pushed
 * everything below down.
 */
export function AuthorCard({ author, compact = false }: { author: BuiltAuthor | null; compact?: boolean }) {
  if (!author) {
    return (
      <div className={styles.card}>
        <Avatar username="?" size={compact ? 36 : 48} />
        <span className={styles.name}>{t('common.anonymousAuthor')}</span>
      </div>
    );
  }
  return (
    <div className={`${styles.card} ${compact ? styles.compact : ''}`}>
      <Avatar username={author.username} avatarUrl={author.avatarUrl} size={compact ? 36 : 48} />
      <div className={styles.text}>
        <span className={styles.nameRow}>
          <Link to={profileHref(author.username)} className={styles.name}>
            {author.username}
          </Link>
          <RoleBadge role={author.role} />
        </span>
        {compact ? (
          <span className={styles.meta}>
            {author.level}
            {author.reputation !== undefined && (
              <>
                <span aria-hidden="true"> · </span>
                <Reputation n={author.reputation} />
              </>
            )}
          </span>
        ) : (
          <>
            <span className={styles.meta}>{author.level}</span>
            <span className={`${styles.meta} ${styles.repLine}`}>
              {author.reputation !== undefined && <Reputation n={author.reputation} />}
            </span>
          </>
        )}
      </div>
    </div>
  );
}

function Reputation({ n }: { n: number }) {
  return <span className={styles.rep}>{t('common.reputation', { n: formatScore(n) })}</span>;
}
