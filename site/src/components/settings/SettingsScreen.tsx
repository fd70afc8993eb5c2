import '../../i18n-account';
import React, { useEffect, useRef, useState } from 'react';
import { useId } from '../../ids';
import { useQuery } from '@tanstack/react-query';
import { RequireAuth } from '../account/RequireAuth';
import { meQuery } from '../../api-client/auth';
import type { Me } from '../../api-client/types';
import { LoadError } from '../common/LoadError';
import { PageIntro } from '../common/PageIntro';
import { Icon, type IconName } from '../common/Icon';
import { InlineLoading } from '../shell/LoadingOverlay';
import { ProfileTab } from './ProfileTab';
import { PasswordTab } from './PasswordTab';
import { NotificationsTab } from './NotificationsTab';
import { PrivacyTab } from './PrivacyTab';
import { t, type MessageKey } from '../../i18n';
import * as styles from './Settings.module.css';

const TABS = [
  { id: 'profil', labelKey: 'settings.tab.profile', icon: 'user' },
  { id: 'sifre', labelKey: 'settings.tab.password', icon: 'lock' },
  { id: 'bildirimler', labelKey: 'settings.tab.notifications', icon: 'bell' },
  { id: 'gizlilik', labelKey: 'settings.tab.privacy', icon: 'shield' },
] as const satisfies ReadonlyArray<{ id: string; labelKey: MessageKey; icon: IconName }>;
type TabId = (typeof TABS)[number]['id'];

const isTab = (value: string): value is TabId => TABS.some((tab) => tab.id === value);

/** /ayarlar and /settings: the member's own account in four tabs (spec accounts §2). */
export function SettingsScreen() {
  return (
    <RequireAuth>
      <div className="container page">
        <PageIntro title={t('settings.title')} lead={t('settings.lead')} />
        <SettingsTabs />
      </div>
    </RequireAuth>
  );
}

function SettingsTabs() {
  // The member's settings come from /api/me (the same query the session keeps fresh).
  const me = useQuery(meQuery());
  const [active, setActive] = useState<TabId>('profil');
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const id = useId();

  // A tab can be linked to (/ayarlar#sifre); choosing one updates the address without a new history entry.
  useEffect(() => {
    const fromHash = window.location.hash.slice(1);
    if (isTab(fromHash)) setActive(fromHash);
  }, []);
  const choose = (tab: TabId, focus = false) => {
    setActive(tab);
    window.history.replaceState(window.history.state, '', `#${tab}`);
    if (focus) tabRefs.current[tab]?.focus();
  };

  // Arrow keys move between tabs, Home/End jump to the ends (WAI-ARIA tabs pattern, automatic activation).
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    const last = TABS.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(TABS[next].id, true);
  };

  return (
    <div className={styles.layout}>
      <div role="tablist" aria-label={t('settings.title')} aria-orientation="vertical" className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[tab.id] = el;
            }}
            id={`${id}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`${id}-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(tab.id)}
          >
            <Icon name={tab.icon} size={16} />
            {t(tab.labelKey)}
          </button>
        ))}
      </div>
      {/* Every panel stays mounted (hidden when not chosen), so switching tabs keeps unsaved edits. */}
      {TABS.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${tab.id}`}
          aria-labelledby={`${id}-tab-${tab.id}`}
          hidden={active !== tab.id}
          tabIndex={0}
          className={`card card-pad ${styles.panel}`}
        >
          {me.isError && !me.data ? (
            <LoadError message={t('settings.loadFailed')} onRetry={() => void me.refetch()} />
          ) : !me.data ? (
            <InlineLoading />
          ) : (
            <ActiveTab tab={tab.id} member={me.data} />
          )}
        </div>
      ))}
    </div>
  );
}

function ActiveTab({ tab, member }: { tab: TabId; member: Me }) {
  switch (tab) {
    case 'profil':
      return <ProfileTab member={member} />;
    case 'sifre':
      return <PasswordTab />;
    case 'bildirimler':
      return <NotificationsTab member={member} />;
    case 'gizlilik':
      return <PrivacyTab member={member} />;
  }
}
