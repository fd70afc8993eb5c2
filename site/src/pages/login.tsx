import type { HeadProps, PageProps } from 'gatsby';
import { isSafeRedirect } from '@oyundev/domain';
import { LoginForm } from '../components/account/LoginForm';
import { Logo } from '../components/shell/Logo';
import { Seo } from '../components/shell/Seo';
import { useQueryParams } from '../hooks/useQueryParams';
import { t } from '../i18n';
import * as styles from '../components/account/AuthCard.module.css';

const redirectParam = (value: string | null) => (isSafeRedirect(value) ? value : null);

export default function LoginPage({ location }: PageProps) {
  const query = useQueryParams(location.search);
  return (
    <div className={`container ${styles.wrap}`}>
      <section className={`card ${styles.card}`} aria-labelledby="login-title">
        <div className={styles.brand}>
          <Logo />
        </div>
        <h1 id="login-title" className={styles.title}>
          {t('auth.login.title')}
        </h1>
        <p className={styles.subtitle}>{t('auth.login.subtitle')}</p>
        <LoginForm redirect={redirectParam(query.get('redirect'))} />
      </section>
    </div>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title={t('auth.login.title')} description={t('auth.login.subtitle')} pathname={location.pathname} />;
}
