import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminSettingsQuery } from '../../../api-client/admin-settings';
import { t } from '../../../i18n';
import { LoadError } from '../../common/LoadError';
import { InlineLoading } from '../../shell/LoadingOverlay';
import * as adminStyles from '../Admin.module.css';
import { AnnouncementsTab } from './AnnouncementsTab';
import { CategoriesTab } from './CategoriesTab';
import { SettingsForm } from './SettingsForm';
import { SETTINGS_FIELDS, SETTINGS_TABS, type SettingsTab } from './settingsFields';
import * as styles from './Settings.module.css';

/** /admin/settings — the seven tabs (forum spec §2 "Admin settings"); every saved value takes effect. */
export function SettingsScreen() {
  const [tab, setTab] = useState<SettingsTab>('general');
  const settings = useQuery(adminSettingsQuery());
  const fields = tab === 'categories' || tab === 'announcements' ? null : SETTINGS_FIELDS[tab];

  return (
    <section className={`${adminStyles.screen} ${styles.screen}`} aria-labelledby="admin-settings-title">
      <h1 id="admin-settings-title" className={adminStyles.title}>
        {t('admin.nav.settings')}
      </h1>
      {settings.data?.general.maintenanceMode ? (
        <p className={styles.notice} role="status">
          {t('admin.maintenance.adminNotice')}
        </p>
      ) : null}
      <div className={`${adminStyles.tabs} ${styles.tabs}`} role="tablist" aria-label={t('admin.nav.settings')}>
        {SETTINGS_TABS.map((key) => (
          <button
            key={key}
            id={`settings-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls="settings-panel"
            className={adminStyles.tab}
            onClick={() => setTab(key)}
          >
            {t(`admin.settings.tab.${key}`)}
          </button>
        ))}
      </div>
      <div id="settings-panel" role="tabpanel" aria-labelledby={`settings-tab-${tab}`} className={styles.panel}>
        {tab === 'categories' ? (
          <CategoriesTab />
        ) : tab === 'announcements' ? (
          <AnnouncementsTab />
        ) : settings.isPending ? (
          <InlineLoading />
        ) : settings.isError ? (
          <LoadError message={t('common.genericError')} onRetry={() => void settings.refetch()} />
        ) : fields ? (
          <SettingsForm key={tab} section={tab} fields={fields} saved={settings.data} />
        ) : null}
      </div>
    </section>
  );
}
