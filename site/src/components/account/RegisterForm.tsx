import React, { useEffect, useMemo, useState } from 'react';
import { useId } from '../../ids';
import { Link, navigate } from 'gatsby';
import toast from '../shell/toast';
import {
  AVAILABILITY_DEBOUNCE,
  REDIRECT_DELAYS,
  USERNAME_CHECK_MIN_LENGTH,
  registerRequestSchema,
  registerFormSchema,
  validate,
} from '@oyundev/domain';
import { useAuth } from '../../auth/AuthProvider';
import { useRegister } from '../../auth/useSessionWrites';
import { usePublicSettings } from '../../auth/usePublicSettings';
import { checkEmail, checkUsername } from '../../api-client/auth';
import { Icon } from '../common/Icon';
import { FieldError, PasswordInput } from './PasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { SuccessPanel } from './SuccessPanel';
import { routeServerError } from './serverErrors';
import { useAvailability, type AvailabilityState } from './useAvailability';
import { t } from '../../i18n';
import * as styles from './Forms.module.css';
import { FormError } from '../common/FormError';
import { useRedirectAfter } from '../../hooks/useRedirectAfter';
import { useBuiltFormState } from '../../preact/forms';

type Field = 'username' | 'email' | 'password' | 'confirmPassword' | 'terms';
type FieldErrors = Partial<Record<Field, string>>;
const FIELDS: readonly Field[] = ['username', 'email', 'password', 'confirmPassword', 'terms'];

interface Values {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
}

const EMPTY: Values = { username: '', email: '', password: '', confirmPassword: '', terms: false };

// A value is only worth an availability question when it could be registered at all.
const usernameShape = registerRequestSchema.shape.username;
const emailShape = registerRequestSchema.shape.email;

/** /register: the §5 rules in the browser (the same schema as the server), live availability, strength. */
export function RegisterForm() {
  const { status } = useAuth();
  const { settings } = usePublicSettings();
  const id = useId();
  // What was typed before the page's script ran is kept (src/preact/forms.ts).
  const [values, setValues] = useBuiltFormState<Values>((field) => `${id}-${field}`, EMPTY); // each field's element is `${id}-<field>`
  // The admin's password minimum (Site ayarları → Güvenlik), the one the server enforces.
  const schema = useMemo(() => registerFormSchema(settings.passwordMinLength), [settings.passwordMinLength]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [createdAs, setCreatedAs] = useState<string | null>(null);

  const signUp = useRegister({
    onSuccess: (member) => {
      setCreatedAs(member.username);
      toast.success(t('auth.register.welcome', { name: member.username }));
    },
    onError: (error) => {
      const routed = routeServerError(error, FIELDS, t('auth.register.failed'));
      setErrors(routed.fields);
      setGeneral(routed.general);
    },
  });
  const submitting = signUp.isPending;

  // Someone already signed in does not need this page (but a fresh account sees its success panel first).
  useEffect(() => {
    if (status === 'authenticated' && !submitting && !createdAs) void navigate('/', { replace: true });
  }, [status, submitting, createdAs]);

  useRedirectAfter(createdAs ? '/' : null, REDIRECT_DELAYS.afterRegister);

  const username = useAvailability(values.username.trim(), {
    eligible: values.username.trim().length >= USERNAME_CHECK_MIN_LENGTH && usernameShape.safeParse(values.username).success,
    delay: AVAILABILITY_DEBOUNCE.username,
    check: checkUsername,
    toState: (a) => (a.available ? { status: 'available' } : { status: 'taken', suggestions: a.suggestions }),
  });
  const email = useAvailability(values.email.trim(), {
    eligible: emailShape.safeParse(values.email).success,
    delay: AVAILABILITY_DEBOUNCE.email,
    check: checkEmail,
    toState: (a) => (a.available ? { status: 'available' } : { status: 'taken', suggestions: [] }),
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    // After a first attempt, the messages follow the typing instead of waiting for the next submit.
    if (submitted) {
      const result = validate(schema, next);
      setErrors(result.ok ? {} : (result.errors as FieldErrors));
    }
  };

  const pickSuggestion = (name: string) => {
    username.now(name);
    set('username', name);
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    setSubmitted(true);
    const result = validate(schema, values);
    if (!result.ok) {
      setErrors(result.errors as FieldErrors);
      return;
    }
    setErrors({});
    const { username: name, email: address, password } = result.data;
    signUp.mutate({ username: name, email: address, password });
  };

  if (createdAs) {
    return (
      <SuccessPanel title={t('auth.register.successTitle')}>
        <p>{t('auth.register.successBody')}</p>
        <p>{t('auth.login.redirecting')}</p>
      </SuccessPanel>
    );
  }

  const closed = !settings.registrationEnabled;
  return (
    <form className={styles.form} method="post" onSubmit={onSubmit} noValidate aria-busy={submitting}>
      {closed && (
        <p className="alert" role="status">
          {t('error.registrationDisabled')}
        </p>
      )}
      <FormError message={general} />
      <fieldset className={`${styles.form} ${styles.fieldset}`} disabled={closed}>
        <div className="field">
          <label htmlFor={`${id}-username`}>{t('auth.register.usernameLabel')}</label>
          <input
            id={`${id}-username`}
            className="input"
            name="username"
            autoComplete="username"
            value={values.username}
            onChange={(e) => set('username', e.target.value)}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={`${id}-username-error ${id}-username-hint`}
            autoFocus
          />
          <FieldError id={`${id}-username`} error={errors.username} />
          <AvailabilityHint
            id={`${id}-username-hint`}
            state={username.state}
            available={t('auth.availability.usernameAvailable')}
            taken={t('auth.availability.usernameTaken')}
            onPick={pickSuggestion}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('auth.register.emailLabel')}</label>
          <input
            id={`${id}-email`}
            className="input"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={`${id}-email-error ${id}-email-hint`}
          />
          <FieldError id={`${id}-email`} error={errors.email} />
          <AvailabilityHint
            id={`${id}-email-hint`}
            state={email.state}
            available={t('auth.availability.emailAvailable')}
            taken={t('auth.register.emailTaken')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-password`}>{t('auth.register.passwordLabel')}</label>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={errors.password}
          />
          <PasswordStrengthMeter password={values.password} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-confirmPassword`}>{t('auth.register.confirmPasswordLabel')}</label>
          <PasswordInput
            id={`${id}-confirmPassword`}
            name="confirmPassword"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => set('confirmPassword', e.target.value)}
            error={errors.confirmPassword}
          />
        </div>
        <div className="field">
          <label className={styles.check} htmlFor={`${id}-terms`}>
            <input
              id={`${id}-terms`}
              type="checkbox"
              name="terms"
              checked={values.terms}
              onChange={(e) => set('terms', e.target.checked)}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
            />
            <span>{t('auth.register.termsLabel')}</span>
          </label>
          <p className={styles.hint}>
            <Link to="/kurallar">{t('page.title.kurallar')}</Link>·<Link to="/gizlilik">{t('page.title.gizlilik')}</Link>
          </p>
          <FieldError id={`${id}-terms`} error={errors.terms} />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={submitting}>
          {submitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </button>
      </fieldset>
      <p className={styles.alt}>
        {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.loginLink')}</Link>
      </p>
    </form>
  );
}

interface AvailabilityHintProps {
  id: string;
  state: AvailabilityState;
  available: string;
  taken: string;
  onPick?(suggestion: string): void;
}

/** The line under a field: checking, free, or taken with free alternatives to pick. */
function AvailabilityHint({ id, state, available, taken, onPick }: AvailabilityHintProps) {
  return (
    <div id={id} aria-live="polite">
      {state.status === 'checking' && <p className={styles.hint}>{t('auth.availability.checking')}</p>}
      {state.status === 'available' && (
        <p className={`${styles.hint} ${styles.hintOk}`}>
          <Icon name="check" size={14} />
          {available}
        </p>
      )}
      {state.status === 'taken' && (
        <>
          <p className={`${styles.hint} ${styles.hintBad}`}>
            <Icon name="x" size={14} />
            {taken}
          </p>
          {onPick && state.suggestions.length > 0 && (
            <p className={styles.suggestions}>
              <span>{t('auth.availability.suggestions')}</span>
              {state.suggestions.map((name) => (
                <button key={name} type="button" className={styles.suggestion} onClick={() => onPick(name)}>
                  {name}
                </button>
              ))}
            </p>
          )}
        </>
      )}
    </div>
  );
}
