import type { Core } from '@strapi/strapi';
import type { DemoLogin, Role } from '@oyundev/domain';

/**
 * The three demo accounts the seed creates (README). Their passwords live here, on the server, and reach the
 * login page only through GET /api/site-settings/public — and only while the database really holds these
 * accounts with these passwords (a demo install). A real community, or any account whose password was
 * changed, shows no button. In production they are off unless DEMO_LOGINS=true (the local stack sets it).
 */
export const DEMO_LOGINS: ReadonlyArray<{ username: string; password: string; role: Role }> = [
  { username: 'admin', password: 'Admin123!', role: 'admin' },
  { username: 'moderator', password: 'Moder123!', role: 'moderator' },
  { username: 'user', password: 'User123!', role: 'user' },
];

export type { DemoLogin };

const CHECK_EVERY_MS = 60_000;
let cached: { at: number; logins: DemoLogin[] } | null = null;

/** The demo logins that work right now (checked with bcrypt at most once a minute). */
export async function workingDemoLogins(strapi: Core.Strapi, now = Date.now()): Promise<DemoLogin[]> {
  // Off in production unless the install asks (npm start does, for its seeded demo database).
  const wanted = process.env.DEMO_LOGINS ?? (process.env.NODE_ENV === 'production' ? 'false' : 'true');
  if (wanted !== 'true') return [];
  if (cached && now - cached.at < CHECK_EVERY_MS) return cached.logins;
  const users = strapi.plugin('users-permissions').service('user');
  const rows = await strapi.db.query('plugin::users-permissions.user').findMany({
    where: { username: { $in: DEMO_LOGINS.map((d) => d.username) }, blocked: false, deletedAt: null },
    select: ['username', 'password'],
  });
  const logins: DemoLogin[] = [];
  for (const demo of DEMO_LOGINS) {
    const row = rows.find((r: { username: string }) => r.username === demo.username);
    if (row?.password && (await users.validatePassword(demo.password, row.password))) {
      logins.push({ username: demo.username, demoPassword: demo.password, role: demo.role });
    }
  }
  cached = { at: now, logins };
  return logins;
}

/** Forget the last check (a password change of a demo account shows at once). */
export function forgetDemoLogins() {
  cached = null;
}
