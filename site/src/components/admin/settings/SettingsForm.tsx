import { useEffect, useState, type FormEvent } from 'react';
import toast from '../../shell/toast';
import { ADMIN_TOAST_DURATIONS, type AdminSiteSettings, type SiteSettingsGroup } from '@oyundev/domain';
import { useSaveSettings } from '../../../api-client/admin-settings';
import { t } from '../../../i18n';
import type { SettingsField } from './settingsFields';
import * as styles from './Settings.module.css';

type Values = Record<string, unknown>;

const toForm = (field: SettingsField, value: unknown) => (field.kind === 'list' && Array.isArray(value) ? value.join(', ') : value);

/** One settings group as a form: the saved values, a save button, the '{Section} ayarları kaydedildi' toast. */
export function SettingsForm({
  section,
  fields,
  saved,
}: {
  section: SiteSettingsGroup;
  fields: SettingsField[];
  saved: AdminSiteSettings;
}) {
  const group = saved[section] as Values;
  const initial = () => Object.fromEntries(fields.map((f) => [f.name, toForm(f, group[f.name])]));
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A save (or another tab's) refreshes the saved values: the form shows what the server holds.
  useEffect(() => setValues(initial()), [group]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = useSaveSettings({
    onSuccess: (answer) => {
      setErrors({});
      toast.success(answer.message, { duration: ADMIN_TOAST_DURATIONS.success });
    },
    onError: (error) => {
      setErrors(error.fields ?? {});
      toast.error(t('admin.settings.saveFailed'), { duration: ADMIN_TOAST_DURATIONS.error });
    },
  });
  const set = (name: string, value: unknown) => setValues((v) => ({ ...v, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ section, values });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t(`admin.settings.tab.${section}`)}>
      {fields.map((field) => {
        const id = `setting-${section}-${field.name}`;
        const error = errors[field.name];
        const hint = field.hint ? (
          <p id={`${id}-hint`} className={styles.hint}>
            {t(field.hint)}
          </p>
        ) : null;
        const described = [field.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
        const common = { id, name: field.name, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
        const value = values[field.name];
        if (field.kind === 'switch') {
          return (
            <div key={field.name} className={styles.switchRow}>
              <input {...common} type="checkbox" checked={value === true} onChange={(e) => set(field.name, e.target.checked)} />
              <label htmlFor={id}>{t(field.label)}</label>
              {hint}
            </div>
          );
        }
        return (
          <div key={field.name} className="field">
            <label htmlFor={id}>{t(field.label)}</label>
            {field.kind === 'select' ? (
              <select {...common} className="input" value={String(value ?? '')} onChange={(e) => set(field.name, e.target.value)}>
                {field.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : field.kind === 'textarea' || field.kind === 'css' ? (
              <textarea
                {...common}
                className={`input ${field.kind === 'css' ? styles.code : ''}`}
                rows={field.kind === 'css' ? 8 : 3}
                spellCheck={field.kind !== 'css'}
                value={String(value ?? '')}
                onChange={(e) => set(field.name, e.target.value)}
              />
            ) : field.kind === 'color' ? (
              <div className={styles.colorRow}>
                <input
                  type="color"
                  aria-hidden="true"
                  tabIndex={-1}
                  value={/^#[0-9a-f]{6}$/i.test(String(value)) ? String(value) : '#000000'}
                  onChange={(e) => set(field.name, e.target.value)}
                />
                <input {...common} className="input" value={String(value ?? '')} onChange={(e) => set(field.name, e.target.value)} />
              </div>
            ) : (
              <input
                {...common}
                className="input"
                type={field.kind === 'number' ? 'number' : field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'text'}
                min={field.min}
                max={field.max}
                value={String(value ?? '')}
                onChange={(e) => set(field.name, e.target.value)}
              />
            )}
            {hint}
            {error ? (
              <p id={`${id}-error`} className="field-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}
