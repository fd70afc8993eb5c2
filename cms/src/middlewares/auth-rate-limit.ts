import type { Ctx, Next } from '../lib/koa';
import type { Core } from '@strapi/strapi';
import { accountConfig } from '../api/account/lib/config';
import { rateLimited } from '../api/account/lib/rate-limit';
import { consumeShared } from '../lib/shared-limits';

/**
 * Route middleware `{ name: 'global::auth-rate-limit', config: { bucket: 'login' } }`: per client address
 * and bucket, at most `ratelimit.max` requests per `ratelimit.interval` (config/plugins.ts; the
 * AUTH_RATE_LIMIT_MAX knob), or the availability limit for `bucket: 'availability'`. Over the limit the
 * request gets 429 RATE_LIMITED with a Turkish message and a Retry-After header, before any work is done.
 * Keyed by address only — never by anything in the body, which a client could vary to get fresh buckets.
 */
export default (config: { bucket: string }, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Ctx, next: Next) => {
    const settings = accountConfig(strapi);
    const limit = config.bucket === 'availability' ? settings.availabilityLimit : settings.authLimit;
    // Shared by every cms process in Redis when REDIS_URL is set (lib/shared-limits.ts).
    const result = await consumeShared(`${config.bucket}:${ctx.request.ip}`, limit, strapi.log);
    // rateLimited carries retryAfterSeconds; middlewares/domain-errors sends it as Retry-After.
    if (!result.ok) throw rateLimited(result.retryAfterMs);
    await next();
  };
