import { ONBOARDING_MESSAGES, SETTINGS_MESSAGES, registerMessages } from '@oyundev/domain';

/*
 * The settings and notifications pages' texts (settings.*, notification.*, notifications.*) and the onboarding's
 * join the browser's catalogue when a chunk that shows them loads:
 * import this module (for its effect) in such a module. The public pages' script does not carry them
 * (./i18n-deferred.ts). On the server, and again here, the groups are simply the same texts.
 */
registerMessages(SETTINGS_MESSAGES);
registerMessages(ONBOARDING_MESSAGES);
