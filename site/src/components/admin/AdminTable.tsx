import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Pagination } from '@oyundev/domain';
import type { AdminPage } from '../../api-client/admin';
import { EmptyState } from '../common/EmptyState';
import type { IconName } from '../common/Icon';
import { LoadError } from '../common/LoadError';
import { InlineLoading } from '../shell/LoadingOverlay';
import { t } from '../../i18n';
import { AdminPager } from './AdminPager';
import * as styles from './Admin.module.css';

/** A button of the bulk bar: it acts on the selection (`danger` for delete). */
export interface AdminBulkButton {
  label: string;
  onClick(): void;
  danger?: boolean;
}

export interface AdminColumn<T> {
  header: string;
  cell(row: T): ReactNode;
}

/**
 * The admin tables' shared frame (users, content): the bulk bar with the selection count, then loading /
 * error / empty / the table with a select-all box, one checkbox per row, the columns and each row's
 * actions, and the §9 pager under it.
 */
export function AdminTable<T extends { id: number }>({
  query,
  columns,
  rowName,
  actions,
  bulk,
  busy,
  selected,
  onSelected,
  empty,
  onPage,
  onPageSize,
}: {
  query: UseQueryResult<AdminPage<T>>;
  columns: AdminColumn<T>[];
  rowName(row: T): string;
  actions(row: T): ReactNode;
  bulk: AdminBulkButton[];
  busy: boolean;
  selected: number[];
  onSelected(ids: number[]): void;
  empty: { icon: IconName; title: string };
  onPage(page: number): void;
  onPageSize(size: number): void;
}) {
  const rows = query.data?.data ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => onSelected(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const pagination: Pagination | undefined = query.data?.pagination;
  return (
    <>
      <div className={styles.bulkBar} aria-live="polite">
        <span>{t('admin.selected', { n: selected.length })}</span>
        {bulk.map((b) => (
          <button
            key={b.label}
            type="button"
            className={`btn btn-outline ${b.danger ? styles.dangerButton : ''}`}
            onClick={b.onClick}
            disabled={busy}
          >
            {b.label}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <InlineLoading />
      ) : query.isError ? (
        <LoadError message={t('admin.loadFailed')} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('admin.selectAll')}
                    checked={allOnPage}
                    onChange={() => onSelected(allOnPage ? [] : rows.map((r) => r.id))}
                  />
                </th>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
                <th scope="col">{t('admin.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('admin.selectRow', { name: rowName(row) })}
                      checked={selected.includes(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                  {columns.map((c) => (
                    <td key={c.header}>{c.cell(row)}</td>
                  ))}
                  <td className={styles.rowActions}>{actions(row)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination && <AdminPager pagination={pagination} onPage={onPage} onPageSize={onPageSize} />}
    </>
  );
}
