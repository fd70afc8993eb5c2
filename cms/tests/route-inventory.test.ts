import { PERMISSIONS, type RoleType } from '../src/bootstrap/permissions';
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { OPEN_WRITES, servedRoutes } from './helpers/routes';

/*
 * The role matrix (bootstrap/permissions.ts) and the routes agree: every route the cms serves under /api is
 * declared by one of our APIs or a plugin, its handler's action is held by exactly the roles the matrix names,
 * and every write is behind `global::can-write` unless it is one of the open writes of helpers/routes.ts.
 */

type DeclaredRoute = { method: string; path: string; action: string; policies: unknown[] };

let app: App;
beforeAll(async () => {
  app = await setupStrapi(__filename);
});
afterAll(async () => {
  await teardownStrapi(app);
});

/** `handler: 'posting.createReply'` of api `forum` → `api::forum.posting.createReply` (Strapi may have prefixed it). */
function actionOf(prefix: string, handler: unknown): string {
  const text = String(handler);
  return text.includes('::') ? text : `${prefix}.${text}`;
}

/** Every content-API route our APIs and the plugins declare, with its action and policies. */
function declaredRoutes(): DeclaredRoute[] {
  const out: DeclaredRoute[] = [];
  // any: Strapi's route objects are loosely typed. A plugin's routes are served under /api/<plugin> unless
  // the route sets its own `config.prefix` (users-permissions' /auth/* set '').
  const add = (prefix: string, routes: Array<Record<string, any>>, mount = '') => {
    for (const r of routes) {
      const path = `/api${r.config && 'prefix' in r.config ? r.config.prefix : mount}${r.path}`.replace(/(.)\/$/, '$1');
      out.push({ method: r.method, path, action: actionOf(prefix, r.handler), policies: r.config?.policies ?? [] });
    }
  };
  for (const [name, api] of Object.entries<Record<string, any>>(app.apis)) {
    // any: see above
    for (const router of Object.values<Record<string, any>>(api.routes ?? {})) {
      if (router.type && router.type !== 'content-api') continue;
      add(`api::${name}`, router.routes ?? []);
    }
  }
  for (const [name, plugin] of Object.entries<Record<string, any>>(app.plugins)) {
    // any: see above
    const routes = plugin.routes?.['content-api']?.routes ?? [];
    add(`plugin::${name}`, routes, `/${name}`);
  }
  return out;
}

/** Who holds each action in the database after boot. */
async function heldBy(): Promise<Map<string, Set<string>>> {
  const rows = await app.db
    .query('plugin::users-permissions.permission')
    .findMany({ select: ['action'], populate: { role: { select: ['type'] } } });
  const map = new Map<string, Set<string>>();
  for (const row of rows as Array<{ action: string; role: { type: string } | null }>) {
    if (!row.role) continue;
    if (!map.has(row.action)) map.set(row.action, new Set());
    map.get(row.action)!.add(row.role.type);
  }
  return map;
}

function matrixRoles(action: string): string[] {
  return (Object.keys(PERMISSIONS) as RoleType[]).filter((type) => PERMISSIONS[type].includes(action)).sort();
}

const hasCanWrite = (policies: unknown[]) =>
  policies.some(
    (p) => p === 'global::can-write' || (typeof p === 'object' && p !== null && (p as { name?: string }).name === 'global::can-write'),
  );

describe('route inventory', () => {
  it('every /api route the server answers is a declared route', () => {
    const declared = new Set(declaredRoutes().map((r) => `${r.method} ${r.path}`));
    const served = servedRoutes(app);
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((route) => !declared.has(route))).toEqual([]);
  });

  it("each route's action is held by exactly the roles the matrix names, and each of our routes is granted to someone", async () => {
    const held = await heldBy();
    const mismatches: string[] = [];
    for (const route of declaredRoutes()) {
      const want = matrixRoles(route.action);
      const got = [...(held.get(route.action) ?? [])].sort();
      if (want.join(',') !== got.join(','))
        mismatches.push(`${route.method} ${route.path} ${route.action}: matrix [${want}] database [${got}]`);
      // Our own routes exist to be called: a route nobody may call is a forgotten matrix entry.
      if (route.action.startsWith('api::') && want.length === 0)
        mismatches.push(`${route.method} ${route.path} ${route.action}: in no role`);
    }
    expect(mismatches).toEqual([]);
  });

  it('every write is behind global::can-write, closed to every role, or an open write of helpers/routes.ts', () => {
    const unguarded = declaredRoutes()
      .filter((r) => r.method !== 'GET')
      .filter((r) => !hasCanWrite(r.policies) && matrixRoles(r.action).length > 0)
      .map((r) => `${r.method} ${r.path}`)
      .filter((route) => !(route in OPEN_WRITES));
    expect(unguarded).toEqual([]);
    // The allow-list names only routes that exist and are open.
    const open = new Set(
      declaredRoutes()
        .filter((r) => !hasCanWrite(r.policies))
        .map((r) => `${r.method} ${r.path}`),
    );
    expect(Object.keys(OPEN_WRITES).filter((route) => !open.has(route))).toEqual([]);
  });
});
