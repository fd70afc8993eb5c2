import { Link } from 'gatsby';
import type { SearchHit, SearchUser } from '@oyundev/domain';
import { Avatar } from '../common/Avatar';
import { RelativeTime } from '../common/RelativeTime';
import { Highlight } from './Highlight';
import { resultHref } from './links';
import { t } from '../../i18n';
import * as styles from './Search.module.css';

/** One topic or blog post: highlighted title, snippet, type, category, author and age. */
export function SearchHitItem({ hit, terms }: { hit: SearchHit; terms: readonly string[] }) {
  return (
    <li className={styles.hit} data-testid="search-hit">
      <h3 className={styles.hitTitle}>
        <Link to={resultHref(hit)}>
          <Highlight text={hit.title} terms={terms} />
        </Link>
      </h3>
      {hit.snippet && (
        <p className={styles.snippet}>
          <Highlight text={hit.snippet} terms={terms} />
        </p>
      )}
      <p className={styles.meta}>
        <span className={styles.badge}>{t(hit.type === 'forum' ? 'search.type.forum' : 'search.type.blog')}</span>
        {hit.isPremium && <span className={styles.badge}>{t('search.premium')}</span>}
        {hit.category && <span>{hit.category.name}</span>}
        {hit.author && <span>{hit.author.username}</span>}
        <RelativeTime date={hit.createdAt} />
      </p>
    </li>
  );
}

export function SearchUserItem({ user, terms }: { user: SearchUser; terms: readonly string[] }) {
  return (
    <li className={`${styles.hit} ${styles.user}`} data-testid="search-hit">
      <Avatar username={user.username} avatarUrl={user.avatarUrl} size={36} />
      <div>
        <h3 className={styles.hitTitle}>
          <Link to={resultHref(user)}>
            <Highlight text={user.username} terms={terms} />
          </Link>
        </h3>
        <p className={styles.meta}>
          <span className={styles.badge}>{t('search.type.users')}</span>
          {user.fullName && (
            <span>
              <Highlight text={user.fullName} terms={terms} />
            </span>
          )}
          <RelativeTime date={user.createdAt} />
        </p>
      </div>
    </li>
  );
}
