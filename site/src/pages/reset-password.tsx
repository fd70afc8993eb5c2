import type { HeadProps } from 'gatsby';
import { ComingSoon } from '../components/common/ComingSoon';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function Page() {
  return <ComingSoon title={t('auth.reset.title')} body={t('placeholder.resetPassword')} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('auth.reset.title')} pathname={location.pathname} />;
}
