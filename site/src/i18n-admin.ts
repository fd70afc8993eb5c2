import { ADMIN_MESSAGES, registerMessages } from '@oyundev/domain';

/*
 * The admin's texts join the browser's catalogue when a chunk that shows them loads (the admin screens, the
 * report dialog, the moderation panel): import this module (for its effect) in such a module. The public pages' script
 * does not carry them (./i18n-deferred.ts). On the server, and again here, the group is simply the same texts.
 */
registerMessages(ADMIN_MESSAGES);
