import type { HeadProps, PageProps } from 'gatsby';
import { WritePostScreen } from '../../components/blog/write/WritePostScreen';
import { Seo } from '../../components/shell/Seo';
import { useHydrated } from '../../hooks/useHydrated';
import { t } from '../../i18n';

export default function Page({ location }: PageProps) {
  const hydrated = useHydrated();
  return <WritePostScreen search={hydrated ? location.search : ''} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('blog.write.title')} pathname={location.pathname} noindex />;
}
