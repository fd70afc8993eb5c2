import { PROFILE_MESSAGES, registerMessages } from '@oyundev/domain';

/*
 * The profile pages' texts join the browser's catalogue with the modules that show them: every module that uses a
 * profile.* key imports this one (for its effect), so the group goes wherever those modules go (the profile
 * template, the blog post's author block) and nowhere else (./i18n-deferred.ts).
 */
registerMessages(PROFILE_MESSAGES);
