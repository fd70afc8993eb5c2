/** The static pages (about, rules, privacy…), open to everyone. */
export default {
  routes: [
    { method: 'GET', path: '/pages', handler: 'page.list' },
    { method: 'GET', path: '/pages/:slug', handler: 'page.findOne' },
  ],
};
