// The fast lane of a publish (issue 15: publish → static HTML in seconds, not a build's minute). When the cms names a
// topic, blog post or profile that changed, its static page — HTML and page-data — is rendered at once into the live
// snapshot by fast-pages-child.mjs, with the build that made that snapshot (its renderer, assets and the same page
// rules as gatsby-node: src/pagedata/content-pages.ts). The full rebuild still follows and writes everything the change
// touches elsewhere (lists, the home page, the sitemap); the fast lane only brings the item's own page forward.
//
// One renderer process at a time; items named while one runs go into the next. A failure is logged and changes
// nothing: the page stays as it was (or is answered by the live route) until the rebuild.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveDirOf } from './snapshot.mjs';
import { log } from './util.mjs';

const CHILD = fileURLToPath(new URL('./fast-pages-child.mjs', import.meta.url));

/** The content types with a static page of their own (content-pages.ts). */
export const FAST_TYPES = new Set(['topic', 'blog-post', 'profile']);

/**
 * @param {object} o
 * @param {string} o.siteDir
 * @param {string} o.cmsUrl
 * @param {() => void} [o.onWritten]  after pages were written (the server forgets what it kept in memory)
 */
export function createFastLane({ siteDir, cmsUrl, onWritten = () => {} }) {
  // Scratch directories of a process stopped in the middle of a batch.
  if (fs.existsSync(liveDirOf(siteDir)))
    for (const name of fs.readdirSync(liveDirOf(siteDir)))
      if (name.startsWith('fast-')) fs.rmSync(path.join(liveDirOf(siteDir), name), { recursive: true, force: true });
  let queue = new Map(); // `${type}:${slug}` → { type, slug }
  let running = null;
  /** Reported by the rebuild hook's GET (rebuild.mjs): what the lane did lately. */
  const state = { batches: 0, failures: 0, recent: [] };

  const pagesOf = (items) => {
    const pages = new Map();
    for (const { type, slug } of items)
      if (FAST_TYPES.has(type) && typeof slug === 'string' && slug) pages.set(`${type}:${slug}`, { type, slug });
    return pages;
  };

  /** The queued pages (or `pages`) into the live snapshot (or `into`, a snapshot not yet served). */
  async function runBatch(pages = takeQueue(), into = null) {
    const target = into ?? path.join(liveDirOf(siteDir), 'current');
    if (!fs.existsSync(path.join(target, 'renderer', 'render-page.js'))) return { written: [], skipped: pages };
    const snapshot = fs.realpathSync(target);
    const scratch = fs.mkdtempSync(path.join(liveDirOf(siteDir), 'fast-'));
    const started = Date.now();
    try {
      const result = await renderIn(scratch, { snapshot, pages }, cmsUrl);
      state.batches++;
      state.recent = [...result.written.map((page) => ({ page, at: Date.now(), ms: Date.now() - started })), ...state.recent].slice(0, 50);
      if (result.written.length) {
        onWritten();
        log('rebuild', `hızlı yayın: ${result.written.join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} sn)`);
      }
      return result;
    } catch (error) {
      state.failures++;
      log('rebuild', `hızlı yayın başarısız, sayfa yeniden derlemeyle gelecek: ${String(error?.message ?? error).slice(0, 500)}`);
      return { written: [], skipped: pages, error: String(error?.message ?? error) };
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  }

  function takeQueue() {
    const pages = [...queue.values()];
    queue = new Map();
    return pages;
  }

  async function drain() {
    let last;
    while (queue.size) last = await runBatch();
    return last;
  }

  function start() {
    running = drain().finally(() => {
      running = null;
      if (queue.size) start(); // named between the last batch and here
    });
  }

  return {
    state,
    /** Queues the pages of these items; resolves when a batch holding them has been written (its result). */
    render(items) {
      for (const [key, page] of pagesOf(items)) queue.set(key, page);
      if (!running && queue.size) start();
      return running ?? Promise.resolve(null);
    },
    /**
     * The pages of these items into `snapshot` (prepared, not yet served), then `then()` (which serves it), as one
     * turn of the lane: pages named meanwhile wait and go into whatever is served after it.
     */
    async renderInto(snapshot, items, then) {
      while (running) await running;
      const job = (async () => {
        try {
          return await runBatch([...pagesOf(items).values()], snapshot);
        } finally {
          await then();
        }
      })();
      // The caller has the job's failure (a snapshot not served); the lane only waits for it to end.
      running = job
        .catch(() => {})
        .finally(() => {
          running = null;
          if (queue.size) start();
        });
      return job;
    },
    /** Resolves when nothing is queued or rendering. */
    async idle() {
      while (running) await running;
    },
  };
}

function renderIn(cwd, input, cmsUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD], { cwd, env: { ...process.env, CMS_URL: cmsUrl }, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(err.trim() || `exit ${code}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`unreadable answer: ${out.slice(0, 200)}`));
      }
    });
    child.stdin.end(JSON.stringify(input));
  });
}
