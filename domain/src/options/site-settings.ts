import { msg } from '../messages';
import { type Timezone, type SiteLanguage } from './admin';

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
export const SITE_SETTINGS_GROUPS = [
  'general',
  'appearance',
  'content',
  'security',
  'email',
  'social',
] as const satisfies readonly SiteSettingsGroup[];

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
