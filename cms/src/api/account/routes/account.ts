/**
 * The member's own account (site/CONTEXT.md, accounts contract). Sign-up, login, forgot and reset stay on
 * the plugin's /api/auth/* paths, answered by extensions/users-permissions.
 *
 * Writes an unverified member needs before verification (the verification mail, profile and onboarding
 * choices, password, deletion) are not behind the full `global::can-write`; notification and privacy
 * settings are. Inactive or deleted members never get this far: their sessions no longer authenticate.
 */
const limited = (bucket: string) => ({ name: 'global::auth-rate-limit', config: { bucket } });

export default {
  routes: [
    // The signed-in member's own account and settings (api/account/lib/me.ts): the only place their e-mail leaves the server.
    { method: 'GET', path: '/me', handler: 'account.me' },
    {
      method: 'GET',
      path: '/account/availability/username',
      handler: 'account.usernameAvailability',
      config: { middlewares: [limited('availability')] },
    },
    {
      method: 'GET',
      path: '/account/availability/email',
      handler: 'account.emailAvailability',
      config: { middlewares: [limited('availability')] },
    },
    {
      method: 'POST',
      path: '/account/verification/send',
      handler: 'account.sendVerification',
      config: { middlewares: [limited('verification')] },
    },
    {
      method: 'POST',
      path: '/account/verification/confirm',
      handler: 'account.confirmVerification',
      config: { middlewares: [limited('verification')] },
    },
    {
      method: 'PUT',
      path: '/account/profile',
      handler: 'account.updateProfile',
      config: { policies: [{ name: 'global::can-write', config: { allowUnverified: true } }] },
    },
    {
      method: 'PUT',
      path: '/account/notifications',
      handler: 'account.updateNotifications',
      config: { policies: ['global::can-write'] },
    },
    {
      method: 'PUT',
      path: '/account/privacy',
      handler: 'account.updatePrivacy',
      config: { policies: ['global::can-write'] },
    },
    {
      method: 'POST',
      path: '/account/unlock',
      handler: 'account.unlock',
      config: { middlewares: [limited('verification')] },
    },
    {
      method: 'POST',
      path: '/account/password',
      handler: 'account.changePassword',
      config: { middlewares: [limited('password')] },
    },
    { method: 'GET', path: '/account/export', handler: 'account.exportData' },
    {
      method: 'DELETE',
      path: '/account',
      handler: 'account.deleteAccount',
      config: { middlewares: [limited('password')] },
    },
  ],
};
