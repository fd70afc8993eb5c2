import { useState } from 'react';
import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import {
  ADMIN_TOAST_DURATIONS,
  REPORT_CONTENT_TYPES,
  REPORT_STATUSES,
  REPORT_TYPES,
  canDecideReport,
  exportFileName,
  formatDateTime,
  optionLabel,
  reportStatusLabel,
  type AdminReport,
  type AdminReportAction,
} from '@oyundev/domain';
import { adminReportsQuery, fetchAllReports, useAdminReportAction, type AdminReportsParams } from '../../api-client/admin';
import { EmptyState } from '../common/EmptyState';
import { Icon } from '../common/Icon';
import { LoadError } from '../common/LoadError';
import { Dialog } from '../forum/Dialog';
import { t } from '../../i18n';
import { AdminPager } from './AdminPager';
import { actionDone, actionFailed, selectFirst } from './adminToasts';
import * as styles from './Admin.module.css';

const INITIAL: AdminReportsParams = { status: 'all', page: 1, pageSize: 10 };
const ACTION_LABEL = { approve: 'common.approve', reject: 'common.reject', delete: 'common.delete' } as const;

/** /admin/reports: the members' reports as cards, single and bulk decisions, details, export (forum spec §2, §4, §8). */
export function ReportsScreen() {
  const [params, setParams] = useState(INITIAL);
  const [selected, setSelected] = useState<number[]>([]);
  const [details, setDetails] = useState<AdminReport | null>(null);
  const query = useQuery(adminReportsQuery(params));
  const action = useAdminReportAction({
    onSuccess: (result, input) => {
      actionDone(result, input.ids.length > 1);
      setSelected([]);
      setDetails(null);
    },
    onError: (error, input) => actionFailed(error, input.ids.length > 1),
  });
  const run = (kind: AdminReportAction, ids: number[]) => {
    if (!ids.length) return selectFirst('admin.selectReports');
    const question =
      ids.length > 1
        ? t('admin.reports.bulkConfirm', { n: ids.length, action: t(ACTION_LABEL[kind]) })
        : kind === 'delete'
          ? t('admin.reports.deleteConfirm')
          : null;
    if (question && !window.confirm(question)) return;
    action.mutate({ action: kind, ids });
  };
  const exportReports = async () => {
    const what = t('admin.reports.tab.reports');
    const pending = toast.loading(t('admin.reports.exporting', { what }));
    try {
      const all = await fetchAllReports();
      const url = URL.createObjectURL(new Blob([JSON.stringify(all, null, 2)], { type: 'application/json' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = exportFileName('reports');
      a.click();
      URL.revokeObjectURL(url);
      toast.success(t('admin.reports.exported', { what }), { id: pending, duration: ADMIN_TOAST_DURATIONS.success });
    } catch (error) {
      toast.error(t('admin.actionFailed', { reason: (error as { message?: string }).message ?? '' }), {
        id: pending,
        duration: ADMIN_TOAST_DURATIONS.error,
      });
    }
  };
  const rows = query.data?.data ?? [];
  const pendingCount = query.data?.pending ?? 0;

  return (
    <section className={styles.screen} aria-labelledby="admin-reports-title">
      <div className={styles.toolbar}>
        <h1 id="admin-reports-title" className={styles.title}>
          {t('admin.nav.reports')}
        </h1>
        <span className={styles.spacer} />
        <button type="button" className="btn btn-outline" onClick={exportReports}>
          <Icon name="arrowDown" size={16} />
          {t('admin.reports.export')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => query.refetch()} disabled={query.isFetching}>
          <Icon name="refresh" size={16} />
          {t('common.refresh')}
        </button>
      </div>
      <div className={styles.toolbar}>
        <h2 className={styles.subtitle}>
          {t('admin.reports.tab.reports')} {pendingCount > 0 && <span className={styles.count}>{pendingCount}</span>}
        </h2>
        <label className={styles.inline}>
          {t('admin.table.status')}
          <select className="input" value={params.status} onChange={(e) => setParams({ ...params, status: e.target.value, page: 1 })}>
            <option value="all">{t('common.all')}</option>
            {REPORT_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {selected.length > 0 && (
        <div className={styles.bulkBar} aria-live="polite">
          <span>{t('admin.selected', { n: selected.length })}</span>
          {(['approve', 'reject', 'delete'] as const).map((kind) => (
            <button key={kind} type="button" className="btn btn-outline" onClick={() => run(kind, selected)} disabled={action.isPending}>
              {t(ACTION_LABEL[kind])}
            </button>
          ))}
        </div>
      )}

      {query.isPending ? (
        <p role="status">{t('admin.reports.loading')}</p>
      ) : query.isError ? (
        <LoadError message={t('admin.loadFailed')} onRetry={() => query.refetch()} retrying={query.isFetching} />
      ) : rows.length === 0 ? (
        <EmptyState icon="flag" title={t('admin.reports.emptyTitle')} body={t('admin.reports.emptyBody')} />
      ) : (
        <ul className={styles.cards} aria-label={t('admin.reports.tab.reports')}>
          {rows.map((r) => (
            <li key={r.id} className={styles.card}>
              <input
                type="checkbox"
                aria-label={t('admin.selectRow', { name: r.contentTitle })}
                checked={selected.includes(r.id)}
                onChange={() => setSelected((s) => (s.includes(r.id) ? s.filter((x) => x !== r.id) : [...s, r.id]))}
              />
              <div>
                <div className={styles.cardHead}>
                  <Icon name="flag" size={16} />
                  <strong>{optionLabel(REPORT_TYPES, r.type)}</strong>
                  {r.reportCount > 1 && <span className={styles.count}>{t('admin.reports.reportCount', { n: r.reportCount })}</span>}
                  <span className={`${styles.badge} ${styles[r.status] ?? ''}`}>{reportStatusLabel(r.status)}</span>
                </div>
                <h2 className={styles.cardTitle}>{r.contentTitle}</h2>
                <p className={styles.muted}>
                  {r.contentAuthor?.displayName ?? '—'} · {formatDateTime(r.reportedAt)}
                </p>
                {r.reason && <p>{r.reason}</p>}
                {r.resolution && (
                  <p className={styles.muted}>
                    {t('admin.reports.resolution')}: {r.resolution}
                  </p>
                )}
                <div className={styles.cardActions}>
                  <button type="button" className="btn btn-ghost" onClick={() => setDetails(r)}>
                    {t('common.details')}
                  </button>
                  {canDecideReport(r.status) && (
                    <>
                      <button type="button" className="btn btn-ghost" disabled={action.isPending} onClick={() => run('approve', [r.id])}>
                        {t('common.approve')}
                      </button>
                      <button type="button" className="btn btn-ghost" disabled={action.isPending} onClick={() => run('reject', [r.id])}>
                        {t('common.reject')}
                      </button>
                    </>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.data && (
        <AdminPager
          pagination={query.data.pagination}
          onPage={(page) => setParams((p) => ({ ...p, page }))}
          onPageSize={(pageSize) => setParams((p) => ({ ...p, pageSize, page: 1 }))}
        />
      )}
      {details && (
        <ReportDialog report={details} busy={action.isPending} onClose={() => setDetails(null)} onAction={(k) => run(k, [details.id])} />
      )}
    </section>
  );
}

function ReportDialog({
  report,
  busy,
  onClose,
  onAction,
}: {
  report: AdminReport;
  busy: boolean;
  onClose(): void;
  onAction(kind: AdminReportAction): void;
}) {
  const person = (p: AdminReport['reporter']) => (p ? `${p.displayName} (@${p.username})` : '—');
  return (
    <Dialog
      title={t('admin.reports.detailsTitle')}
      onClose={onClose}
      busy={busy}
      size="medium"
      actions={
        <>
          {canDecideReport(report.status) && (
            <>
              <button type="button" className="btn btn-primary" disabled={busy} onClick={() => onAction('approve')}>
                {t('common.approve')}
              </button>
              <button type="button" className="btn btn-outline" disabled={busy} onClick={() => onAction('reject')}>
                {t('common.reject')}
              </button>
            </>
          )}
          {report.link && (
            <Link to={report.link} className="btn btn-outline">
              {t('admin.reports.goToContent')}
            </Link>
          )}
          <button type="button" className={`btn btn-outline ${styles.dangerButton}`} disabled={busy} onClick={() => onAction('delete')}>
            {t('admin.reports.deleteReport')}
          </button>
        </>
      }
    >
      <dl className={styles.details}>
        <dt>{t('admin.table.status')}</dt>
        <dd>
          {optionLabel(REPORT_TYPES, report.type)} · {reportStatusLabel(report.status)}
        </dd>
        <dt>{optionLabel(REPORT_CONTENT_TYPES, report.contentType)}</dt>
        <dd>{report.contentTitle}</dd>
        <dt>{t('admin.reports.contentAuthor')}</dt>
        <dd>{person(report.contentAuthor)}</dd>
        <dt>{t('admin.reports.reportCount', { n: report.reportCount })}</dt>
        <dd>{formatDateTime(report.reportedAt)}</dd>
        <dt>{t('admin.reports.reporter')}</dt>
        <dd>{person(report.reporter)}</dd>
        <dt>{t('admin.reports.reason')}</dt>
        <dd>{report.reason || '—'}</dd>
        <dt>{t('admin.reports.resolution')}</dt>
        <dd>{report.resolution ?? '—'}</dd>
      </dl>
    </Dialog>
  );
}
