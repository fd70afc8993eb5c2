import { useEffect } from 'react';
import { navigate, type HeadProps, type PageProps } from 'gatsby';
import { ComingSoon } from '../components/common/ComingSoon';
import { StatusScreen } from '../components/shell/StatusScreen';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { Seo } from '../components/shell/Seo';
import { useAuth } from '../auth/AuthProvider';
import { t } from '../i18n';

// Without a token (spec accounts §2): a guest goes to /login, a signed-in member sees whether their address
// still waits for verification. Checking a token and resending the mail come with the accounts work.
export default function Page({ location }: PageProps) {
  const { isLoading, user } = useAuth();
  const hasToken = new URLSearchParams(location.search).has('token');

  useEffect(() => {
    if (!hasToken && !isLoading && !user) void navigate('/login?redirect=%2Fverify-email', { replace: true });
  }, [hasToken, isLoading, user]);

  if (hasToken) return <ComingSoon title={t('auth.verify.title')} body={t('placeholder.verifyEmail')} />;
  if (isLoading || !user) return <InlineLoading />;
  if (user.isEmailVerified) {
    return <StatusScreen icon="check" tone="accent" title={t('auth.verify.title')}><p>{t('auth.verify.alreadyVerified')}</p></StatusScreen>;
  }
  return (
    <StatusScreen icon="bell" title={t('auth.verify.pendingTitle')}>
      <p>{t('auth.verify.pendingBody', { email: user.email })}</p>
    </StatusScreen>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('auth.verify.title')} pathname={location.pathname} />;
}
