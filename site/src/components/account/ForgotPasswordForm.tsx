import React, { useState } from 'react';
import { useId } from '../../ids';
import { Link } from 'gatsby';
import { forgotPasswordSchema, validate } from '@oyundev/domain';
import { useForgotPassword } from '../../api-client/auth';
import { FieldError } from './PasswordInput';
import { routeServerError } from './serverErrors';
import { SuccessPanel } from './SuccessPanel';
import { t } from '../../i18n';
import { useBuiltFieldState } from '../../preact/forms';
import * as styles from './Forms.module.css';
import { FormError } from '../common/FormError';

/** /forgot-password: the address, then a confirmation with the spam-folder hint (spec accounts §2). */
export function ForgotPasswordForm() {
  const id = useId();
  // What was typed before the page's script ran is kept (src/preact/forms.ts).
  const [email, setEmail] = useBuiltFieldState(`${id}-email`, '');
  const [error, setError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<{ address: string; message: string } | null>(null);

  const send = useForgotPassword({
    onSuccess: (answer, address) => setSentTo({ address, message: answer.message || t('auth.forgot.sent') }),
    onError: (err) => {
      const routed = routeServerError(err, ['email'] as const, t('auth.forgot.failed'));
      setError(routed.fields.email);
      setGeneral(routed.general);
    },
  });
  const submitting = send.isPending;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const result = validate(forgotPasswordSchema, { email });
    if (!result.ok) {
      setError(result.errors.email);
      return;
    }
    setError(undefined);
    send.mutate(result.data.email);
  };

  if (sentTo) {
    return (
      <SuccessPanel title={t('auth.forgot.sentTitle')}>
        <p>{sentTo.message}</p>
        <p>
          <strong>{sentTo.address}</strong>
        </p>
        <p>{t('auth.forgot.spamHint')}</p>
        <Link to="/login" className="btn btn-outline">
          {t('auth.forgot.backToLogin')}
        </Link>
      </SuccessPanel>
    );
  }

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <FormError message={general} />
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('auth.forgot.emailLabel')}</label>
        <input
          id={`${id}-email`}
          className="input"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-email-error` : undefined}
          autoFocus
        />
        <FieldError id={`${id}-email`} error={error} />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting ? t('common.sending') : t('auth.forgot.submit')}
      </button>
      <p className={styles.alt}>
        <Link to="/login">{t('auth.forgot.backToLogin')}</Link>
      </p>
    </form>
  );
}
