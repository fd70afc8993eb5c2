import type { HeadProps } from 'gatsby';
import { RedirectTo } from '../components/account/RedirectTo';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function GirisPage() {
  return <RedirectTo to="/login" label={t('auth.login.title')} />;
}

export function Head(_props: HeadProps) {
  return <Seo title={t('auth.login.title')} pathname="/login" noindex />;
}
