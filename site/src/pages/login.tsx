import type { HeadProps, PageProps } from 'gatsby';
import { isSafeRedirect } from '@oyundev/domain';
import { AuthCard } from '../components/account/AuthCard';
import { LoginForm } from '../components/account/LoginForm';
import { Seo } from '../components/shell/Seo';
import { useQueryParams } from '../hooks/useQueryParams';
import { t } from '../i18n';

const redirectParam = (value: string | null) => (isSafeRedirect(value) ? value : null);

export default function LoginPage({ location }: PageProps) {
  const query = useQueryParams(location.search);
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <LoginForm redirect={redirectParam(query.get('redirect'))} />
    </AuthCard>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('auth.login.title')} description={t('auth.login.subtitle')} pathname={location.pathname} />;
}
