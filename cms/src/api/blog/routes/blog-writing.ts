/**
 * A member's own blog posts (/blog/yazi-yaz and the dashboard): every call is a member's, behind
 * `global::can-write` (signed in, active, not banned, verified where required) — reads too, since they
 * show unpublished drafts of their author only.
 */
const canWrite = { policies: ['global::can-write'] };

export default {
  routes: [
    { method: 'GET', path: '/blog/mine', handler: 'writing.mine', config: canWrite },
    { method: 'GET', path: '/blog/mine/:id', handler: 'writing.one', config: canWrite },
    { method: 'POST', path: '/blog/mine', handler: 'writing.create', config: canWrite },
    { method: 'PUT', path: '/blog/mine/:id', handler: 'writing.update', config: canWrite },
    { method: 'POST', path: '/blog/mine/:id/submit', handler: 'writing.submit', config: canWrite },
  ],
};
