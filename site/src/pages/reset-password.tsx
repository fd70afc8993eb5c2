import { useState } from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { AuthCard } from '../components/account/AuthCard';
import { InvalidResetLink, ResetPasswordForm } from '../components/account/ResetPasswordForm';
import { InlineLoading } from '../components/shell/LoadingOverlay';
import { Seo } from '../components/shell/Seo';
import { useHydrated } from '../hooks/useHydrated';
import { t } from '../i18n';

// The mailed link carries the code as ?token= (Strapi's own links use ?code=, accepted too). A missing one,
// or one the server refuses as used or expired, is the invalid-link view.
export default function ResetPasswordPage({ location }: PageProps) {
  const hydrated = useHydrated();
  const [refused, setRefused] = useState(false);
  if (!hydrated) return <InlineLoading />;
  const params = new URLSearchParams(location.search);
  const code = (params.get('token') ?? params.get('code') ?? '').trim();
  if (!code || refused) return <InvalidResetLink />;
  return (
    <AuthCard title={t('auth.reset.title')}>
      <ResetPasswordForm code={code} onInvalid={() => setRefused(true)} />
    </AuthCard>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('auth.reset.title')} pathname={location.pathname} noindex />;
}
