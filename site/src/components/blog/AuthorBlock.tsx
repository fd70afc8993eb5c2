import { Link } from 'gatsby';
import { formatScore } from '@oyundev/domain';
import type { BlogPost } from '../../api-client/types';
import type { BuiltAuthor } from '../../pagedata/volatile';
import { BadgeIcon } from '../badges/BadgeIcon';
import { Avatar } from '../common/Avatar';
import { Icon } from '../common/Icon';
import { RoleBadge } from '../forum/RoleBadge';
import { EXTERNAL_REL, profileHref } from '../common/hrefs';
import { t } from '../../i18n';
import * as styles from './AuthorBlock.module.css';

/**
 * Under a post (forum spec §2): avatar or first letter, name (default Anonim), bio (default 'Oyun
 * geliştiricisi'), level and reputation, up to 3 of the author's badges (the profile's SVG medallions) and their twitter / github links
 * (http(s) only — the API checks — and rel nofollow ugc noopener).
 */
export function AuthorBlock({ post }: { post: BlogPost }) {
  // The static page's data leaves the reputation out (pagedata/volatile.ts): it shows once the live answer arrives.
  const author: BuiltAuthor | null = post.author;
  const profile = post.authorProfile;
  const name = author?.username ?? t('common.anonymousAuthor');
  return (
    <aside className={`card ${styles.box}`} aria-label={name} data-testid="author-block">
      <Avatar username={author?.username ?? '?'} avatarUrl={author?.avatarUrl} size={56} />
      <div className={styles.body}>
        <div className={styles.head}>
          {author ? (
            <Link to={profileHref(author.username)} className={styles.name}>
              {author.username}
            </Link>
          ) : (
            <span className={styles.name}>{name}</span>
          )}
          {author && <RoleBadge role={author.role} />}
        </div>
        <p className={styles.bio}>{profile?.bio ?? t('blog.defaultBio')}</p>
        {author && (
          <p className={styles.meta}>
            {author.level}
            {author.reputation !== undefined && ` · ${t('common.reputation', { n: formatScore(author.reputation) })}`}
          </p>
        )}
        {profile && profile.badges.length > 0 && (
          <ul className={styles.badges} aria-label={t('blog.author.badges')}>
            {profile.badges.map((badge) => (
              <li key={badge.slug} className={styles.badge} data-rarity={badge.rarity}>
                <BadgeIcon icon={badge.icon} rarity={badge.rarity} size={24} />
                {badge.name}
              </li>
            ))}
          </ul>
        )}
        {author && profile && (profile.twitter || profile.github) && (
          <p className={styles.links}>
            {profile.twitter && (
              <a href={profile.twitter} target="_blank" rel={EXTERNAL_REL} aria-label={t('blog.author.twitter', { name: author.username })}>
                <Icon name="twitter" size={16} />
              </a>
            )}
            {profile.github && (
              <a href={profile.github} target="_blank" rel={EXTERNAL_REL} aria-label={t('blog.author.github', { name: author.username })}>
                <Icon name="github" size={16} />
              </a>
            )}
          </p>
        )}
      </div>
    </aside>
  );
}
