import type { HeadProps, PageProps } from 'gatsby';
import { TrendingScreen } from '../components/discover/TrendingScreen';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function TrendingPage({ location }: PageProps) {
  return <TrendingScreen search={location.search} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('trending.title')} description={t('trending.lead')} pathname={location.pathname} />;
}
