// Precompressed static files: after every `gatsby build` (full or incremental) each compressible file of
// site/public gets a `.br` and a `.gz` beside it, so the site server (and nginx's gzip_static/brotli_static)
// sends 112 KB instead of 387 KB without spending CPU per request. A variant is only written when it is older
// than its source, so an incremental build recompresses just the pages it rewrote; it is only served while it
// is at least as new as its source (see pickEncoded), so a stale variant can never show old content.
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PRIVATE_BUILD_FILES } from './build-files.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing (images and fonts are compressed already). Source maps are never served. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest|ico)$/i;
/** Below this size the headers cost more than the bytes saved. */
export const MIN_SIZE = 1024;
export const ENCODINGS = [
  { name: 'br', ext: '.br' },
  { name: 'gzip', ext: '.gz' },
];

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Brotli's quality for a file: 11 (the smallest, and ~100× slower than 9) only for the code, styles and icons,
 * whose content-hashed files are compressed once per deploy; 6 for everything a publish rewrites — pages, page data,
 * feeds and the sitemap. At the large seed 9 took 52 ms a page or page data on average (6: 0.8 ms) for 0.6 % fewer
 * bytes. Compressing a whole build held the start's first serve back for tens of minutes (8,173 of 31,475 files done
 * after 14; at 6 all of them take 68 s, gzip included), and a new topic's fast-lane page ~0.2 s (bench/README,
 * session 24).
 */
const PUBLISHED_BROTLI_QUALITY = 6;

export function brotliQuality(file) {
  return /\.(?:js|mjs|css|svg|ico)$/i.test(file) ? 11 : PUBLISHED_BROTLI_QUALITY;
}

const newerOrEqual = (variant, sourceStat) => {
  try {
    return fs.statSync(variant).mtimeMs >= sourceStat.mtimeMs;
  } catch {
    return false;
  }
};

async function compressOne(file, stat) {
  let written = 0;
  const tasks = [];
  if (!newerOrEqual(file + '.br', stat))
    tasks.push([
      '.br',
      (b) =>
        brotli(b, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length,
          },
        }),
    ]);
  if (!newerOrEqual(file + '.gz', stat)) tasks.push(['.gz', (b) => gzip(b, { level: 9 })]);
  if (!tasks.length) return 0;
  const body = await fs.promises.readFile(file);
  for (const [ext, compress] of tasks) {
    const out = await compress(body);
    // A variant that saves nothing is not worth a request's decoding: remove any old one instead.
    if (out.length >= body.length) {
      await fs.promises.rm(file + ext, { force: true });
      continue;
    }
    const tmp = `${file}${ext}.tmp-${process.pid}`;
    await fs.promises.writeFile(tmp, out);
    await fs.promises.rename(tmp, file + ext);
    written++;
  }
  return written;
}

/**
 * Writes missing or stale `.br`/`.gz` variants of every compressible file under `dir`, a few at a time (zlib
 * runs in the thread pool, so the server keeps answering). Variants whose source is gone are removed.
 * With `since` (ms since the epoch) only files written at or after it are compressed: what one build rewrote. A file
 * left without a variant goes out compressed on the fly (site-server.mjs), never stale.
 * Returns { files, written, removed, ms }.
 */
export async function precompress(dir, { concurrency = 4, since = 0 } = {}) {
  const started = Date.now();
  const stats = { files: 0, written: 0, removed: 0 };
  if (!fs.existsSync(dir)) return { ...stats, ms: 0 };
  const queue = [];
  for (const file of walk(dir)) {
    const variant = ENCODINGS.find((e) => file.endsWith(e.ext));
    if (variant) {
      if (!fs.existsSync(file.slice(0, -variant.ext.length))) {
        fs.rmSync(file, { force: true });
        stats.removed++;
      }
      continue;
    }
    if (file.includes('.tmp-') || !COMPRESSIBLE.test(file) || PRIVATE_BUILD_FILES.test(file.split(path.sep).join('/'))) continue;
    const stat = fs.statSync(file);
    if (stat.size < MIN_SIZE || stat.mtimeMs < since) continue;
    queue.push([file, stat]);
  }
  stats.files = queue.length;
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const [file, stat] = queue[next++];
      const written = await compressOne(file, stat);
      stats.written += written;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ...stats, ms: Date.now() - started };
}

/**
 * The best variant of `file` this request accepts: `{ file, encoding }`, or null for the file as it is.
 * Only a variant at least as new as its source counts (a page rewritten but not yet recompressed goes out
 * plain rather than old).
 */
export function pickEncoded(file, acceptEncoding = '') {
  if (!COMPRESSIBLE.test(file)) return null;
  const accepted = parseAcceptEncoding(acceptEncoding);
  let sourceStat;
  for (const { name, ext } of ENCODINGS) {
    if (!accepted.has(name)) continue;
    try {
      sourceStat ??= fs.statSync(file);
      if (fs.statSync(file + ext).mtimeMs >= sourceStat.mtimeMs) return { file: file + ext, encoding: name };
    } catch {
      // no such variant (or no source): try the next
    }
  }
  return null;
}

/** The codings a client accepts (q=0 excluded). */
export function parseAcceptEncoding(header) {
  const accepted = new Set();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}
