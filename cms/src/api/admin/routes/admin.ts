/**
 * The admin panel's API (forum spec §2, §4; issue 14). Every route is for admins only: `global::can-write`
 * refuses guests (401), inactive and banned members, then `global::admin-only` everyone who is not an admin
 * (403 'Admin paneline erişim yetkiniz bulunmuyor.'). The role matrix grants these actions to admins only.
 */
const adminOnly = { policies: ['global::can-write', 'global::admin-only'] };

export default {
  routes: [
    { method: 'GET', path: '/admin/dashboard', handler: 'admin.dashboard', config: adminOnly },
    { method: 'GET', path: '/admin/analytics', handler: 'admin.analytics', config: adminOnly },
    { method: 'GET', path: '/admin/users', handler: 'admin.listUsers', config: adminOnly },
    { method: 'POST', path: '/admin/users/actions', handler: 'admin.userActions', config: adminOnly },
    { method: 'GET', path: '/admin/content', handler: 'admin.listContent', config: adminOnly },
    { method: 'POST', path: '/admin/content/actions', handler: 'admin.contentActions', config: adminOnly },
    { method: 'GET', path: '/admin/reports', handler: 'admin.listReports', config: adminOnly },
    { method: 'POST', path: '/admin/reports/actions', handler: 'admin.reportActions', config: adminOnly },
    { method: 'GET', path: '/admin/audit', handler: 'admin.listAudit', config: adminOnly },
  ],
};
