// Rebuild on publish (DESIGN.md). The cms tells us content changed (POST /__rebuild, see
// cms/src/lib/rebuild.ts); we wait for the burst to settle, run an incremental `gatsby build` (it keeps
// .cache and only re-renders pages whose data changed), copy the output into a fresh snapshot and swap the
// `current` symlink to it in one rename — a reader gets either the old site or the new one, never half.
//
//   site/.live/current -> builds/<n>        what the server serves
//   site/.live/builds/<n>/public            a copy of site/public after a successful build
//   site/.live/builds/<n>/match-paths.json  that build's client-only routes
//
// Changes that arrive during a build start exactly one more build when it ends. A failed build keeps the
// previous snapshot live.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { precompress } from './precompress.mjs';
import { log } from './util.mjs';

const KEEP_SNAPSHOTS = 2;

/**
 * Runs one of the synchronous file steps below (keepUnchangedTimes, publishSnapshot) on a worker thread and resolves
 * with what it returns. The stack's site server shares this process with the rebuilder: at the large seed those
 * steps compare, link and remove ~100,000 files (several seconds), and a loop blocked that long answered nothing —
 * and, once it ran again, its keep-alive timers closed connections a client had already sent its next request on
 * (ECONNRESET in the publish e2e test and the bench's poll).
 */
export function offThread(step, ...args) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./rebuild-worker.mjs', import.meta.url), { workerData: { step, args } });
    let answered = false;
    worker.once('message', (result) => {
      answered = true;
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`${step}: the worker stopped with code ${code}`));
    });
  });
}

export function liveDirOf(siteDir) {
  return path.join(siteDir, '.live');
}

/** The static page of a content item the cms names in a change, by type; others have no page of their own. */
const STATIC_PAGE = {
  topic: (slug) => `forum/konu/${slug}`,
  'blog-post': (slug) => `blog/${slug}`,
  profile: (slug) => `profil/${slug}`,
};

/**
 * Takes a page out of the live snapshot at once — its HTML and its page-data — when its content may no longer be
 * shown to everyone (moved into a premium category, hidden, deleted, unpublished). The server then answers the
 * path from the live client route, which asks the API with the reader's own rights. The next build writes
 * whatever the page should now be. Returns the files removed.
 */
export function purgeStaticPage(siteDir, type, slug) {
  const page = STATIC_PAGE[type];
  if (!page || typeof slug !== 'string' || !/^[\p{L}\p{N}_][\p{L}\p{N}_-]{0,199}$/u.test(slug)) return [];
  const removed = [];
  for (const root of [path.join(liveDirOf(siteDir), 'current', 'public'), path.join(siteDir, 'public')]) {
    for (const source of [path.join(root, page(slug), 'index.html'), path.join(root, 'page-data', page(slug), 'page-data.json')]) {
      // With its precompressed variants (precompress.mjs): they carry the same content.
      for (const file of [source, `${source}.br`, `${source}.gz`]) {
        try {
          fs.rmSync(file);
          removed.push(file);
        } catch (error) {
          if (error.code !== 'ENOENT') throw error;
        }
      }
    }
  }
  if (removed.length) log('rebuild', `yayından kaldırıldı: /${page(slug)}`);
  return removed;
}

/**
 * Writes the .br/.gz variants of what the last build changed in site/public (precompress.mjs). With `since` (the
 * rebuild's start) only the files that build wrote are compressed: a publish after a build that left no variants (a
 * plain `gatsby build`) compresses the pages it changed, not all 15,000; the rest go out compressed on the fly.
 */
export async function precompressSite(siteDir, { since } = {}) {
  // File times tick coarsely: a file written just after the start may carry a time a little before it.
  const result = await precompress(path.join(siteDir, 'public'), since ? { since: since - SETTLED_MS } : {});
  log('rebuild', `sıkıştırıldı: ${result.written} dosya sürümü (${result.files} dosya), ${(result.ms / 1000).toFixed(1)} sn`);
  return result;
}

/** The public/ directory of the live snapshot, if there is one. */
function livePublic(siteDir) {
  const link = path.join(liveDirOf(siteDir), 'current');
  return fs.existsSync(path.join(link, 'public')) ? path.join(fs.realpathSync(link), 'public') : undefined;
}

function sameBytes(a, b, size) {
  if (size === 0) return true;
  const fa = fs.openSync(a, 'r');
  const fb = fs.openSync(b, 'r');
  try {
    const chunk = Math.min(size, 1 << 20);
    const ba = Buffer.allocUnsafe(chunk);
    const bb = Buffer.allocUnsafe(chunk);
    for (let pos = 0; pos < size; pos += chunk) {
      const n = fs.readSync(fa, ba, 0, chunk, pos);
      if (n !== fs.readSync(fb, bb, 0, chunk, pos) || !ba.subarray(0, n).equals(bb.subarray(0, n))) return false;
    }
    return true;
  } finally {
    fs.closeSync(fa);
    fs.closeSync(fb);
  }
}

/**
 * Gives a file the build wrote again with the very bytes the live snapshot holds its old times back. `gatsby build`
 * rewrites a page whenever it thinks its inputs may have changed (a new renderer, a static query), not only when the
 * page did; with its old time such a file counts as not written: precompression keeps its variants (they are still
 * at least as new as it is) and the snapshot links it from the previous one instead of copying it. Only files
 * written since `since` are compared, each against the live file of the same path and size.
 * Returns { compared, kept, ms }.
 */
export function keepUnchangedTimes(siteDir, { since }) {
  const started = Date.now();
  const counts = { compared: 0, kept: 0 };
  const previous = livePublic(siteDir);
  if (!previous) return { ...counts, ms: 0 };
  const walk = (dir, rel) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file, path.join(rel, entry.name));
        continue;
      }
      if (!entry.isFile() || ENCODED.test(entry.name)) continue;
      unlessPurged(() => {
        const stat = fs.statSync(file);
        if (stat.mtimeMs < since - SETTLED_MS) return;
        const old = fs.statSync(path.join(previous, rel, entry.name), { throwIfNoEntry: false });
        // The snapshot's copy keeps a time to the millisecond (utimes), the file's has nanoseconds: a file the build did
        // not write is up to 1 ms newer than its live copy. Touched here, it would look rewritten to the next build's
        // HTML scan (site/src/pagedata/html-scan.ts: 15,673 pages read again in the publish after a start, 6.6 s).
        if (!old?.isFile() || old.size !== stat.size || old.mtimeMs > stat.mtimeMs - SNAPSHOT_TIME_GRAIN_MS) return;
        counts.compared++;
        const live = path.join(previous, rel, entry.name);
        if (sameBytes(file, live, stat.size)) {
          fs.utimesSync(file, old.atime, old.mtime);
          // Its variants become those of the live file (a variant written for other content in between must not
          // pass for this one's now that the file looks old again).
          for (const ext of ['.br', '.gz']) {
            const liveVariant = fs.statSync(live + ext, { throwIfNoEntry: false });
            const variant = fs.statSync(file + ext, { throwIfNoEntry: false });
            if (!liveVariant) fs.rmSync(file + ext, { force: true });
            else if (!variant || variant.size !== liveVariant.size || Math.abs(variant.mtimeMs - liveVariant.mtimeMs) >= 1) {
              fs.copyFileSync(live + ext, file + ext);
              fs.utimesSync(file + ext, liveVariant.atime, liveVariant.mtime);
            }
          }
          counts.kept++;
        }
      });
    }
  };
  walk(path.join(siteDir, 'public'), '');
  const result = { ...counts, ms: Date.now() - started };
  log(
    'rebuild',
    `değişmeden yeniden yazılan: ${result.kept}/${result.compared} dosya eski zamanına döndü, ${(result.ms / 1000).toFixed(1)} sn`,
  );
  return result;
}

/** Precompressed variants and temporary files of precompress.mjs: never compared on their own. */
const ENCODED = /\.(?:br|gz)$|\.tmp-\d+$/;

/** How finely a snapshot keeps a file's modification time (copied with utimes: milliseconds, not nanoseconds). */
const SNAPSHOT_TIME_GRAIN_MS = 1;

/**
 * Runs one file's step of a walk (keepUnchangedTimes, snapshotTree) and passes over a file that is gone: those walks
 * run on a worker thread (offThread) while the hook may take a page out at once (purgeStaticPage removes it from
 * site/public and the live snapshot), so a file listed a moment ago can be missing. It is left out; the purge is
 * applied again to the snapshot the walk publishes (runBuild).
 */
function unlessPurged(step) {
  try {
    step();
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error;
  }
}

/** How long before the previous snapshot a file must have been written for that snapshot to hold it as it is. */
const SETTLED_MS = 1000;

/**
 * Copies the tree `src` into `dst`, times kept. A file the previous snapshot `prev` holds unchanged (same size and
 * modification time: the build did not write it again) is hard-linked from there instead of copied — snapshots are
 * never written in place (a purge unlinks, the build writes into site/public), so sharing the file is safe, and
 * an incremental build's snapshot costs the pages it rewrote, not the whole site. Returns the files copied and linked.
 */
export function snapshotTree(src, dst, prev, counts = { copied: 0, linked: 0 }, prevTakenMs = 0) {
  fs.mkdirSync(dst, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    const to = path.join(dst, entry.name);
    const before = prev && path.join(prev, entry.name);
    if (entry.isDirectory()) {
      snapshotTree(from, to, before, counts, prevTakenMs);
    } else if (entry.isSymbolicLink()) {
      unlessPurged(() => fs.symlinkSync(fs.readlinkSync(from), to));
    } else if (entry.isFile()) {
      unlessPurged(() => {
        const stat = fs.statSync(from);
        const old = before && fs.statSync(before, { throwIfNoEntry: false });
        // Shared only when written well before the previous snapshot was taken: a file rewritten since then at the
        // same size can carry the same time (file times tick coarsely), and that snapshot holds the old content.
        const settled = stat.mtimeMs < prevTakenMs - SETTLED_MS;
        if (settled && old && old.isFile() && old.size === stat.size && Math.abs(old.mtimeMs - stat.mtimeMs) < 1) {
          fs.linkSync(before, to);
          counts.linked++;
        } else {
          fs.copyFileSync(from, to);
          fs.utimesSync(to, stat.atime, stat.mtime);
          counts.copied++;
        }
      });
    }
  }
  return counts;
}

/** Copies site/public (+ its match paths) into a new snapshot and points `current` at it atomically. */
export function publishSnapshot(siteDir) {
  const live = liveDirOf(siteDir);
  const builds = path.join(live, 'builds');
  fs.mkdirSync(builds, { recursive: true });
  // Two snapshots in one millisecond (the tests publish back to back) must not share a directory.
  const started = Date.now();
  let taken = started;
  while (fs.existsSync(path.join(builds, `${taken}-${process.pid}`))) taken++;
  const name = `${taken}-${process.pid}`;
  const target = path.join(builds, name);
  const link = path.join(live, 'current');
  const previous = livePublic(siteDir);
  // Times kept: a precompressed variant is served only while it is at least as new as its source.
  const prevTakenMs = previous ? Number(/^(\d+)-/.exec(path.basename(path.dirname(previous)))?.[1] ?? 0) : 0;
  const counts = snapshotTree(path.join(siteDir, 'public'), path.join(target, 'public'), previous, undefined, prevTakenMs);
  log(
    'rebuild',
    `anlık görüntü: ${counts.copied} dosya kopyalandı, ${counts.linked} dosya önceki görüntüden bağlandı, ${((Date.now() - started) / 1000).toFixed(1)} sn`,
  );
  const matchPaths = path.join(siteDir, '.cache', 'match-paths.json');
  if (fs.existsSync(matchPaths)) fs.copyFileSync(matchPaths, path.join(target, 'match-paths.json'));

  const tmp = path.join(live, `.current-${name}`);
  fs.symlinkSync(path.join('builds', name), tmp);
  fs.renameSync(tmp, link);

  // Older snapshots go, except the one before (a request may still be reading from it).
  const old = fs
    .readdirSync(builds)
    .filter((d) => d !== name)
    .sort((a, b) => parseInt(b, 10) - parseInt(a, 10))
    .slice(KEEP_SNAPSHOTS - 1);
  for (const d of old) fs.rmSync(path.join(builds, d), { recursive: true, force: true });
  return target;
}

/**
 * @param {object} o
 * @param {string} o.siteDir
 * @param {() => Promise<void>} o.build   runs `gatsby build` (throws on failure)
 * @param {() => void} [o.onPublished]     called after each swap (the server reloads its match paths)
 * @param {number} [o.debounceMs]          quiet time after the last change before building
 */
export function createRebuilder({ siteDir, build, onPublished = () => {}, debounceMs = 1000 }) {
  const state = {
    status: 'idle', // idle | waiting | building
    builds: 0,
    failures: 0,
    pending: [], // changes not yet in a build
    last: null, // { reasons, requestedAt, startedAt, finishedAt, durationMs, ok, error }
  };
  let timer = null;
  let again = false;
  let stopped = false;
  let holds = 0;

  async function runBuild() {
    timer = null;
    if (stopped) return;
    state.status = 'building';
    const changes = state.pending.splice(0);
    const requestedAt = Math.min(...changes.map((c) => c.at));
    const startedAt = Date.now();
    const reasons = [...new Set(changes.map((c) => (c.slug ? `${c.type}:${c.slug}` : c.type)))];
    log('rebuild', `statik site yeniden oluşturuluyor (${reasons.join(', ')})`);
    try {
      fs.mkdirSync(path.dirname(runningMarker(siteDir)), { recursive: true });
      fs.writeFileSync(runningMarker(siteDir), String(startedAt));
      await build();
      fs.rmSync(runningMarker(siteDir), { force: true });
      await offThread('keepUnchangedTimes', siteDir, { since: startedAt });
      await precompressSite(siteDir, { since: startedAt });
      await offThread('publishSnapshot', siteDir);
      // A page hidden while this build ran may have been rendered from data read before: take it out again.
      for (const change of state.pending)
        if (change.hide) hiddenPages(change).forEach((slug) => purgeStaticPage(siteDir, change.type, slug));
      onPublished();
      const finishedAt = Date.now();
      state.builds++;
      state.last = {
        reasons,
        requestedAt,
        startedAt,
        finishedAt,
        durationMs: finishedAt - startedAt,
        latencyMs: finishedAt - requestedAt,
        ok: true,
      };
      log(
        'rebuild',
        `yayında: derleme ${(state.last.durationMs / 1000).toFixed(1)} sn, değişiklikten yayına ${(state.last.latencyMs / 1000).toFixed(1)} sn`,
      );
    } catch (error) {
      state.failures++;
      forgetBuildState(siteDir);
      fs.rmSync(runningMarker(siteDir), { force: true });
      state.last = { reasons, requestedAt, startedAt, finishedAt: Date.now(), ok: false, error: String(error?.message ?? error) };
      log('rebuild', `derleme başarısız, önceki sürüm yayında kalıyor: ${state.last.error}`);
    }
    state.status = 'idle';
    if (again && !stopped) {
      again = false;
      schedule();
    }
  }

  function schedule() {
    if (holds > 0) return; // release() schedules what came in meanwhile
    if (state.status === 'building') {
      again = true;
      return;
    }
    state.status = 'waiting';
    if (timer) clearTimeout(timer);
    timer = setTimeout(runBuild, debounceMs);
  }

  return {
    state,
    request(change = { type: 'unknown' }) {
      if (stopped) return;
      state.pending.push({
        type: String(change.type ?? 'unknown').slice(0, 40),
        slug: change.slug ? String(change.slug).slice(0, 120) : undefined,
        ...(change.hide ? { hide: true, slugs: hiddenPages(change) } : {}),
        at: Date.now(),
      });
      schedule();
    },
    /**
     * Keeps changes queued without building until the returned release is called (the bench's writes: a build
     * on the same two cores would be timed as the writes' latency). A build already running goes on.
     */
    hold() {
      holds++;
      if (timer) {
        clearTimeout(timer);
        timer = null;
        state.status = 'idle';
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holds--;
        if (holds === 0 && state.pending.length) schedule();
      };
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * The first build of a start (the stack's, the rebuild runner's), published: a rebuild that never finished forgets
 * Gatsby's state first; files an earlier build wrote again unchanged keep the live snapshot's variants; then the rest
 * is compressed and the snapshot taken.
 */
export async function publishFirstBuild(siteDir, build) {
  forgetInterruptedBuild(siteDir);
  await build();
  await offThread('keepUnchangedTimes', siteDir, { since: 0 });
  await precompressSite(siteDir);
  await offThread('publishSnapshot', siteDir);
}

/**
 * After a failed build, Gatsby's saved state (site/.cache/redux) is not to be trusted: it saves pages and their
 * query results for its workers before writing page-data, so a build that dies in between leaves a page whose new
 * data it believes written — at the large seed a category list stayed without a new topic through three later
 * builds (stored context 1,061 topics, page-data 1,060, query not dirty). Without that state the next build
 * writes every page again (the webpack caches stay); keepUnchangedTimes keeps that cheap after it.
 */
export function forgetBuildState(siteDir) {
  fs.rmSync(path.join(siteDir, '.cache', 'redux'), { recursive: true, force: true });
}

/** Present while a rebuild runs: a process stopped in the middle of one (a stack stopped, a crash) leaves it. */
const runningMarker = (siteDir) => path.join(siteDir, '.cache', 'oyundev-rebuild-running');

/** At start: a rebuild that never finished may have left Gatsby's state ahead of public/ (forgetBuildState). */
export function forgetInterruptedBuild(siteDir) {
  if (!fs.existsSync(runningMarker(siteDir))) return false;
  forgetBuildState(siteDir);
  fs.rmSync(runningMarker(siteDir), { force: true });
  log('rebuild', 'yarıda kalmış bir derlemenin durumu silindi: bu derleme bütün sayfaları yeniden yazar');
  return true;
}

/** The slugs a change names (`slug` and `slugs`), as strings, at most 5,000. */
function hiddenPages(change) {
  const slugs = [change.slug, ...(Array.isArray(change.slugs) ? change.slugs : [])];
  return slugs.filter((s) => typeof s === 'string').slice(0, 5000);
}

/** Constant-time comparison of a shared secret. */
export function sameSecret(given, expected) {
  const a = Buffer.from(String(given ?? ''));
  const b = Buffer.from(String(expected ?? ''));
  return b.length > 0 && a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * The cms's hook (cms/src/lib/rebuild.ts), for express: POST queues a rebuild — and first takes a page that must
 * not stay public out of the live snapshot — GET reports the runner's state. Without the secret in
 * x-rebuild-secret it is a 404, so the endpoint does not even show to the public. Used by the site server of
 * `npm start` and by the standalone runner (scripts/rebuild-runner.mjs).
 */
export function rebuildHook({ siteDir, rebuilder, secret }) {
  return (req, res, next) => {
    if (!sameSecret(req.get('x-rebuild-secret'), secret)) return next();
    if (req.method === 'POST') {
      const change = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
      if (change.hide) hiddenPages(change).forEach((slug) => purgeStaticPage(siteDir, change.type, slug));
      rebuilder?.request(change);
      return res.status(202).json({ queued: Boolean(rebuilder) });
    }
    if (req.method === 'GET') return res.json(rebuilder?.state ?? { status: 'off' });
    return next();
  };
}
