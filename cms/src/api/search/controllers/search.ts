import type { Core } from '@strapi/strapi';
import { SEARCH_QUERY_MAX, searchRequestSchema, type SearchRequest } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { storable } from '../../../lib/input';
import { viewerOf } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import type searchService from '../services/search';

const service = (strapi: Core.Strapi) => strapi.service('api::search.search') as unknown as ReturnType<typeof searchService>;

/** The query string as a request: `q` is required and bounded; junk in the other fields means their default. */
function parseRequest(query: Record<string, unknown>): SearchRequest {
  const raw = query.q;
  if (raw !== undefined && typeof raw !== 'string') throw fail('VALIDATION');
  const q = String(raw ?? '').trim();
  if (!q) throw fail('SEARCH_QUERY_REQUIRED');
  if (q.length > SEARCH_QUERY_MAX) throw fail('SEARCH_QUERY_TOO_LONG');
  if (!storable(q)) throw fail('VALIDATION');
  return searchRequestSchema.parse({ ...query, q });
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async search(ctx: Ctx) {
    const request = parseRequest(ctx.query ?? {});
    ctx.body = await service(strapi).search(request, viewerOf(ctx));
  },
});
