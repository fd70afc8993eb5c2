import { AsyncResource } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { sessionHolds, sessionMemberId, USER_UID, type SessionAccount } from '../../api/account/lib/sessions';
import type { Ctx, Next } from '../../lib/koa';
import { siteSettings } from '../../lib/settings';
import { asPrepared } from '../../lib/prepared';
import { linkOf, tableOf } from '../../lib/sql-names';
import { rememberStanding } from '../../lib/standing';

/*
 * How a request is signed in, in one statement (issue 15). The plugin's strategy ran eight before a write's own
 * work: Strapi's API-token lookup (for a member's JWT, which can never be one), the session check, the member, their
 * role, the plugin's advanced settings, the role (again) and its permissions, and `global::can-write` reading the
 * member once more. Here:
 * - a member's JWT skips the API-token strategy: Strapi mints API tokens as hex strings, a JWT always has dots;
 * - the member and their role are one read (`readMember`), checked for the session (`sessionHolds`: active, not
 *   blocked or deleted, password unchanged, younger than the timeout) and handed to `global::can-write` with
 *   `rememberStanding`, so a banned, deactivated or deleted member's token stops at once, as before;
 * - a role's permissions (and the public role's) and the advanced settings come from a cache emptied by every write
 *   of a role, a permission or the settings store through Strapi's query engine (the admin panel, the Strapi admin,
 *   the boot's permission matrix); another cms process sees a change within CACHE_MS (and one request: a stale
 *   entry is answered while its refresh runs outside the request).
 */

const ROLE_UID = 'plugin::users-permissions.role';
const PERMISSION_UID = 'plugin::users-permissions.permission';
const STORE_UID = 'strapi::core-store';
const CACHE_MS = 30_000;
/** Never on `ctx.state.user`: the plugin's strategy carried them, nothing here reads them. */
const SECRET_ATTRIBUTES = new Set(['password', 'resetPasswordToken', 'confirmationToken']);

interface AuthResult {
  authenticated?: boolean;
  credentials?: unknown;
  ability?: unknown;
  error?: string | null;
}
export interface AuthStrategy {
  name: string;
  authenticate(ctx: Ctx): Promise<AuthResult>;
  verify?: (auth: unknown, config: unknown) => unknown;
}
interface AuthService {
  register(type: string, strategy: AuthStrategy): unknown;
  authenticate(ctx: Ctx, next: Next): Promise<unknown>;
}
type Ability = unknown;
type Account = SessionAccount & {
  id: number;
  confirmed?: boolean | null;
  role: { id: number; type: string } | null;
  [attribute: string]: unknown;
};
interface ColumnMeta {
  attributes: Record<string, { type: string }>;
  columnToAttribute: Record<string, string>;
}

let generation = 0;
type Entry<T> = { at: number; value: Promise<T>; refreshing?: boolean };
let abilities = new Map<number | 'public', Entry<Ability | null>>();
let advanced: Entry<Record<string, unknown>> | null = null;

/** Empties the permission and advanced-settings caches (every write of a role, permission or the settings store). */
export function forgetPermissions(): void {
  generation += 1;
  abilities = new Map();
  advanced = null;
}

let watching = false;
function watchPermissions(strapi: Core.Strapi) {
  if (watching) return;
  watching = true;
  const forget = () => forgetPermissions();
  const hooks = ['Create', 'CreateMany', 'Update', 'UpdateMany', 'Delete', 'DeleteMany'].flatMap((a) => [`before${a}`, `after${a}`]);
  strapi.db.lifecycles.subscribe({ models: [ROLE_UID, PERMISSION_UID, STORE_UID], ...Object.fromEntries(hooks.map((h) => [h, forget])) });
}

/** Outside every request's context: a refresh's statements belong to no request (middlewares/sql-count.ts). */
const detached = new AsyncResource('permission-cache-refresh');

/**
 * A cached value of this generation, or `load`'s (stored only if no write came between). A value older than
 * CACHE_MS is still answered while one fresh load runs outside the request and takes its place when it succeeds:
 * no request pays the refill (another process's change is seen within CACHE_MS and one request).
 */
function cachedOr<T>(
  read: () => { at: number; value: Promise<T>; refreshing?: boolean } | null | undefined,
  load: () => Promise<T>,
  store: (e: { at: number; value: Promise<T> } | null) => void,
) {
  const entry = read();
  if (entry && Date.now() - entry.at < CACHE_MS) return entry.value;
  if (entry) {
    if (!entry.refreshing) {
      entry.refreshing = true;
      const started = generation;
      detached.runInAsyncScope(() =>
        load().then(
          (value) => {
            if (started === generation && read() === entry) store({ at: Date.now(), value: Promise.resolve(value) });
          },
          () => {
            entry.refreshing = false; // kept; the next request after CACHE_MS tries again
          },
        ),
      );
    }
    return entry.value;
  }
  const started = generation;
  const value = load();
  const fresh = { at: Date.now(), value };
  store(fresh);
  // Dropped when a write came while it loaded, or when it failed — unless a newer load has taken its place.
  const drop = () => read() === fresh && store(null);
  value.then(() => started !== generation && drop(), drop);
  return value;
}

function permissionService(strapi: Core.Strapi) {
  return strapi.plugin('users-permissions').service('permission') as {
    findRolePermissions(roleId: number): Promise<unknown[]>;
    findPublicPermissions(): Promise<unknown[]>;
    toContentAPIPermission(permission: unknown): unknown;
  };
}

/** The content-API ability of a role (`'public'`: of a guest; null when the public role may do nothing). */
function abilityOf(strapi: Core.Strapi, role: number | 'public'): Promise<Ability | null> {
  return cachedOr(
    () => abilities.get(role),
    async () => {
      const service = permissionService(strapi);
      const permissions = await (role === 'public' ? service.findPublicPermissions() : service.findRolePermissions(role));
      if (role === 'public' && permissions.length === 0) return null;
      const engine = (strapi as unknown as { contentAPI: { permissions: { engine: { generateAbility(p: unknown[]): Promise<Ability> } } } })
        .contentAPI.permissions.engine;
      return engine.generateAbility(permissions.map((p) => service.toContentAPIPermission(p)));
    },
    (entry) => (entry ? abilities.set(role, entry) : abilities.delete(role)),
  );
}

function advancedSettings(strapi: Core.Strapi): Promise<Record<string, unknown>> {
  return cachedOr(
    () => advanced,
    async () =>
      ((await strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'advanced' })) as Record<string, unknown>) ?? {},
    (entry) => (advanced = entry),
  );
}

/** The member (every plain attribute but the secrets, named as the query engine names them) and their role: one read. */
async function readMember(strapi: Core.Strapi, id: number): Promise<Account | null> {
  // Every signed-in request's first statement: prepared (lib/prepared.ts).
  const row = await asPrepared(
    strapi.db
      .connection({ u: tableOf('user') })
      .leftJoin({ l: linkOf('user', 'role') }, 'l.user_id', 'u.id')
      .leftJoin({ r: tableOf('role') }, 'r.id', 'l.role_id')
      .where('u.id', id)
      .first('u.*', { __role_id: 'r.id', __role_name: 'r.name', __role_type: 'r.type' }),
  );
  if (!row) return null;
  const meta = strapi.db.metadata.get(USER_UID) as unknown as ColumnMeta;
  const account: Record<string, unknown> = {};
  for (const [columnName, value] of Object.entries(row as Record<string, unknown>)) {
    const attribute = meta.columnToAttribute[columnName];
    if (!attribute || SECRET_ATTRIBUTES.has(attribute) || meta.attributes[attribute]?.type === 'relation') continue;
    account[attribute] = value;
  }
  account.role = row.__role_id == null ? null : { id: row.__role_id, name: row.__role_name, type: row.__role_type };
  return account as Account;
}

function withoutPrivate(strapi: Core.Strapi, account: Account): void {
  const { attributes } = strapi.getModel(USER_UID) as unknown as { attributes: Record<string, { private?: boolean }> };
  for (const [name, attribute] of Object.entries(attributes)) if (attribute.private) delete account[name];
}

const bearer = (ctx: Ctx): string | null | undefined => {
  const header = ctx.request?.header?.authorization;
  if (!header) return undefined;
  const parts = header.split(/\s+/);
  return parts[0].toLowerCase() !== 'bearer' || parts.length !== 2 ? null : parts[1];
};

/** The users-permissions strategy, answering as the plugin's does (same results, same errors) with fewer reads. */
export function memberStrategy(strapi: Core.Strapi, base: AuthStrategy): AuthStrategy {
  const jwt = () =>
    strapi.plugin('users-permissions').service('jwt') as { verifySignature(token: string): Promise<Record<string, unknown>> };
  return {
    ...base,
    async authenticate(ctx: Ctx): Promise<AuthResult> {
      // Refresh-mode sessions (not ours: config/plugins.ts) keep the plugin's own flow.
      if (strapi.config.get<string>('plugin::users-permissions.jwtManagement', 'legacy-support') === 'refresh')
        return base.authenticate(ctx);
      watchPermissions(strapi);
      try {
        const token = bearer(ctx);
        if (token === undefined || token === null) {
          // No token, or a header that is not a Bearer one: the public role, as the plugin does.
          const ability = await abilityOf(strapi, 'public');
          return ability ? { authenticated: true, credentials: null, ability } : { authenticated: false };
        }
        const payload = await jwt().verifySignature(token);
        const id = sessionMemberId(payload);
        if (id === null) return { authenticated: false };
        const [account, settings, options] = await Promise.all([readMember(strapi, id), siteSettings(strapi), advancedSettings(strapi)]);
        if (!account?.role || !sessionHolds(payload, account, settings.security.sessionTimeout)) return { authenticated: false };
        // The session is checked: what the schema marks private (lock counters, unlock token, deletion and password
        // stamps — and any private column added later) does not ride along on ctx.state.user.
        withoutPrivate(strapi, account);
        if (options.email_confirmation && !account.confirmed) return { error: 'Invalid credentials' };
        const ability = await abilityOf(strapi, account.role.id);
        rememberStanding(account);
        ctx.state.user = account;
        return { authenticated: true, credentials: account, ability };
      } catch {
        return { authenticated: false };
      }
    },
  };
}

/**
 * Installs the member strategy in place of the plugin's (run around the plugin's `register`, which registers it),
 * and lets a request carrying a member's JWT go straight to it instead of through the API-token lookup first.
 */
export function installMemberAuth(strapi: Core.Strapi, register: () => unknown) {
  const auth = strapi.get('auth') as AuthService;
  const add = auth.register;
  let member: AuthStrategy | null = null;
  auth.register = function (type: string, strategy: AuthStrategy) {
    if (type === 'content-api' && strategy?.name === 'users-permissions') strategy = member = memberStrategy(strapi, strategy);
    return add.call(this, type, strategy);
  };
  try {
    register();
  } finally {
    auth.register = add;
  }
  if (!member) return;
  const strategy: AuthStrategy = member;
  const authenticate = auth.authenticate;
  auth.authenticate = async function (ctx: Ctx, next: Next) {
    const route = ctx.state.route as { info?: { type?: string }; config?: { auth?: false | { strategies?: unknown } } } | undefined;
    const config = route?.config?.auth;
    const token = bearer(ctx);
    // Strapi's own chain for everything but a content-API route of the default strategies carrying a JWT-shaped token.
    if (route?.info?.type !== 'content-api' || config === false || config?.strategies || !token?.includes('.')) {
      return authenticate.call(this, ctx, next);
    }
    const { authenticated = false, credentials, ability = null, error = null } = (await strategy.authenticate(ctx)) ?? {};
    if (error !== null) return ctx.unauthorized(error);
    if (!authenticated) return ctx.unauthorized('Missing or invalid credentials');
    ctx.state.isAuthenticated = true;
    ctx.state.auth = { strategy, credentials, ability };
    return next();
  };
}
