// The build's reads of the cms REST API, as a guest (gatsby-node.ts): one page, every page of a list, and a
// bounded-concurrency map for the per-item fetches.
import type { Paged, Pagination } from '../api-client/types';

export const CMS_URL = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');
const PAGE_SIZE = 100;
export const CONCURRENCY = 6;

export class CmsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface Envelope<T> {
  data: T;
  meta?: { pagination?: Pagination };
}

/**
 * A GET, sent once more when the connection fails before an answer: a kept-alive socket the cms closed while the
 * build's event loop was busy creating thousands of pages fails the next request ('fetch failed', other side closed)
 * — a publish must not fail on it. A read is idempotent; an HTTP error status is an answer and is not retried.
 */
async function fetchRetrying(url: string, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { headers: { accept: 'application/json' } });
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

export async function cmsGet<T>(pathAndQuery: string): Promise<Envelope<T>> {
  const url = `${CMS_URL}${pathAndQuery}`;
  let res: Response;
  try {
    res = await fetchRetrying(url);
  } catch (cause) {
    throw new CmsError(
      `CMS_URL ${CMS_URL} yanıt vermiyor (${(cause as Error).message}). The site is built from the cms API: ` +
        'start the cms first (npm start does it) or point CMS_URL at a running one.',
      0,
    );
  }
  if (!res.ok) throw new CmsError(`GET ${url} answered ${res.status}`, res.status);
  return (await res.json()) as Envelope<T>;
}

/** Every item of a paginated list endpoint, pageSize=100: the first page, then the others CONCURRENCY at a time. */
export async function cmsGetAll<T>(endpoint: string, params: Record<string, string> = {}): Promise<T[]> {
  const pageOf = (page: number) =>
    cmsGet<T[]>(`${endpoint}?${new URLSearchParams({ ...params, page: String(page), pageSize: String(PAGE_SIZE) })}`);
  const first = await pageOf(1);
  const pageCount = first.meta?.pagination?.pageCount ?? 1;
  if (pageCount <= 1 || first.data.length === 0) return first.data;
  const pages = Array.from({ length: pageCount - 1 }, (_, i) => i + 2);
  const rest = await mapLimit(pages, CONCURRENCY, async (page) => (await pageOf(page)).data);
  return [...first.data, ...rest.flat()];
}

export async function cmsGetPaged<T>(endpoint: string, params: Record<string, string>): Promise<Paged<T>> {
  const body = await cmsGet<T[]>(`${endpoint}?${new URLSearchParams(params)}`);
  const data = body.data;
  return {
    data,
    pagination: body.meta?.pagination ?? { page: 1, pageSize: data.length, pageCount: data.length ? 1 : 0, total: data.length },
  };
}

/** null for 401/403/404 (e.g. premium content a guest may not read); anything else still fails the build. */
export async function orNullWhenDenied<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof CmsError && (error.status === 401 || error.status === 403 || error.status === 404)) return null;
    throw error;
  }
}

export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  });
  await Promise.all(workers);
  return results;
}
