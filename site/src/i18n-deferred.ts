/*
 * The browser bundle's stand-in for the catalogue groups most pages do not show (site/src/bundling-webpack.ts puts
 * it in place of domain/src/messages/admin.ts, settings.ts, onboarding.ts, profile.ts, home.ts and mail.ts where
 * the catalogue's index imports them): every page's script is then without those texts. The admin's screens, the
 * report dialog and the moderation panel register the admin's group when their chunk loads (./i18n-admin.ts); the
 * settings and notifications screens and the onboarding register theirs (./i18n-account.ts); the public profile's
 * modules theirs (./i18n-profile.ts), the home page's its own (./i18n-home.ts); no screen shows a mail.
 */
export const ADMIN_MESSAGES = {};
export const MAIL_MESSAGES = {};
export const SETTINGS_MESSAGES = {};
export const ONBOARDING_MESSAGES = {};
export const PROFILE_MESSAGES = {};
export const HOME_MESSAGES = {};
export const FORUM_MESSAGES = {};
export const BLOG_MESSAGES = {};
export const READER_MESSAGES = {};
export const COMMENT_MESSAGES = {};
export const BOOKMARKS_MESSAGES = {};
export const BLOG_HOME_MESSAGES = {};
export const LEADERBOARD_MESSAGES = {};
export const VALIDATION_MESSAGES = {};
export const FEED_MESSAGES = {};
export const SEARCH_MESSAGES = {};
export const DISCOVER_MESSAGES = {};
export const OPTIONS_MESSAGES = {};
export const AUTH_MESSAGES = {};
