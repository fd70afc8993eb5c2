// Maintenance mode (Site ayarları → Genel) answered by the site server itself: while it is on, every page a
// visitor opens is the maintenance page with 503 and Retry-After — in the HTML, before any JavaScript runs, so
// crawlers and browsers without the app see it too (the app's MaintenanceGate says the same after loading).
// The sign-in page and /admin stay open, so an admin can come in and turn it off; files, page-data and /api
// pass (the cms refuses non-admins' writes with its own 503).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { THEME_COLORS, msg } from '@oyundev/domain';

/** How long a known state is trusted before the cms is asked again. */
const STATE_TTL_MS = 2000;
const LOOKUP_TIMEOUT_MS = 1500;
/** What the 503 tells clients and crawlers: come back in ten minutes. */
export const MAINTENANCE_RETRY_AFTER_S = 600;

/** Pages that stay open in maintenance (an admin signs in there and works under /admin). */
const OPEN = [/^\/login\/?$/, /^\/giris\/?$/, /^\/admin(?:\/.*)?$/];

const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `:root{color-scheme:dark;--bg:${THEME_COLORS.dark};--card:#212140;--text:#f5f5fb;--muted:#b8b8d1;--accent:#a5a8ff}
@media (prefers-color-scheme: light){:root{color-scheme:light;--bg:${THEME_COLORS.light};--card:#f5f5fb;--text:#1a1a2e;--muted:#4b4b63;--accent:#4f46e5}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--text);
font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;padding:24px}
main{max-width:560px;width:100%;background:var(--card);border-radius:16px;padding:40px 32px;text-align:center}
.logo{font-weight:800;font-size:1.25rem;letter-spacing:.02em;color:var(--accent);margin:0 0 24px}
h1{font-size:1.75rem;margin:0 0 12px}p{margin:0;color:var(--muted)}`;
const STYLE_HASH = crypto.createHash('sha256').update(STYLE).digest('base64');

/** The maintenance page: catalogue texts, its own inline style (allowed by hash), no script. */
export function maintenancePage() {
  const title = escapeHtml(msg('maintenance.title'));
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="theme-color" content="${THEME_COLORS.dark}">
<title>${title} | OyunDev</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${STYLE}</style></head>
<body><main role="main"><p class="logo">OyunDev</p><h1>${title}</h1><p>${escapeHtml(msg('maintenance.body'))}</p></main></body></html>
`;
}

const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * @param {object} o
 * @param {string} o.cmsUrl
 * @param {number} [o.ttlMs]
 * @returns {import('express').RequestHandler & { forget(): void, covers(p: string): boolean, knownOff(): boolean }}
 */
export function createMaintenanceGate({ cmsUrl, ttlMs = STATE_TTL_MS, timeoutMs = LOOKUP_TIMEOUT_MS }) {
  const url = `${cmsUrl.replace(/\/+$/, '')}/api/site-settings/public`;
  let known = { on: false, at: 0 };
  let asking = null;
  /** Bumped by forget(): an answer to a question asked before it is not trusted for the TTL. */
  let generation = 0;

  const ask = () => {
    const asked = generation;
    return (asking ??= fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) })
      .then(async (res) => {
        if (!res.ok) {
          await res.body?.cancel();
          return known.on;
        }
        const body = await res.json();
        return body?.data?.maintenanceMode === true;
      })
      .catch(() => known.on)
      .then((on) => {
        // A failed question keeps the last known state (off at first) for the same short while.
        known = { on, at: asked === generation ? Date.now() : 0 };
        return on;
      })
      .finally(() => {
        asking = null;
      }));
  };

  /**
   * The cms's public maintenanceMode. A state merely older than the TTL answers at once while the cms is asked for
   * the next page (a slow cms never holds pages up); with no state yet, or after a save (forget), the page waits for
   * the answer, at most `timeoutMs`.
   */
  const isOn = () => {
    if (Date.now() - known.at < ttlMs) return Promise.resolve(known.on);
    const answer = ask();
    return known.at > 0 ? Promise.resolve(known.on) : answer;
  };

  /** Whether the gate answers this path: pages only — files (scripts, styles, page-data, images) and the API are not. */
  const covers = (pathname) =>
    !/\.[a-z0-9]+$/i.test(pathname) && !/^\/(?:api|uploads|__)/.test(pathname) && !OPEN.some((re) => re.test(pathname));
  const gate = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!covers(req.path)) return next();
    isOn().then((on) => {
      if (!on) return next();
      res.status(503);
      res.set({
        'Retry-After': String(MAINTENANCE_RETRY_AFTER_S),
        'Cache-Control': 'no-store',
        'Content-Security-Policy': PAGE_CSP,
        'Content-Type': 'text/html; charset=utf-8',
      });
      res.send(maintenancePage());
    }, next);
  };
  gate.covers = covers;
  /** True only while the cms said "off" within the TTL (the site server's fast path serves pages only then). */
  gate.knownOff = () => Date.now() - known.at < ttlMs && !known.on;
  /** Forgets the known state: the cms announced a change (a settings save calls the rebuild hook). */
  gate.forget = () => {
    generation += 1;
    asking = null;
    known = { on: known.on, at: 0 };
  };
  return gate;
}

/** The flag file whose presence makes production's nginx answer pages with the maintenance page (deploy/nginx.conf). */
export const MAINTENANCE_FLAG = 'maintenance.on';
/** The page nginx sends with the 503, written beside the flag. */
export const MAINTENANCE_PAGE_FILE = 'maintenance.html';

/**
 * Production (docker-compose: nginx in front, no site server): the rebuild runner asks the cms for the public
 * maintenanceMode at start, after every settings save (the cms's rebuild hook) and after every build, and keeps
 * `dir` in step — the page always there, the flag only while maintenance is on. Each file appears whole (written
 * beside and renamed). Answers the state, or throws when the cms could not say (the files are left as they were).
 * @param {{ cmsUrl: string, dir: string, timeoutMs?: number }} o
 */
export async function syncMaintenanceFlag({ cmsUrl, dir, timeoutMs = 5000 }) {
  const res = await fetch(`${cmsUrl.replace(/\/+$/, '')}/api/site-settings/public`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`site settings answered ${res.status}`);
  }
  const on = (await res.json())?.data?.maintenanceMode === true;
  const writeWhole = (file, text) => {
    const target = path.join(dir, file);
    fs.writeFileSync(`${target}.tmp`, text);
    fs.renameSync(`${target}.tmp`, target);
  };
  fs.mkdirSync(dir, { recursive: true });
  writeWhole(MAINTENANCE_PAGE_FILE, maintenancePage());
  if (on) writeWhole(MAINTENANCE_FLAG, '');
  else fs.rmSync(path.join(dir, MAINTENANCE_FLAG), { force: true });
  return on;
}
