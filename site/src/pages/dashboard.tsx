import type { HeadProps, PageProps } from 'gatsby';
import { DashboardScreen } from '../components/screens/DashboardScreen';
import { useHydrated } from '../hooks/useHydrated';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function Page({ location }: PageProps) {
  const hydrated = useHydrated();
  return <DashboardScreen pathname={location.pathname} search={hydrated ? location.search : ''} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('dashboard.title')} pathname={location.pathname} noindex />;
}
