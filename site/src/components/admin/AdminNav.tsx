import { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { roleLabel } from '@oyundev/domain';
import { useAuth } from '../../auth/AuthProvider';
import { Avatar } from '../common/Avatar';
import { Icon, type IconName } from '../common/Icon';
import { t } from '../../i18n';
import * as styles from '../../templates/admin.module.css';

export interface AdminSection {
  path: string;
  title: string;
  icon: IconName;
}

/**
 * The admin sidebar (forum spec §2 "Admin layout"). At mobile width it folds into a header bar whose menu
 * button opens the links (aria-expanded); Escape or choosing a link closes it and gives focus back to the
 * button. The footer shows who is signed in, as Yönetici, with a logout button.
 */
export function AdminNav({ sections, current }: { sections: AdminSection[]; current: string }) {
  const { user, logout } = useAuth();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const currentTitle = sections.find((s) => s.path === current)?.title ?? t('admin.title');

  useEffect(() => setOpen(false), [current]);

  return (
    <nav
      className={styles.sidebar}
      aria-label={t('admin.nav.label')}
      data-open={open}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          toggle.current?.focus();
        }
      }}
    >
      <div className={styles.mobileBar}>
        <button
          ref={toggle}
          type="button"
          className={`btn btn-ghost ${styles.menuButton}`}
          aria-expanded={open}
          aria-controls="admin-nav-links"
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name={open ? 'x' : 'menu'} size={18} />
          <span className="visually-hidden">{t('admin.nav.label')}</span>
        </button>
        <span className={styles.mobileTitle}>
          {t('admin.title')} · {currentTitle}
        </span>
      </div>
      <p className={styles.sidebarTitle}>{t('admin.title')}</p>
      <div id="admin-nav-links" className={styles.links}>
        <ul>
          {sections.map((s) => (
            <li key={s.path}>
              <Link
                to={s.path}
                className={styles.link}
                aria-current={s.path === current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                <Icon name={s.icon} size={16} />
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
        {user && (
          <div className={styles.footer}>
            <Avatar username={user.username} avatarUrl={user.avatarUrl} size={32} />
            <span className={styles.who}>
              <strong>{user.username}</strong>
              <span>{roleLabel(user.role)}</span>
            </span>
            <button type="button" className="btn btn-ghost" onClick={() => logout()}>
              <Icon name="logout" size={16} />
              <span className="visually-hidden">{t('userMenu.logout')}</span>
            </button>
          </div>
        )}
      </div>
    </nav>
  );
}
