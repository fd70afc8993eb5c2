// The browser section of `npm run bench`: Lighthouse (mobile preset, the npm package driving Debian's chromium) on
// each public page type, and the initial JavaScript each type loads — the script files its static HTML names,
// gzipped. Scores and times are what Lighthouse reports; nothing here passes or fails.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { markdownTable } from './bench-lib.mjs';
import { ROOT } from './util.mjs';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The public page types, with an address of each from the API (the busiest topic, the newest post). */
export async function publicPages(base) {
  const json = async (path) => (await (await fetch(base + path)).json()).data ?? [];
  const [topics, categories, posts] = await Promise.all([
    json('/api/forum/topics?sort=replies&pageSize=1'),
    json('/api/forum/categories'),
    json('/api/blog/posts?pageSize=1'),
  ]);
  const category = categories.find((c) => !c.isPremium) ?? categories[0];
  return [
    ['ana sayfa', '/'],
    ['forum', '/forum'],
    ['kategori', category ? `/forum/kategori/${category.slug}` : null],
    ['konu', topics[0] ? `/forum/konu/${topics[0].slug}` : null],
    ['blog', '/blog'],
    ['blog yazısı', posts[0] ? `/blog/${posts[0].slug}` : null],
  ].filter(([, path]) => path);
}

/**
 * The JavaScript a page needs before it is interactive: every <script src> of its HTML (or that its loader adds), plus the chunk group of
 * its page component (found through the page's page-data.json), which Gatsby's runtime fetches before hydrating.
 * Prefetches of linked pages and chunks loaded on demand later are not counted. Each file gzipped at level 9.
 */
export async function initialScripts(url, stats = servedStats()) {
  const html = await (await fetch(url)).text();
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => m[1]);
  // The scripts a page adds after its first paint (site/src/bundling-webpack.ts, ScriptsAfterFirstPaint).
  const afterPaint = html.match(/<script id="scripts-after-paint">\(function\(\)\{var s=(\[[^\]]*\])/);
  if (afterPaint) sources.push(...JSON.parse(afterPaint[1]));
  const { pathname } = new URL(url);
  const pageData = await fetch(new URL(`/page-data${pathname === '/' ? '/index' : pathname}/page-data.json`, url));
  const component = pageData.ok ? (await pageData.json()).componentChunkName : null;
  // The component's whole chunk group (its shared chunks too) from the build's webpack.stats.json when it is
  // the build being served; else the component's own files from the HTML's ___chunkMapping.
  const group = stats?.namedChunkGroups?.[component]?.assets?.map((a) => `/${a.name ?? a}`).filter((f) => f.endsWith('.js'));
  const served =
    group && stats.namedChunkGroups.app?.assets?.some((a) => html.includes(`/${a.name ?? a}`) && String(a.name ?? a).startsWith('app-'));
  if (served) sources.push(...group);
  else {
    const mapping = html.match(/___chunkMapping=("(?:[^"\\]|\\.)*")/);
    if (mapping) sources.push(...(JSON.parse(JSON.parse(mapping[1]))[component] ?? []));
  }
  const files = [];
  for (const src of [...new Set(sources.map((s) => new URL(s, url).href))]) {
    const body = Buffer.from(await (await fetch(src, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    files.push({ file: new URL(src).pathname, kb: body.length / 1024, gzipKb: gzipSync(body, { level: 9 }).length / 1024 });
  }
  const sum = (key) => Math.round(files.reduce((n, f) => n + f[key], 0) * 10) / 10;
  return {
    kb: sum('kb'),
    gzipKb: sum('gzipKb'),
    files: files.map((f) => ({ ...f, gzipKb: Math.round(f.gzipKb * 10) / 10, kb: Math.round(f.kb) })),
  };
}

/** The webpack.stats.json of the build the site server publishes (site/.live/current), else of site/public. */
export function servedStats() {
  for (const dir of [path.join(ROOT, 'site/.live/current/public'), path.join(ROOT, 'site/public')]) {
    const file = path.join(dir, 'webpack.stats.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  }
  return null;
}

const ms = (audit) => (audit?.numericValue === undefined ? null : Math.round(audit.numericValue));

/** One Lighthouse run (mobile preset: simulated slow 4G and a 4× slower CPU) on a running chromium. */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const { categories, audits } = result.lhr;
  const score = (id) =>
    categories[id]?.score === null || categories[id]?.score === undefined ? null : Math.round(categories[id].score * 100);
  const failed = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && !a.id.includes('metric'))
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: ms(audits['first-contentful-paint']),
    lcpMs: ms(audits['largest-contentful-paint']),
    tbtMs: ms(audits['total-blocking-time']),
    cls:
      audits['cumulative-layout-shift']?.numericValue === undefined
        ? null
        : Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    failed,
    // The browser and Lighthouse's own measure of this machine's speed (its simulated 4× slowdown multiplies the
    // tasks it saw): a run is comparable with another only where both are close.
    browser: result.lhr.environment.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? null,
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

/** The median run by performance score (`runs` per page, BENCH_LIGHTHOUSE_RUNS). */
export async function benchBrowser({ base, runs = 1, log = () => {}, only }) {
  const pages = (await publicPages(base)).filter(([name]) => !only || only.split(',').includes(name));
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // Without it chrome-launcher dies with an unhandled spawn ENOENT that takes the whole bench down.
  if (!fs.existsSync(chromePath)) throw new Error(`Chromium bulunamadı: ${chromePath} (CHROME_PATH ile başka bir yol verin)`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const [name, path] of pages) {
      const url = base + path;
      await fetch(url); // warm the server's caches outside the measurement
      const all = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse now and then cannot compute the performance category of a run (every metric missing): that
        // run is taken again, twice at most, rather than reported as a page without figures.
        let result = await audit(url, chrome.port);
        for (let retry = 0; retry < 2 && result.performance === null; retry++) result = await audit(url, chrome.port);
        all.push(result);
      }
      all.sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
      const row = { name, path, ...all[Math.floor(all.length / 2)], initialJs: await initialScripts(url) };
      rows.push(row);
      log(
        `${name}: performans ${row.performance}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, JS ${row.initialJs.gzipKb} KB gzip`,
      );
    }
  } finally {
    await chrome.kill();
  }
  return { runs, rows };
}

/** The browser section of bench/results.md. */
export function browserMarkdown(browser) {
  const rows = browser.rows.map((r) => ({
    sayfa: r.name,
    adres: r.path,
    performans: r.performance,
    erişilebilirlik: r.accessibility,
    'iyi uygulamalar': r.bestPractices,
    SEO: r.seo,
    'FCP ms': r.fcpMs,
    'LCP ms': r.lcpMs,
    'TBT ms': r.tbtMs,
    CLS: r.cls,
    'ilk JS KB (gzip)': r.initialJs.gzipKb,
    'eksik denetimler': r.failed.join(' ') || '—',
  }));
  const speeds = browser.rows.map((r) => r.benchmarkIndex ?? '—').join(' · ');
  return [
    `## Tarayıcıda sayfalar (Lighthouse ${browser.lighthouseVersion ?? ''} mobil, ${browser.runs} koşunun ortancası; ${browser.rows[0]?.browser ?? 'tarayıcı bilinmiyor'}, benchmarkIndex ${speeds})`,
    markdownTable(rows),
  ].join('\n\n');
}
