import type { HeadProps, PageProps } from 'gatsby';
import { isSafeRedirect } from '@oyundev/domain';
import { AuthCard } from '../components/account/AuthCard';
import { LoginForm } from '../components/account/LoginForm';
import { UnlockNotice } from '../components/account/UnlockNotice';
import { Seo } from '../components/shell/Seo';
import { useQueryParams } from '../hooks/useQueryParams';
import { t } from '../i18n';

const redirectParam = (value: string | null) => (isSafeRedirect(value) ? value : null);

export default function LoginPage({ location }: PageProps) {
  const query = useQueryParams(location.search);
  const unlock = query.get('unlock');
  return (
    <AuthCard title={t('nav.login')} subtitle={t('auth.login.subtitle')}>
      {unlock && <UnlockNotice token={unlock} />}
      <LoginForm redirect={redirectParam(query.get('redirect'))} />
    </AuthCard>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('nav.login')} description={t('auth.login.subtitle')} pathname={location.pathname} />;
}
