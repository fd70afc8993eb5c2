import { useState } from 'react';
import { Link } from 'gatsby';
import { useQuery } from '@tanstack/react-query';
import toast from '../shell/toast';
import {
  ADMIN_TOAST_DURATIONS,
  REPORT_CONTENT_TYPES,
  REPORT_STATUSES,
  REPORT_TYPES,
  DEFAULT_ANALYTICS_RANGE,
  canDecideReport,
  exportFileName,
  formatDateTime,
  optionLabel,
  reportStatusLabel,
  type AdminReport,
  type AdminReportAction,
  type AnalyticsRange,
} from '@oyundev/domain';
import {
  adminAnalyticsQuery,
  adminReportsQuery,
  fetchAllReports,
  useAdminReportAction,
  type AdminReportsParams,
} from '../../api-client/admin';
import { EmptyState } from '../common/EmptyState';
import { Icon } from '../common/Icon';
import { LoadError } from '../common/LoadError';
import { Dialog } from '../forum/Dialog';
import { t } from '../../i18n';
import { AdminPager } from './AdminPager';
import { AnalyticsTab } from './AnalyticsTab';
import { actionDone, actionFailed, selectFirst } from './adminToasts';
import * as styles from './Admin.module.css';

const INITIAL: AdminReportsParams = { status: 'all', page: 1, pageSize: 10 };
const ACTION_LABEL = { approve: 'common.approve', reject: 'common.reject', delete: 'common.delete' } as const;
const TABS = [
  { key: 'reports', label: 'admin.reports.tab.reports' },
  { key: 'analytics', label: 'admin.reports.tab.analytics' },
] as const;
type Tab = (typeof TABS)[number]['key'];

/** Saves `data` as `<kind>_yyyy-mm-dd.json` (forum spec §7) with the §8 toasts around it. */
async function exportJson(kind: Tab, load: () => Promise<unknown>) {
  const what = t(kind === 'reports' ? 'admin.reports.tab.reports' : 'admin.reports.tab.analytics');
  const pending = toast.loading(t('admin.reports.exporting', { what }));
  try {
    const data = await load();
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = exportFileName(kind);
    a.click();
    URL.revokeObjectURL(url);
    toast.success(t('admin.reports.exported', { what }), { id: pending, duration: ADMIN_TOAST_DURATIONS.success });
  } catch (error) {
    toast.error(t('admin.actionFailed', { reason: (error as { message?: string }).message ?? '' }), {
      id: pending,
      duration: ADMIN_TOAST_DURATIONS.error,
    });
  }
}

/** /admin/reports: the members' reports as cards, single and bulk decisions, details, export (forum spec §2, §4, §8). */
export function ReportsScreen() {
  const [tab, setTab] = useState<Tab>('reports');
  const [range, setRange] = useState<AnalyticsRange>(DEFAULT_ANALYTICS_RANGE);
  const [params, setParams] = useState(INITIAL);
  const [selected, setSelected] = useState<number[]>([]);
  const [details, setDetails] = useState<AdminReport | null>(null);
  const query = useQuery(adminReportsQuery(params));
  const analytics = useQuery({ ...adminAnalyticsQuery(range), enabled: tab === 'analytics' });
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
  const exportActive = () =>
    tab === 'reports'
      ? exportJson('reports', fetchAllReports)
      : exportJson('analytics', async () => {
          const fresh = await analytics.refetch({ throwOnError: true });
          return fresh.data;
        });
  const active = tab === 'reports' ? query : analytics;
  const rows = query.data?.data ?? [];
  const pendingCount = query.data?.pending ?? 0;

  return (
    <section className={styles.screen} aria-labelledby="admin-reports-title">
      <div className={styles.toolbar}>
        <h1 id="admin-reports-title" className={styles.title}>
          {t('admin.nav.reports')}
        </h1>
        <span className={styles.spacer} />
        <button type="button" className="btn btn-outline" onClick={exportActive}>
          <Icon name="arrowDown" size={16} />
          {t('admin.reports.export')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => active.refetch()} disabled={active.isFetching}>
          <Icon name="refresh" size={16} />
          {t('common.refresh')}
        </button>
      </div>
      <div className={styles.tabs} role="tablist">
        {TABS.map((item) => (
          <button
            key={item.key}
            id={`admin-reports-tab-${item.key}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === item.key}
            aria-controls={`admin-reports-panel-${item.key}`}
            onClick={() => setTab(item.key)}
          >
            {t(item.label)}
            {item.key === 'reports' && pendingCount > 0 && <span className={styles.count}>{pendingCount}</span>}
          </button>
        ))}
      </div>
      {tab === 'analytics' ? (
        <div role="tabpanel" id="admin-reports-panel-analytics" aria-labelledby="admin-reports-tab-analytics">
          <AnalyticsTab range={range} onRange={setRange} query={analytics} />
        </div>
      ) : (
        <div role="tabpanel" id="admin-reports-panel-reports" aria-labelledby="admin-reports-tab-reports" className={styles.screen}>
          <div className={styles.toolbar}>
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
                <button
                  key={kind}
                  type="button"
                  className="btn btn-outline"
                  onClick={() => run(kind, selected)}
                  disabled={action.isPending}
                >
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
                          <button
                            type="button"
                            className="btn btn-ghost"
                            disabled={action.isPending}
                            onClick={() => run('approve', [r.id])}
                          >
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
        </div>
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
