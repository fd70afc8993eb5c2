import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import { FOOTER_CATEGORIES } from '@oyundev/domain';
import { statsQuery } from '../../api-client/stats';
import { Icon, type IconName } from '../common/Icon';
import { Logo } from './Logo';
import { MAIN_NAV } from './navItems';
import { t, type MessageKey } from '../../i18n';
import * as styles from './Footer.module.css';

const COMMUNITY_LINKS: Array<{ to: string; labelKey: MessageKey }> = [
  { to: '/hakkimizda', labelKey: 'footer.about' },
  { to: '/kurallar', labelKey: 'footer.rules' },
  { to: '/iletisim', labelKey: 'footer.contact' },
  { to: '/help', labelKey: 'footer.help' },
  { to: '/premium', labelKey: 'footer.premium' },
  { to: '/gizlilik', labelKey: 'footer.privacy' },
];

// TODO(site-settings): read from the site-setting "social" group once the cms exposes it publicly.
const SOCIAL_LINKS: Array<{ href: string; labelKey: MessageKey; icon: IconName }> = [
  { href: 'https://x.com/oyundev', labelKey: 'social.twitter', icon: 'twitter' },
  { href: 'https://discord.gg/oyundev', labelKey: 'social.discord', icon: 'discord' },
  { href: 'https://www.youtube.com/@oyundev', labelKey: 'social.youtube', icon: 'youtube' },
  { href: 'https://github.com/oyundev', labelKey: 'social.github', icon: 'github' },
  { href: 'https://www.instagram.com/oyundev', labelKey: 'social.instagram', icon: 'instagram' },
];

/**
 * The counts are real and live, from /api/stats once the page runs; the static HTML has none. A count in every
 * page's HTML made every publish re-render every page (a new topic changes the topic count), and the footer is
 * far below the first screen. The list keeps its height while it loads, so nothing moves when it arrives.
 */
export function Footer() {
  const live = useQuery(statsQuery());
  const stats = live.data;
  const year = String(new Date().getFullYear());

  return (
    <footer className={`defer-render ${styles.footer}`}>
      <div className="container">
        <div className={styles.grid}>
          <div className={styles.brand}>
            <Logo />
            <p className={styles.tagline}>{t('footer.tagline')}</p>
            <p className={styles.description}>{t('footer.description')}</p>
            <h2 className="visually-hidden">{t('footer.social')}</h2>
            <ul className={styles.social}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href}>
                  <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={t(link.labelKey)} title={t(link.labelKey)}>
                    <Icon name={link.icon} size={18} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <nav aria-labelledby="footer-quick">
            <h2 id="footer-quick" className={styles.heading}>
              {t('footer.quickLinks')}
            </h2>
            <ul className={styles.links}>
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{t(item.labelKey)}</Link>
                </li>
              ))}
              <li>
                <Link to="/trending">{t('footer.trending')}</Link>
              </li>
            </ul>
          </nav>

          <nav aria-labelledby="footer-categories">
            <h2 id="footer-categories" className={styles.heading}>
              {t('footer.popularCategories')}
            </h2>
            <ul className={styles.links}>
              {FOOTER_CATEGORIES.map((c) => (
                <li key={c.value}>
                  <Link to={`/forum/kategori/${c.value}`}>{c.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav aria-labelledby="footer-community">
            <h2 id="footer-community" className={styles.heading}>
              {t('footer.community')}
            </h2>
            <ul className={styles.links}>
              {COMMUNITY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        {/* An empty box would stay if /api/stats cannot answer: then there is no list at all. */}
        {!live.isError && (
          <ul className={styles.stats} aria-label={t('footer.statsLabel')} aria-busy={!stats}>
            {stats && (
              <>
                <StatItem icon="users" text={t('footer.stats.members', { n: stats.members })} />
                <StatItem icon="message" text={t('footer.stats.topics', { n: stats.topics })} />
                <StatItem icon="book" text={t('footer.stats.blogPosts', { n: stats.blogPosts })} />
              </>
            )}
          </ul>
        )}

        <div className={styles.bottom}>
          <span>{t('footer.copyright', { year })}</span>
        </div>
      </div>
    </footer>
  );
}

function StatItem({ icon, text }: { icon: IconName; text: string }) {
  return (
    <li className={styles.stat}>
      <Icon name={icon} size={18} className={styles.statIcon} />
      {text}
    </li>
  );
}
