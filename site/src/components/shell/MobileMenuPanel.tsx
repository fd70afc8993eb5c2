import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'gatsby';
import { useAuth } from '../../auth/AuthProvider';
import { useLoginHref } from '../../auth/useSendToLogin';
import { useUnreadCount } from '../../api-client/notifications';
import { Avatar } from '../common/Avatar';
import { Icon } from '../common/Icon';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';
import { accountLinks } from './accountLinks';
import { MAIN_NAV, QUICK_ACTIONS, isActive } from './navItems';
import { useDismiss } from '../../hooks/useDismiss';
import { formatScore, roleLabel } from '@oyundev/domain';
import { t } from '../../i18n';
import * as styles from './MobileMenu.module.css';

export interface MobileMenuPanelProps {
  pathname: string;
  toggleRef: React.RefObject<HTMLButtonElement>;
  /** Closes the menu; `returnFocus` puts focus back on the toggle (Escape, the close button). */
  close: (returnFocus?: boolean) => void;
}

/**
 * The open mobile menu (./MobileMenu.tsx loads this module on the first open): closes on backdrop/outside click
 * and Escape, takes focus and keeps Tab inside while open.
 */
export default function MobileMenuPanel({ pathname, toggleRef, close }: MobileMenuPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { status, user, logout } = useAuth();
  const unread = useUnreadCount(user?.id ?? 0, user?.unreadNotifications ?? 0);
  const loginHref = useLoginHref(pathname);

  useDismiss(true, [toggleRef, panelRef], (reason) => close(reason === 'escape'));

  useEffect(() => {
    panelRef.current?.querySelector<HTMLElement>('input, a, button')?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  // aria-modal: Tab and Shift+Tab cycle inside the panel.
  const trapFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  // Portalled to <body>: the sticky header's backdrop-filter would otherwise clip a fixed panel.
  return createPortal(
    <>
      <div className={styles.backdrop} aria-hidden="true" />

      <div
        ref={panelRef}
        id="mobile-menu"
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('mobileMenu.navigation')}
        onKeyDown={trapFocus}
      >
        <div className={styles.panelHeader}>
          <span className={styles.panelTitle}>{t('mobileMenu.navigation')}</span>
          <button type="button" className="btn btn-ghost btn-icon" aria-label={t('header.closeMenu')} onClick={() => close(true)}>
            <Icon name="x" size={20} />
          </button>
        </div>

        <div className={styles.section}>
          <SearchBox id="mobile-search" onSubmitted={() => close()} />
        </div>

        <nav className={styles.section} aria-label={t('nav.mainLabel')}>
          <ul className={styles.list}>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={styles.link}
                  aria-current={isActive(pathname, item.to) ? 'page' : undefined}
                  onClick={() => close()}
                >
                  <Icon name={item.icon} size={18} />
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={`${styles.section} ${styles.quick}`}>
          {QUICK_ACTIONS.map((item, i) => (
            <Link key={item.to} to={item.to} className={`btn ${i === 0 ? 'btn-primary' : 'btn-outline'} btn-block`} onClick={() => close()}>
              <Icon name={item.icon} size={16} />
              {t(item.labelKey)}
            </Link>
          ))}
        </div>

        <div className={styles.section}>
          <h2 className="section-title">{t('mobileMenu.account')}</h2>
          {status === 'authenticated' && user ? (
            <>
              <div className={styles.identity}>
                <Avatar username={user.username} avatarUrl={user.avatarUrl} size={40} />
                <div>
                  <div className={styles.username}>{user.username}</div>
                  <div className={styles.meta}>
                    {roleLabel(user.role)} · {t('header.reputation', { n: formatScore(user.reputation ?? 0) })}
                  </div>
                </div>
              </div>
              <ul className={styles.list}>
                <li>
                  <Link to="/notifications" className={styles.link} onClick={() => close()}>
                    <Icon name="bell" size={18} />
                    {t('header.notifications')}
                    {unread > 0 && (
                      <>
                        {/* The figure fits the narrow panel; the whole phrase is what is read out. */}
                        <span className={`badge badge-accent ${styles.count}`} aria-hidden="true">
                          {unread > 99 ? '99+' : unread}
                        </span>
                        <span className="visually-hidden"> ({t('header.unreadNotifications', { n: unread })})</span>
                      </>
                    )}
                  </Link>
                </li>
                {accountLinks(user).map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={styles.link} onClick={() => close()}>
                      <Icon name={link.icon} size={18} />
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className={`${styles.link} ${styles.danger}`}
                    onClick={() => {
                      close();
                      logout();
                    }}
                  >
                    <Icon name="logout" size={18} />
                    {t('userMenu.logout')}
                  </button>
                </li>
              </ul>
            </>
          ) : (
            <div className={styles.quick}>
              <Link to={loginHref} className="btn btn-outline btn-block" onClick={() => close()}>
                {t('header.loginButton')}
              </Link>
              <Link to="/register" className="btn btn-primary btn-block" onClick={() => close()}>
                {t('header.registerButton')}
              </Link>
            </div>
          )}
        </div>

        <div className={styles.section}>
          <ThemeToggle withLabel className="btn-block" />
        </div>
      </div>
    </>,
    document.body,
  );
}
