import '../../i18n-profile';
import type { PublicProfile } from '@oyundev/domain';
import { formatNumber } from '@oyundev/domain';
import { Link } from 'gatsby';
import { t } from '../../i18n';
import { BadgeIcon } from '../badges/BadgeIcon';
import type { BuiltProfile } from '../../pagedata/volatile';
import * as styles from './Profile.module.css';

/**
 * Reputation, level, points, streaks and the leaderboard position (forum spec §3 "Gamification"). The static
 * page's data leaves the position out (pagedata/volatile.ts): it shows once the live answer arrives.
 */
export function GamificationCard({ profile }: { profile: BuiltProfile }) {
  const rows: Array<[string, string]> = [
    [t('profile.reputation'), formatNumber(profile.reputation)],
    [t('profile.level'), profile.level],
    [t('profile.activityPoints'), formatNumber(profile.activityPoints)],
    [t('profile.todayPoints'), formatNumber(profile.todayPoints)],
    [t('profile.currentStreak'), t(profile.streakFrozen ? 'profile.streakFrozen' : 'profile.streakDays', { n: profile.currentStreak })],
    [t('profile.bestStreak'), t('profile.streakDays', { n: profile.bestStreak })],
    [t('profile.weeklyStreak'), t('profile.streakWeeks', { n: profile.weeklyStreak })],
    [t('profile.monthlyStreak'), t('profile.streakMonths', { n: profile.monthlyStreak })],
  ];
  return (
    <section className={styles.card} aria-labelledby="profil-puan">
      <h2 id="profil-puan" className={styles.cardTitle}>
        {t('profile.gamification.title')}
      </h2>
      <dl className={styles.pairs}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {profile.streakFrozen && <p className={styles.muted}>{t('profile.streakFrozenHint')}</p>}
      {/* Until the live answer comes, the line is kept empty: the position does not push what follows down. */}
      <p className={styles.rank} aria-hidden={profile.leaderboardPosition === undefined || undefined}>
        {profile.leaderboardPosition !== undefined && profile.totalUsers !== undefined
          ? t('profile.leaderboardPosition', {
              position: formatNumber(profile.leaderboardPosition),
              total: formatNumber(profile.totalUsers),
            })
          : '\u00a0'}
      </p>
    </section>
  );
}

export function StatsCard({ profile }: { profile: PublicProfile }) {
  const s = profile.stats;
  const rows: Array<[string, number]> = [
    [t('profile.stats.forumPosts'), s.forumPosts],
    [t('profile.stats.blogPosts'), s.blogPosts],
    [t('profile.stats.comments'), s.comments],
    [t('profile.stats.likes'), s.likes],
    [t('profile.stats.solutions'), s.solutions],
    [t('profile.stats.bookmarks'), s.bookmarks],
    [t('profile.stats.views'), s.views],
  ];
  return (
    <section className={styles.card} aria-labelledby="profil-istatistik">
      <h2 id="profil-istatistik" className={styles.cardTitle}>
        {t('profile.stats.title')}
      </h2>
      <dl className={styles.statGrid}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dd>{formatNumber(value)}</dd>
            <dt>{label}</dt>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function BadgesCard({ profile }: { profile: PublicProfile }) {
  return (
    <section className={styles.card} aria-labelledby="profil-rozet">
      <h2 id="profil-rozet" className={styles.cardTitle}>
        {t('profile.badges')}
      </h2>
      <p>
        <Link to="/rozetler">{t('profile.allBadges')}</Link>
      </p>
      {profile.badges.length === 0 ? (
        <p className={styles.muted}>{t('profile.noBadges')}</p>
      ) : (
        <ul className={styles.badges}>
          {profile.badges.map((b) => (
            <li key={b.id} className={styles[`rarity_${b.rarity}`]} title={b.description}>
              <BadgeIcon icon={b.icon} rarity={b.rarity} size={32} />
              <span className={styles.badgeText}>
                <Link to={`/rozetler#${b.slug}`}>
                  <strong>{b.name}</strong>
                </Link>
                <small>{t(`badge.rarity.${b.rarity}`)}</small>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
