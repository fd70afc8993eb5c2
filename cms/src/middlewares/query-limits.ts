import { ERROR_CODES } from '@oyundev/domain';
import type { Ctx, Next } from '../lib/koa';

/**
 * Strapi's query parser (`strapi::query`, qs) builds a nested object from every `a[b][c]=…` key, and its core
 * routes hand `populate` / `filters` / `fields` on to the query engine: a deep `populate` or a `$or` nested
 * forty times, or a few thousand filter branches, cost parsing and planning time before anything refuses them.
 * This looks at the raw query string first — no parsing, one pass — and answers a fast Turkish 400
 * (`QUERY_TOO_COMPLEX`) when a key is nested deeper than any of our clients needs, when there are more
 * parameters than any screen sends, or when the structured (bracketed / populate / filters) part is oversized.
 * A plain long value (a 10,000-character search term) is not its business: the route answers that with its own
 * message. The site's own queries are flat (`?page=2&category=x`), Strapi's deepest sensible one
 * `populate[author][populate][avatar][fields][0]` is 5 levels.
 */
export const QUERY_LIMITS = { maxDepth: 5, maxParams: 100, maxStructuredLength: 2048 };

const STRUCTURED = /^(populate|filters|fields|sort|pagination)$/i;

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** Why a raw query string is refused, or null when it is within the limits. */
export function queryProblem(querystring: string, limits = QUERY_LIMITS): string | null {
  if (!querystring) return null;
  const parts = querystring.split('&');
  if (parts.length > limits.maxParams) return 'params';
  let structured = 0;
  for (const part of parts) {
    const eq = part.indexOf('=');
    const key = decodeKey(eq === -1 ? part : part.slice(0, eq));
    const bracket = key.indexOf('[');
    const base = bracket === -1 ? key : key.slice(0, bracket);
    let depth = 0;
    for (let i = bracket; i !== -1 && i < key.length; i = key.indexOf('[', i + 1)) depth += 1;
    if (depth > limits.maxDepth) return 'depth';
    if (depth > 0 || STRUCTURED.test(base)) {
      structured += part.length + 1;
      if (structured > limits.maxStructuredLength) return 'size';
    }
  }
  return null;
}

export default () => async (ctx: Ctx, next: Next) => {
  if (ctx.path.startsWith('/api/') && queryProblem(ctx.querystring)) {
    const info = ERROR_CODES.QUERY_TOO_COMPLEX;
    ctx.status = info.status;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: null, error: { status: info.status, name: info.name, message: info.message, details: { code: info.code } } };
    return;
  }
  await next();
};
