// Read by everyone (permission matrix READ_ACTIONS).
export default {
  routes: [{ method: 'GET', path: '/badges', handler: 'badge.list' }],
};
