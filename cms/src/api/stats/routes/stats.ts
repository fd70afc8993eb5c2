/** The community's real figures (footer and home), open to everyone. */
export default {
  routes: [{ method: 'GET', path: '/stats', handler: 'stats.find' }],
};
