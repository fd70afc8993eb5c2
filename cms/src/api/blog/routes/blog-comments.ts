/** Comments on blog posts: reading is open, every write passes `global::can-write`. */
const canWrite = (loginCode?: string) => ({ name: 'global::can-write', config: loginCode ? { loginCode } : {} });

export default {
  routes: [
    { method: 'GET', path: '/blog/posts/:slug/comments', handler: 'comments.list' },
    {
      method: 'POST',
      path: '/blog/posts/:slug/comments',
      handler: 'comments.create',
      config: { policies: [canWrite('COMMENT_LOGIN_REQUIRED')] },
    },
    { method: 'PUT', path: '/blog/comments/:id', handler: 'comments.update', config: { policies: [canWrite()] } },
    { method: 'DELETE', path: '/blog/comments/:id', handler: 'comments.remove', config: { policies: [canWrite()] } },
    {
      method: 'POST',
      path: '/blog/comments/:id/report',
      handler: 'comments.report',
      config: { policies: [canWrite('REPORT_LOGIN_REQUIRED')] },
    },
    { method: 'POST', path: '/blog/comments/:id/like', handler: 'comments.like', config: { policies: [canWrite('LIKE_LOGIN_REQUIRED')] } },
  ],
};
