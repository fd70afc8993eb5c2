/*
 * The browser bundle's stand-in for the catalogue groups no public page shows (site/src/bundling-webpack.ts puts it
 * in place of domain/src/messages/admin.ts, settings.ts, onboarding.ts, profile.ts and mail.ts where the catalogue's index
 * imports them): every page's script is then without those texts. The admin's screens, the report dialog and the
 * moderation panel register the admin's group when their chunk loads (./i18n-admin.ts); the settings and
 * notifications screens and the onboarding register theirs (./i18n-account.ts); the public profile's screens theirs (./i18n-profile.ts); no screen shows a mail.
 */
export const ADMIN_MESSAGES = {};
export const MAIL_MESSAGES = {};
export const SETTINGS_MESSAGES = {};
export const ONBOARDING_MESSAGES = {};
export const PROFILE_MESSAGES = {};
