// One origin for the browser: the built Gatsby site, with /api and /uploads proxied to Strapi
// (nginx does this job in production — see docker-compose.yml and nginx.conf).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import proxyAddr from 'proxy-addr';
import { errorPayload, msg } from '@oyundev/domain';
import { createMissingCheck } from './live-routes.mjs';
import { createMaintenanceGate } from './maintenance.mjs';
import { createPageViewRecorder } from './page-views.mjs';
import { pickEncoded } from './precompress.mjs';
import { rebuildHook, sameSecret } from './rebuild.mjs';
import { createSiteCache, pathOf } from './site-cache.mjs';
import { readMatchPaths, readRedirects, servedFrom } from './served-site.mjs';
import { contentSecurityPolicy, PRIVATE_BUILD_FILES } from './site-headers.mjs';

/** Request bodies the proxy forwards at most: JSON writes are far smaller; uploads get more. */
const BODY_LIMIT = Number(process.env.API_BODY_LIMIT ?? 1024 * 1024);
const UPLOAD_LIMIT = Number(process.env.UPLOAD_BODY_LIMIT ?? 20 * 1024 * 1024);

/** Our error envelope with its catalogue text, on a plain Node response (express's and the proxy's alike). */
const sendError = (res, code) => {
  const body = errorPayload(code);
  res.writeHead(body.error.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ data: null, ...body }));
};

/** Built files and pages stay in the fast path's memory until the snapshot changes (clear on swap and hook). */
const UNTIL_CLEARED = Number.POSITIVE_INFINITY;
/** Who may tell us the client's address in X-Forwarded-For (as express's 'trust proxy'). */
const TRUST = 'loopback';
const WRITE = /^(?!GET$|HEAD$|OPTIONS$)/;

/**
 * @param {object} o
 * @param {string} o.siteDir
 * @param {string} o.cmsUrl
 * @param {{ request: Function, state: object }} [o.rebuilder]  enables POST/GET /__rebuild (the cms's hook)
 * @param {string} [o.rebuildSecret]  required in the x-rebuild-secret header of /__rebuild calls
 * @param {string} [o.proxySecret]  sent to the cms with every proxied request, so it believes our X-Forwarded-For
 * @param {number} [o.pageViewFlushMs]  how often counted page views are sent to the cms (page-views.mjs)
 * @param {number} [o.maintenanceTtlMs]  how long the cms's maintenance state is trusted (maintenance.mjs)
 */
export function createSiteServer({ siteDir, cmsUrl, rebuilder, rebuildSecret, proxySecret, pageViewFlushMs, maintenanceTtlMs }) {
  const { publicDir, matchPathsFile } = servedFrom(siteDir);
  const app = express();
  // Connections to the cms are kept open and reused. Without an agent, http-proxy sends `Connection: close`
  // upstream; the cms then closes after each answer, that header is copied to the client, and every API call
  // through :8000 paid for two new TCP connections (autocannon read a p50 near 2 s against 67 ms direct).
  // Idle sockets are dropped before the cms's own 5 s keep-alive timeout, so none is reused as it closes.
  const cmsAgent = new http.Agent({ keepAlive: true, maxSockets: 128, maxFreeSockets: 32, timeout: 4000 });
  app.locals.cmsAgent = cmsAgent;
  app.disable('x-powered-by');
  app.set('trust proxy', TRUST);
  // The fast path (site-cache.mjs): answers the slow path below allowed to keep, sent again before Express runs.
  const cache = createSiteCache();
  app.locals.cache = cache;

  // nosniff, Referrer-Policy, frame-ancestors and friends on every answer. Pages get their own CSP (below,
  // with the hashes of their inline scripts); everything else — JSON, files — may not run or embed anything.
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
    }),
  );

  // API answers (and any file without a precompressed variant) compressed on the fly; files that carry their
  // own Content-Encoding (the .br/.gz written at build time, see sendBuilt) pass through untouched.
  app.use(compression({ threshold: 1024 }));

  // Served pages counted per path and Istanbul day (no cookies, no addresses kept); stopped by locals.pageViews.close().
  const pageViews = createPageViewRecorder({ cmsUrl, proxySecret, intervalMs: pageViewFlushMs });
  app.locals.pageViews = pageViews;
  app.use(pageViews.middleware);

  const maintenance = createMaintenanceGate({ cmsUrl, ttlMs: maintenanceTtlMs });

  // The cms's rebuild hook: internal, behind the secret the stack gave both sides. A call (a settings save makes
  // one) also makes the maintenance gate ask the cms again at the next page.
  if (rebuildSecret) {
    const hook = rebuildHook({ siteDir, rebuilder, secret: rebuildSecret });
    app.all('/__rebuild', express.json({ limit: '4kb' }), (req, res, next) => {
      if (!sameSecret(req.get('x-rebuild-secret'), rebuildSecret)) return hook(req, res, next);
      maintenance.forget();
      hook(req, res, next);
      // After the hook: a page it took out of the snapshot (purgeStaticPage) must not stay in memory either.
      cache.clear();
    });
  }

  // The cms's word that a write reached it without passing through here (cms/src/middlewares/response-cache.ts).
  app.post('/__purge', (req, res, next) => {
    if (!proxySecret || !sameSecret(req.get('x-oyundev-proxy'), proxySecret)) return next();
    cache.clear();
    res.status(204).end();
  });

  // Source maps and the bundler's stats describe our code, not the site: never served.
  // Tested on the decoded path, as the static server reads it ('.js%2Emap' is '.js.map').
  app.use((req, res, next) => {
    let decoded;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return sendError(res, 'NOT_FOUND');
    }
    return PRIVATE_BUILD_FILES.test(decoded) ? sendError(res, 'NOT_FOUND') : next();
  });

  // A body over the limit gets a Turkish 413 here, before a byte reaches the cms (which would cut the
  // connection mid-upload, and the member would read "server unreachable").
  app.use(['/api', '/uploads'], (req, res, next) => {
    // Files come through Strapi's /upload and the members' /api/media/* routes (the cms holds them to the settings).
    const limit = /^\/(upload|media)(\/|$)/.test(req.path) ? UPLOAD_LIMIT : BODY_LIMIT;
    const length = Number(req.get('content-length') ?? 0);
    if (length > limit) {
      res.setHeader('Connection', 'close');
      return sendError(res, 'PAYLOAD_TOO_LARGE');
    }
    next();
  });

  const proxy = createProxyMiddleware({
    target: cmsUrl,
    changeOrigin: false,
    xfwd: true,
    pathFilter: ['/api', '/uploads'],
    agent: cmsAgent,
    on: {
      proxyRes: (proxyRes, req, res) => {
        // Hop-by-hop: our own server decides how long the client's connection stays open.
        delete proxyRes.headers['keep-alive'];
        if (/close/i.test(proxyRes.headers.connection ?? '')) delete proxyRes.headers.connection;
        // The cms's word that this guest answer is its guest cache's, and for how many more seconds (it is for
        // us, not the client). Kept that long at most; a write's answer empties the cache.
        const seconds = Number(proxyRes.headers['x-accel-expires']);
        delete proxyRes.headers['x-accel-expires'];
        if (WRITE.test(req.method)) cache.clear();
        else if (Number.isInteger(seconds) && seconds > 0) res.cacheFor = seconds * 1000;
      },
      proxyReq: (proxyReq) => {
        if (proxySecret) proxyReq.setHeader('x-oyundev-proxy', proxySecret);
        else proxyReq.removeHeader('x-oyundev-proxy');
      },
      error: (_err, req, res) => {
        if (WRITE.test(req.method)) cache.clear();
        if (res.headersSent || !res.writeHead) return res.end?.();
        // A chunked body the cms refused for its size ends as a reset connection: say what happened.
        sendError(res, !req.headers['content-length'] && req.socket.bytesRead > BODY_LIMIT ? 'PAYLOAD_TOO_LARGE' : 'CMS_UNAVAILABLE');
      },
    },
  });
  app.use(proxy);

  // A form the browser posted itself — without JavaScript, the sign-in forms post (method="post", so no field ends up in
  // the address: site/src/preact/forms.ts) — goes back to its page as a GET; its fields are never read. Only to a
  // path of this site: `//host` would be another one.
  app.use((req, res, next) => {
    const type = req.get('content-type') ?? '';
    if (req.method !== 'POST' || !/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return next();
    req.resume();
    res.redirect(303, /^\/(?![/\\])/.test(req.originalUrl) ? req.originalUrl : '/');
  });

  /**
   * Sends a built file, as its precompressed .br/.gz when the client takes one (precompress.mjs). A file that is
   * gone by the time it is streamed — a rebuild swapped in a snapshot without it after the handler saw it — or
   * cannot be read is handed to `gone` with the headers set for it taken back: the next handler (a live route, the
   * 404 page) answers, never Express's plain 404 or its 500.
   */
  const sendBuilt = (req, res, file, gone) => {
    res.cacheFor = UNTIL_CLEARED;
    res.vary('Accept-Encoding');
    const variant = pickEncoded(file, req.get('accept-encoding'));
    const sent = (err) => {
      if (!err) return;
      if (res.headersSent) return res.destroy(); // the client went away mid-file, or the disk failed us mid-file
      for (const header of ['Content-Encoding', 'Content-Type', 'Content-Security-Policy']) res.removeHeader(header);
      res.locals.page = false;
      res.cacheFor = 0;
      gone();
    };
    if (!variant) return res.sendFile(file, { dotfiles: 'allow' }, sent);
    res.setHeader('Content-Encoding', variant.encoding);
    res.type(path.extname(file));
    res.sendFile(variant.file, { dotfiles: 'allow' }, sent);
  };

  /** Sends a built HTML page with the CSP that fits it (its inline scripts by hash). */
  const sendPage = (req, res, file, gone) => {
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(file));
    res.locals.page = true;
    sendBuilt(req, res, file, gone);
  };

  const cacheControl = (res, file) => {
    // Gatsby's hashed assets never change (scripts `name-hash.js`, a chunk's stylesheet `name.hash.css`); HTML and
    // page-data always revalidate.
    if (/\.(js|css|woff2?)$/.test(file) && /[-.][0-9a-f]{8,}\./.test(path.basename(file))) {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    } else {
      res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    }
  };

  // Read again at every swap (app.locals.reload), so a new snapshot's redirects apply without a restart.
  let redirects = readRedirects(publicDir);
  app.use((req, res, next) => {
    const hit = redirects.find((r) => r.from === req.path || r.from + '/' === req.path);
    if (hit) return res.redirect(301, hit.to + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''));
    next();
  });

  // Maintenance mode: pages answer the maintenance page with 503 (maintenance.mjs); sign-in and /admin stay open.
  app.use(maintenance);

  // Unknown topics, categories and blog posts are a real 404, not a fallback shell (live-routes.mjs).
  const isMissing = createMissingCheck({ cmsUrl, publicDir });
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    isMissing(req.path).then((missing) => (missing ? sendNotFound(req, res) : next()), next);
  });

  // The home page's tabs without JavaScript: `/?tab=hot` (and nothing else) is the static shell the build
  // made for that tab (site/src/pagedata/home-page.ts); the default tab and any other query get `/` itself.
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    const keys = Object.keys(req.query);
    const tab = req.query.tab;
    if (keys.length !== 1 || typeof tab !== 'string' || !/^[a-z]+$/.test(tab)) return next();
    const html = path.join(publicDir, '_home', tab, 'index.html');
    if (!fs.existsSync(html)) return next();
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    sendPage(req, res, html, next);
  });

  // URLs have no trailing slash (gatsby-config trailingSlash 'never') while Gatsby writes <path>/index.html:
  // serve that file directly instead of redirecting /forum to /forum/.
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/' || path.extname(req.path)) return next();
    let decoded;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const html = path.join(publicDir, path.normalize(decoded), 'index.html');
    if (!html.startsWith(publicDir + path.sep) || !fs.existsSync(html)) return next();
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    sendPage(req, res, html, next);
  });

  // Files with a precompressed variant the client accepts; the rest fall through to express.static.
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.extname(req.path)) return next();
    let decoded;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = path.join(publicDir, path.normalize(decoded));
    if (!file.startsWith(publicDir + path.sep) || !pickEncoded(file, req.get('accept-encoding'))) return next();
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return next();
    cacheControl(res, file);
    if (file.endsWith('.html')) return sendPage(req, res, file, next);
    sendBuilt(req, res, file, next);
  });

  app.use(
    express.static(publicDir, {
      redirect: false,
      extensions: ['html'],
      setHeaders(res, file) {
        res.cacheFor = UNTIL_CLEARED;
        if (file.endsWith('.html')) {
          res.setHeader('Content-Security-Policy', contentSecurityPolicy(file));
          res.locals.page = true;
        }
        cacheControl(res, file);
      },
    }),
  );

  let matchPaths = readMatchPaths(matchPathsFile);
  // After a swap: the same `current` path now leads to the new snapshot; only the match paths are cached.
  app.locals.reload = () => {
    matchPaths = readMatchPaths(matchPathsFile);
    redirects = readRedirects(publicDir);
    cache.clear();
  };

  // The browser asks for an address's own page-data first (site/src/routing/find-path.js): for a topic, category,
  // post or profile the build does not have, the live route's page-data, which then reads the thing from the API
  // with the member's session — a pending topic its author may see, or its own 'not found'. (The cms is not asked
  // here as for the HTML: this request carries no session.) Never kept, like the live route's shell.
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const own = /^\/page-data(\/.+)\/page-data\.json$/.exec(req.path);
    let pagePath;
    try {
      pagePath = own && decodeURIComponent(own[1]);
    } catch {
      return next();
    }
    const fallback = pagePath && matchPaths.find((m) => m.pagePath !== pagePath && m.regex.test(pagePath));
    const file = fallback && path.join(publicDir, 'page-data', fallback.pagePath, 'page-data.json');
    if (!file || !fs.existsSync(file)) return next();
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    sendBuilt(req, res, file, next);
    res.cacheFor = 0;
  });

  app.use((req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      // The first route whose page exists: a page taken out of the snapshot (rebuild.mjs purgeStaticPage) falls
      // through to its live client route.
      for (const match of matchPaths.filter((m) => m.regex.test(req.path))) {
        const html = path.join(publicDir, match.pagePath, 'index.html');
        if (!fs.existsSync(html)) continue;
        // A live route's shell stands for things the cms may delete or hide at any time: never kept.
        sendPage(req, res, html, () => sendNotFound(req, res));
        res.cacheFor = 0;
        return;
      }
    }
    sendNotFound(req, res);
  });

  function sendNotFound(req, res) {
    const notFound = path.join(publicDir, '404.html');
    res.status(404);
    const plain = () => res.type('text/plain').send(msg('notFound.title'));
    if (fs.existsSync(notFound)) sendPage(req, res, notFound, plain);
    else plain();
    res.cacheFor = 0; // only a 200 is kept anyway
  }

  // Before Express: a kept answer goes out at once — pages still counted, and only while maintenance is known off.
  const trust = proxyAddr.compile(TRUST);
  const handler = (req, res) => {
    if (WRITE.test(req.method) && /^\/(?:api|uploads)(?:[/?]|$)/.test(req.url)) cache.clear();
    const entry = cache.lookup(req);
    if (entry) {
      const pathname = pathOf(req.url);
      if (!entry.page || !maintenance.covers(pathname) || maintenance.knownOff()) {
        const status = cache.send(req, res, entry);
        if (entry.page) {
          const agent = req.headers['user-agent'];
          pageViews.countServed({ method: req.method, status, page: true, path: pathname, ip: proxyAddr(req, trust), agent });
        }
        return;
      }
    }
    cache.record(req, res);
    app(req, res);
  };
  handler.locals = app.locals;
  handler.listen = (...args) => http.createServer(handler).listen(...args);
  return handler;
}
