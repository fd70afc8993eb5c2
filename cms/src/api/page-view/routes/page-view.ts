/** The site server's page-view counts (scripts/lib/page-views.mjs): only it may call, proven by the proxy secret. */
export default {
  routes: [
    {
      method: 'POST',
      path: '/page-views',
      handler: 'page-view.record',
      config: { policies: ['global::from-site-server'], middlewares: [] },
    },
  ],
};
