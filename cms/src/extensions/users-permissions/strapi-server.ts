import { createSecretKey, type KeyObject } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';
import { fail } from '../../lib/errors';
import { assertSessionHolds } from '../../api/account/lib/sessions';
import type { Ctx, Next } from '../../lib/koa';
import { service } from '../../lib/services';
import { installMemberAuth } from './member-auth';

/*
 * OyunDev's accounts on top of the users-permissions plugin (spec accounts §3–§9):
 *
 * - Sessions: the plugin's `jwt.verify` — which its auth strategy calls for every request that carries a
 *   Bearer token, on every route — also checks the account behind the token (exists, active, not blocked or
 *   deleted, password unchanged since the token was issued). A failed check leaves the request
 *   unauthenticated: 401, never 500.
 * - Sign-up, login, forgot and reset password keep the plugin's /api/auth/* paths but are answered by
 *   api::account's services (domain schemas, Turkish errors with codes, lockout, single-use hashed codes,
 *   Turkish mails). The plugin's own e-mail confirmation and change-password handlers are closed: their
 *   replacements are /api/account/verification/* and /api/account/password.
 * - Those routes are rate limited per client address by global::auth-rate-limit instead of the plugin's
 *   limiter, whose key includes the body's e-mail (a fresh bucket per invented address).
 */

/** Auth routes and the limiter bucket each one counts against. */
const LIMITED_ROUTES: Record<string, string> = {
  'POST /auth/local': 'login',
  'POST /auth/local/register': 'register',
  'POST /auth/forgot-password': 'forgot',
  'POST /auth/reset-password': 'reset',
};

/** A route of the plugin's content API, as far as this file reads it. */
interface PluginRoute {
  method: string;
  path: string;
  config?: { middlewares?: unknown[]; [key: string]: unknown };
  [key: string]: unknown;
}

/** The parts of the users-permissions plugin object replaced here (Strapi ships no type for a plugin's insides). */
interface UsersPermissionsPlugin {
  register: (deps: { strapi: Core.Strapi }) => unknown;
  services: {
    jwt: (deps: { strapi: Core.Strapi }) => { verify(token: string): Promise<Record<string, unknown>>; [method: string]: unknown };
  };
  controllers: {
    auth: (deps: { strapi: Core.Strapi }) => { callback(ctx: Ctx, next: Next): unknown; [action: string]: unknown };
  };
  routes: { 'content-api': { routes: PluginRoute[] } };
}

let signingKey: { secret: string; key: KeyObject } | null = null;

/**
 * The plugin's legacy `verify` (signature, expiry, the configured algorithm; any failure 'Invalid token.') with the
 * secret as a KeyObject made once: given the secret as a string, jsonwebtoken first tries to read it as a PEM public
 * key on every call — a thrown and caught parse error, 0.8 ms of every signed-in request's CPU (issue 15's write
 * profile). Refresh-mode sessions keep the plugin's own `verify` (`fallback`).
 */
function verifySignature(strapi: Core.Strapi, token: string, fallback: () => Promise<Record<string, unknown>>) {
  const secret = strapi.config.get<unknown>('plugin::users-permissions.jwtSecret');
  if (
    strapi.config.get<string>('plugin::users-permissions.jwtManagement', 'legacy-support') === 'refresh' ||
    typeof secret !== 'string' ||
    !secret
  )
    return fallback();
  if (signingKey?.secret !== secret) signingKey = { secret, key: createSecretKey(Buffer.from(secret)) };
  const key = signingKey.key;
  const algorithm = strapi.config.get<{ algorithm?: jwt.Algorithm }>('plugin::users-permissions.jwt', {})?.algorithm || 'HS256';
  return new Promise<Record<string, unknown>>((resolve, reject) => {
    jwt.verify(token, key, { algorithms: [algorithm] }, (error, payload) => {
      if (error) reject(new Error('Invalid token.'));
      else resolve((typeof payload === 'object' && payload) || {});
    });
  });
}

export default (plugin: UsersPermissionsPlugin) => {
  const jwtFactory = plugin.services.jwt;
  plugin.services.jwt = ({ strapi }: { strapi: Core.Strapi }) => {
    const base = jwtFactory({ strapi });
    return {
      ...base,
      async verify(token: string) {
        const payload = await base.verify(token);
        await assertSessionHolds(strapi, payload);
        return payload;
      },
      /** The signature and expiry only: for the member strategy, which checks the session on the row it reads. */
      verifySignature: (token: string) => verifySignature(strapi, token, () => base.verify(token)),
    };
  };

  // Requests are signed in by the member strategy (member-auth.ts): one read instead of eight.
  const register = plugin.register;
  plugin.register = ({ strapi }: { strapi: Core.Strapi }) => installMemberAuth(strapi, () => register({ strapi }));

  const authFactory = plugin.controllers.auth;
  plugin.controllers.auth = ({ strapi }: { strapi: Core.Strapi }) => {
    const base = authFactory({ strapi });
    const closed = async () => {
      throw fail('NOT_FOUND');
    };
    return {
      ...base,
      async callback(ctx: Ctx, next: Next) {
        // Third-party providers (all disabled) keep the plugin's flow.
        if ((ctx.params?.provider ?? 'local') !== 'local') return base.callback(ctx, next);
        ctx.body = await service(strapi, 'api::account.auth').login(ctx.request.body);
      },
      async register(ctx: Ctx) {
        ctx.body = await service(strapi, 'api::account.auth').register(ctx.request.body);
      },
      async forgotPassword(ctx: Ctx) {
        ctx.body = await service(strapi, 'api::account.password').forgotPassword(ctx.request.body);
      },
      async resetPassword(ctx: Ctx) {
        ctx.body = await service(strapi, 'api::account.password').resetPassword(ctx.request.body);
      },
      emailConfirmation: closed,
      sendEmailConfirmation: closed,
      changePassword: closed,
    };
  };

  const contentApi = plugin.routes['content-api'];
  contentApi.routes = contentApi.routes.map((route) => {
    const bucket = LIMITED_ROUTES[`${route.method} ${route.path}`];
    if (!bucket) return route;
    const middlewares = (route.config?.middlewares ?? []).filter((m: unknown) => m !== 'plugin::users-permissions.rateLimit');
    return {
      ...route,
      config: { ...route.config, middlewares: [...middlewares, { name: 'global::auth-rate-limit', config: { bucket } }] },
    };
  });

  return plugin;
};
