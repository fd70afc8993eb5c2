import type { HeadProps } from 'gatsby';
import { AuthCard } from '../components/account/AuthCard';
import { RegisterForm } from '../components/account/RegisterForm';
import { Seo } from '../components/shell/Seo';
import { t } from '../i18n';

export default function RegisterPage() {
  return (
    <AuthCard title={t('nav.register')} subtitle={t('auth.register.subtitle')}>
      <RegisterForm />
    </AuthCard>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('nav.register')} description={t('auth.register.subtitle')} pathname={location.pathname} />;
}
