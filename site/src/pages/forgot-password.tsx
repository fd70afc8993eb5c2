import type { HeadProps } from 'gatsby';
import { ComingSoon } from '../components/common/ComingSoon';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function Page() {
  return <ComingSoon title={t('auth.forgot.title')} body={t('placeholder.forgotPassword')} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('auth.forgot.title')} pathname={location.pathname} />;
}
