import type { HeadProps, PageProps } from 'gatsby';
import { RequireAuth } from '../components/account/RequireAuth';
import { SavedItems } from '../components/blog/SavedItems';
import { Seo } from '../components/shell/Seo';
import { useHydrated } from '../hooks/useHydrated';
import { t } from '../i18n';

export default function Page({ location }: PageProps) {
  const hydrated = useHydrated();
  return (
    <RequireAuth>
      <SavedItems pathname={location.pathname} search={hydrated ? location.search : ''} />
    </RequireAuth>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('saved.title')} pathname={location.pathname} noindex />;
}
