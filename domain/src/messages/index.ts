import { formatNumber } from '../intl';
import { COMMON_MESSAGES } from './common';
import { SHELL_MESSAGES } from './shell';
import { AUTH_MESSAGES } from './auth';
import { ACCOUNT_MESSAGES } from './account';
import { VALIDATION_MESSAGES } from './validation';
import { ERRORS_MESSAGES } from './errors';
import { SETTINGS_MESSAGES } from './settings';
import { ONBOARDING_MESSAGES } from './onboarding';
import { FORUM_MESSAGES } from './forum';
import { BLOG_MESSAGES } from './blog';
import { READER_MESSAGES } from './reader';
import { COMMENT_MESSAGES } from './comment';
import { BOOKMARKS_MESSAGES } from './bookmarks';
import { HOME_MESSAGES } from './home';
import { SEARCH_MESSAGES } from './search';
import { LEADERBOARD_MESSAGES } from './leaderboard';
import { DISCOVER_MESSAGES } from './discover';
import { PROFILE_MESSAGES } from './profile';
import { MEMBERS_MESSAGES } from './members';
import { ADMIN_MESSAGES } from './admin';
import { OPTIONS_MESSAGES } from './options';
import { MAIL_MESSAGES } from './mail';
import { FEED_MESSAGES } from './feed';
import { BLOG_HOME_MESSAGES } from './blogHome';

/**
 * The Turkish message catalogue: every text a person reads, keyed by a stable English id.
 *
 * Texts quoted by the spec are copied verbatim (the test compares them with spec/messages.json); the
 * rest were written for this product in the same voice. Each entry is a whole sentence with `{name}`
 * placeholders — Turkish suffixes and word order break sentences glued from fragments, so never
 * concatenate two entries.
 *
 * One file per feature, named after the keys' first segment (forum.* → forum.ts); a new key goes into the
 * file of its prefix. No key may appear in two files (a test counts them).
 */
export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...SHELL_MESSAGES,
  ...AUTH_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...VALIDATION_MESSAGES,
  ...ERRORS_MESSAGES,
  ...SETTINGS_MESSAGES,
  ...ONBOARDING_MESSAGES,
  ...FORUM_MESSAGES,
  ...BLOG_MESSAGES,
  ...READER_MESSAGES,
  ...COMMENT_MESSAGES,
  ...BOOKMARKS_MESSAGES,
  ...HOME_MESSAGES,
  ...SEARCH_MESSAGES,
  ...LEADERBOARD_MESSAGES,
  ...DISCOVER_MESSAGES,
  ...PROFILE_MESSAGES,
  ...MEMBERS_MESSAGES,
  ...ADMIN_MESSAGES,
  ...OPTIONS_MESSAGES,
  ...MAIL_MESSAGES,
  ...FEED_MESSAGES,
  ...BLOG_HOME_MESSAGES,
} as const;

/** Every feature's catalogue; merged into MESSAGES. */
export const MESSAGE_GROUPS = [
  COMMON_MESSAGES,
  SHELL_MESSAGES,
  AUTH_MESSAGES,
  ACCOUNT_MESSAGES,
  VALIDATION_MESSAGES,
  ERRORS_MESSAGES,
  SETTINGS_MESSAGES,
  ONBOARDING_MESSAGES,
  FORUM_MESSAGES,
  BLOG_MESSAGES,
  READER_MESSAGES,
  COMMENT_MESSAGES,
  BOOKMARKS_MESSAGES,
  HOME_MESSAGES,
  SEARCH_MESSAGES,
  LEADERBOARD_MESSAGES,
  DISCOVER_MESSAGES,
  PROFILE_MESSAGES,
  MEMBERS_MESSAGES,
  ADMIN_MESSAGES,
  OPTIONS_MESSAGES,
  MAIL_MESSAGES,
  FEED_MESSAGES,
  BLOG_HOME_MESSAGES,
] as const;

export type Messages = typeof MESSAGES;
export type MessageKey = keyof Messages;

/** Placeholder names found in a message literal: '{n} rapor {action}' → 'n' | 'action'. */
type PlaceholderNames<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | PlaceholderNames<Rest> : never;

export type MessageParams<K extends MessageKey> = Record<PlaceholderNames<Messages[K]>, string | number>;

/** A message without placeholders takes no params; one with placeholders requires all of them. */
type ParamsArg<K extends MessageKey> = [PlaceholderNames<Messages[K]>] extends [never] ? [] : [params: MessageParams<K>];

/**
 * The Turkish text for `key`, placeholders filled. Numbers are printed as Turkish counts ('1.247');
 * pass a string for values that must not be grouped, such as a year.
 * An unfilled placeholder stays visible rather than throwing: a screen with '{name}' is a bug report,
 * a crashed screen is an outage.
 */
export function msg<K extends MessageKey>(key: K, ...args: ParamsArg<K>): string {
  const template: string | undefined = MESSAGES[key];
  if (template === undefined) return missingMessage(key);
  const params = args[0] as Record<string, string | number> | undefined;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.prototype.hasOwnProperty.call(params, name)) return whole;
    const value = params[name];
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/**
 * A key the catalogue does not hold at this moment: in the browser, a group its screen forgot to register (see
 * registerMessages). It is reported as a console error — the e2e suite fails a test on it
 * (e2e/tests/support/fixtures.ts) — and nothing is shown, never the key.
 */
function missingMessage(key: string): string {
  (globalThis as { console?: { error(message: string): void } }).console?.error(`Missing catalogue message: ${key}`);
  return '';
}

/**
 * Adds a feature's texts to the catalogue `msg` reads. On the server every group is there from the start; the
 * browser bundle leaves the admin's, the settings', the onboarding's, the public profile's, the home page's and the mails' groups
 * out of every page's script (site/src/bundling-webpack.ts) and the screens that show them register theirs when
 * their chunk loads
 * (site/src/i18n-admin.ts, site/src/i18n-account.ts, site/src/i18n-profile.ts, site/src/i18n-home.ts).
 */
export function registerMessages(group: Partial<Messages>): void {
  Object.assign(MESSAGES as Record<string, string>, group);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, key);
}
