// Rebuild on publish (DESIGN.md). The cms tells us content changed (POST /__rebuild, see
// cms/src/lib/rebuild.ts); we wait for the burst to settle, run an incremental `gatsby build` (it keeps
// .cache and only re-renders pages whose data changed), copy the output into a fresh snapshot and swap the
// `current` symlink to it in one rename (snapshot.mjs) — a reader gets either the old site or the new one, never half.
//
// Changes that arrive during a build start exactly one more build when it ends. A failed build keeps the
// previous snapshot live.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { liveDirOf, offThread, precompressSite } from './snapshot.mjs';
import { log } from './util.mjs';

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

/** The items with a page of their own that these changes name, shown (not hidden); a reply names its topic. */
const fastItems = (changes) =>
  changes.filter((c) => c.slug && !c.hide).map(({ type, slug }) => ({ type: type === 'reply' ? 'topic' : type, slug }));

/**
 * @param {object} o
 * @param {string} o.siteDir
 * @param {() => Promise<void>} o.build   runs `gatsby build` (throws on failure)
 * @param {() => void} [o.onPublished]     called after each swap, and after a hidden page written late was taken out
 *                                         (the server reloads its match paths and forgets what it kept in memory)
 * @param {number} [o.debounceMs]          quiet time after the last change before building
 * @param {ReturnType<import('./fast-pages.mjs').createFastLane>} [o.fastLane]  renders a named item's own page at once
 */
export function createRebuilder({ siteDir, build, onPublished = () => {}, debounceMs = 1000, fastLane }) {
  const state = {
    status: 'idle', // idle | waiting | building
    builds: 0,
    failures: 0,
    pending: [], // changes not yet in a build
    last: null, // { reasons, requestedAt, startedAt, finishedAt, durationMs, ok, error }
    fast: fastLane?.state ?? null, // the fast lane's batches, failures and recent pages (fast-pages.mjs)
  };
  let timer = null;
  let again = false;
  let stopped = false;
  let holds = 0;
  let heldForLane = [];

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
      const target = await offThread('prepareSnapshot', siteDir);
      // Pages the fast lane wrote while this build ran went into the snapshot this one replaces: rendered into this one
      // before it is served (a new topic's page was missing from the moment it was served until the lane rendered it
      // again). What is named after this goes into the served one.
      const laneItems = fastLane && holds === 0 ? fastItems(state.pending) : [];
      const seen = state.pending.length;
      const serve = () => offThread('activateSnapshot', siteDir, target);
      if (laneItems.length) await fastLane.renderInto(target, laneItems, serve);
      else await serve();
      // A page hidden while this build ran may have been rendered from data read before: take it out again.
      for (const change of state.pending)
        if (change.hide) hiddenPages(change).forEach((slug) => purgeStaticPage(siteDir, change.type, slug));
      onPublished();
      // Named while the lane rendered into the new snapshot (or held): into the served one.
      fastRender(laneItems.length ? state.pending.slice(seen) : state.pending);
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

  /**
   * The fast lane for the items these changes name (not the hidden ones: purgeStaticPage took those out); a reply's
   * change names its topic, whose page shows it.
   */
  function fastRender(changes) {
    if (!fastLane) return;
    if (holds > 0) return void heldForLane.push(...changes); // rendered at the release, like the build
    const items = fastItems(changes);
    if (items.length) fastLane.render(items).catch((error) => log('rebuild', `hızlı yayın başarısız: ${error?.message ?? error}`));
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
      const queued = {
        type: String(change.type ?? 'unknown').slice(0, 40),
        slug: change.slug ? String(change.slug).slice(0, 120) : undefined,
        ...(change.hide ? { hide: true, slugs: hiddenPages(change) } : {}),
        at: Date.now(),
      };
      state.pending.push(queued);
      if (queued.hide) {
        // Out of the served snapshot at once (the caller then forgets what the server kept in memory)…
        const purge = () => queued.slugs.flatMap((slug) => purgeStaticPage(siteDir, queued.type, slug));
        purge();
        // …and again once the fast lane is idle: a render that read the item before it was hidden may still write its
        // page (into the served snapshot, or into a rebuild's before it is served); the server forgets it again.
        fastLane?.idle().then(() => purge().length && onPublished());
      } else fastRender([queued]);
      schedule();
    },
    /**
     * Keeps changes queued without building (nor rendering in the fast lane) until the returned release is called
     * (the bench's writes: a build on the same two cores would be timed as the writes' latency). A build already
     * running goes on.
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
        if (holds === 0) fastRender(heldForLane.splice(0));
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
 *
 * A failed first build is tried once more without Gatsby's saved state (forgetBuildState: every page query runs and
 * stores its result again): Gatsby's parallel query running now and then loses one page's query result between its
 * workers and the main process ("Couldn't find temp query result for \"/forum/kategori/mobil\"" in a clean-clone CI
 * run, on an empty .cache — a known Gatsby/LMDB fault, gatsbyjs/gatsby#35018). The first failure is logged whole (a
 * quiet build's output is only in its error). A build that is really broken fails twice; a stopped start is not tried
 * again.
 */
export async function publishFirstBuild(siteDir, build, { signal } = {}) {
  forgetInterruptedBuild(siteDir);
  try {
    await build();
  } catch (error) {
    if (signal?.aborted) throw error;
    log('rebuild', `ilk derleme başarısız, Gatsby'nin durumu silinip bir kez daha deneniyor: ${String(error?.message ?? error)}`);
    forgetBuildState(siteDir);
    await build();
  }
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
