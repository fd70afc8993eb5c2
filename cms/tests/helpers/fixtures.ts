// Named fixture sets (Ghost style): one member per role, created through the plugin's own service so
// passwords are hashed exactly as in production.

export type { Role } from '@oyundev/domain';
import type { Role } from '@oyundev/domain';
import type { App } from './strapi';

export async function createMember(app: App, role: Role, overrides: Record<string, unknown> = {}) {
  const roleRow = await app.db.query('plugin::users-permissions.role').findOne({ where: { type: role } });
  if (!roleRow) throw new Error(`role ${role} missing — bootstrap did not create it`);
  const n = Math.random().toString(36).slice(2, 8);
  const username = `${role}_${n}`;
  const password = 'Test1234!';
  const user = await app
    .plugin('users-permissions')
    .service('user')
    .add({
      username,
      email: `${username}@example.test`,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: roleRow.id,
      ...overrides,
    });
  const jwt = app.plugin('users-permissions').service('jwt').issue({ id: user.id });
  return { user, jwt, password, username, email: `${username}@example.test` };
}

/** Row counts of every table we own — a denied call must leave all of them as they were. */
export async function tableCounts(app: App) {
  const uids = Object.keys(app.contentTypes).filter((uid) => uid.startsWith('api::') || uid === 'plugin::users-permissions.user');
  const counts: Record<string, number> = {};
  for (const uid of uids) counts[uid] = await app.db.query(uid).count({});
  return counts;
}
