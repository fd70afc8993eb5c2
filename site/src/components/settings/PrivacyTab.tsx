import React, { useState } from 'react';
import { useId } from '../../ids';
import { navigate } from 'gatsby';
import toast from '../shell/toast';
import {
  DEFAULT_PRIVACY_SETTINGS,
  PROFILE_VISIBILITY_OPTIONS,
  deleteAccountSchema,
  validate,
  type PrivacySettings,
  type ProfileVisibility,
} from '@oyundev/domain';
import { useDeleteAccount, useExportAccount, useUpdatePrivacy } from '../../api-client/account';
import type { Me } from '../../api-client/types';
import { Icon } from '../common/Icon';
import { PasswordInput } from '../account/PasswordInput';
import { routeServerError } from '../account/serverErrors';
import { SettingsMessage } from './SettingsMessage';
import { Toggle } from './Toggle';
import { useTimedMessage } from './useTimedMessage';
import { useSettingsFeedback } from './useSettingsFeedback';
import { t } from '../../i18n';
import * as styles from './Settings.module.css';

/**
 * Privacy (the spec names the tab but does not show it): who sees the profile, whether activity and online
 * status show, a copy of one's data, and closing the account.
 */
export function PrivacyTab({ member }: { member: Me }) {
  return (
    <div className={`${styles.form} ${styles.narrow}`}>
      <VisibilityForm member={member} />
      <hr className={styles.rule} />
      <DataExport username={member.username} />
      <hr className={styles.rule} />
      <DeleteAccount />
    </div>
  );
}

function VisibilityForm({ member }: { member: Me }) {
  const [settings, setSettings] = useState<PrivacySettings>({ ...DEFAULT_PRIVACY_SETTINGS, ...member.privacy });
  const id = useId();
  const { message, handlers } = useSettingsFeedback<PrivacySettings>({
    success: t('account.privacy.updated'),
    failed: t('settings.notifications.failed'),
  });
  const save = useUpdatePrivacy(handlers);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(settings);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-busy={save.isPending}>
      <h2 className={styles.panelTitle}>{t('settings.tab.privacy')}</h2>
      <fieldset className={styles.radioGroup}>
        <legend className={styles.groupTitle}>{t('settings.privacy.visibility')}</legend>
        {PROFILE_VISIBILITY_OPTIONS.map((option) => (
          <label key={option.value} className={styles.radio} htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name="profileVisibility"
              value={option.value}
              checked={settings.profileVisibility === option.value}
              onChange={() => setSettings((s) => ({ ...s, profileVisibility: option.value as ProfileVisibility }))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.toggleList}>
        <Toggle
          label={t('settings.privacy.showActivity')}
          checked={settings.showActivity}
          onChange={(on) => setSettings((s) => ({ ...s, showActivity: on }))}
        />
        <Toggle
          label={t('settings.privacy.showOnlineStatus')}
          checked={settings.showOnlineStatus}
          onChange={(on) => setSettings((s) => ({ ...s, showOnlineStatus: on }))}
        />
      </div>
      <div className={styles.footer}>
        <SettingsMessage message={message} />
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('common.save')}
        </button>
      </div>
    </form>
  );
}

/** Saves everything the server holds about the member as a JSON file. */
function DataExport({ username }: { username: string }) {
  const { message, show } = useTimedMessage();
  const download = useExportAccount({
    onSuccess: (data) => {
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `oyundev-${username}-verilerim.json`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      show('success', t('settings.export.done'));
    },
    onError: (error) => {
      show('error', routeServerError(error, [], t('settings.export.failed')).general ?? t('settings.export.failed'));
    },
  });

  return (
    <section className={styles.form} aria-labelledby="settings-export-title">
      <h3 id="settings-export-title" className={styles.groupTitle}>
        {t('settings.export.title')}
      </h3>
      <p className={styles.help}>{t('settings.export.body')}</p>
      <div className={styles.footer}>
        <SettingsMessage message={message} />
        <button type="button" className="btn btn-outline" onClick={() => download.mutate()} disabled={download.isPending}>
          <Icon name="arrowDown" size={16} />
          {download.isPending ? t('common.loading') : t('settings.export.button')}
        </button>
      </div>
    </section>
  );
}

/** Closing the account: asks for the password once more, then signs out. */
function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  const remove = useDeleteAccount({
    onSuccess: (answer) => {
      toast.success(answer.message || t('account.deleted'));
      void navigate('/', { replace: true });
    },
    onError: (err) => {
      const routed = routeServerError(err, ['password'] as const, t('settings.delete.failed'));
      setError(routed.fields.password ?? routed.general ?? t('settings.delete.failed'));
    },
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = validate(deleteAccountSchema, { password });
    if (!result.ok) {
      setError(result.errors.password);
      return;
    }
    setError(undefined);
    remove.mutate(result.data.password);
  };

  return (
    <section className={`${styles.form} ${styles.danger}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.groupTitle}>
        {t('settings.delete.title')}
      </h3>
      <p className={styles.help}>{t('settings.delete.body')}</p>
      {!open ? (
        <div>
          <button type="button" className={`btn btn-outline ${styles.dangerOutline}`} onClick={() => setOpen(true)}>
            {t('settings.delete.start')}
          </button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={remove.isPending}>
          <div className="field">
            <label htmlFor={`${id}-password`}>{t('settings.delete.passwordLabel')}</label>
            <PasswordInput
              id={`${id}-password`}
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={error}
              autoFocus
            />
          </div>
          <div className={styles.buttons}>
            <button type="submit" className={`btn ${styles.dangerButton}`} disabled={remove.isPending}>
              {remove.isPending ? t('common.deleting') : t('settings.delete.confirm')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setOpen(false);
                setPassword('');
                setError(undefined);
              }}
              disabled={remove.isPending}
            >
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
