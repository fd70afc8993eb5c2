/** The member's saved topics and posts (/kaydedilenler). */
export default {
  routes: [
    { method: 'GET', path: '/bookmarks', handler: 'saved.list' },
    {
      method: 'DELETE',
      path: '/bookmarks/:id',
      handler: 'saved.remove',
      config: { policies: [{ name: 'global::can-write', config: {} }] },
    },
  ],
};
