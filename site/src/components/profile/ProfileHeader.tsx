import '../../i18n-profile';
import { Link } from 'gatsby';
import type { PublicProfile } from '@oyundev/domain';
import { formatDate, formatNumber } from '@oyundev/domain';
import type { Viewer } from '../../api-client/topics';
import { Avatar } from '../common/Avatar';
import { Icon } from '../common/Icon';
import { RoleBadge } from '../forum/RoleBadge';
import { FollowButton } from './FollowButton';
import { profileHref } from './links';
import { EXTERNAL_REL } from '../common/hrefs';
import { t } from '../../i18n';
import * as styles from './Profile.module.css';

interface ProfileHeaderProps {
  profile: PublicProfile;
  viewer: Viewer;
  ready: boolean;
}

/** Cover, avatar, name, role and level, bio, place, website, join date, follow counts and the one action. */
export function ProfileHeader({ profile, viewer, ready }: ProfileHeaderProps) {
  return (
    <header className={styles.hero}>
      <div className={styles.cover} aria-hidden={profile.coverImageUrl ? undefined : true}>
        {profile.coverImageUrl && <img src={profile.coverImageUrl} alt={t('profile.coverAlt', { username: profile.username })} />}
      </div>
      <div className={styles.identity}>
        <div className={styles.avatar}>
          <Avatar username={profile.username} avatarUrl={profile.avatarUrl} size={96} />
        </div>
        <div className={styles.names}>
          <h1 className={styles.name}>{profile.username}</h1>
          <p className={styles.handle}>
            {profile.fullName && <span>{profile.fullName}</span>}
            <RoleBadge role={profile.role} />
            <span className="badge badge-accent">{profile.level}</span>
          </p>
          {(profile.title || profile.company) && (
            <p className={styles.muted}>{[profile.title, profile.company].filter(Boolean).join(' · ')}</p>
          )}
        </div>
        <div className={styles.actions}>
          {profile.viewer.isSelf ? (
            <Link to="/ayarlar" className="btn btn-secondary">
              <Icon name="pen" size={16} />
              {t('profile.edit')}
            </Link>
          ) : (
            <FollowButton username={profile.username} following={profile.viewer.isFollowing} viewer={viewer} ready={ready} />
          )}
        </div>
      </div>
      {profile.bio && <p className={styles.bio}>{profile.bio}</p>}
      <ul className={styles.facts}>
        {profile.location && (
          <li>
            <Icon name="compass" size={15} />
            <span className="visually-hidden">{t('profile.location')}: </span>
            {profile.location}
          </li>
        )}
        {profile.website && (
          <li>
            <Icon name="link" size={15} />
            <a href={profile.website} rel={EXTERNAL_REL} target="_blank">
              {profile.website.replace(/^https?:\/\//, '')}
            </a>
          </li>
        )}
        <li>
          <Icon name="clock" size={15} />
          {t('profile.joined', { date: formatDate(profile.joinDate) })}
        </li>
      </ul>
      <p className={styles.follows}>
        <Link to={profileHref(profile.username, { tab: 'followers' })}>
          <strong>{formatNumber(profile.stats.followers)}</strong> {t('profile.followers')}
        </Link>
        <Link to={profileHref(profile.username, { tab: 'following' })}>
          <strong>{formatNumber(profile.stats.following)}</strong> {t('profile.followingCount')}
        </Link>
      </p>
    </header>
  );
}
