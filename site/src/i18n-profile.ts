import { PROFILE_MESSAGES, registerMessages } from '@oyundev/domain';

/*
 * The public profile's texts (profile.*) join the browser's catalogue when a chunk that shows them loads: import
 * this module (for its effect) in such a module. The other pages' script does not carry them (./i18n-deferred.ts).
 * On the server, and again here, the group is simply the same texts.
 */
registerMessages(PROFILE_MESSAGES);
