import type { Core } from '@strapi/strapi';
import {
  DEFAULT_TRENDING_PERIOD,
  TRENDING_LIMIT,
  isTrendingPeriod,
  parseDiscoveryParams,
  DISCOVERY_TYPES,
  type DiscoveryType,
} from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { viewerOf } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import type discoverService from '../services/discover';

const service = (strapi: Core.Strapi) => strapi.service('api::discover.discover') as unknown as ReturnType<typeof discoverService>;

const DISCOVER_KEYS = ['type', 'sort', 'engine', 'level', 'category', 'page'];

/** Each parameter once, as text (a repeated one is an array): anything else is a bad request. */
function singleValued(query: Record<string, unknown>, keys: string[]) {
  for (const key of keys) {
    const value = query[key];
    if (value !== undefined && typeof value !== 'string') throw fail('VALIDATION');
    if (typeof value === 'string' && (value.length > 200 || value.includes('\u0000'))) throw fail('VALIDATION');
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/discover — unknown values in a filter list are dropped (old shared links keep working). */
  async discover(ctx: Ctx) {
    const query = (ctx.query ?? {}) as Record<string, unknown>;
    singleValued(query, DISCOVER_KEYS);
    ctx.body = await service(strapi).discover(parseDiscoveryParams(query), viewerOf(ctx));
  },

  /** GET /api/trending?period=today|week|month&type=all|forum|blog&limit=1..50 */
  async trending(ctx: Ctx) {
    const query = (ctx.query ?? {}) as Record<string, unknown>;
    singleValued(query, ['period', 'type', 'limit']);
    const period = query.period ?? DEFAULT_TRENDING_PERIOD;
    if (!isTrendingPeriod(period)) throw fail('VALIDATION');
    const type = (query.type ?? 'all') as DiscoveryType;
    if (!DISCOVERY_TYPES.includes(type)) throw fail('VALIDATION');
    const limit = query.limit === undefined ? TRENDING_LIMIT : Number(query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 50 || !/^\d+$/.test(String(query.limit ?? limit))) throw fail('VALIDATION');
    ctx.body = await service(strapi).trending(period, type, viewerOf(ctx), limit);
  },
});
