import React, { useEffect, useState } from 'react';
import { useId } from '../../ids';
import { Link, navigate } from 'gatsby';
import toast from '../shell/toast';
import { useAuth } from '../../auth/AuthProvider';
import { useLogin } from '../../auth/useSessionWrites';
import { REDIRECT_DELAYS, loginSchema, postLoginPath, roleLabel, validate } from '@oyundev/domain';
import { usePublicSettings } from '../../auth/usePublicSettings';
import type { PublicSiteSettings } from '../../api-client/account';
import { FieldError, PasswordInput } from './PasswordInput';
import { routeServerError } from './serverErrors';
import { t } from '../../i18n';
import * as styles from './Forms.module.css';
import { FormError } from '../common/FormError';
import { useRedirectAfter } from '../../hooks/useRedirectAfter';
import { useBuiltFieldState } from '../../preact/forms';

type Field = 'identifier' | 'password';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['identifier', 'password'];

const SUPPORT_EMAIL = 'destek@oyundev.com';

export function LoginForm({ redirect }: { redirect: string | null }) {
  const { status, user } = useAuth();
  const id = useId();
  // What was typed before the page's script ran is kept (src/preact/forms.ts).
  const [identifier, setIdentifier] = useBuiltFieldState(`${id}-identifier`, '');
  const [password, setPassword] = useBuiltFieldState(`${id}-password`, '');
  const [remember, setRemember] = useBuiltFieldState(`${id}-remember`, true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const signIn = useLogin({
    onSuccess: (member) => {
      toast.success(t('auth.login.welcome', { name: member.username }));
    },
    onError: (error) => {
      // Unknown user → identifier, wrong password → password, lockout / too many tries / anything else above.
      const routed = routeServerError(error, FIELDS, t('auth.login.failed'));
      setErrors(routed.fields);
      setGeneral(routed.general);
    },
  });
  // 'success' lasts: the page stays 'Yönlendiriliyor...' until it leaves.
  const phase = signIn.isPending ? 'loading' : signIn.isSuccess ? 'success' : 'idle';
  const { demoLogins } = usePublicSettings().settings;

  // Someone already signed in does not need this page.
  useEffect(() => {
    if (status === 'authenticated' && user && phase === 'idle') void navigate(postLoginPath(user, redirect), { replace: true });
  }, [status, user, redirect, phase]);

  // Spec accounts §2: the redirect follows 800 ms after success, so the welcome can be read.
  const target = phase === 'success' && user ? postLoginPath(user, redirect) : null;
  useRedirectAfter(target, REDIRECT_DELAYS.afterLogin);

  const submit = (credentials: { identifier: string; password: string }) => {
    setGeneral(null);
    // The same schema the API validates with (spec accounts §5).
    const result = validate(loginSchema, credentials);
    if (!result.ok) {
      setErrors(result.errors as FieldErrors);
      return;
    }
    setErrors({});
    signIn.mutate({ identifier: result.data.identifier, password: result.data.password, remember });
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    submit({ identifier, password });
  };

  // A demo button fills the form in view, then signs in with it.
  const loginAsDemo = (demo: PublicSiteSettings['demoLogins'][number]) => {
    setIdentifier(demo.username);
    setPassword(demo.demoPassword);
    submit({ identifier: demo.username, password: demo.demoPassword });
  };

  const busy = phase !== 'idle';
  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={phase === 'loading'}>
      <FormError message={general} />
      <div className="field">
        <label htmlFor={`${id}-identifier`}>{t('auth.login.identifierLabel')}</label>
        <input
          id={`${id}-identifier`}
          className="input"
          name="identifier"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          aria-invalid={errors.identifier ? true : undefined}
          aria-describedby={errors.identifier ? `${id}-identifier-error` : undefined}
          autoFocus
        />
        <FieldError id={`${id}-identifier`} error={errors.identifier} />
      </div>
      <div className="field">
        <div className={styles.labelRow}>
          <label htmlFor={`${id}-password`}>{t('auth.login.passwordLabel')}</label>
          <Link to="/forgot-password" className={styles.small}>
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
      </div>
      <label className={styles.check}>
        <input id={`${id}-remember`} type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        <span>{t('auth.login.rememberMe')}</span>
      </label>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {phase === 'loading' ? t('auth.login.submitting') : phase === 'success' ? t('auth.login.redirecting') : t('auth.login.submit')}
      </button>
      {demoLogins.length > 0 && (
        <fieldset className={styles.demo} disabled={busy}>
          <legend>{t('auth.login.demoTitle')}</legend>
          {demoLogins.map((demo) => (
            <button key={demo.username} type="button" className="btn btn-outline btn-block" onClick={() => loginAsDemo(demo)}>
              {t('auth.login.demoAs', { role: roleLabel(demo.role), username: demo.username, password: demo.demoPassword })}
            </button>
          ))}
        </fieldset>
      )}
      <p className={styles.alt}>
        {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.registerLink')}</Link>
      </p>
      <p className={styles.alt}>
        <Link to="/verify-email">{t('auth.login.verifyLink')}</Link>
      </p>
      <p className={`${styles.alt} ${styles.small}`}>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{t('auth.login.support', { email: SUPPORT_EMAIL })}</a>
      </p>
    </form>
  );
}
