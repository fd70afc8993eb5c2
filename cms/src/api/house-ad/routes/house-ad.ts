export default {
  routes: [{ method: 'GET', path: '/house-ads', handler: 'house-ad.listActive' }],
};
