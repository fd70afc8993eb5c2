import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENT_TYPES, DEFAULT_ANNOUNCEMENT_TYPE, type AnnouncementType } from '@oyundev/domain';
import {
  adminAnnouncementsQuery,
  useCreateAnnouncement,
  useDeleteAnnouncement,
  useToggleAnnouncement,
} from '../../../api-client/admin-settings';
import { t } from '../../../i18n';
import * as styles from './Settings.module.css';
import { ListStatus, SettingsList, SettingsListItem, listDone as done, listFailed as failed } from './SettingsList';

const EMPTY = { title: '', content: '', type: DEFAULT_ANNOUNCEMENT_TYPE as AnnouncementType, active: true };

/** Site ayarları → Duyurular: the list (switch, delete with confirmation) and the add form (Kaydet / İptal). */
export function AnnouncementsTab() {
  const query = useQuery(adminAnnouncementsQuery());
  const [adding, setAdding] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAnnouncement({
    onSuccess: (answer) => {
      done(answer);
      setForm(EMPTY);
      setAdding(false);
      setError(null);
    },
    onError: (e) => {
      setError(e.message);
      failed(e);
    },
  });
  const toggle = useToggleAnnouncement({ onSuccess: done, onError: failed });
  const remove = useDeleteAnnouncement({ onSuccess: done, onError: failed });

  if (!query.isSuccess) return <ListStatus query={query} loadFailed={t('common.genericError')} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.title.trim() || !form.content.trim()) {
      setError(t('validation.announcement.required'));
      return failed({ message: t('validation.announcement.required') });
    }
    create.mutate(form);
  };

  return (
    <div className={styles.stack}>
      {adding ? (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={t('admin.announcement.add')}>
          <div className="field">
            <label htmlFor="announcement-title">{t('admin.announcement.titleLabel')}</label>
            <input
              id="announcement-title"
              className="input"
              value={form.title}
              aria-invalid={error && !form.title.trim() ? true : undefined}
              onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor="announcement-content">{t('admin.announcement.contentLabel')}</label>
            <textarea
              id="announcement-content"
              className="input"
              rows={3}
              value={form.content}
              aria-invalid={error && !form.content.trim() ? true : undefined}
              onChange={(e) => setForm((f) => ({ ...f, content: e.target.value }))}
            />
          </div>
          <div className="field">
            <label htmlFor="announcement-type">{t('admin.announcement.typeLabel')}</label>
            <select
              id="announcement-type"
              className="input"
              value={form.type}
              onChange={(e) => setForm((f) => ({ ...f, type: e.target.value as AnnouncementType }))}
            >
              {ANNOUNCEMENT_TYPES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.switchRow}>
            <input
              id="announcement-active"
              type="checkbox"
              checked={form.active}
              onChange={(e) => setForm((f) => ({ ...f, active: e.target.checked }))}
            />
            <label htmlFor="announcement-active">{t('admin.announcement.activeLabel')}</label>
          </div>
          {error ? (
            <p className="field-error" role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className="btn btn-primary" disabled={create.isPending}>
              {t('common.save')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setAdding(false);
                setForm(EMPTY);
                setError(null);
              }}
            >
              {t('common.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div>
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            {t('admin.announcement.add')}
          </button>
        </div>
      )}
      <SettingsList label={t('admin.settings.tab.announcements')} empty={query.data.length === 0 ? t('admin.announcement.empty') : null}>
        {query.data.map((a) => (
          <SettingsListItem
            key={a.id}
            title={a.title}
            meta={`${ANNOUNCEMENT_TYPES.find((o) => o.value === a.type)?.label} · ${a.content}`}
            type={a.type}
            active={a.active}
            onActiveChange={(active) => toggle.mutate({ id: a.id, active })}
            onDelete={() => {
              if (window.confirm(t('admin.announcement.deleteConfirm'))) remove.mutate(a.id);
            }}
          />
        ))}
      </SettingsList>
    </div>
  );
}
