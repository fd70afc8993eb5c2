/** A session lasts 24 hours from login or registration (spec accounts §9). */
export const SESSION_HOURS = 24;
export const SESSION_MS = SESSION_HOURS * 3_600_000;

/** Toast lifetimes in ms; the admin area uses its own longer set. Loading toasts never expire. */
export const TOAST_DURATIONS = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Infinity,
} as const;
export const ADMIN_TOAST_DURATIONS = {
  default: 4000,
  success: 3000,
  error: 5000,
} as const;
export const MAX_TOASTS = 20;

/** Pauses before a page moves on after success, so the member can read what happened. */
export const REDIRECT_DELAYS = {
  afterLogin: 800,
  afterRegister: 2000,
  afterVerify: 3000,
  afterReset: 3000,
} as const;

/** Settings-page success and error notes disappear after this many ms. */
export const SETTINGS_MESSAGE_MS = 5000;

/** Live availability checks wait for typing to pause (ms) and for a minimum username length. */
export const AVAILABILITY_DEBOUNCE = { username: 800, email: 600 } as const;
export const USERNAME_CHECK_MIN_LENGTH = 3;

/** Header search: blur is delayed so a click on a suggestion still lands. */
export const SEARCH_BLUR_DELAY_MS = 150;
/** Forum search suggestion appears once the term is longer than this. */
export const SEARCH_SUGGESTION_MIN_CHARS = 2;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 6;
export const BIO_MAX = 500;
export const TOPIC_TITLE_MIN = 5;
export const TOPIC_TITLE_MAX = 200;
export const TOPIC_CONTENT_MIN = 10;
/** Not in the spec: an upper bound so one request cannot store megabytes of text. */
export const CONTENT_MAX = 20_000;
/** The longest reason a report may give (the report forms' counter reads it without loading the schemas). */
export const REPORT_REASON_MAX = 1000;
export const SEARCH_QUERY_MAX = 100;

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
/** `<meta name="theme-color">` per theme. */
export const THEME_COLORS: Readonly<Record<Theme, string>> = { dark: '#1a1a2e', light: '#ffffff' };

/** Browser storage keys. The session keys are the spec's; the theme key is ours (spec: not shown). */
export const STORAGE_KEYS = {
  token: 'token',
  tokenExpiresAt: 'tokenExpiresAt',
  user: 'user',
  theme: 'oyundev-theme',
  /** Ids of the announcements this browser closed (shell/AnnouncementBanner). */
  dismissedAnnouncements: 'oyundev-dismissed-announcements',
} as const;

export interface AdSlot {
  width: number;
  height: number;
}
/**
 * House ad slots (editors fill them in the Strapi admin): the image size an editor uploads for each, and
 * the aspect box the site reserves for it, so the page does not move when the image arrives. All
 * responsive (the box scales with the column). Premium members see none.
 */
export const AD_SLOTS = {
  'list-top': { width: 1200, height: 240 },
  sidebar: { width: 600, height: 500 },
  'in-content': { width: 1200, height: 300 },
} as const satisfies Record<string, AdSlot>;
export type AdSlotName = keyof typeof AD_SLOTS;

export const DEFAULT_AVATAR = '/avatars/default.jpg';

/** Blog reader font size controls, in px. */
export const BLOG_FONT_SIZE = { min: 12, max: 24, default: 16, step: 2 } as const;
/** Shown when a post has no reading time. */
export const DEFAULT_READING_MINUTES = 5;
export const AUTHOR_BADGES_MAX = 3;
/** Tags on a topic card before '+N daha', and on a blog card. */
export const TOPIC_CARD_TAGS = 4;
export const BLOG_CARD_TAGS = 3;

export const ONBOARDING_STEPS = 6;
/** Appended to a taken username to suggest free ones (spec accounts §3). */
export const USERNAME_SUGGESTION_SUFFIXES = ['_dev', '_2024', '_gamedev'] as const;
