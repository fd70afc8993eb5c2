// Page views counted by the site server: each HTML page it serves (200 or 304, GET, not a bot), per path and
// Istanbul day, flushed every few seconds to the cms (POST /api/page-views, proven by the proxy secret), which
// adds them to the daily aggregate page_views. No cookies, and no address is stored or sent: a visitor is
// told apart only by a hash of address + user agent with a random salt that lives in memory for one day.
import crypto from 'node:crypto';

const TIME_ZONE = 'Europe/Istanbul';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** The Istanbul calendar day of a moment, YYYY-MM-DD. */
export const istanbulDay = (at = new Date()) => dayFormat.format(at);

/** Crawlers, link previews, uptime checks and headless tools are not readers. */
export const BOT_AGENT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|monitor|pingdom|headless|lighthouse|curl|wget|python|go-http|java\/|okhttp|axios|node-fetch|undici/i;

/** Visitor hashes remembered per day at most (a flood of fresh addresses cannot grow memory without end). */
const MAX_VISITORS = 200_000;
const MAX_PATH = 255;

/**
 * @param {object} o
 * @param {string} o.cmsUrl
 * @param {string} [o.proxySecret]  without it nothing is counted (the cms would refuse the flush)
 * @param {number} [o.intervalMs]
 * @param {() => Date} [o.now]
 * @param {typeof fetch} [o.fetchImpl]
 */
export function createPageViewRecorder({ cmsUrl, proxySecret, intervalMs = 5000, now = () => new Date(), fetchImpl = fetch }) {
  /** `${day} ${path}` → { day, path, views, uniqueVisitors } not yet sent */
  let pending = new Map();
  let today = null;
  let salt = null;
  let seen = new Set();

  function count(path, address, agent) {
    if (!proxySecret) return;
    const day = istanbulDay(now());
    if (day !== today) {
      today = day;
      salt = crypto.randomBytes(16);
      seen = new Set();
    }
    const visitor = crypto.createHmac('sha256', salt).update(`${address}\n${agent}\n${path}`).digest('base64url').slice(0, 22);
    const fresh = !seen.has(visitor) && seen.size < MAX_VISITORS;
    if (fresh) seen.add(visitor);
    const key = `${day} ${path}`;
    const entry = pending.get(key) ?? { day, path, views: 0, uniqueVisitors: 0 };
    entry.views += 1;
    if (fresh) entry.uniqueVisitors += 1;
    pending.set(key, entry);
  }

  /** Counts one answer if it was a page a reader was sent: a GET answered 200/304, not a bot's. */
  function countServed({ method, status, page, path: rawPath, ip, agent }) {
    if (method !== 'GET' || !proxySecret || !page || (status !== 200 && status !== 304)) return;
    const userAgent = String(agent ?? '');
    if (!userAgent || BOT_AGENT.test(userAgent)) return;
    let path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
    try {
      path = decodeURIComponent(path);
    } catch {
      return;
    }
    if (path.length > MAX_PATH) return;
    count(path, ip ?? '', userAgent);
  }

  /** Express middleware: counts the request once its answer is sent, if it was a page (res.locals.page). */
  function middleware(req, res, next) {
    if (req.method === 'GET' && proxySecret) {
      res.on('finish', () =>
        countServed({
          method: req.method,
          status: res.statusCode,
          page: res.locals.page,
          path: req.path,
          ip: req.ip,
          agent: req.get('user-agent'),
        }),
      );
    }
    next();
  }

  let flushing = null;
  /** Sends what was counted; on failure the counts go back to wait for the next flush. */
  async function flush() {
    if (flushing) await flushing;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const views = [...batch.values()];
    flushing = (async () => {
      try {
        for (let i = 0; i < views.length; i += 2000) {
          const res = await fetchImpl(new URL('/api/page-views', cmsUrl), {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-oyundev-proxy': proxySecret },
            body: JSON.stringify({ views: views.slice(i, i + 2000) }),
          });
          if (!res.ok) throw new Error(`cms answered ${res.status}`);
          // A part that was written must not be sent twice.
          for (const v of views.slice(i, i + 2000)) batch.delete(`${v.day} ${v.path}`);
        }
      } catch {
        for (const [key, v] of batch) {
          const now = pending.get(key);
          pending.set(key, now ? { ...v, views: v.views + now.views, uniqueVisitors: v.uniqueVisitors + now.uniqueVisitors } : v);
        }
      }
    })();
    await flushing;
    flushing = null;
  }

  const timer = proxySecret ? setInterval(() => void flush(), intervalMs) : null;
  timer?.unref();

  return {
    middleware,
    countServed,
    flush,
    /** Stops the timer and sends what is left. */
    async close() {
      if (timer) clearInterval(timer);
      await flush();
    },
    pendingCount: () => [...pending.values()].reduce((n, v) => n + v.views, 0),
  };
}
