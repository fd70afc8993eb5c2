import { msg } from './messages';

export interface Option<V extends string = string> {
  readonly value: V;
  /** What a person reads. */
  readonly label: string;
}

/** Options that also carry the spec's English colour-mapping label (accounts §3). */
export interface LabelledOption<V extends string = string> extends Option<V> {
  readonly labelEn: string;
}

type Values<T extends readonly Option[]> = T[number]['value'];

/** Label of `value` in `options`, or the value itself for data older than the list. */
export function optionLabel(options: readonly Option[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

export function optionValues<T extends readonly Option[]>(options: T): [Values<T>, ...Values<T>[]] {
  return options.map((o) => o.value) as [Values<T>, ...Values<T>[]];
}

// ── Member profile ─────────────────────────────────────────────────────────
// Engine and language names are product names and read the same in Turkish.

export const ENGINE_OPTIONS = [
  { value: 'unity', label: 'Unity', labelEn: 'Unity' },
  { value: 'unreal', label: 'Unreal Engine', labelEn: 'Unreal Engine' },
  { value: 'godot', label: 'Godot', labelEn: 'Godot' },
  { value: 'gamemaker', label: 'GameMaker', labelEn: 'GameMaker' },
  { value: 'construct', label: 'Construct', labelEn: 'Construct' },
  { value: 'custom', label: msg('option.engine.custom'), labelEn: 'Custom Engine' },
] as const satisfies readonly LabelledOption[];
export type Engine = Values<typeof ENGINE_OPTIONS>;

export const PROGRAMMING_LANGUAGE_OPTIONS = [
  { value: 'csharp', label: 'C#', labelEn: 'C#' },
  { value: 'cpp', label: 'C++', labelEn: 'C++' },
  { value: 'javascript', label: 'JavaScript', labelEn: 'JavaScript' },
  { value: 'python', label: 'Python', labelEn: 'Python' },
  { value: 'gdscript', label: 'GDScript', labelEn: 'GDScript' },
  { value: 'blueprint', label: 'Blueprint', labelEn: 'Blueprint' },
  { value: 'lua', label: 'Lua', labelEn: 'Lua' },
  { value: 'java', label: 'Java', labelEn: 'Java' },
  { value: 'other', label: msg('option.other'), labelEn: 'Other' },
] as const satisfies readonly LabelledOption[];
export type ProgrammingLanguage = Values<typeof PROGRAMMING_LANGUAGE_OPTIONS>;

export const SPECIALTY_OPTIONS = [
  { value: 'programming', label: msg('option.specialty.programming'), labelEn: 'Game Programming' },
  { value: '2d-art', label: msg('option.specialty.2d-art'), labelEn: '2D Art' },
  { value: '3d-art', label: msg('option.specialty.3d-art'), labelEn: '3D Art' },
  { value: 'animation', label: msg('option.specialty.animation'), labelEn: 'Animation' },
  { value: 'ui-design', label: msg('option.specialty.ui-design'), labelEn: 'UI/UX Design' },
  { value: 'sound', label: msg('option.specialty.sound'), labelEn: 'Sound Design' },
  { value: 'game-design', label: msg('option.specialty.game-design'), labelEn: 'Game Design' },
  { value: 'management', label: msg('option.specialty.management'), labelEn: 'Project Management' },
] as const satisfies readonly LabelledOption[];
export type Specialty = Values<typeof SPECIALTY_OPTIONS>;

export const PLATFORM_OPTIONS = [
  { value: 'pc', label: msg('option.platform.pc') },
  { value: 'mobile', label: msg('option.platform.mobile') },
  { value: 'console', label: msg('option.platform.console') },
  { value: 'web', label: msg('option.platform.web') },
  { value: 'vr', label: msg('option.platform.vr') },
] as const satisfies readonly Option[];
export type Platform = Values<typeof PLATFORM_OPTIONS>;

export const SKILL_LEVEL_OPTIONS = [
  { value: 'beginner', label: msg('option.skill.beginner') },
  { value: 'intermediate', label: msg('option.skill.intermediate') },
  { value: 'advanced', label: msg('option.skill.advanced') },
  { value: 'expert', label: msg('option.skill.expert') },
  { value: 'all', label: msg('option.skill.all') },
] as const satisfies readonly Option[];
export type SkillLevel = Values<typeof SKILL_LEVEL_OPTIONS>;

/** The social links a member can fill in on the settings page. */
export const SOCIAL_LINK_KEYS = ['website', 'github', 'linkedin', 'twitter', 'discord', 'steam', 'itchio'] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];

export const NOTIFICATION_SETTING_OPTIONS = [
  { value: 'emailNotifications', label: msg('settings.notify.emailNotifications') },
  { value: 'pushNotifications', label: msg('settings.notify.pushNotifications') },
  { value: 'newFollower', label: msg('settings.notify.newFollower') },
  { value: 'newComment', label: msg('settings.notify.newComment') },
  { value: 'newLike', label: msg('settings.notify.newLike') },
  { value: 'newMention', label: msg('settings.notify.newMention') },
  { value: 'weeklyDigest', label: msg('settings.notify.weeklyDigest') },
] as const satisfies readonly Option[];
export type NotificationSettingKey = Values<typeof NOTIFICATION_SETTING_OPTIONS>;
export type NotificationSettings = Record<NotificationSettingKey, boolean>;
/** Every notification is on until the member turns it off. */
export const DEFAULT_NOTIFICATION_SETTINGS: Readonly<NotificationSettings> = Object.freeze(
  Object.fromEntries(NOTIFICATION_SETTING_OPTIONS.map((o) => [o.value, true])) as NotificationSettings,
);

/** Who may see a member's profile (settings → Privacy; the spec does not show this tab). */
export const PROFILE_VISIBILITY_OPTIONS = [
  { value: 'public', label: msg('account.privacy.visibility.public') },
  { value: 'members', label: msg('account.privacy.visibility.members') },
  { value: 'private', label: msg('account.privacy.visibility.private') },
] as const satisfies readonly Option[];
export type ProfileVisibility = Values<typeof PROFILE_VISIBILITY_OPTIONS>;
export interface PrivacySettings {
  profileVisibility: ProfileVisibility;
  showActivity: boolean;
  showOnlineStatus: boolean;
}
/** A member who never opened the Privacy tab: a public profile, activity and online status shown. */
export const DEFAULT_PRIVACY_SETTINGS: Readonly<PrivacySettings> = Object.freeze({
  profileVisibility: 'public',
  showActivity: true,
  showOnlineStatus: true,
});

// ── Discovery and search ───────────────────────────────────────────────────

export const DISCOVERY_SORTS = [
  { value: 'trending', label: msg('discover.sort.trending') },
  { value: 'newest', label: msg('discover.sort.newest') },
  { value: 'popular', label: msg('discover.sort.popular') },
  { value: 'most-liked', label: msg('discover.sort.most-liked') },
  { value: 'most-discussed', label: msg('discover.sort.most-discussed') },
] as const satisfies readonly Option[];
export type DiscoverySort = Values<typeof DISCOVERY_SORTS>;

/** Discovery's engine filter uses its own values (construct3), as the spec's widget does. */
export const DISCOVERY_ENGINES = [
  { value: 'unity', label: 'Unity' },
  { value: 'unreal', label: 'Unreal Engine' },
  { value: 'godot', label: 'Godot' },
  { value: 'construct3', label: 'Construct 3' },
  { value: 'gamemaker', label: 'GameMaker' },
] as const satisfies readonly Option[];
export type DiscoveryEngine = Values<typeof DISCOVERY_ENGINES>;

export const DISCOVERY_SKILL_LEVELS = SKILL_LEVEL_OPTIONS.filter((o) => o.value !== 'all');

export const DISCOVERY_CATEGORIES = [
  { value: 'programming', label: msg('discover.category.programming') },
  { value: 'art', label: msg('discover.category.art') },
  { value: 'audio', label: msg('discover.category.audio') },
  { value: 'gamedesign', label: msg('discover.category.gamedesign') },
  { value: 'business', label: msg('discover.category.business') },
] as const satisfies readonly Option[];
export type DiscoveryCategory = Values<typeof DISCOVERY_CATEGORIES>;

export const SEARCH_TYPES = [
  { value: 'all', label: msg('search.type.all') },
  { value: 'forum', label: msg('search.type.forum') },
  { value: 'blog', label: msg('search.type.blog') },
  { value: 'users', label: msg('search.type.users') },
] as const satisfies readonly Option[];
export type SearchType = Values<typeof SEARCH_TYPES>;

/** Popular-term buttons on the search page ('3D modelleme' fixes the spec's truncated '3D modellem'). */
export const SEARCH_POPULAR_TERMS = [
  'Unity',
  'Unreal Engine',
  '2D oyun',
  '3D modelleme',
  'indie',
  'optimizasyon',
  'shader',
  'AI',
  'multiplayer',
] as const;

// ── Forum ──────────────────────────────────────────────────────────────────

export const FORUM_CATEGORY_GROUPS = [
  { value: 'oyun-motorlari', label: msg('forum.categoryGroup.oyun-motorlari') },
  { value: 'sanat-tasarim', label: msg('forum.categoryGroup.sanat-tasarim') },
  { value: 'programlama', label: msg('forum.categoryGroup.programlama') },
  { value: 'genel', label: msg('forum.categoryGroup.genel') },
  { value: 'premium', label: msg('forum.categoryGroup.premium') },
  { value: 'platform-specific', label: msg('forum.categoryGroup.platform-specific') },
  { value: 'technical-advanced', label: msg('forum.categoryGroup.technical-advanced') },
  { value: 'business', label: msg('forum.categoryGroup.business') },
] as const satisfies readonly Option[];
export type ForumCategoryGroup = Values<typeof FORUM_CATEGORY_GROUPS>;

/** Category slugs linked from the footer. */
export const FOOTER_CATEGORIES = [
  { value: 'unity', label: msg('footer.category.unity') },
  { value: 'unreal-engine', label: msg('footer.category.unrealEngine') },
  { value: 'godot', label: msg('footer.category.godot') },
  { value: 'csharp', label: msg('footer.category.csharp') },
  { value: '2d-art', label: msg('footer.category.2dArt') },
] as const satisfies readonly Option[];

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

// ── Site settings (admin /admin/settings; the cms `site-setting` single type) ──

export interface SiteSettings {
  general: {
    siteName: string;
    siteDescription: string;
    siteUrl: string;
    contactEmail: string;
    timezone: Timezone;
    language: SiteLanguage;
    maintenanceMode: boolean;
    registrationEnabled: boolean;
    emailVerificationRequired: boolean;
  };
  appearance: {
    logo: string;
    favicon: string;
    primaryColor: string;
    secondaryColor: string;
    accentColor: string;
    darkMode: boolean;
    customCSS: string;
  };
  content: {
    postsPerPage: number;
    topicsPerPage: number;
    /** Megabytes. */
    maxUploadSize: number;
    allowedFileTypes: string[];
    autoModeration: boolean;
    requireApproval: boolean;
    enableComments: boolean;
    enableVoting: boolean;
  };
  security: {
    maxLoginAttempts: number;
    /** Minutes. */
    sessionTimeout: number;
    twoFactorAuth: boolean;
    ipWhitelist: string[];
    ipBlacklist: string[];
    enableCaptcha: boolean;
    passwordMinLength: number;
  };
  email: {
    smtpHost: string;
    smtpPort: number;
    smtpUsername: string;
    smtpPassword: string;
    smtpSecure: boolean;
    fromEmail: string;
    fromName: string;
  };
  social: {
    facebookUrl: string;
    twitterUrl: string;
    instagramUrl: string;
    youtubeUrl: string;
    discordUrl: string;
    githubUrl: string;
    enableSocialLogin: boolean;
  };
}

export type SiteSettingsGroup = keyof SiteSettings;
export const SITE_SETTINGS_GROUPS = ['general', 'appearance', 'content', 'security', 'email', 'social'] as const satisfies readonly SiteSettingsGroup[];

/**
 * Defaults from forum spec §9 where it gives them; the rest are neutral (empty, off) so a fresh install
 * shows no invented URLs or addresses.
 */
export const DEFAULT_SITE_SETTINGS: DeepReadonly<SiteSettings> = deepFreeze({
  general: {
    siteName: 'OyunDev',
    siteDescription: msg('footer.tagline'),
    siteUrl: '',
    contactEmail: '',
    timezone: 'Europe/Istanbul',
    language: 'tr-TR',
    maintenanceMode: false,
    registrationEnabled: true,
    emailVerificationRequired: true,
  },
  appearance: {
    logo: '',
    favicon: '',
    primaryColor: '#6366f1',
    secondaryColor: '#8b5cf6',
    accentColor: '#f59e0b',
    darkMode: true,
    customCSS: '',
  },
  content: {
    postsPerPage: 10,
    topicsPerPage: 20,
    maxUploadSize: 10,
    allowedFileTypes: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'zip'],
    autoModeration: false,
    requireApproval: false,
    enableComments: true,
    enableVoting: true,
  },
  security: {
    maxLoginAttempts: 5,
    sessionTimeout: 1440,
    twoFactorAuth: false,
    ipWhitelist: [],
    ipBlacklist: [],
    enableCaptcha: false,
    passwordMinLength: 8,
  },
  email: {
    smtpHost: '',
    smtpPort: 587,
    smtpUsername: '',
    smtpPassword: '',
    smtpSecure: false,
    fromEmail: '',
    fromName: 'OyunDev',
  },
  social: {
    facebookUrl: '',
    twitterUrl: '',
    instagramUrl: '',
    youtubeUrl: '',
    discordUrl: '',
    githubUrl: '',
    enableSocialLogin: false,
  },
});

type DeepReadonly<T> = { readonly [K in keyof T]: T[K] extends object ? DeepReadonly<T[K]> : T[K] };

// Frozen because every importer shares this one object; a stray assignment must fail loudly.
function deepFreeze<T extends object>(value: T): DeepReadonly<T> {
  for (const child of Object.values(value)) {
    if (child !== null && typeof child === 'object') deepFreeze(child as object);
  }
  return Object.freeze(value) as DeepReadonly<T>;
}

export type StoredSiteSettings = { [G in SiteSettingsGroup]?: Partial<SiteSettings[G]> | null };

/** Stored settings completed with the defaults, group by group and field by field (a fresh object). */
export function mergeSiteSettings(stored: StoredSiteSettings | null | undefined = {}): SiteSettings {
  const result = {} as Record<SiteSettingsGroup, unknown>;
  for (const group of SITE_SETTINGS_GROUPS) {
    const defaults = DEFAULT_SITE_SETTINGS[group] as Record<string, unknown>;
    const given = (stored?.[group] ?? {}) as Record<string, unknown>;
    const merged: Record<string, unknown> = {};
    for (const key of Object.keys(defaults)) {
      const value = given[key] !== undefined && given[key] !== null ? given[key] : defaults[key];
      merged[key] = Array.isArray(value) ? [...value] : value;
    }
    result[group] = merged;
  }
  return result as SiteSettings;
}
