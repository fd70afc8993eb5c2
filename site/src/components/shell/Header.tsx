import { Suspense, lazy } from 'react';
import { Link } from 'gatsby';
import { useAuth } from '../../auth/AuthProvider';
import { useLoginHref } from '../../auth/useSendToLogin';
import { useUnreadCount } from '../../api-client/notifications';
import { Icon } from '../common/Icon';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';
import { MobileMenu } from './MobileMenu';
import { Logo } from './Logo';
import { MAIN_NAV, NEW_TOPIC_ACTION, POPULAR_ACTION, isActive } from './navItems';
import { t } from '../../i18n';
import * as styles from './Header.module.css';

/*
 * The account dropdown shows only to a signed-in member, whom the browser learns of after the first paint: its
 * code (menu, account links) is a chunk of its own, not in every guest's script. The placeholder keeps its place.
 */
const UserMenu = lazy(() => import(/* webpackChunkName: "user-menu" */ './UserMenu').then((m) => ({ default: m.UserMenu })));

export function Header({ pathname }: { pathname: string }) {
  const { status, user, logout } = useAuth();
  // Polled, and set by every mark-read answer: the bell follows without a reload.
  const unread = useUnreadCount(user?.id ?? 0, user?.unreadNotifications ?? 0);
  const loginHref = useLoginHref(pathname);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />

        <nav className={styles.nav} aria-label={t('nav.mainLabel')}>
          <ul>
            {MAIN_NAV.map((item) => {
              const active = isActive(pathname, item.to);
              return (
                <li key={item.to}>
                  <Link to={item.to} className={styles.navLink} aria-current={active ? 'page' : undefined}>
                    {t(item.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className={styles.search}>
          <SearchBox id="header-search" globalShortcut />
        </div>

        <div className={styles.actions}>
          <Link to={NEW_TOPIC_ACTION.to} className={`btn btn-primary btn-sm ${styles.newTopic}`}>
            <Icon name={NEW_TOPIC_ACTION.icon} size={16} />
            <span>{t(NEW_TOPIC_ACTION.labelKey)}</span>
          </Link>
          <Link
            to={POPULAR_ACTION.to}
            className={`btn btn-ghost btn-sm ${styles.popular}`}
            // The label collapses to the icon on narrower screens; the name stays.
            aria-label={t(POPULAR_ACTION.labelKey)}
            title={t(POPULAR_ACTION.labelKey)}
            aria-current={isActive(pathname, POPULAR_ACTION.to) ? 'page' : undefined}
          >
            <Icon name={POPULAR_ACTION.icon} size={16} />
            <span>{t(POPULAR_ACTION.labelKey)}</span>
          </Link>
          <ThemeToggle className={styles.theme} />

          <div className={styles.account} aria-busy={status === 'loading'}>
            {status === 'loading' && <span className={styles.accountPlaceholder} aria-hidden="true" />}
            {status === 'anonymous' && (
              <>
                <Link to={loginHref} className="btn btn-ghost btn-sm">
                  {t('header.loginButton')}
                </Link>
                <Link to="/register" className="btn btn-outline btn-sm">
                  {t('header.registerButton')}
                </Link>
              </>
            )}
            {status === 'authenticated' && user && (
              <>
                <Link
                  to="/notifications"
                  className={`btn btn-ghost btn-icon ${styles.iconButton}`}
                  aria-label={
                    unread > 0
                      ? `${t('header.notifications')} (${t('header.unreadNotifications', { n: unread })})`
                      : t('header.notifications')
                  }
                >
                  <Icon name="bell" size={18} />
                  {unread > 0 && (
                    <span className={styles.badge} aria-hidden="true">
                      {unread > 99 ? '99+' : unread}
                    </span>
                  )}
                </Link>
                <Link
                  to="/kaydedilenler"
                  className={`btn btn-ghost btn-icon ${styles.iconButton}`}
                  aria-label={t('header.saved')}
                  title={t('header.saved')}
                >
                  <Icon name="bookmark" size={18} />
                </Link>
                <Suspense fallback={<span className={styles.accountPlaceholder} aria-hidden="true" />}>
                  <UserMenu user={user} pathname={pathname} onLogout={logout} />
                </Suspense>
              </>
            )}
          </div>

          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  );
}
