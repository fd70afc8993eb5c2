import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_ROLE_FILTERS,
  ADMIN_STATUS_FILTERS,
  ADMIN_USER_SORTS,
  formatDateNumeric,
  roleLabel,
  type AdminUserAction,
  type AdminUserRow,
} from '@oyundev/domain';
import { adminUsersQuery, useAdminUserAction, type AdminUsersParams } from '../../api-client/admin';
import { Avatar } from '../common/Avatar';
import { Dialog } from '../forum/Dialog';
import { t, type MessageKey } from '../../i18n';
import { AdminTable, type AdminColumn } from './AdminTable';
import { actionDone, actionFailed, selectFirst } from './adminToasts';
import * as styles from './Admin.module.css';

const STATUS_KEYS: Record<AdminUserRow['status'], MessageKey> = {
  active: 'admin.users.status.active',
  suspended: 'admin.users.status.suspended',
  banned: 'admin.users.status.banned',
};

const COLUMNS: AdminColumn<AdminUserRow>[] = [
  {
    header: t('admin.table.user'),
    cell: (u) => (
      <span className={styles.person}>
        <Avatar username={u.username} avatarUrl={u.avatarUrl} size={32} />
        <span>
          <strong>{u.displayName}</strong>
          <span className={styles.muted}>@{u.username}</span>
        </span>
      </span>
    ),
  },
  { header: t('admin.table.role'), cell: (u) => roleLabel(u.role) },
  {
    header: t('admin.table.status'),
    cell: (u) => <span className={`${styles.badge} ${styles[u.status]}`}>{t(STATUS_KEYS[u.status])}</span>,
  },
  { header: t('admin.table.joinDate'), cell: (u) => formatDateNumeric(u.joinDate) },
  { header: t('admin.table.posts'), cell: (u) => u.postCount },
  { header: t('admin.table.reputation'), cell: (u) => u.reputation },
];

const INITIAL: AdminUsersParams = { search: '', role: 'all', status: 'all', sort: 'joinDate', order: 'desc', page: 1, pageSize: 10 };

/** /admin/users: search, filters, sorts, the §9 pager, details, single and bulk actions. */
export function UsersScreen() {
  const [params, setParams] = useState(INITIAL);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [details, setDetails] = useState<AdminUserRow | null>(null);
  const [banning, setBanning] = useState<number[] | null>(null);
  const query = useQuery(adminUsersQuery(params));
  const action = useAdminUserAction({
    onSuccess: (result, input) => {
      actionDone(result, input.ids.length > 1);
      setSelected([]);
      setBanning(null);
      setDetails(null);
    },
    onError: (error, input) => actionFailed(error, input.ids.length > 1),
  });
  const set = (patch: Partial<AdminUsersParams>) => setParams((p) => ({ ...p, page: 1, ...patch }));
  const run = (kind: AdminUserAction, ids: number[], extra: { reason?: string; until?: string | null } = {}) => {
    if (!ids.length) return selectFirst('admin.selectUsers');
    if (kind === 'delete' && !window.confirm(t('admin.users.deleteConfirm'))) return;
    if (ids.length > 1 && !window.confirm(t('admin.users.bulkConfirm', { n: ids.length, action: actionLabel(kind) }))) return;
    action.mutate({ action: kind, ids, ...extra });
  };

  return (
    <section className={styles.screen} aria-labelledby="admin-users-title">
      <h1 id="admin-users-title" className={styles.title}>
        {t('admin.nav.users')}
      </h1>
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
          placeholder={t('admin.users.searchPlaceholder')}
          aria-label={t('admin.users.searchPlaceholder')}
        />
        <label className={styles.inline}>
          {t('admin.table.role')}
          <select className="input" value={params.role} onChange={(e) => set({ role: e.target.value })}>
            {ADMIN_ROLE_FILTERS.map((r) => (
              <option key={r} value={r}>
                {r === 'all' ? t('common.all') : roleLabel(r)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.inline}>
          {t('admin.table.status')}
          <select className="input" value={params.status} onChange={(e) => set({ status: e.target.value })}>
            {ADMIN_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? t('common.all') : t(STATUS_KEYS[s])}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.inline}>
          {t('admin.sortLabel')}
          <select className="input" value={params.sort} onChange={(e) => set({ sort: e.target.value })}>
            {ADMIN_USER_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <select
          className="input"
          aria-label={t('admin.sortLabel')}
          value={params.order}
          onChange={(e) => set({ order: e.target.value as 'asc' | 'desc' })}
        >
          <option value="desc">{t('admin.order.desc')}</option>
          <option value="asc">{t('admin.order.asc')}</option>
        </select>
      </form>

      <AdminTable
        query={query}
        selected={selected}
        onSelected={setSelected}
        rowName={(u) => u.username}
        empty={{ icon: 'users', title: t('admin.users.empty') }}
        onPage={(page) => setParams((p) => ({ ...p, page }))}
        onPageSize={(pageSize) => set({ pageSize })}
        busy={action.isPending}
        bulk={[
          { label: t('admin.users.activate'), onClick: () => run('activate', selected) },
          { label: t('admin.users.suspend'), onClick: () => run('suspend', selected) },
          { label: t('admin.users.ban'), onClick: () => (selected.length ? setBanning(selected) : selectFirst('admin.selectUsers')) },
          { label: t('common.delete'), onClick: () => run('delete', selected), danger: true },
        ]}
        columns={COLUMNS}
        actions={(u) => (
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setDetails(u)}>
              {t('common.details')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={action.isPending}
              onClick={() => run(u.status === 'suspended' ? 'activate' : 'suspend', [u.id])}
            >
              {t(u.status === 'suspended' ? 'admin.users.activate' : 'admin.users.suspend')}
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={action.isPending}
              onClick={() => (u.status === 'banned' ? run('unban', [u.id]) : setBanning([u.id]))}
            >
              {t(u.status === 'banned' ? 'admin.users.unban' : 'admin.users.ban')}
            </button>
            <button type="button" className="btn btn-ghost" disabled={action.isPending} onClick={() => run('promote', [u.id])}>
              {t('admin.users.promote')}
            </button>
            <button type="button" className="btn btn-ghost" disabled={action.isPending} onClick={() => run('delete', [u.id])}>
              {t('common.delete')}
            </button>
          </>
        )}
      />

      {details && (
        <Dialog title={t('admin.users.detailsTitle')} onClose={() => setDetails(null)} size="medium">
          <dl className={styles.details}>
            <dt>{t('admin.table.user')}</dt>
            <dd>
              {details.displayName} (@{details.username})
            </dd>
            <dt>{t('admin.table.email')}</dt>
            <dd>{details.email ?? '—'}</dd>
            <dt>{t('admin.table.role')}</dt>
            <dd>{roleLabel(details.role)}</dd>
            <dt>{t('admin.table.status')}</dt>
            <dd>
              {t(STATUS_KEYS[details.status])}
              {details.banReason ? ` — ${details.banReason}` : ''}
              {details.banExpiresAt ? ` (${formatDateNumeric(details.banExpiresAt)})` : ''}
            </dd>
            <dt>{t('admin.table.joinDate')}</dt>
            <dd>{formatDateNumeric(details.joinDate)}</dd>
            <dt>{t('admin.table.lastActive')}</dt>
            <dd>{details.lastActive ? formatDateNumeric(details.lastActive) : '—'}</dd>
            <dt>{t('admin.table.posts')}</dt>
            <dd>{details.postCount}</dd>
            <dt>{t('admin.table.reputation')}</dt>
            <dd>{details.reputation}</dd>
          </dl>
        </Dialog>
      )}
      {banning && (
        <BanDialog ids={banning} busy={action.isPending} onClose={() => setBanning(null)} onBan={(extra) => run('ban', banning, extra)} />
      )}
    </section>
  );
}

function actionLabel(kind: AdminUserAction): string {
  const keys: Partial<Record<AdminUserAction, MessageKey>> = {
    suspend: 'admin.users.suspend',
    activate: 'admin.users.activate',
    ban: 'admin.users.ban',
    unban: 'admin.users.unban',
    promote: 'admin.users.promote',
  };
  return t(keys[kind] ?? 'common.delete');
}

/** Ban with an optional end date and reason. */
function BanDialog({
  ids,
  busy,
  onClose,
  onBan,
}: {
  ids: number[];
  busy: boolean;
  onClose(): void;
  onBan(extra: { reason?: string; until?: string | null }): void;
}) {
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Dialog
      title={t('admin.users.ban')}
      onClose={onClose}
      busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        onBan({ reason: reason.trim() || undefined, until: until ? new Date(`${until}T23:59:59`).toISOString() : null });
      }}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className={`btn btn-outline ${styles.dangerButton}`} disabled={busy}>
            {t('admin.users.ban')} ({ids.length})
          </button>
        </>
      }
    >
      <label className="field">
        <span>{t('admin.users.banUntil')}</span>
        <input className="input" type="date" value={until} onChange={(e) => setUntil(e.target.value)} data-autofocus />
      </label>
      <label className="field">
        <span>{t('admin.users.banReason')}</span>
        <input className="input" type="text" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </label>
    </Dialog>
  );
}
