/** The banner's read; the admin's writes are under /api/admin/announcements (api::admin). */
export default {
  routes: [{ method: 'GET', path: '/announcements', handler: 'announcement.listActive' }],
};
