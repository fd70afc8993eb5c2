import type { HeadProps } from 'gatsby';
import { RedirectTo } from '../components/account/RedirectTo';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function KayitPage() {
  return <RedirectTo to="/register" label={t('auth.register.title')} />;
}

export function Head(_props: HeadProps) {
  return <Seo title={t('auth.register.title')} pathname="/register" noindex />;
}
