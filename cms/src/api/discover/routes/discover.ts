// Reads open to guests and every role (permission matrix); premium topics are kept from those who may not read
// them and premium post bodies never leave (items carry public excerpts only).
export default {
  routes: [
    { method: 'GET', path: '/discover', handler: 'discover.discover' },
    { method: 'GET', path: '/trending', handler: 'discover.trending' },
  ],
};
