// The fast lane's renderer (fast-pages.mjs starts it, one process per batch): renders the static pages of a few
// content items into the live snapshot with that snapshot's own build — its HTML renderer (copied into the snapshot
// as `renderer/` by publishSnapshot), its webpack stats, styles and static query results — so the page it writes is
// the one the build that made the snapshot would have written. Gatsby's HTML step (renderHTMLProd) reads and writes
// under `<cwd>/public`: the process runs in a scratch directory whose `public` links the snapshot's top-level files
// and static query results; the page's files are written there, compressed, and renamed into the snapshot (a
// snapshot's files may be hard links shared with the one before: never written in place).
//
// Input (JSON on stdin): { snapshot, pages: [{ type, slug }] }; the cms is CMS_URL. Output (JSON on stdout):
// { written: [path], skipped: [{ type, slug, why }] }.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { precompress } from './precompress.mjs';
import { ROOT } from './util.mjs';

const require = createRequire(import.meta.url);
const SITE = path.join(ROOT, 'site');

/** Where the pages of each type live under page-data: a sibling of the same template lends its page-data fields. */
const SIBLINGS = { topic: 'forum/konu', 'blog-post': 'blog', profile: 'profil' };

/** content-pages.ts (the build's own rules for these pages), stamp.ts and cms-api.ts, compiled for this process. */
async function loadPageRules(scratch) {
  const esbuild = require('esbuild');
  const out = path.join(scratch, 'content-pages.cjs');
  await esbuild.build({
    stdin: {
      contents: `export { readContentPage } from './content-pages'; export { stamped } from './stamp'; export { cmsGet } from './cms-api';`,
      resolveDir: path.join(SITE, 'src', 'pagedata'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: out,
    logLevel: 'silent',
  });
  return require(out);
}

/** The page-data fields a page of this template carries besides its data, from a sibling page in the snapshot. */
function templateFields(livePublic, type, componentChunkName) {
  const dir = path.join(livePublic, 'page-data', SIBLINGS[type]);
  let entries = [];
  try {
    entries = fs.readdirSync(dir);
  } catch {
    return null;
  }
  for (const name of entries.slice(0, 200)) {
    try {
      const data = JSON.parse(fs.readFileSync(path.join(dir, name, 'page-data.json'), 'utf8'));
      if (data.componentChunkName === componentChunkName) return { staticQueryHashes: data.staticQueryHashes, slicesMap: data.slicesMap };
    } catch {
      // not a page of this template (a listing's directory, a file): the next one
    }
  }
  return null;
}

/** `<cwd>/public`, made of the snapshot's top-level files, static query results and slices (links), for Gatsby to read. */
function scratchPublic(scratch, livePublic) {
  const pub = path.join(scratch, 'public');
  fs.mkdirSync(path.join(pub, 'page-data'), { recursive: true });
  for (const entry of fs.readdirSync(livePublic, { withFileTypes: true }))
    if (entry.isFile()) fs.symlinkSync(path.join(livePublic, entry.name), path.join(pub, entry.name));
  for (const name of ['sq', 'app-data.json']) fs.symlinkSync(path.join(livePublic, 'page-data', name), path.join(pub, 'page-data', name));
  // Gatsby's own slices (its scripts' slice in every page), stitched into the page after it is rendered.
  fs.symlinkSync(path.join(livePublic, '_gatsby'), path.join(pub, '_gatsby'));
  return pub;
}

/** Moves every file of `from` (a page's directory in the scratch tree) to the same place in `to`, variants first. */
function moveInto(from, to) {
  fs.mkdirSync(to, { recursive: true });
  const files = fs.readdirSync(from).sort((a, b) => Number(/\.(br|gz)$/.test(b)) - Number(/\.(br|gz)$/.test(a)));
  for (const name of files) fs.renameSync(path.join(from, name), path.join(to, name));
}

async function main() {
  const input = JSON.parse(fs.readFileSync(0, 'utf8'));
  const scratch = process.cwd();
  const snapshot = input.snapshot;
  const livePublic = path.join(snapshot, 'public');
  const renderer = path.join(snapshot, 'renderer', 'render-page.js');
  const skipped = [];
  if (!fs.existsSync(renderer)) {
    process.stdout.write(JSON.stringify({ written: [], skipped: input.pages.map((p) => ({ ...p, why: 'no renderer' })) }));
    return;
  }
  const rules = await loadPageRules(scratch);
  const pub = scratchPublic(scratch, livePublic);

  const ready = [];
  for (const { type, slug } of input.pages) {
    if (!SIBLINGS[type]) {
      skipped.push({ type, slug, why: 'no page' });
      continue;
    }
    const page = await rules.readContentPage(rules.cmsGet, type, slug);
    if (!page) {
      skipped.push({ type, slug, why: 'not public' });
      continue;
    }
    const componentChunkName = `component---src-templates-${page.template}-tsx`;
    const fields = templateFields(livePublic, type, componentChunkName);
    if (!fields) {
      skipped.push({ type, slug, why: 'no sibling page' });
      continue;
    }
    const pageData = { componentChunkName, path: page.path, result: { pageContext: rules.stamped(page.context) }, ...fields };
    const dir = path.join(pub, 'page-data', page.path);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'page-data.json'), JSON.stringify(pageData));
    ready.push({ path: page.path, pageData });
  }

  if (ready.length) {
    // Gatsby's own HTML step for one page, as renderHTMLProd (gatsby/dist/utils/worker/child/render-html.js) runs it in
    // the build's workers — its parts, not that module: loading it (Gatsby's page-data store) took 3 of the 4 seconds.
    const gatsby = (name) => require(require.resolve(`gatsby/dist/utils/${name}`, { paths: [SITE] }));
    const { getScriptsAndStylesForTemplate, readWebpackStats } = gatsby('client-assets-for-template');
    const { getStaticQueryContext } = gatsby('static-query-utils');
    const { stitchSliceForAPage } = gatsby('slices/stitching');
    for (const [key, value] of [
      ['NODE_ENV', 'production'],
      ['gatsby_executing_command', 'build'],
    ])
      process.env[key] = value;
    const renderPage = require(renderer);
    const webpackStats = await readWebpackStats(pub);
    const { webpackCompilationHash } = JSON.parse(fs.readFileSync(path.join(livePublic, 'page-data', 'app-data.json'), 'utf8'));
    for (const { path: pagePath, pageData } of ready) {
      const { html } = await renderPage.default({
        pagePath,
        pageData,
        webpackCompilationHash,
        context: { isDuringBuild: true },
        ...(await getStaticQueryContext(pageData.staticQueryHashes)),
        ...(await getScriptsAndStylesForTemplate(pageData.componentChunkName, webpackStats)),
      });
      const pageDir = path.join(pub, pagePath);
      fs.mkdirSync(pageDir, { recursive: true });
      fs.writeFileSync(path.join(pageDir, 'index.html'), html);
      await stitchSliceForAPage({ pagePath, publicDir: pub });
      const dataDir = path.join(pub, 'page-data', pagePath);
      await precompress(pageDir);
      await precompress(dataDir);
      // The data first: a browser that has the new HTML asks for it next, and the two carry the same stamp.
      moveInto(dataDir, path.join(livePublic, 'page-data', pagePath));
      moveInto(pageDir, path.join(livePublic, pagePath));
    }
  }
  process.stdout.write(JSON.stringify({ written: ready.map((page) => page.path), skipped }));
}

main().catch((error) => {
  process.stderr.write(String(error?.stack ?? error));
  process.exit(1);
});
