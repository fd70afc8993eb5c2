// Read by everyone (permission matrix READ_ACTIONS).
export default {
  routes: [{ method: 'GET', path: '/leaderboard', handler: 'leaderboard.board' }],
};
