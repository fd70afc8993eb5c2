// The site server's fast path (issue 15): answers it has already sent to a guest, held in memory and sent again
// without Express, helmet, compression, the proxy or any file system call. An entry is the slow path's own
// answer — status, every header it set (security headers, CSP, Vary, Cache-Control, Content-Encoding) and the
// bytes it wrote — recorded as it went out, so a hit is that answer again (Node adds a fresh Date).
//
// What may be kept is decided by the slow path, never guessed here: a built page or file it served (until the
// snapshot changes: `clear()` on every swap and rebuild hook call), and an API answer the cms marked as its
// guest cache's (`X-Accel-Expires`, the seconds it may still be kept: never longer than the cms's own TTL).
// Only a 200 to a GET without Authorization is kept (and, for the API, without a cookie); a request that carries
// either, a range or If-Match request, and one asking `Cache-Control: no-cache` always take the slow path. A
// browser's revalidation of a kept file (If-None-Match / If-Modified-Since) gets the 304 the static server would
// send — the same headers without the body's — and an API answer is never revalidated here.
// Every write that passes through (any method but GET/HEAD/OPTIONS) and every rebuild hook call empties it; a read
// that was under way while it was emptied is not kept (it may have read the data before the write).
import fresh from 'fresh';

const DEFAULT_MAX_BYTES = 64 * 2 ** 20;
const DEFAULT_MAX_ENTRY = 2 * 2 ** 20;
const DEFAULT_MAX_ENTRIES = 5000;
/** Headers of the connection, not of the answer (Node writes its own). */
const HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The URL's path, as Express's req.path reads it. */
export const pathOf = (url) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

const isApi = (url) => /^\/(?:api|uploads)(?:[/?]|$)/.test(url);

/** Whether a request may be answered from (or recorded into) the cache at all. */
function eligible(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const h = req.headers;
  if (h.authorization || h.range || h['if-match'] || h['if-unmodified-since']) return false;
  if (isApi(req.url) && h.cookie) return false;
  return true;
}

const conditional = (req) => Boolean(req.headers['if-none-match'] || req.headers['if-modified-since']);
/** What the static server leaves out of a 304 (send's removeContentHeaderFields). */
const CONTENT_HEADERS = new Set(['content-encoding', 'content-language', 'content-length', 'content-range', 'content-type']);

/**
 * @param {object} [o]
 * @param {number} [o.maxBytes]    bodies kept at most, in all
 * @param {number} [o.maxEntry]    the largest body kept
 * @param {number} [o.maxEntries]
 * @param {() => number} [o.now]
 */
export function createSiteCache({
  maxBytes = DEFAULT_MAX_BYTES,
  maxEntry = DEFAULT_MAX_ENTRY,
  maxEntries = DEFAULT_MAX_ENTRIES,
  now = Date.now,
} = {}) {
  /** key → { status, headers, body, page, expires } (insertion order = age: the oldest goes first) */
  const entries = new Map();
  let bytes = 0;
  let generation = 0;

  const keyOf = (req) => `${req.url}\n${req.headers['accept-encoding'] ?? ''}\n${req.headers.origin ?? ''}`;

  const remove = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  /** Forgets everything (a write, a rebuild, a new snapshot); reads under way are not kept. */
  function clear() {
    generation += 1;
    entries.clear();
    bytes = 0;
  }

  /** The entry this request may be answered with, or undefined. */
  function lookup(req) {
    if (!eligible(req) || /no-cache/i.test(req.headers['cache-control'] ?? '') || /no-cache/i.test(req.headers.pragma ?? ''))
      return undefined;
    const key = keyOf(req);
    const entry = entries.get(key);
    if (!entry) return undefined;
    // Only a built file is revalidated here, as the static server does it (by its ETag and Last-Modified).
    if (conditional(req) && (isApi(req.url) || !(entry.headers.etag || entry.headers['last-modified']))) return undefined;
    if (entry.expires <= now()) {
      remove(key);
      return undefined;
    }
    return entry;
  }

  /** Sends an entry (HEAD: its headers only). */
  function send(req, res, entry) {
    if (conditional(req) && fresh(req.headers, { etag: entry.headers.etag, 'last-modified': entry.headers['last-modified'] })) {
      const headers = {};
      for (const name in entry.headers) if (!CONTENT_HEADERS.has(name)) headers[name] = entry.headers[name];
      res.writeHead(304, headers);
      res.end();
      return 304;
    }
    res.writeHead(entry.status, entry.headers);
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return entry.status;
  }

  /**
   * Watches the slow path's answer to a GET and keeps it if the slow path allowed it (`res.cacheFor`, in ms:
   * set by the handlers that serve built files and by the proxy for the cms's guest answers).
   */
  function record(req, res) {
    if (req.method !== 'GET' || !eligible(req)) return;
    const started = generation;
    const key = keyOf(req);
    const chunks = [];
    let size = 0;
    const keep = (chunk, encoding) => {
      if (size > maxEntry || chunk == null || typeof chunk === 'function') return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      size += buffer.length;
      if (size <= maxEntry) chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      keep(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    res.on('finish', () => {
      const ttl = res.cacheFor;
      if (!(ttl > 0) || res.statusCode !== 200 || size > maxEntry || generation !== started) return;
      const headers = {};
      for (const [name, value] of Object.entries(res.getHeaders())) if (!HOP.has(name)) headers[name] = value;
      if (headers['set-cookie']) return;
      const body = Buffer.concat(chunks);
      headers['content-length'] = String(body.length);
      if (headers['x-sql-statements'] !== undefined) headers['x-sql-statements'] = '0'; // what a hit runs
      remove(key);
      while (entries.size && (entries.size >= maxEntries || bytes + body.length > maxBytes)) remove(entries.keys().next().value);
      if (body.length > maxBytes) return;
      entries.set(key, { status: 200, headers, body, page: res.locals?.page === true, expires: now() + ttl });
      bytes += body.length;
    });
  }

  return { lookup, send, record, clear, size: () => entries.size, bytes: () => bytes };
}
