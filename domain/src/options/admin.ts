import { msg } from '../messages';
import { type Option, type Values } from './shared';

// ── Admin ──────────────────────────────────────────────────────────────────

export const ADMIN_NAV = [
  { value: '/admin', label: msg('admin.nav.dashboard') },
  { value: '/admin/users', label: msg('admin.nav.users') },
  { value: '/admin/content', label: msg('admin.nav.content') },
  { value: '/admin/settings', label: msg('admin.nav.settings') },
  { value: '/admin/reports', label: msg('admin.nav.reports') },
] as const satisfies readonly Option[];

export const ANNOUNCEMENT_TYPES = [
  { value: 'info', label: msg('admin.announcement.type.info') },
  { value: 'success', label: msg('admin.announcement.type.success') },
  { value: 'warning', label: msg('admin.announcement.type.warning') },
  { value: 'error', label: msg('admin.announcement.type.error') },
] as const satisfies readonly Option[];
export type AnnouncementType = Values<typeof ANNOUNCEMENT_TYPES>;
export const DEFAULT_ANNOUNCEMENT_TYPE: AnnouncementType = 'info';

export const REPORT_TYPES = [
  { value: 'spam', label: msg('admin.reports.type.spam') },
  { value: 'inappropriate', label: msg('admin.reports.type.inappropriate') },
  { value: 'copyright', label: msg('admin.reports.type.copyright') },
  { value: 'harassment', label: msg('admin.reports.type.harassment') },
] as const satisfies readonly Option[];
export type ReportType = Values<typeof REPORT_TYPES>;

export const REPORT_STATUSES = [
  { value: 'pending', label: msg('admin.reports.status.pending') },
  { value: 'reviewed', label: msg('admin.reports.status.reviewed') },
  { value: 'resolved', label: msg('admin.reports.status.resolved') },
  { value: 'rejected', label: msg('admin.reports.status.rejected') },
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
  { value: 'topic', label: msg('admin.reports.kind.topic') },
  { value: 'comment', label: msg('admin.reports.kind.comment') },
  { value: 'reply', label: msg('admin.reports.kind.reply') },
  { value: 'blog-post', label: msg('admin.reports.kind.blog-post') },
] as const satisfies readonly Option[];
export type ReportContentType = Values<typeof REPORT_CONTENT_TYPES>;

/** Resolution texts written onto a report when it is decided (forum spec §4). */
export const REPORT_RESOLUTIONS = {
  approved: msg('admin.reports.resolution.approved'),
  rejected: msg('admin.reports.resolution.rejected'),
  bulkApproved: msg('admin.reports.resolution.bulkApproved'),
  bulkRejected: msg('admin.reports.resolution.bulkRejected'),
} as const;

export const ADMIN_USER_STATUSES = [
  { value: 'active', label: msg('admin.users.status.active') },
  { value: 'suspended', label: msg('admin.users.status.suspended') },
  { value: 'banned', label: msg('admin.users.status.banned') },
  { value: 'pending', label: msg('admin.users.status.pending') },
] as const satisfies readonly Option[];
export type AdminUserStatus = Values<typeof ADMIN_USER_STATUSES>;

export const ADMIN_USER_SORTS = [
  { value: 'joinDate', label: msg('admin.users.sort.joinDate') },
  { value: 'lastActive', label: msg('admin.users.sort.lastActive') },
  { value: 'username', label: msg('admin.users.sort.username') },
  { value: 'reputation', label: msg('admin.users.sort.reputation') },
  { value: 'postCount', label: msg('admin.users.sort.postCount') },
] as const satisfies readonly Option[];
export type AdminUserSort = Values<typeof ADMIN_USER_SORTS>;
/** Users table opens newest members first. */
export const DEFAULT_ADMIN_USER_SORT = { field: 'joinDate', direction: 'desc' } as const;

export const ADMIN_ROLE_FILTERS = ['all', 'admin', 'moderator', 'premium', 'user'] as const;
export const ADMIN_STATUS_FILTERS = ['all', 'active', 'suspended', 'banned'] as const;

export const ADMIN_CONTENT_STATUSES = [
  { value: 'published', label: msg('admin.content.status.published') },
  { value: 'draft', label: msg('admin.content.status.draft') },
  { value: 'pending', label: msg('admin.content.status.pending') },
  { value: 'rejected', label: msg('admin.content.status.rejected') },
] as const satisfies readonly Option[];
export type AdminContentStatus = Values<typeof ADMIN_CONTENT_STATUSES>;

export const ADMIN_CONTENT_SORTS = [
  { value: 'createdAt', label: msg('admin.content.sort.createdAt') },
  { value: 'updatedAt', label: msg('admin.content.sort.updatedAt') },
  { value: 'views', label: msg('admin.content.sort.views') },
  { value: 'likes', label: msg('admin.content.sort.likes') },
  { value: 'reports', label: msg('admin.content.sort.reports') },
] as const satisfies readonly Option[];
export type AdminContentSort = Values<typeof ADMIN_CONTENT_SORTS>;
export const DEFAULT_ADMIN_CONTENT_SORT = { field: 'createdAt', direction: 'desc' } as const;

export const ANALYTICS_RANGES = [
  { value: '24hours', label: msg('admin.analytics.range.24hours') },
  { value: '7days', label: msg('admin.analytics.range.7days') },
  { value: '30days', label: msg('admin.analytics.range.30days') },
  { value: '90days', label: msg('admin.analytics.range.90days') },
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
  { value: 'general', label: msg('admin.settings.tab.general') },
  { value: 'appearance', label: msg('admin.settings.tab.appearance') },
  { value: 'content', label: msg('admin.settings.tab.content') },
  { value: 'security', label: msg('admin.settings.tab.security') },
  { value: 'email', label: msg('admin.settings.tab.email') },
  { value: 'categories', label: msg('admin.settings.tab.categories') },
  { value: 'announcements', label: msg('admin.settings.tab.announcements') },
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
