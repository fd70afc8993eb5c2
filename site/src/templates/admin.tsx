import { Link, type HeadProps, type PageProps } from 'gatsby';
import { RequireAuth } from '../components/account/RequireAuth';
import { ComingSoon } from '../components/common/ComingSoon';
import { Icon, type IconName } from '../components/common/Icon';
import { NotFound } from '../components/shell/NotFound';
import { Seo } from '../components/shell/Seo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { useHydrated } from '../hooks/useHydrated';
import { normalisePath } from '../hooks/usePathname';
import { t, type MessageKey } from '../i18n';
import * as styles from './admin.module.css';

interface AdminSection {
  path: string;
  titleKey: MessageKey;
  deniedKey: MessageKey;
  icon: IconName;
}

/** Sidebar order and each page's own denial sentence (forum spec §6). */
const SECTIONS: AdminSection[] = [
  { path: '/admin', titleKey: 'admin.nav.dashboard', deniedKey: 'admin.denied.dashboard', icon: 'home' },
  { path: '/admin/users', titleKey: 'admin.nav.users', deniedKey: 'admin.denied.users', icon: 'users' },
  { path: '/admin/content', titleKey: 'admin.nav.content', deniedKey: 'admin.denied.content', icon: 'book' },
  { path: '/admin/settings', titleKey: 'admin.nav.settings', deniedKey: 'admin.denied.settings', icon: 'settings' },
  { path: '/admin/reports', titleKey: 'admin.nav.reports', deniedKey: 'admin.denied.reports', icon: 'alert' },
];

function sectionFor(pathname: string): AdminSection | undefined {
  return SECTIONS.find((s) => s.path === normalisePath(pathname));
}

/** /admin/* — client-only; admins only, everyone else sees the page's own denial message. */
export default function AdminApp({ location }: PageProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <InlineLoading />;
  const section = sectionFor(location.pathname);
  if (!section) return <NotFound />;
  return (
    <RequireAuth roles="admin" deniedMessage={t(section.deniedKey)}>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.sidebar} aria-label={t('admin.nav.label')}>
          <p className={styles.sidebarTitle}>{t('admin.title')}</p>
          <ul>
            {SECTIONS.map((s) => (
              <li key={s.path}>
                <Link to={s.path} className={styles.link} aria-current={s.path === section.path ? 'page' : undefined}>
                  <Icon name={s.icon} size={16} />
                  {t(s.titleKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          <ComingSoon title={t(section.titleKey)} body={t('placeholder.admin')} />
        </div>
      </div>
    </RequireAuth>
  );
}

export function Head({ location }: HeadProps) {
  const section = sectionFor(location.pathname);
  return <Seo title={section ? t(section.titleKey) : t('admin.title')} pathname={location.pathname} noindex />;
}
