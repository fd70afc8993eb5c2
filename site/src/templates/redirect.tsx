import type { HeadProps, PageProps } from 'gatsby';
import { RedirectTo } from '../components/account/RedirectTo';
import { Seo } from '../components/shell/Seo';
import type { RedirectContext } from './contexts';
import { t } from '../i18n';

/** The page left at an old address of src/routes.ts REDIRECTS (/giris → /login). */
export default function RedirectPage({ pageContext }: PageProps<object, RedirectContext>) {
  return <RedirectTo to={pageContext.to} label={t(pageContext.title)} />;
}

export function Head({ pageContext }: HeadProps<object, RedirectContext>) {
  return <Seo title={t(pageContext.title)} pathname={pageContext.to} noindex />;
}
