// Client-only fallbacks (Gatsby matchPaths) open things newer than the build live from the API. Served
// blindly, every typo under /forum/konu/ or /blog/ would be a 200 that says "not found" only after
// JavaScript runs — a soft 404 that crawlers index. So before the fallback shell is served, the cms is
// asked (as a guest, like the build) whether the thing exists: its 404 becomes our 404 with the not-found
// page in the HTML. Anything else — 200, 401/403 (premium, pending), a slow or absent cms — serves the
// fallback as before and lets the page decide live, so a topic created a second ago still opens.
import fs from 'node:fs';
import path from 'node:path';

/** Fallback prefixes whose one path segment names a thing the cms can look up. */
const LOOKUPS = [
  { prefix: '/forum/konu/', api: '/api/forum/topics/' },
  { prefix: '/forum/kategori/', api: '/api/forum/categories/' },
  { prefix: '/blog/', api: '/api/blog/posts/' },
  { prefix: '/profil/', api: '/api/profiles/' },
  { prefix: '/profile/', api: '/api/profiles/' },
];

/** The fallback shells' own paths (and /profil/ with no name): never a page of their own. */
const BARE = new Set(['/forum/konu', '/forum/kategori', '/blog/[slug]', '/profil', '/profile']);

const LOOKUP_TIMEOUT_MS = 3000;

/**
 * @param {object} o
 * @param {string} o.cmsUrl
 * @param {string} o.publicDir
 * @returns {(pathname: string) => Promise<boolean>}  true when the path certainly names nothing
 */
export function createMissingCheck({ cmsUrl, publicDir, timeoutMs = LOOKUP_TIMEOUT_MS }) {
  const built = (decoded) => {
    const file = path.join(publicDir, path.normalize(decoded));
    if (!file.startsWith(publicDir + path.sep)) return false;
    return fs.existsSync(path.join(file, 'index.html')) || (fs.existsSync(file) && fs.statSync(file).isFile());
  };

  return async function isMissing(pathname) {
    let decoded;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
    if (BARE.has(trimmed)) return true;
    const lookup = LOOKUPS.find((l) => trimmed.startsWith(l.prefix));
    if (!lookup || built(trimmed)) return false;
    const rest = trimmed.slice(lookup.prefix.length);
    // The templates read only the first segment; '/forum/konu/a/b' names nothing.
    if (rest === '' || rest.includes('/')) return true;
    try {
      const res = await fetch(cmsUrl.replace(/\/+$/, '') + lookup.api + encodeURIComponent(rest), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      return res.status === 404;
    } catch {
      return false;
    }
  };
}
