// One origin for the browser: the built Gatsby site, with /api and /uploads proxied to Strapi
// (nginx does this job in production — see docker-compose.yml and nginx.conf).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createMissingCheck } from './live-routes.mjs';

/** Gatsby's client-only routes (matchPath) as regexes, read from the build's cache. */
function readMatchPaths(file) {
  if (!fs.existsSync(file)) return [];
  const entries = JSON.parse(fs.readFileSync(file, 'utf8'));
  return entries.map(({ path: pagePath, matchPath }) => ({
    pagePath,
    regex: new RegExp(
      '^' + matchPath.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\/\*$/, '(?:/.*)?').replace(/:[^/]+/g, '[^/]+') + '/?$',
    ),
  }));
}

function readRedirects(publicDir) {
  const file = path.join(publicDir, '_redirects.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}

/**
 * Where the built site is read from: the rebuild runner's live snapshot (site/.live/current, swapped
 * atomically after each rebuild) when there is one, else site/public as `gatsby build` left it.
 */
function servedFrom(siteDir) {
  const live = path.join(siteDir, '.live', 'current');
  if (fs.existsSync(path.join(live, 'public'))) {
    return { publicDir: path.join(live, 'public'), matchPathsFile: path.join(live, 'match-paths.json') };
  }
  return { publicDir: path.join(siteDir, 'public'), matchPathsFile: path.join(siteDir, '.cache', 'match-paths.json') };
}

function sameSecret(given, expected) {
  const a = Buffer.from(String(given ?? ''));
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * @param {object} o
 * @param {string} o.siteDir
 * @param {string} o.cmsUrl
 * @param {{ request: Function, state: object }} [o.rebuilder]  enables POST/GET /__rebuild (the cms's hook)
 * @param {string} [o.rebuildSecret]  required in the x-rebuild-secret header of /__rebuild calls
 */
export function createSiteServer({ siteDir, cmsUrl, rebuilder, rebuildSecret }) {
  const { publicDir, matchPathsFile } = servedFrom(siteDir);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  // The cms's rebuild hook. Internal: it needs the secret the stack gave both sides; anything else is a 404,
  // so the endpoint does not even show to the public.
  if (rebuilder && rebuildSecret) {
    app.all('/__rebuild', express.json({ limit: '4kb' }), (req, res, next) => {
      if (!sameSecret(req.get('x-rebuild-secret'), rebuildSecret)) return next();
      if (req.method === 'POST') {
        rebuilder.request(req.body && typeof req.body === 'object' ? req.body : {});
        return res.status(202).json({ queued: true });
      }
      if (req.method === 'GET') return res.json(rebuilder.state);
      return next();
    });
  }

  const proxy = createProxyMiddleware({
    target: cmsUrl,
    changeOrigin: false,
    xfwd: true,
    pathFilter: ['/api', '/uploads'],
    on: {
      error: (_err, _req, res) => {
        if (!res.headersSent && res.writeHead) {
          res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
        }
        res.end(JSON.stringify({ data: null, error: { status: 502, name: 'BadGateway', message: 'Sunucuya şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.', details: { code: 'CMS_UNAVAILABLE' } } }));
      },
    },
  });
  app.use(proxy);

  // Read per request so an atomic swap of public/ by the rebuild runner is picked up without a restart.
  app.use((req, res, next) => {
    const hit = readRedirects(publicDir).find((r) => r.from === req.path || r.from + '/' === req.path);
    if (hit) return res.redirect(301, hit.to + (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''));
    next();
  });

  // Unknown topics, categories and blog posts are a real 404, not a fallback shell (live-routes.mjs).
  const isMissing = createMissingCheck({ cmsUrl, publicDir });
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    isMissing(req.path).then((missing) => (missing ? sendNotFound(res) : next()), next);
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
    res.sendFile(html, { dotfiles: 'allow' });
  });

  app.use(
    express.static(publicDir, {
      redirect: false,
      extensions: ['html'],
      setHeaders(res, file) {
        // Gatsby's hashed assets never change; HTML and page-data always revalidate.
        if (/\.(js|css|woff2?)$/.test(file) && /-[0-9a-f]{8,}\./.test(path.basename(file))) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        }
      },
    }),
  );

  let matchPaths = readMatchPaths(matchPathsFile);
  // After a swap: the same `current` path now leads to the new snapshot; only the match paths are cached.
  app.locals.reload = () => {
    matchPaths = readMatchPaths(matchPathsFile);
  };

  app.use((req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      const match = matchPaths.find((m) => m.regex.test(req.path));
      if (match) {
        const html = path.join(publicDir, match.pagePath, 'index.html');
        if (fs.existsSync(html)) return res.sendFile(html, { dotfiles: 'allow' });
      }
    }
    sendNotFound(res);
  });

  function sendNotFound(res) {
    const notFound = path.join(publicDir, '404.html');
    res.status(404);
    if (fs.existsSync(notFound)) return res.sendFile(notFound, { dotfiles: 'allow' });
    res.type('text/plain').send('Sayfa Bulunamadı');
  }

  return app;
}
