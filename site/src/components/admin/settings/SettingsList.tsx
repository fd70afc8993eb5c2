import type { ReactNode } from 'react';
import toast from '../../shell/toast';
import type { UseQueryResult } from '@tanstack/react-query';
import { ADMIN_TOAST_DURATIONS } from '@oyundev/domain';
import type { ApiError } from '../../../api-client/types';
import { t } from '../../../i18n';
import { LoadError } from '../../common/LoadError';
import { InlineLoading } from '../../shell/LoadingOverlay';
import * as styles from './Settings.module.css';

/*
 * The scaffolding the two lists of Site ayarları share (Kategoriler, Duyurular): the toasts of their writes,
 * the loading and load-error states, the list with its empty hint, and a row's title, details, "Aktif" switch
 * and delete button.
 */

/** The server's own message as the success toast (forum spec §9: 3 s). */
export const listDone = (answer: { message: string }) => toast.success(answer.message, { duration: ADMIN_TOAST_DURATIONS.success });
/** 'İşlem başarısız: …' (5 s). */
export const listFailed = (error: Pick<ApiError, 'message'>) =>
  toast.error(t('admin.actionFailed', { reason: error.message }), { duration: ADMIN_TOAST_DURATIONS.error });

/** While the list loads, or when it could not be loaded (with a retry). */
export function ListStatus({ query, loadFailed }: { query: UseQueryResult<unknown>; loadFailed: string }) {
  if (query.isError) return <LoadError message={loadFailed} onRetry={() => void query.refetch()} />;
  return <InlineLoading />;
}

export function SettingsList({ label, empty, children }: { label: string; empty: string | null; children: ReactNode }) {
  return (
    <>
      {empty ? <p className={styles.hint}>{empty}</p> : null}
      <ul className={styles.list} aria-label={label}>
        {children}
      </ul>
    </>
  );
}

interface ItemProps {
  title: string;
  meta: ReactNode;
  /** Shown as the row's accent (an announcement's type). */
  type?: string;
  active: boolean;
  onActiveChange(active: boolean): void;
  onDelete(): void;
  /** Controls before the switch (a category's move buttons). */
  children?: ReactNode;
  /** Controls between the switch and the delete button (a category's "move topics to"). */
  beforeDelete?: ReactNode;
}

export function SettingsListItem({ title, meta, type, active, onActiveChange, onDelete, children, beforeDelete }: ItemProps) {
  return (
    <li className={styles.item} data-type={type}>
      <div className={styles.itemMain}>
        <strong>{title}</strong>
        <span className={styles.meta}>{meta}</span>
      </div>
      <div className={styles.itemActions}>
        {children}
        <label className={styles.inlineSwitch}>
          <input type="checkbox" checked={active} onChange={(e) => onActiveChange(e.target.checked)} />
          {t('admin.announcement.activeLabel')}
        </label>
        {beforeDelete}
        <button type="button" className="btn btn-outline btn-sm" aria-label={`${t('common.delete')}: ${title}`} onClick={onDelete}>
          {t('common.delete')}
        </button>
      </div>
    </li>
  );
}
