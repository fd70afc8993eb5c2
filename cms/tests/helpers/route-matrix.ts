/*
 * The role × route matrix: for every route the cms serves (our APIs, users-permissions, upload, i18n), what each
 * kind of caller gets. security-matrix.test.ts calls every route as every persona and fails when a served route
 * has no row here, or a row names a route that is not served.
 *
 * A cell is the exact status, or `ok`: a GET answers 200 (real slugs and ids), a write passes the gates — its
 * status is neither 401 nor 403 nor 5xx (writes are sent with unknown ids and an empty body, so an allowed caller
 * gets 400, 404 or 200 without changing anything that matters).
 */

/** `banned`: a ban without end; `suspended`: a ban until a date (a temporary ban, spec accounts §6). */
export const PERSONAS = ['guest', 'newMember', 'member', 'premium', 'moderator', 'admin', 'banned', 'suspended', 'unverified'] as const;
export type Persona = (typeof PERSONAS)[number];
export type Cell = number | 'ok';

/** One line per kind of route; the columns follow PERSONAS. */
const row = (...cells: Cell[]): Record<Persona, Cell> =>
  Object.fromEntries(PERSONAS.map((persona, i) => [persona, cells[i]])) as Record<Persona, Cell>;

export const PROFILES = {
  //                  guest newMember member premium moderator admin banned suspended unverified
  /** Anyone reads. */
  read: row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  /** Anyone calls (sign-in, counting a view, opening a mailed link). */
  open: row('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  /** A member's own data; members in any standing read it (a banned member sees why). */
  own: row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  /** A member's own-account write without global::can-write (password checked, or only their own rows). */
  ownWrite: row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  /** A member write behind global::can-write: active, not banned, verified. */
  write: row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 403, 403, 403),
  /** A write-gated read of one of the caller's own items, called with an unknown id: the gate, then 404. */
  writeGatedUnknown: row(401, 404, 404, 404, 404, 404, 403, 403, 403),
  /** global::can-write with allowUnverified (profile): an unverified member may. */
  writeUnverified: row(401, 'ok', 'ok', 'ok', 'ok', 'ok', 403, 403, 'ok'),
  /** Moderators and admins read. */
  moderatorRead: row(401, 403, 403, 403, 'ok', 'ok', 403, 403, 403),
  /** Moderators and admins write. */
  moderatorWrite: row(401, 403, 403, 403, 'ok', 'ok', 403, 403, 403),
  /** The admin panel's API. */
  adminRead: row(401, 403, 403, 403, 403, 'ok', 403, 403, 403),
  adminWrite: row(401, 403, 403, 403, 403, 'ok', 403, 403, 403),
  /** Held by no role: the plugin's own user, role, session, upload and content-type routes. */
  closed: row(401, 403, 403, 403, 403, 403, 403, 403, 403),
  /** Third-party sign-in: every provider is disabled, so anyone gets 400. */
  providerDisabled: row(400, 400, 400, 400, 400, 400, 400, 400, 400),
  /** Only the site server, with its proxy secret. */
  siteServer: row(403, 403, 403, 403, 403, 403, 403, 403, 403),
} satisfies Record<string, Record<Persona, Cell>>;

export type Profile = keyof typeof PROFILES;

/** Every route the cms serves, `METHOD /api/path` → its profile. */
export const ROUTE_MATRIX: Record<string, Profile> = {
  // users-permissions: sign-in and recovery (replaced by api::account services), the plugin's own routes
  'POST /api/auth/local': 'open',
  'POST /api/auth/local/register': 'open',
  'POST /api/auth/forgot-password': 'open',
  'POST /api/auth/reset-password': 'open',
  'POST /api/auth/refresh': 'open',
  'POST /api/auth/logout': 'ownWrite',
  'GET /api/auth/:provider/callback': 'providerDisabled',
  'GET /api/connect/(.*)': 'providerDisabled',
  'GET /api/auth/email-confirmation': 'closed',
  'POST /api/auth/send-email-confirmation': 'closed',
  'POST /api/auth/change-password': 'closed',
  'GET /api/users/me': 'own',
  'GET /api/users': 'closed',
  'GET /api/users/count': 'closed',
  'GET /api/users/:id': 'closed',
  'POST /api/users': 'closed',
  'PUT /api/users/:id': 'closed',
  'DELETE /api/users/:id': 'closed',
  'GET /api/users-permissions/roles': 'closed',
  'GET /api/users-permissions/roles/:id': 'closed',
  'POST /api/users-permissions/roles': 'closed',
  'PUT /api/users-permissions/roles/:role': 'closed',
  'DELETE /api/users-permissions/roles/:role': 'closed',
  'GET /api/users-permissions/permissions': 'closed',
  'GET /api/auth/sessions': 'closed',
  'DELETE /api/auth/sessions/:sessionId': 'closed',
  // upload, e-mail, i18n, content-type builder: the plugins' content APIs, held by no role
  'POST /api/upload': 'closed',
  'GET /api/upload/files': 'closed',
  'GET /api/upload/files/page': 'closed',
  'GET /api/upload/files/:id': 'closed',
  'DELETE /api/upload/files/:id': 'closed',
  'POST /api/email': 'closed',
  'GET /api/i18n/locales': 'closed',
  'GET /api/content-type-builder/content-types': 'closed',
  'GET /api/content-type-builder/content-types/:uid': 'closed',
  'GET /api/content-type-builder/components': 'closed',
  'GET /api/content-type-builder/components/:uid': 'closed',
  // account
  'GET /api/me': 'own',
  'GET /api/account/availability/username': 'read',
  'GET /api/account/availability/email': 'read',
  'POST /api/account/verification/send': 'ownWrite',
  'POST /api/account/verification/confirm': 'open',
  'PUT /api/account/profile': 'writeUnverified',
  'PUT /api/account/notifications': 'write',
  'PUT /api/account/privacy': 'write',
  'POST /api/account/unlock': 'open',
  'POST /api/account/password': 'ownWrite',
  'GET /api/account/export': 'own',
  'DELETE /api/account': 'ownWrite',
  // admin panel
  'GET /api/admin/dashboard': 'adminRead',
  'GET /api/admin/users': 'adminRead',
  'POST /api/admin/users/actions': 'adminWrite',
  'GET /api/admin/content': 'adminRead',
  'POST /api/admin/content/actions': 'adminWrite',
  'GET /api/admin/reports': 'adminRead',
  'POST /api/admin/reports/actions': 'adminWrite',
  'GET /api/admin/audit': 'adminRead',
  'GET /api/admin/analytics': 'adminRead',
  'GET /api/admin/settings': 'adminRead',
  'PUT /api/admin/settings/:section': 'adminWrite',
  'GET /api/admin/categories': 'adminRead',
  'POST /api/admin/categories': 'adminWrite',
  'POST /api/admin/categories/reorder': 'adminWrite',
  'PATCH /api/admin/categories/:id': 'adminWrite',
  'DELETE /api/admin/categories/:id': 'adminWrite',
  'GET /api/admin/announcements': 'adminRead',
  'POST /api/admin/announcements': 'adminWrite',
  'PATCH /api/admin/announcements/:id': 'adminWrite',
  'DELETE /api/admin/announcements/:id': 'adminWrite',
  // blog
  'GET /api/blog/categories': 'read',
  'GET /api/blog/posts': 'read',
  'GET /api/blog/posts/:slug': 'read',
  // the site build's bulk read: a hundred published posts a request, each as a guest reads it (no premium body)
  'GET /api/blog/post-pages': 'read',
  'GET /api/blog/posts/:slug/comments': 'read',
  'POST /api/blog/posts/:slug/comments': 'write',
  'PUT /api/blog/comments/:id': 'write',
  'DELETE /api/blog/comments/:id': 'write',
  'POST /api/blog/comments/:id/report': 'write',
  'POST /api/blog/comments/:id/like': 'write',
  'GET /api/blog/posts/:slug/state': 'read',
  'POST /api/blog/posts/:slug/like': 'write',
  'POST /api/blog/posts/:slug/bookmark': 'write',
  'POST /api/blog/posts/:slug/share': 'open',
  'POST /api/blog/posts/:slug/view': 'open',
  // a member's own posts (/blog/yazi-yaz): drafts are only their author's, so reads are gated like writes
  'GET /api/blog/mine': 'write',
  'GET /api/blog/mine/:id': 'writeGatedUnknown',
  'POST /api/blog/mine': 'write',
  'PUT /api/blog/mine/:id': 'write',
  'POST /api/blog/mine/:id/submit': 'write',
  'GET /api/bookmarks': 'own',
  'DELETE /api/bookmarks/:id': 'write',
  // forum
  'GET /api/forum/categories': 'read',
  'GET /api/forum/categories/:slug': 'read',
  'GET /api/forum/topics': 'read',
  'GET /api/forum/topics/:slugOrId': 'read',
  'GET /api/forum/topics/:slugOrId/replies': 'read',
  // the site build's bulk read: a hundred topics a request, each with its first page of replies as a guest reads them
  'GET /api/forum/topic-pages': 'read',
  'GET /api/forum/mine': 'own',
  'POST /api/forum/:topicSlug/reply': 'write',
  'POST /api/forum/:id/like': 'write',
  'DELETE /api/forum/:replyId': 'write',
  'PUT /api/forum/replies/:id': 'write',
  'GET /api/forum/replies/:id/history': 'moderatorRead',
  'POST /api/forum/topics': 'write',
  'POST /api/forum/topics/:id/like': 'write',
  'POST /api/forum/votes': 'write',
  'PATCH /api/forum/topics/:id/moderation': 'moderatorWrite',
  'POST /api/forum/reports': 'write',
  'POST /api/forum/topics/:slugOrId/view': 'open',
  'POST /api/forum/replies/:id/solution': 'write',
  // discovery, home, pages, settings
  'GET /api/discover': 'read',
  'GET /api/trending': 'read',
  'GET /api/home/feed': 'read',
  'GET /api/home/summary': 'read',
  'GET /api/house-ads': 'read',
  'GET /api/leaderboard': 'read',
  'GET /api/pages': 'read',
  'GET /api/pages/:slug': 'read',
  'GET /api/search': 'read',
  'GET /api/site-settings/public': 'read',
  'GET /api/site-settings/theme.css': 'read',
  'GET /api/announcements': 'read',
  'GET /api/badges': 'read',
  'GET /api/stats': 'read',
  'POST /api/page-views': 'siteServer',
  // notifications
  'GET /api/notifications': 'own',
  'GET /api/notifications/unread-count': 'own',
  'POST /api/notifications/read-all': 'ownWrite',
  'POST /api/notifications/:id/read': 'ownWrite',
  // profiles
  'GET /api/profiles': 'read',
  // the site build's bulk read: a hundred public profiles a request, each as a guest reads it
  'GET /api/profile-pages': 'read',
  'GET /api/profiles/:username': 'read',
  'GET /api/profiles/:username/topics': 'read',
  'GET /api/profiles/:username/replies': 'read',
  'GET /api/profiles/:username/posts': 'read',
  'GET /api/profiles/:username/activity': 'read',
  'GET /api/profiles/:username/followers': 'read',
  'GET /api/profiles/:username/following': 'read',
  'POST /api/profiles/:username/view': 'open',
  'POST /api/profiles/:username/follow': 'write',
  // members' uploads: their own avatar and cover, blog images (lib/upload-guard.ts)
  'POST /api/media/avatar': 'write',
  'POST /api/media/cover': 'write',
  'POST /api/media/images': 'write',
};
