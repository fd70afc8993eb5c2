export default {
  routes: [
    { method: 'GET', path: '/stats', handler: 'community.stats' },
    { method: 'GET', path: '/me', handler: 'community.me' },
    { method: 'GET', path: '/pages', handler: 'community.listPages' },
    { method: 'GET', path: '/pages/:slug', handler: 'community.findPage' },
    { method: 'GET', path: '/site-settings/public', handler: 'community.publicSettings' },
  ],
};
