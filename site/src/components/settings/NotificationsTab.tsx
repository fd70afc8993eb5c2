import React, { useState } from 'react';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_SETTING_OPTIONS, type NotificationSettings } from '@oyundev/domain';
import { useUpdateNotifications } from '../../api-client/account';
import type { Me } from '../../api-client/types';
import { SettingsMessage } from './SettingsMessage';
import { Toggle } from './Toggle';
import { useSettingsFeedback } from './useSettingsFeedback';
import { t } from '../../i18n';
import * as styles from './Settings.module.css';

/** Notifications: the seven switches of the account (each on until turned off). */
export function NotificationsTab({ member }: { member: Me }) {
  const [settings, setSettings] = useState<NotificationSettings>({ ...DEFAULT_NOTIFICATION_SETTINGS, ...member.notificationSettings });
  const { message, handlers } = useSettingsFeedback<NotificationSettings>({
    success: t('settings.notifications.success'),
    failed: t('settings.notifications.failed'),
  });
  const save = useUpdateNotifications(handlers);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(settings);
  };

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={onSubmit} aria-busy={save.isPending}>
      <h2 className={styles.panelTitle}>{t('settings.tab.notifications')}</h2>
      <div className={styles.toggleList}>
        {NOTIFICATION_SETTING_OPTIONS.map((option) => (
          <Toggle
            key={option.value}
            label={option.label}
            checked={settings[option.value]}
            onChange={(on) => setSettings((current) => ({ ...current, [option.value]: on }))}
          />
        ))}
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
