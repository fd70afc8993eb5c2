// Reads open to everyone (the role matrix grants them to every role); premium content is filtered per viewer.
export default {
  routes: [
    { method: 'GET', path: '/home/feed', handler: 'home.feed' },
    { method: 'GET', path: '/home/summary', handler: 'home.summary' },
  ],
};
