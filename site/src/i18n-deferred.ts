/*
 * The browser bundle's stand-in for the catalogue groups no public page shows (site/src/bundling-webpack.ts puts
 * it in place of domain/src/messages/admin.ts and mail.ts where the catalogue's index imports them): every page's
 * script is then without the admin's texts and the mails. The admin's screens, the report dialog and the
 * moderation panel register the real group when their chunk loads (./i18n-admin.ts); no screen shows a mail.
 */
export const ADMIN_MESSAGES = {};
export const MAIL_MESSAGES = {};
