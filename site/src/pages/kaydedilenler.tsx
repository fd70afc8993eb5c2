import type { HeadProps } from 'gatsby';
import { RequireAuth } from '../components/account/RequireAuth';
import { ComingSoon } from '../components/common/ComingSoon';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function Page() {
  return (
    <RequireAuth>
      <ComingSoon title={t('saved.title')} body={t('placeholder.saved')} />
    </RequireAuth>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('saved.title')} pathname={location.pathname} noindex />;
}
