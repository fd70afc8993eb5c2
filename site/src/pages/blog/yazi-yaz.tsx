import type { HeadProps } from 'gatsby';
import { RequireAuth } from '../../components/account/RequireAuth';
import { ComingSoon } from '../../components/common/ComingSoon';
import { Seo } from '../../components/shell/Seo';
import { t } from '../../i18n';

export default function Page() {
  return (
    <RequireAuth>
      <ComingSoon title={t('blog.write.title')} body={t('blog.write.underDevelopment')} />
    </RequireAuth>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('blog.write.title')} pathname={location.pathname} noindex />;
}
