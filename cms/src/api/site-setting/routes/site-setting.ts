/** The settings the screens follow before anyone signs in; the rest of the single type stays admin-only. */
export default {
  routes: [
    { method: 'GET', path: '/site-settings/public', handler: 'site-setting.publicSettings' },
    { method: 'GET', path: '/site-settings/theme.css', handler: 'site-setting.themeCss' },
  ],
};
