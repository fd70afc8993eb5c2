import type { Core } from '@strapi/strapi';
import type { Ctx, Next } from '../lib/koa';
import { PROXY_SECRET_HEADER, sameSecret } from './client-address';

/**
 * The anonymous hot reads (issue 15): a guest's GET of a public list or page is answered from memory, keyed by
 * its URL (and Origin, which the CORS headers depend on), without running Strapi's middlewares, the route or
 * any SQL. A member's request (Authorization) always runs: it carries their own state.
 *
 * Invalidation: every write bumps a generation and drops the cache — any non-GET request that succeeded (all
 * of the API's writes are POST/PUT/PATCH/DELETE) and any write Strapi's query engine makes (document service,
 * cron jobs, the admin). A read stores its answer only if no write finished while it ran, so a read that saw
 * the data before a write commits is never kept after it. What no hook sees (a raw SQL write outside a
 * request) lives at most `RESPONSE_CACHE_TTL_MS` (2 s), which also bounds how stale the time-ranked lists get.
 * On in production and the bench; off in the API tests (they write straight to the database), unless
 * RESPONSE_CACHE=true. With SQL_COUNT=true a cached answer reports 0 statements, which is what it ran.
 */
const CACHED = [
  /^\/api\/forum\/(topics|categories)(\/[^/]+)?(\/replies)?$/,
  /^\/api\/blog\/(posts|categories)(\/[^/]+)?$/,
  /^\/api\/(stats|leaderboard|search|discover|trending|pages|profiles)(\/[^/]+)?$/,
  /^\/api\/site-settings\/public$/,
];
const SKIPPED_HEADERS = new Set([
  'date',
  'connection',
  'content-length',
  'keep-alive',
  'transfer-encoding',
  'x-sql-statements',
  'set-cookie',
]);
const MAX_ENTRIES = 2_000;
const MAX_BODY = 512 * 1024;

type Entry = { at: number; status: number; headers: Record<string, string>; body: string };

export function responseCacheEnabled() {
  const setting = process.env.RESPONSE_CACHE;
  return setting === undefined ? process.env.NODE_ENV !== 'test' : setting === 'true';
}

const entries = new Map<string, Entry>();
let generation = 0;

/** Drops every cached answer (the write paths, through the hooks below; tests). */
export function invalidateResponseCache() {
  generation += 1;
  entries.clear();
}

/**
 * Tells the proxy in front (the site server, production's nginx) that this guest answer may be kept for the
 * whole seconds left of its life here — never longer than this cache keeps it, so a raw write no hook sees is
 * still gone from both within `RESPONSE_CACHE_TTL_MS`. nginx reads X-Accel-Expires natively and does not pass it
 * on; the site server drops it too. Set only on a guest's 200 that is in (or went into) this cache.
 */
function markShareable(ctx: Ctx, leftMs: number) {
  const seconds = Math.floor(leftMs / 1000);
  if (seconds >= 1) ctx.set('X-Accel-Expires', String(seconds));
}

/**
 * The local site server keeps guests' answers too (scripts/lib/site-cache.mjs) and empties them when a write passes
 * through it. A write that came straight here (an API client on the cms's port, the editors' panel) tells it
 * before its own answer goes out (PROXY_PURGE_URL, set by the local stack, with the proxy's secret), so no guest
 * reads the old answer after the writer was told "done". At most half a second; a site server that does not
 * answer leaves only the TTL. Production's nginx has no purge: its copies live at most X-Accel-Expires.
 */
async function purgeProxy() {
  const url = process.env.PROXY_PURGE_URL;
  const secret = process.env.PROXY_SECRET;
  if (!url || !secret) return;
  try {
    const res = await fetch(url, { method: 'POST', headers: { [PROXY_SECRET_HEADER]: secret }, signal: AbortSignal.timeout(500) });
    await res.body?.cancel();
  } catch {
    // the TTL bounds what it keeps
  }
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  if (!responseCacheEnabled()) return async (_ctx: Ctx, next: Next) => next();
  const ttl = Number(process.env.RESPONSE_CACHE_TTL_MS ?? 2_000);
  strapi.db.lifecycles.subscribe((event: { action: string }) => {
    if (/^after(Create|Update|Delete)/.test(event.action)) invalidateResponseCache();
  });

  return async (ctx: Ctx, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      // Read before the chain: client-address removes the proof.
      const secret = process.env.PROXY_SECRET || '';
      const viaProxy = secret !== '' && sameSecret(ctx.get(PROXY_SECRET_HEADER), secret);
      try {
        await next();
      } finally {
        if (ctx.status < 400) {
          invalidateResponseCache();
          if (!viaProxy) await purgeProxy();
        }
      }
      return;
    }
    if (ctx.get('authorization') || !CACHED.some((re) => re.test(ctx.path))) return next();
    const key = `${ctx.url}\n${ctx.get('origin')}`;
    // `Cache-Control: no-cache` asks for a fresh answer (the bench counts a fresh request's SQL); a query string
    // of one's own would get one anyway, so honouring it opens nothing.
    const hit = /no-cache/.test(ctx.get('cache-control')) ? undefined : entries.get(key);
    if (hit && Date.now() - hit.at < ttl) {
      ctx.status = hit.status;
      ctx.set(hit.headers);
      ctx.set('X-Cache', 'HIT');
      markShareable(ctx, ttl - (Date.now() - hit.at));
      ctx.body = hit.body;
      return;
    }
    const started = generation;
    await next();
    if (ctx.status !== 200 || generation !== started || ctx.response.get('set-cookie')) return;
    const body = ctx.body;
    const text =
      typeof body === 'string'
        ? body
        : body && typeof body === 'object' && !Buffer.isBuffer(body) && !('pipe' in body)
          ? JSON.stringify(body)
          : null;
    if (text === null || text.length > MAX_BODY) return;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(ctx.response.headers)) {
      if (!SKIPPED_HEADERS.has(name.toLowerCase()) && value !== undefined) headers[name] = String(value);
    }
    if (!headers['content-type']) headers['content-type'] = 'application/json; charset=utf-8';
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, { at: Date.now(), status: 200, headers, body: text });
    ctx.set('X-Cache', 'MISS');
    markShareable(ctx, ttl);
  };
};
