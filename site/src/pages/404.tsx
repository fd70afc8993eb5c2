import type { HeadProps } from 'gatsby';
import { NotFound } from '../components/shell/NotFound';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function NotFoundPage() {
  return <NotFound />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('notFound.title')} pathname={location.pathname} noindex />;
}
