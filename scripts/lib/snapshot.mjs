// The published snapshots of the static site (rebuild.mjs builds them): the live directory, the files a build
// wrote again unchanged, precompression, the copy of site/public into a new snapshot and the swap. The walks over
// ~16,000 pages run on a worker thread (offThread, snapshot-worker.mjs) beside the server.
//
//   site/.live/current -> builds/<n>        what the server serves
//   site/.live/builds/<n>/public            a copy of site/public after a successful build
//   site/.live/builds/<n>/match-paths.json  that build's client-only routes
//   site/.live/builds/<n>/renderer          that build's HTML renderer (the fast lane's: fast-pages.mjs)
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
    const worker = new Worker(new URL('./snapshot-worker.mjs', import.meta.url), { workerData: { step, args } });
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
  const target = prepareSnapshot(siteDir);
  activateSnapshot(siteDir, target);
  return target;
}

/**
 * The snapshot of the build in site/public, with its renderer, made beside the live one but not yet served: the
 * rebuilder has the fast lane render into it what was published while the build ran (rebuild.mjs), then
 * activateSnapshot serves it.
 */
export function prepareSnapshot(siteDir) {
  const live = liveDirOf(siteDir);
  const builds = path.join(live, 'builds');
  fs.mkdirSync(builds, { recursive: true });
  // Two snapshots in one millisecond (the tests publish back to back) must not share a directory.
  const started = Date.now();
  let taken = started;
  while (fs.existsSync(path.join(builds, `${taken}-${process.pid}`))) taken++;
  const name = `${taken}-${process.pid}`;
  const target = path.join(builds, name);
  const previous = livePublic(siteDir);
  // Times kept: a precompressed variant is served only while it is at least as new as its source.
  const prevTakenMs = previous ? Number(/^(\d+)-/.exec(path.basename(path.dirname(previous)))?.[1] ?? 0) : 0;
  const counts = snapshotTree(path.join(siteDir, 'public'), path.join(target, 'public'), previous, undefined, prevTakenMs);
  log(
    'rebuild',
    `anlık görüntü: ${counts.copied} dosya kopyalandı, ${counts.linked} dosya önceki görüntüden bağlandı, ${((Date.now() - started) / 1000).toFixed(1)} sn`,
  );
  // The build's HTML renderer with it: the fast lane (fast-pages.mjs) renders a page into this snapshot with the build
  // that made it, while the next build rewrites site/.cache.
  const routes = path.join(siteDir, '.cache', 'page-ssr', 'routes');
  if (fs.existsSync(path.join(routes, 'render-page.js')))
    snapshotTree(routes, path.join(target, 'renderer'), previous && path.join(path.dirname(previous), 'renderer'), undefined, prevTakenMs);
  const matchPaths = path.join(siteDir, '.cache', 'match-paths.json');
  if (fs.existsSync(matchPaths)) fs.copyFileSync(matchPaths, path.join(target, 'match-paths.json'));

  return target;
}

/** Serves a prepared snapshot (one rename of the `current` link) and removes the ones before the last. */
export function activateSnapshot(siteDir, target) {
  const live = liveDirOf(siteDir);
  const builds = path.join(live, 'builds');
  const name = path.basename(target);
  const tmp = path.join(live, `.current-${name}`);
  fs.symlinkSync(path.join('builds', name), tmp);
  fs.renameSync(tmp, path.join(live, 'current'));

  // Older snapshots go, except the one before (a request may still be reading from it).
  const old = fs
    .readdirSync(builds)
    .filter((d) => d !== name)
    .sort((a, b) => parseInt(b, 10) - parseInt(a, 10))
    .slice(KEEP_SNAPSHOTS - 1);
  for (const d of old) fs.rmSync(path.join(builds, d), { recursive: true, force: true });
  return target;
}
