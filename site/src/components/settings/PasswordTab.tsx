import React, { useMemo, useState } from 'react';
import { useId } from '../../ids';
import { changePasswordFormSchema, validate } from '@oyundev/domain';
import { usePublicSettings } from '../../auth/usePublicSettings';
import { useChangePassword } from '../../api-client/account';
import { PasswordInput } from '../account/PasswordInput';
import { routeServerError } from '../account/serverErrors';
import { SettingsMessage } from './SettingsMessage';
import { useTimedMessage } from './useTimedMessage';
import { t } from '../../i18n';
import * as styles from './Settings.module.css';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Password: current, new and confirmation (spec accounts §5 — 'Tüm alanları doldurun', 'Yeni şifreler
 * eşleşmiyor'). The server checks the current password and answers a new token; every other session ends.
 */
export function PasswordTab() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { message, show } = useTimedMessage();
  const id = useId();
  const { settings } = usePublicSettings();
  const schema = useMemo(() => changePasswordFormSchema(settings.passwordMinLength), [settings.passwordMinLength]);

  const save = useChangePassword({
    onSuccess: (answer) => {
      setValues(EMPTY);
      show('success', answer.message || t('settings.password.success'));
    },
    onError: (error) => {
      const routed = routeServerError(error, FIELDS, t('settings.password.failed'), {
        password: 'newPassword',
        passwordConfirmation: 'confirmPassword',
      });
      setErrors(routed.fields);
      show('error', routed.general ?? Object.values(routed.fields)[0] ?? t('settings.password.failed'));
    },
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(schema, values);
    if (!result.ok) {
      // One note for the form ('Tüm alanları doldurun' when anything is empty); the fields it concerns are
      // marked and point to it rather than repeating it under each.
      const fieldErrors = result.errors as Partial<Record<Field, string>>;
      setErrors(fieldErrors);
      show('error', Object.values(fieldErrors)[0] ?? t('settings.password.failed'));
      return;
    }
    setErrors({});
    save.mutate({
      currentPassword: result.data.currentPassword,
      password: result.data.newPassword,
      passwordConfirmation: result.data.confirmPassword,
    });
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <PasswordInput
        id={`${id}-${name}`}
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => {
          setValues((v) => ({ ...v, [name]: e.target.value }));
          setErrors((current) => ({ ...current, [name]: undefined }));
        }}
        invalidBy={errors[name] ? `${id}-message` : null}
      />
    </div>
  );

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-busy={save.isPending}>
      <h2 className={styles.panelTitle}>{t('settings.tab.password')}</h2>
      <p className={styles.help}>{t('settings.password.hint')}</p>
      {field('currentPassword', t('settings.currentPassword'), 'current-password')}
      {field('newPassword', t('settings.newPassword'), 'new-password')}
      {field('confirmPassword', t('settings.confirmNewPassword'), 'new-password')}
      <div className={styles.footer}>
        <SettingsMessage id={`${id}-message`} message={message} />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('settings.password.submit')}
        </button>
      </div>
    </form>
  );
}
