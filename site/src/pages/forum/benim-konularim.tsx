import type { HeadProps } from 'gatsby';
import { DashboardScreen } from '../../components/screens/DashboardScreen';
import { Seo } from '../../components/shell/Seo';
import { t } from '../../i18n';

export default function Page() {
  return <DashboardScreen myTopics />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('forum.myTopics')} pathname={location.pathname} noindex />;
}
