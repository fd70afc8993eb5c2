import type { HeadProps } from 'gatsby';
import { ComingSoon } from '../components/common/ComingSoon';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function Page() {
  return <ComingSoon title={t('auth.verify.title')} body={t('placeholder.verifyEmail')} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('auth.verify.title')} pathname={location.pathname} />;
}
