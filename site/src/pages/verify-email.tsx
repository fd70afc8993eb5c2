import type { HeadProps, PageProps } from 'gatsby';
import { VerifyEmailStatus, VerifyEmailToken } from '../components/account/VerifyEmail';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { Seo } from '../components/shell/Seo';
import { useHydrated } from '../hooks/useHydrated';
import { t } from '../i18n';

// With a token the link is checked; without one (spec accounts §2) a guest goes to /login and a signed-in
// member sees whether their address still waits for verification.
export default function VerifyEmailPage({ location }: PageProps) {
  const hydrated = useHydrated();
  if (!hydrated) return <InlineLoading />;
  const token = new URLSearchParams(location.search).get('token')?.trim();
  return token ? <VerifyEmailToken token={token} /> : <VerifyEmailStatus />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('auth.verify.title')} pathname={location.pathname} noindex />;
}
