import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_CONTENT_SORTS,
  ADMIN_CONTENT_STATUSES,
  formatDateNumeric,
  optionLabel,
  type AdminContentAction,
  type AdminContentItem,
} from '@oyundev/domain';
import { adminContentQuery, useAdminContentAction, type AdminContentParams } from '../../api-client/admin';
import { EmptyState } from '../common/EmptyState';
import { LoadError } from '../common/LoadError';
import { Markdown } from '../common/Markdown';
import { Dialog } from '../forum/Dialog';
import { InlineLoading } from '../shell/LoadingOverlay';
import { t } from '../../i18n';
import { AdminPager } from './AdminPager';
import { actionDone, actionFailed, selectFirst } from './adminToasts';
import * as styles from './Admin.module.css';

const INITIAL: AdminContentParams = { type: 'topic', search: '', status: 'all', sort: 'createdAt', order: 'desc', page: 1, pageSize: 10 };
const TABS = [
  { type: 'topic', label: 'admin.content.tab.topics' },
  { type: 'blog', label: 'admin.content.tab.blogPosts' },
] as const;

/** /admin/content: Forum Konuları and Blog Yazıları, single and bulk moderation, a detail modal (forum spec §2, §4). */
export function ContentScreen() {
  const [params, setParams] = useState(INITIAL);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [details, setDetails] = useState<AdminContentItem | null>(null);
  const query = useQuery(adminContentQuery(params));
  const action = useAdminContentAction({
    onSuccess: (result, input) => {
      actionDone(result, input.ids.length > 1);
      setSelected([]);
      setDetails(null);
    },
    onError: (error, input) => actionFailed(error, input.ids.length > 1),
  });
  const set = (patch: Partial<AdminContentParams>) => setParams((p) => ({ ...p, page: 1, ...patch }));
  const run = (kind: AdminContentAction, ids: number[]) => {
    if (!ids.length) return selectFirst('admin.selectItems');
    if (kind === 'delete' && !window.confirm(t('admin.content.deleteConfirm'))) return;
    action.mutate({ type: params.type, action: kind, ids });
  };
  const rows = query.data?.data ?? [];
  const allOnPage = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const isTopic = params.type === 'topic';

  return (
    <section className={styles.screen} aria-labelledby="admin-content-title">
      <h1 id="admin-content-title" className={styles.title}>
        {t('admin.nav.content')}
      </h1>
      <div className={styles.tabs} role="tablist">
        {TABS.map((tab) => (
          <button
            key={tab.type}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={params.type === tab.type}
            onClick={() => {
              setSelected([]);
              set({ type: tab.type });
            }}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <form
        className={styles.toolbar}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set({ search: search.trim() });
        }}
      >
        <input
          className="input"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('admin.table.title')}
          aria-label={t('admin.table.title')}
        />
        <label className={styles.inline}>
          {t('admin.table.status')}
          <select className="input" value={params.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="all">{t('common.all')}</option>
            {ADMIN_CONTENT_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.inline}>
          {t('admin.sortLabel')}
          <select className="input" value={params.sort} onChange={(e) => set({ sort: e.target.value })}>
            {ADMIN_CONTENT_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </form>

      <div className={styles.bulkBar} aria-live="polite">
        <span>{t('admin.selected', { n: selected.length })}</span>
        <button type="button" className="btn btn-outline" onClick={() => run('approve', selected)} disabled={action.isPending}>
          {t('common.approve')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => run('reject', selected)} disabled={action.isPending}>
          {t('common.reject')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => run('feature', selected)} disabled={action.isPending}>
          {t('admin.content.feature')}
        </button>
        <button
          type="button"
          className={`btn btn-outline ${styles.dangerButton}`}
          onClick={() => run('delete', selected)}
          disabled={action.isPending}
        >
          {t('common.delete')}
        </button>
      </div>

      {query.isPending ? (
        <InlineLoading />
      ) : query.isError ? (
        <LoadError message={t('admin.loadFailed')} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState icon="book" title={t('admin.content.empty')} />
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
                    onChange={() => setSelected(allOnPage ? [] : rows.map((r) => r.id))}
                  />
                </th>
                <th scope="col">{t('admin.table.title')}</th>
                <th scope="col">{t('admin.table.author')}</th>
                <th scope="col">{t('admin.table.status')}</th>
                <th scope="col">{t('admin.table.views')}</th>
                <th scope="col">{t('admin.table.date')}</th>
                <th scope="col">{t('admin.table.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.id}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('admin.selectRow', { name: item.title })}
                      checked={selected.includes(item.id)}
                      onChange={() => setSelected((s) => (s.includes(item.id) ? s.filter((x) => x !== item.id) : [...s, item.id]))}
                    />
                  </td>
                  <td>
                    <strong>{item.title}</strong>
                    <p className={styles.muted}>{item.category ?? ''}</p>
                  </td>
                  <td>{item.author ? item.author.displayName : '—'}</td>
                  <td>
                    <span className={`${styles.badge} ${styles[item.status]}`}>{optionLabel(ADMIN_CONTENT_STATUSES, item.status)}</span>
                  </td>
                  <td>{item.views}</td>
                  <td>{formatDateNumeric(item.createdAt)}</td>
                  <td className={styles.rowActions}>
                    <button type="button" className="btn btn-ghost" onClick={() => setDetails(item)}>
                      {t('common.details')}
                    </button>
                    {item.status === 'pending' && (
                      <>
                        <button
                          type="button"
                          className="btn btn-ghost"
                          disabled={action.isPending}
                          onClick={() => run('approve', [item.id])}
                        >
                          {t('common.approve')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost"
                          disabled={action.isPending}
                          onClick={() => run('reject', [item.id])}
                        >
                          {t('common.reject')}
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className="btn btn-ghost"
                      disabled={action.isPending}
                      onClick={() => run(item.featured ? 'unfeature' : 'feature', [item.id])}
                    >
                      {t(item.featured ? 'admin.content.unfeature' : 'admin.content.feature')}
                    </button>
                    {isTopic && (
                      <>
                        <button
                          type="button"
                          className="btn btn-ghost"
                          disabled={action.isPending}
                          onClick={() => run(item.pinned ? 'unpin' : 'pin', [item.id])}
                        >
                          {t(item.pinned ? 'admin.content.unpin' : 'admin.content.pin')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost"
                          disabled={action.isPending}
                          onClick={() => run(item.locked ? 'unlock' : 'lock', [item.id])}
                        >
                          {t(item.locked ? 'admin.content.unlock' : 'admin.content.lock')}
                        </button>
                      </>
                    )}
                    <button type="button" className="btn btn-ghost" disabled={action.isPending} onClick={() => run('delete', [item.id])}>
                      {t('common.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {query.data && (
        <AdminPager
          pagination={query.data.pagination}
          onPage={(page) => setParams((p) => ({ ...p, page }))}
          onPageSize={(pageSize) => set({ pageSize })}
        />
      )}
      {details && (
        <Dialog
          title={t('admin.content.detailsTitle')}
          onClose={() => setDetails(null)}
          size="medium"
          actions={
            <button
              type="button"
              className="btn btn-primary"
              disabled={details.status === 'published' || action.isPending}
              onClick={() => run('approve', [details.id])}
            >
              {t('common.approve')}
            </button>
          }
        >
          <h3>{details.title}</h3>
          <p className={styles.muted}>
            {details.author ? `${details.author.displayName} (@${details.author.username})` : '—'} · {details.category ?? ''} ·{' '}
            {formatDateNumeric(details.createdAt)}
          </p>
          <Markdown>{details.content}</Markdown>
        </Dialog>
      )}
    </section>
  );
}
