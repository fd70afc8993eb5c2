import { api, type App } from './strapi';

export const USER = 'plugin::users-permissions.user';

let addresses = 0;
/**
 * A client address of its own (sent as X-Forwarded-For; the cms trusts its proxy), so that per-address
 * rate limits of one test never spill into another.
 */
export function freshIp(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** A request from a client address of its own, optionally signed in. */
export function client(app: App, jwt?: string, ip = freshIp()) {
  const wrap = (req: any) => {
    req.set('X-Forwarded-For', ip);
    if (jwt) req.set('Authorization', `Bearer ${jwt}`);
    return req;
  };
  return {
    ip,
    get: (path: string) => wrap(api(app).get(path)),
    post: (path: string) => wrap(api(app).post(path)),
    put: (path: string) => wrap(api(app).put(path)),
    delete: (path: string) => wrap(api(app).delete(path)),
  };
}

/** The member row as stored, with its role type. */
export async function userRow(app: App, where: Record<string, unknown>) {
  return app.db.query(USER).findOne({ where, populate: { role: { select: ['type'] }, notificationSettings: true } });
}

/** Changes one group of the admin's site settings (e.g. `security`, `{ maxLoginAttempts: 3 }`). */
export async function setSiteSetting(app: App, group: string, patch: Record<string, unknown>) {
  const documents = app.documents('api::site-setting.site-setting');
  const current = await documents.findFirst({ populate: { [group]: true } });
  const { id: _id, ...fields } = current[group] ?? {};
  await documents.update({ documentId: current.documentId, data: { [group]: { ...fields, ...patch } } });
}

export const userCount = (app: App) => app.db.query(USER).count({});
