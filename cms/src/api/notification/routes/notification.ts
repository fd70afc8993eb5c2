/**
 * The member's notifications. Granted to members only (permission matrix); marking read touches only the
 * caller's own rows, so it is open to every signed-in member — a banned or unverified member may still
 * read and clear what they were told (listed in route-inventory's open writes).
 */
export default {
  routes: [
    { method: 'GET', path: '/notifications', handler: 'notification.list' },
    { method: 'GET', path: '/notifications/unread-count', handler: 'notification.unreadCount' },
    { method: 'POST', path: '/notifications/read-all', handler: 'notification.markAllRead' },
    { method: 'POST', path: '/notifications/:id/read', handler: 'notification.markRead' },
  ],
};
