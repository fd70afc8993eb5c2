import React, { useState } from 'react';
import { Icon } from '../common/Icon';
import { t } from '../../i18n';
import * as styles from './Forms.module.css';

interface PasswordInputProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  error?: string;
  /** Marked invalid with the message shown elsewhere (e.g. one note for the whole form), whose id is given. */
  invalidBy?: string | null;
}

/** A password box with a show/hide toggle; the error (if any) is tied to it for screen readers. */
export function PasswordInput({ id, error, invalidBy, className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const describedBy = error ? `${id}-error` : (invalidBy ?? undefined);
  return (
    <>
      <div className={styles.passwordRow}>
        <input
          id={id}
          className={`input ${className ?? ''}`}
          type={visible ? 'text' : 'password'}
          aria-invalid={error || invalidBy ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        <button
          type="button"
          className={`btn btn-ghost btn-icon ${styles.reveal}`}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye' : 'lock'} size={16} />
        </button>
      </div>
      <FieldError id={id} error={error} />
    </>
  );
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {error}
    </p>
  );
}
