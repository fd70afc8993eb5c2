import type { Core } from '@strapi/strapi';
import type { Ctx, Next } from '../lib/koa';
import { errorPayload } from '@oyundev/domain';

// PostgreSQL stopped, restarting or refusing connections: the request gets an immediate 503 with a Turkish
// message and Retry-After instead of a 500 (or a hang until the pool gives up). The pool makes new
// connections by itself once the database is back, so the cms recovers without a restart.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up / shutting down)
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const CONNECTION_MESSAGES =
  /Timeout acquiring a connection|Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|the database system is (starting up|shutting down)|terminating connection due to administrator command/i;

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export function isDatabaseDown(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseDown(inner, depth + 1))) return true;
  return isDatabaseDown(e.cause, depth + 1);
}

/**
 * Whether PostgreSQL answers a `SELECT 1` within PROBE_MS; one probe at a time, its answer reused for a second
 * (an outage under load must not add a query per request).
 */
const PROBE_MS = 3000;
function databaseProbe(strapi: Core.Strapi) {
  let last: { at: number; up: Promise<boolean> } | null = null;
  return () => {
    if (last && Date.now() - last.at < 1000) return last.up;
    const up = Promise.race([
      strapi.db.connection.raw('SELECT 1').then(
        () => true,
        (error: unknown) => !isDatabaseDown(error),
      ),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_MS).unref()),
    ]);
    last = { at: Date.now(), up };
    return up;
  };
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const databaseUp = databaseProbe(strapi);
  const unavailable = (ctx: Ctx) => {
    ctx.status = 503;
    ctx.set('Retry-After', String(RETRY_AFTER_SECONDS));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: null, ...errorPayload('DATABASE_UNAVAILABLE') };
  };
  return async (ctx: Ctx, next: Next) => {
    try {
      await next();
    } catch (error) {
      if (!isDatabaseDown(error)) throw error;
      return unavailable(ctx);
    }
    // Some layers swallow the failure and answer it as something else (the login check of a guest becomes a
    // 401, a plugin's lookup a 500): an error answer is checked against the database before it leaves.
    if (ctx.status >= 400 && ctx.status !== 503 && ctx.path.startsWith('/api/') && !(await databaseUp())) unavailable(ctx);
  };
};
