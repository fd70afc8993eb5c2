import type { HeadProps, PageProps } from 'gatsby';
import { DiscoverScreen } from '../components/discover/DiscoverScreen';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function Page({ location }: PageProps) {
  return <DiscoverScreen search={location.search} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('discover.title')} description={t('discover.lead')} pathname={location.pathname} />;
}
