import type { HeadProps } from 'gatsby';
import { DashboardScreen } from '../components/screens/DashboardScreen';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function Page() {
  return <DashboardScreen />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('dashboard.title')} pathname={location.pathname} noindex />;
}
