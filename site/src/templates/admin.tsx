import '../i18n-admin';
import type { HeadProps, PageProps } from 'gatsby';
import { RequireAuth } from '../components/account/RequireAuth';
import { AdminNav } from '../components/admin/AdminNav';
import { ContentScreen } from '../components/admin/ContentScreen';
import { DashboardScreen } from '../components/admin/DashboardScreen';
import { ReportsScreen } from '../components/admin/ReportsScreen';
import { SettingsScreen } from '../components/admin/settings/SettingsScreen';
import { UsersScreen } from '../components/admin/UsersScreen';
import { ComingSoon } from '../components/common/ComingSoon';
import type { IconName } from '../components/common/Icon';
import { NotFound } from '../components/shell/NotFound';
import { Seo } from '../components/shell/Seo';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { useHydrated } from '../hooks/useHydrated';
import { normalisePath } from '../hooks/usePathname';
import { ADMIN_NAV } from '@oyundev/domain';
import { t, type MessageKey } from '../i18n';
import * as styles from './admin.module.css';

type AdminPath = (typeof ADMIN_NAV)[number]['value'];

/** Each admin page's own denial sentence (forum spec §6) and sidebar icon; paths and labels are ADMIN_NAV's. */
const SECTION_EXTRAS: Record<AdminPath, { deniedKey: MessageKey; icon: IconName }> = {
  '/admin': { deniedKey: 'admin.denied.dashboard', icon: 'home' },
  '/admin/users': { deniedKey: 'admin.denied.users', icon: 'users' },
  '/admin/content': { deniedKey: 'admin.denied.content', icon: 'book' },
  '/admin/settings': { deniedKey: 'admin.denied.settings', icon: 'settings' },
  '/admin/reports': { deniedKey: 'admin.denied.reports', icon: 'alert' },
};

const SECTIONS = ADMIN_NAV.map((item) => ({ path: item.value, title: item.label, ...SECTION_EXTRAS[item.value] }));

function sectionFor(pathname: string) {
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
        <AdminNav sections={SECTIONS} current={section.path} />
        <div className={styles.content}>
          {section.path === '/admin' ? (
            <DashboardScreen />
          ) : section.path === '/admin/users' ? (
            <UsersScreen />
          ) : section.path === '/admin/content' ? (
            <ContentScreen />
          ) : section.path === '/admin/reports' ? (
            <ReportsScreen />
          ) : section.path === '/admin/settings' ? (
            <SettingsScreen />
          ) : (
            <ComingSoon title={section.title} body={t('placeholder.admin')} />
          )}
        </div>
      </div>
    </RequireAuth>
  );
}

export function Head({ location }: HeadProps) {
  const section = sectionFor(location.pathname);
  return <Seo title={section ? section.title : t('admin.title')} pathname={location.pathname} noindex />;
}
