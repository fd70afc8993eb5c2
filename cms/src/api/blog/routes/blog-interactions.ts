/**
 * What a reader does on /blog/{slug}. Likes and bookmarks are member writes behind `global::can-write`
 * (a guest gets the route's own login message); views, shares and the live state are open to guests.
 */
const canWrite = (loginCode: string) => ({ name: 'global::can-write', config: { loginCode } });

export default {
  routes: [
    { method: 'GET', path: '/blog/posts/:slug/state', handler: 'interactions.state' },
    {
      method: 'POST',
      path: '/blog/posts/:slug/like',
      handler: 'interactions.like',
      config: { policies: [canWrite('LIKE_LOGIN_REQUIRED')] },
    },
    {
      method: 'POST',
      path: '/blog/posts/:slug/bookmark',
      handler: 'interactions.bookmark',
      config: { policies: [canWrite('BOOKMARK_LOGIN_REQUIRED')] },
    },
    // Open to guests: a share or a view is not a member's write.
    { method: 'POST', path: '/blog/posts/:slug/share', handler: 'interactions.share' },
    { method: 'POST', path: '/blog/posts/:slug/view', handler: 'interactions.countView' },
  ],
};
