import type { HeadProps, PageProps } from 'gatsby';
import { parsePage } from '@oyundev/domain';
import { RequireAuth } from '../components/account/RequireAuth';
import { NotificationsScreen } from '../components/notifications/NotificationsScreen';
import { Seo } from '../components/shell/Seo';
import { useQueryParams } from '../hooks/useQueryParams';
import { t } from '../i18n';

export default function NotificationsPage({ location }: PageProps) {
  const page = parsePage(useQueryParams(location.search).get('page'));
  return (
    <RequireAuth>
      <NotificationsScreen page={page} />
    </RequireAuth>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('notifications.title')} pathname={location.pathname} noindex />;
}
