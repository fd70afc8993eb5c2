import type { ReactNode } from 'react';
import { isAdmin } from '@oyundev/domain';
import { useAuth } from '../../auth/AuthProvider';
import { usePublicSettings } from '../../auth/usePublicSettings';
import { normalisePath } from '../../hooks/usePathname';
import { t } from '../../i18n';
import { StatusScreen } from './StatusScreen';

/** The sign-in page stays open in maintenance, so an admin can still come in and turn it off. */
const OPEN_PATHS = new Set(['/login', '/giris']);

/**
 * Maintenance mode (Site ayarları → Genel): everyone but an admin sees the maintenance page instead of the
 * screen (the API refuses their writes as well, 503). Admins see the site as usual.
 */
export function MaintenanceGate({ pathname, children }: { pathname: string; children: ReactNode }) {
  const { settings } = usePublicSettings();
  const { user, isLoading } = useAuth();
  if (!settings.maintenanceMode || isLoading || isAdmin(user) || OPEN_PATHS.has(normalisePath(pathname))) return <>{children}</>;
  return (
    <StatusScreen icon="settings" tone="accent" title={t('maintenance.title')}>
      <p>{t('maintenance.body')}</p>
    </StatusScreen>
  );
}
