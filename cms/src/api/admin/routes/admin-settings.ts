/**
 * Site ayarları (forum spec §2 "Admin settings"; issue 14): the settings groups, the forum categories and the
 * announcements. Admins only, like every /api/admin route (admin.ts).
 */
const adminOnly = { policies: ['global::can-write', 'global::admin-only'] };
const handler = (action: string) => `admin-settings.${action}`;

export default {
  routes: [
    { method: 'GET', path: '/admin/settings', handler: handler('readSettings'), config: adminOnly },
    { method: 'PUT', path: '/admin/settings/:section', handler: handler('saveSettings'), config: adminOnly },
    { method: 'GET', path: '/admin/categories', handler: handler('listCategories'), config: adminOnly },
    { method: 'POST', path: '/admin/categories', handler: handler('createCategory'), config: adminOnly },
    { method: 'POST', path: '/admin/categories/reorder', handler: handler('reorderCategories'), config: adminOnly },
    { method: 'PATCH', path: '/admin/categories/:id', handler: handler('updateCategory'), config: adminOnly },
    { method: 'DELETE', path: '/admin/categories/:id', handler: handler('deleteCategory'), config: adminOnly },
    { method: 'GET', path: '/admin/announcements', handler: handler('listAnnouncements'), config: adminOnly },
    { method: 'POST', path: '/admin/announcements', handler: handler('createAnnouncement'), config: adminOnly },
    { method: 'PATCH', path: '/admin/announcements/:id', handler: handler('updateAnnouncement'), config: adminOnly },
    { method: 'DELETE', path: '/admin/announcements/:id', handler: handler('deleteAnnouncement'), config: adminOnly },
  ],
};
