import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAnalytics,
  AdminBulkResult,
  AdminContentActionInput,
  AdminContentItem,
  AdminDashboard,
  AdminReport,
  AdminReportActionInput,
  AdminUserActionInput,
  AdminUserRow,
  AnalyticsRange,
  Pagination,
} from '@oyundev/domain';
import { getData, http } from './client';
import { readAgain, type WriteHandlers } from './mutations';

/* The admin panel's API (/api/admin/*, admins only): keys, list queries and the action hooks. */

export interface AdminUsersParams {
  search: string;
  role: string;
  status: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}
export interface AdminContentParams {
  type: 'topic' | 'blog';
  search: string;
  status: string;
  sort: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}
export interface AdminReportsParams {
  status: string;
  page: number;
  pageSize: number;
}

export interface AdminPage<T> {
  data: T[];
  pagination: Pagination;
}

export const adminKeys = {
  all: ['admin'] as const,
  users: (p: AdminUsersParams) => [...adminKeys.all, 'users', p] as const,
  content: (p: AdminContentParams) => [...adminKeys.all, 'content', p] as const,
  reports: (p: AdminReportsParams) => [...adminKeys.all, 'reports', p] as const,
  analytics: (range: AnalyticsRange) => [...adminKeys.all, 'analytics', range] as const,
};

/** '' and 'all' mean "no filter": they are not sent. */
const params = (p: object) => Object.fromEntries(Object.entries(p).filter(([, v]) => v !== '' && v !== 'all'));

async function page<T, M = object>(url: string, p: object): Promise<AdminPage<T> & M> {
  const res = await http.get<{ data: T[]; meta: { pagination: Pagination } & M }>(url, { params: params(p) });
  const { pagination, ...rest } = res.data.meta;
  return { data: res.data.data, pagination, ...(rest as M) };
}

export const adminUsersQuery = (p: AdminUsersParams) =>
  queryOptions({
    queryKey: adminKeys.users(p),
    queryFn: () => page<AdminUserRow>('/api/admin/users', p),
    placeholderData: keepPreviousData,
  });

export const adminContentQuery = (p: AdminContentParams) =>
  queryOptions({
    queryKey: adminKeys.content(p),
    queryFn: () => page<AdminContentItem>('/api/admin/content', p),
    placeholderData: keepPreviousData,
  });

export const adminReportsQuery = (p: AdminReportsParams) =>
  queryOptions({
    queryKey: adminKeys.reports(p),
    queryFn: () => page<AdminReport, { pending: number }>('/api/admin/reports', p),
    placeholderData: keepPreviousData,
  });

/** An admin action: the answer says what was done and what was refused; every admin list is read again. */
function useAdminAction<Input>(url: string, handlers: WriteHandlers<AdminBulkResult, Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await http.post<AdminBulkResult>(url, input)).data,
    onSuccess: handlers.onSuccess,
    onError: handlers.onError,
    onSettled: () => readAgain(queryClient, adminKeys.all),
  });
}

export const useAdminUserAction = (handlers: WriteHandlers<AdminBulkResult, AdminUserActionInput> = {}) =>
  useAdminAction<AdminUserActionInput>('/api/admin/users/actions', handlers);
export const useAdminContentAction = (handlers: WriteHandlers<AdminBulkResult, AdminContentActionInput> = {}) =>
  useAdminAction<AdminContentActionInput>('/api/admin/content/actions', handlers);
export const useAdminReportAction = (handlers: WriteHandlers<AdminBulkResult, AdminReportActionInput> = {}) =>
  useAdminAction<AdminReportActionInput>('/api/admin/reports/actions', handlers);

/** Every report, page after page (for the export file). */
export async function fetchAllReports(): Promise<AdminReport[]> {
  const all: AdminReport[] = [];
  for (let p = 1; ; p++) {
    const chunk = await page<AdminReport>('/api/admin/reports', { page: p, pageSize: 50 });
    all.push(...chunk.data);
    if (p >= chunk.pagination.pageCount) return all;
  }
}

export const adminDashboardQuery = () =>
  queryOptions({ queryKey: [...adminKeys.all, 'dashboard'] as const, queryFn: () => getData<AdminDashboard>('/api/admin/dashboard') });

/** The analytics tab of one range (GET /api/admin/analytics?range=…); the export file is this answer. */
export const adminAnalyticsQuery = (range: AnalyticsRange) =>
  queryOptions({
    queryKey: adminKeys.analytics(range),
    queryFn: () => getData<AdminAnalytics>('/api/admin/analytics', { range }),
    placeholderData: keepPreviousData,
  });
