import React, { useEffect, useId, useState } from 'react';
import { Link, navigate } from 'gatsby';
import toast from 'react-hot-toast';
import { useAuth } from '../../auth/AuthProvider';
import { isApiError } from '../../api-client/client';
import { DEMO_LOGINS, loginSchema, postLoginPath, roleLabel, validate } from '@oyundev/domain';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';
import * as styles from './LoginForm.module.css';

type Field = 'identifier' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

const SUPPORT_EMAIL = 'destek@oyundev.com';

/** Server error → the field it belongs to, by its stable code (never by the wording). */
const FIELD_OF_CODE: Record<string, Field> = { USER_NOT_FOUND: 'identifier', WRONG_PASSWORD: 'password' };

export function LoginForm({ redirect }: { redirect: string | null }) {
  const { login, status, user } = useAuth();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const id = useId();

  // Someone already signed in does not need this page.
  useEffect(() => {
    if (status === 'authenticated' && user && !submitting) void navigate(postLoginPath(user, redirect), { replace: true });
  }, [status, user, redirect, submitting]);

  const submit = async (credentials: { identifier: string; password: string }) => {
    setGeneral(null);
    // The same schema the API validates with (spec accounts §5).
    const result = validate(loginSchema, credentials);
    if (!result.ok) {
      setErrors(result.errors as FieldErrors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const member = await login({ identifier: result.data.identifier, password: result.data.password });
      toast.success(t('auth.login.welcome', { name: member.username }));
      void navigate(postLoginPath(member, redirect), { replace: true });
    } catch (error) {
      const message = isApiError(error) && error.message ? error.message : t('auth.login.failed');
      const field = isApiError(error) ? FIELD_OF_CODE[error.code] : undefined;
      if (field) setErrors({ [field]: message });
      else setGeneral(message);
      setSubmitting(false);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    void submit({ identifier, password });
  };

  // A demo button fills the form in view, then signs in with it.
  const loginAsDemo = (demo: (typeof DEMO_LOGINS)[number]) => {
    setIdentifier(demo.username);
    setPassword(demo.password);
    void submit({ identifier: demo.username, password: demo.password });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={submitting}>
      {general && (
        <p className="alert alert-danger" role="alert">
          {general}
        </p>
      )}
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
        {errors.identifier && (
          <p id={`${id}-identifier-error`} className="field-error">
            {errors.identifier}
          </p>
        )}
      </div>
      <div className="field">
        <div className={styles.labelRow}>
          <label htmlFor={`${id}-password`}>{t('auth.login.passwordLabel')}</label>
          <Link to="/forgot-password" className={styles.small}>
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <div className={styles.passwordRow}>
          <input
            id={`${id}-password`}
            className="input"
            name="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
          />
          <button
            type="button"
            className={`btn btn-ghost btn-icon ${styles.reveal}`}
            aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={showPassword}
            onClick={() => setShowPassword((v) => !v)}
          >
            <Icon name={showPassword ? 'eye' : 'lock'} size={16} />
          </button>
        </div>
        {errors.password && (
          <p id={`${id}-password-error`} className="field-error">
            {errors.password}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      <fieldset className={styles.demo} disabled={submitting}>
        <legend>{t('auth.login.demoTitle')}</legend>
        {DEMO_LOGINS.map((demo) => (
          <button key={demo.username} type="button" className="btn btn-outline btn-block" onClick={() => loginAsDemo(demo)}>
            {t('auth.login.demoAs', { role: roleLabel(demo.role), username: demo.username, password: demo.password })}
          </button>
        ))}
      </fieldset>
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
