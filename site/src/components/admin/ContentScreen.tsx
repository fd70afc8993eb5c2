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
import { Markdown } from '../common/Markdown';
import { Dialog } from '../forum/Dialog';
import { t, type MessageKey } from '../../i18n';
import { AdminTable, type AdminColumn } from './AdminTable';
import { actionDone, actionFailed, selectFirst } from './adminToasts';
import * as styles from './Admin.module.css';

const INITIAL: AdminContentParams = { type: 'topic', search: '', status: 'all', sort: 'createdAt', order: 'desc', page: 1, pageSize: 10 };
const TABS = [
  { type: 'topic', label: 'admin.content.tab.topics' },
  { type: 'blog', label: 'admin.content.tab.blogPosts' },
] as const;

const COLUMNS: AdminColumn<AdminContentItem>[] = [
  {
    header: t('admin.table.title'),
    cell: (item) => (
      <>
        <strong>{item.title}</strong>
        <p className={styles.muted}>{item.category ?? ''}</p>
      </>
    ),
  },
  { header: t('admin.table.author'), cell: (item) => (item.author ? item.author.displayName : '—') },
  {
    header: t('admin.table.status'),
    cell: (item) => <span className={`${styles.badge} ${styles[item.status]}`}>{optionLabel(ADMIN_CONTENT_STATUSES, item.status)}</span>,
  },
  { header: t('admin.table.views'), cell: (item) => item.views },
  { header: t('admin.table.date'), cell: (item) => formatDateNumeric(item.createdAt) },
];

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

      <AdminTable
        query={query}
        selected={selected}
        onSelected={setSelected}
        rowName={(item) => item.title}
        empty={{ icon: 'book', title: t('admin.content.empty') }}
        onPage={(page) => setParams((p) => ({ ...p, page }))}
        onPageSize={(pageSize) => set({ pageSize })}
        busy={action.isPending}
        bulk={[
          { label: t('common.approve'), onClick: () => run('approve', selected) },
          { label: t('common.reject'), onClick: () => run('reject', selected) },
          { label: t('admin.content.feature'), onClick: () => run('feature', selected) },
          { label: t('common.delete'), onClick: () => run('delete', selected), danger: true },
        ]}
        columns={COLUMNS}
        actions={(item) => {
          const button = (kind: AdminContentAction, label: MessageKey) => (
            <button type="button" className="btn btn-ghost" disabled={action.isPending} onClick={() => run(kind, [item.id])}>
              {t(label)}
            </button>
          );
          return (
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setDetails(item)}>
                {t('common.details')}
              </button>
              {item.status === 'pending' && (
                <>
                  {button('approve', 'common.approve')}
                  {button('reject', 'common.reject')}
                </>
              )}
              {item.featured ? button('unfeature', 'admin.content.unfeature') : button('feature', 'admin.content.feature')}
              {isTopic && (
                <>
                  {item.pinned ? button('unpin', 'admin.content.unpin') : button('pin', 'admin.content.pin')}
                  {item.locked ? button('unlock', 'admin.content.unlock') : button('lock', 'admin.content.lock')}
                </>
              )}
              {button('delete', 'common.delete')}
            </>
          );
        }}
      />
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
