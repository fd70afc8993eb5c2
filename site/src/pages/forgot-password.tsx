import type { HeadProps } from 'gatsby';
import { AuthCard } from '../components/account/AuthCard';
import { ForgotPasswordForm } from '../components/account/ForgotPasswordForm';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function ForgotPasswordPage() {
  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.body')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('auth.forgot.title')} description={t('auth.forgot.body')} pathname={location.pathname} />;
}
