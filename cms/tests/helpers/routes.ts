import type { App } from './strapi';

/*
 * The routes the cms serves, read from Strapi's router, and the one list of writes that are not behind
 * `global::can-write` (route-inventory.test.ts checks the list against the routes, permissions.test.ts and
 * the role × route matrix read it for what a guest gets).
 */

/**
 * How a guest fares on an open write: `open` — a guest may make it (sign-in, counting a view…); `login` —
 * members only, a guest gets 401; `closed` — granted, but a route policy refuses everyone without a secret
 * (403). Writes held by no role are not listed: the plugin refuses them before anything runs.
 */
export type GuestAccess = 'open' | 'login' | 'closed';

/** Writes that are not behind global::can-write, each for a reason. `METHOD /api/path`. */
export const OPEN_WRITES: Record<string, GuestAccess> = {
  // Sign-up, sign-in and their recovery: made signed out, rate limited per address.
  'POST /api/auth/local': 'open',
  'POST /api/auth/local/register': 'open',
  'POST /api/auth/forgot-password': 'open',
  'POST /api/auth/reset-password': 'open',
  'POST /api/auth/refresh': 'open',
  'POST /api/auth/logout': 'open',
  // Opening the mailed verification or unlock link works signed out.
  'POST /api/account/verification/confirm': 'open',
  'POST /api/account/unlock': 'open',
  // An unverified member asks for the verification mail again (members only, rate limited).
  'POST /api/account/verification/send': 'login',
  // Password change and account deletion: members only, the current password is checked, rate limited.
  'POST /api/account/password': 'login',
  'DELETE /api/account': 'login',
  // Counting a topic view: guests read topics too.
  'POST /api/forum/topics/:slugOrId/view': 'open',
  // Counting a blog post's view or share: guests read and share posts too (per-address daily budget).
  'POST /api/blog/posts/:slug/view': 'open',
  'POST /api/blog/posts/:slug/share': 'open',
  // A member reading their own notifications: members only, touches only their own rows.
  'POST /api/notifications/read-all': 'login',
  'POST /api/notifications/:id/read': 'login',
  // Counting a profile view: guests read public profiles too.
  'POST /api/profiles/:username/view': 'open',
  // The site server's page-view counts: only with the proxy secret (global::from-site-server), else 403.
  'POST /api/page-views': 'closed',
};

/** `METHOD /api/path` of every route the server answers under /api (HEAD left out: it mirrors GET). */
export function servedRoutes(app: App): string[] {
  return app.server
    .listRoutes()
    .filter((layer: { path: string }) => layer.path.startsWith('/api/'))
    .flatMap((layer: { path: string; methods: string[] }) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`));
}
