import { msg } from '../messages';
import { option, type Option, type Values } from './shared';

// Labels are read when used, not when this module loads: the browser's catalogue holds the admin's texts only
// once a screen that shows them is loaded (site/src/bundling-webpack.ts, site/src/i18n-admin.ts).

// ── Admin ──────────────────────────────────────────────────────────────────

export const ADMIN_NAV = [
  option('/admin', 'admin.nav.dashboard'),
  option('/admin/users', 'admin.nav.users'),
  option('/admin/content', 'admin.nav.content'),
  option('/admin/settings', 'admin.nav.settings'),
  option('/admin/reports', 'admin.nav.reports'),
] as const satisfies readonly Option[];

export const ANNOUNCEMENT_TYPES = [
  option('info', 'admin.announcement.type.info'),
  option('success', 'admin.announcement.type.success'),
  option('warning', 'admin.announcement.type.warning'),
  option('error', 'admin.announcement.type.error'),
] as const satisfies readonly Option[];
export type AnnouncementType = Values<typeof ANNOUNCEMENT_TYPES>;
export const DEFAULT_ANNOUNCEMENT_TYPE: AnnouncementType = 'info';

export const REPORT_TYPES = [
  option('spam', 'admin.reports.type.spam'),
  option('inappropriate', 'admin.reports.type.inappropriate'),
  option('copyright', 'admin.reports.type.copyright'),
  option('harassment', 'admin.reports.type.harassment'),
] as const satisfies readonly Option[];
export type ReportType = Values<typeof REPORT_TYPES>;

export const REPORT_STATUSES = [
  option('pending', 'admin.reports.status.pending'),
  option('reviewed', 'admin.reports.status.reviewed'),
  option('resolved', 'admin.reports.status.resolved'),
  option('rejected', 'admin.reports.status.rejected'),
] as const satisfies readonly Option[];
export type ReportStatus = Values<typeof REPORT_STATUSES>;

/** An unknown status reads as pending (forum spec §4). */
export function reportStatusLabel(status: string | null | undefined): string {
  return REPORT_STATUSES.find((s) => s.value === status)?.label ?? REPORT_STATUSES[0].label;
}

/** Only pending reports can be approved or rejected one by one. */
export function canDecideReport(status: string | null | undefined): boolean {
  return status === 'pending';
}

export const REPORT_CONTENT_TYPES = [
  option('topic', 'admin.reports.kind.topic'),
  option('comment', 'admin.reports.kind.comment'),
  option('reply', 'admin.reports.kind.reply'),
  option('blog-post', 'admin.reports.kind.blog-post'),
] as const satisfies readonly Option[];
export type ReportContentType = Values<typeof REPORT_CONTENT_TYPES>;

/** Resolution texts written onto a report when it is decided (forum spec §4). */
export const REPORT_RESOLUTIONS = {
  get approved() {
    return msg('admin.reports.resolution.approved');
  },
  get rejected() {
    return msg('admin.reports.resolution.rejected');
  },
  get bulkApproved() {
    return msg('admin.reports.resolution.bulkApproved');
  },
  get bulkRejected() {
    return msg('admin.reports.resolution.bulkRejected');
  },
} as const;

export const ADMIN_USER_STATUSES = [
  option('active', 'admin.users.status.active'),
  option('suspended', 'admin.users.status.suspended'),
  option('banned', 'admin.users.status.banned'),
  option('pending', 'admin.users.status.pending'),
] as const satisfies readonly Option[];
export type AdminUserStatus = Values<typeof ADMIN_USER_STATUSES>;

export const ADMIN_USER_SORTS = [
  option('joinDate', 'admin.users.sort.joinDate'),
  option('lastActive', 'admin.users.sort.lastActive'),
  option('username', 'admin.users.sort.username'),
  option('reputation', 'admin.users.sort.reputation'),
  option('postCount', 'admin.users.sort.postCount'),
] as const satisfies readonly Option[];
export type AdminUserSort = Values<typeof ADMIN_USER_SORTS>;
/** Users table opens newest members first. */
export const DEFAULT_ADMIN_USER_SORT = { field: 'joinDate', direction: 'desc' } as const;

export const ADMIN_ROLE_FILTERS = ['all', 'admin', 'moderator', 'premium', 'user'] as const;
export const ADMIN_STATUS_FILTERS = ['all', 'active', 'suspended', 'banned'] as const;

export const ADMIN_CONTENT_STATUSES = [
  option('published', 'admin.content.status.published'),
  option('draft', 'admin.content.status.draft'),
  option('pending', 'admin.content.status.pending'),
  option('rejected', 'admin.content.status.rejected'),
] as const satisfies readonly Option[];
export type AdminContentStatus = Values<typeof ADMIN_CONTENT_STATUSES>;

export const ADMIN_CONTENT_SORTS = [
  option('createdAt', 'admin.content.sort.createdAt'),
  option('updatedAt', 'admin.content.sort.updatedAt'),
  option('views', 'admin.content.sort.views'),
  option('likes', 'admin.content.sort.likes'),
  option('reports', 'admin.content.sort.reports'),
] as const satisfies readonly Option[];
export type AdminContentSort = Values<typeof ADMIN_CONTENT_SORTS>;
export const DEFAULT_ADMIN_CONTENT_SORT = { field: 'createdAt', direction: 'desc' } as const;

export const ANALYTICS_RANGES = [
  option('24hours', 'admin.analytics.range.24hours'),
  option('7days', 'admin.analytics.range.7days'),
  option('30days', 'admin.analytics.range.30days'),
  option('90days', 'admin.analytics.range.90days'),
] as const satisfies readonly Option[];
export type AnalyticsRange = Values<typeof ANALYTICS_RANGES>;
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '7days';
/** How far back each analytics range reaches, in hours. */
export const ANALYTICS_RANGE_HOURS: Record<AnalyticsRange, number> = {
  '24hours': 24,
  '7days': 24 * 7,
  '30days': 24 * 30,
  '90days': 24 * 90,
};

/** Monday-first short weekday labels for the 7-day charts. */
export const WEEKDAY_SHORT_LABELS = [
  msg('weekday.short.mon'),
  msg('weekday.short.tue'),
  msg('weekday.short.wed'),
  msg('weekday.short.thu'),
  msg('weekday.short.fri'),
  msg('weekday.short.sat'),
  msg('weekday.short.sun'),
] as const;

export const ADMIN_SETTINGS_TABS = [
  option('general', 'admin.settings.tab.general'),
  option('appearance', 'admin.settings.tab.appearance'),
  option('content', 'admin.settings.tab.content'),
  option('security', 'admin.settings.tab.security'),
  option('email', 'admin.settings.tab.email'),
  option('categories', 'admin.settings.tab.categories'),
  option('announcements', 'admin.settings.tab.announcements'),
] as const satisfies readonly Option[];

export const TIMEZONE_OPTIONS = [
  { value: 'Europe/Istanbul', label: 'Europe/Istanbul' },
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'America/New_York' },
  { value: 'Europe/London', label: 'Europe/London' },
] as const satisfies readonly Option[];
export type Timezone = Values<typeof TIMEZONE_OPTIONS>;

export const LANGUAGE_SETTING_OPTIONS = [
  { value: 'tr-TR', label: 'Türkçe' },
  { value: 'en-US', label: 'English' },
] as const satisfies readonly Option[];
export type SiteLanguage = Values<typeof LANGUAGE_SETTING_OPTIONS>;
