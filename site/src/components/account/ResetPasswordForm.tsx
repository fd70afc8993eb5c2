import React, { useMemo, useState } from 'react';
import { useId } from '../../ids';
import { Link } from 'gatsby';
import { REDIRECT_DELAYS, resetPasswordFormSchema, validate } from '@oyundev/domain';
import { useResetPassword } from '../../api-client/auth';
import { StatusScreen } from '../shell/StatusScreen';
import { PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { routeServerError } from './serverErrors';
import { SuccessPanel } from './SuccessPanel';
import { t } from '../../i18n';
import * as styles from './Forms.module.css';
import * as accountStyles from './Account.module.css';
import { FormError } from '../common/FormError';
import { useRedirectAfter } from '../../hooks/useRedirectAfter';
import { usePublicSettings } from '../../auth/usePublicSettings';

type Field = 'password' | 'confirmPassword';
const FIELDS: readonly Field[] = ['password', 'confirmPassword'];

/** A missing, used or expired link (spec accounts §2): two ways on. */
export function InvalidResetLink() {
  return (
    <StatusScreen icon="lock" tone="danger" title={t('auth.reset.invalidTitle')}>
      <p>{t('auth.reset.invalidBody')}</p>
      <div className={accountStyles.actions}>
        <Link to="/forgot-password" className="btn btn-primary">
          {t('auth.reset.requestNew')}
        </Link>
        <Link to="/login" className="btn btn-outline">
          {t('auth.reset.toLogin')}
        </Link>
      </div>
    </StatusScreen>
  );
}

/** /reset-password?token=… — the new password twice; success goes to /login after 3 s. */
export function ResetPasswordForm({ code, onInvalid }: { code: string; onInvalid(): void }) {
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const id = useId();
  const { settings } = usePublicSettings();
  const schema = useMemo(() => resetPasswordFormSchema(settings.passwordMinLength), [settings.passwordMinLength]);

  useRedirectAfter(done ? '/login' : null, REDIRECT_DELAYS.afterReset);

  const reset = useResetPassword({
    onSuccess: (answer) => setDone(answer.message || t('auth.reset.success')),
    onError: (error) => {
      if (error.code === 'RESET_TOKEN_INVALID') {
        onInvalid();
        return;
      }
      const routed = routeServerError(error, FIELDS, t('auth.reset.failed'), { passwordConfirmation: 'confirmPassword' });
      setErrors(routed.fields);
      setGeneral(routed.general);
    },
  });
  const submitting = reset.isPending;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const result = validate(schema, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    reset.mutate({ code, password: result.data.password, passwordConfirmation: result.data.confirmPassword });
  };

  if (done) {
    return (
      <SuccessPanel title={done}>
        <p>{t('auth.reset.redirecting')}</p>
      </SuccessPanel>
    );
  }

  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      <FormError message={general} />
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('auth.reset.passwordLabel')}</label>
        <PasswordInput
          id={`${id}-password`}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          error={errors.password}
          autoFocus
        />
        <PasswordStrengthMeter password={values.password} countSymbol={false} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirm`}>{t('auth.reset.confirmPasswordLabel')}</label>
        <PasswordInput
          id={`${id}-confirm`}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(e) => setValues((v) => ({ ...v, confirmPassword: e.target.value }))}
          error={errors.confirmPassword}
        />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
        {submitting ? t('common.saving') : t('auth.reset.submit')}
      </button>
    </form>
  );
}
