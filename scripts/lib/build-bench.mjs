// The build section of `npm run bench`: a full `gatsby build` of the site (cache and output cleared first) next to
// a plain Gatsby site with the same number of trivial pages, built in the same run with the same gatsby install,
// and the incremental rebuild after one new topic. Times only; nothing here passes or fails.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, parcelScopeEnv, run } from './util.mjs';

const GATSBY = path.join(ROOT, 'node_modules/.bin/gatsby');
const SITE = path.join(ROOT, 'site');

/** Pages a finished build wrote: one page-data.json each (client-only routes included, as Gatsby counts them). */
export function countPages(siteDir) {
  const dir = path.join(siteDir, 'public', 'page-data');
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('page-data.json')).length;
}

async function timed(fn) {
  const started = process.hrtime.bigint();
  await fn();
  return Math.round(Number(process.hrtime.bigint() - started) / 1e6) / 1000;
}

const gatsby = (cwd, args, env) =>
  run('build', GATSBY, args, { cwd, quiet: true, env: { GATSBY_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env } });

/**
 * A Gatsby site with `pages` pages of one line each and no plugins, under .data/ so that it resolves gatsby,
 * react and react-dom from the repository's own node_modules.
 */
export function writePlainSite(dir, pages) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(dir, 'src', 'templates'), { recursive: true });
  // The gatsby CLI builds only a directory whose package.json depends on gatsby: the installed versions.
  const version = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  const dependencies = Object.fromEntries(['gatsby', 'react', 'react-dom'].map((name) => [name, version(name)]));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'plain-gatsby-bench', private: true, dependencies }, null, 2));
  // The same pool of workers as site/gatsby-config.ts gives the site (one per logical CPU): the comparison is of the
  // pages' work, not of that setting.
  fs.writeFileSync(
    path.join(dir, 'gatsby-config.js'),
    "process.env.GATSBY_CPU_COUNT ??= String(require('node:os').availableParallelism() + 1);\nmodule.exports = { trailingSlash: 'never', plugins: [] };\n",
  );
  fs.writeFileSync(
    path.join(dir, 'gatsby-node.js'),
    `const path = require('path');
exports.createPages = ({ actions }) => {
  const component = path.resolve(__dirname, 'src/templates/page.js');
  for (let i = 0; i < ${pages}; i++) actions.createPage({ path: '/sayfa/' + i, component, context: { n: i } });
};
`,
  );
  fs.writeFileSync(
    path.join(dir, 'src', 'templates', 'page.js'),
    `import * as React from 'react';
export default function Page({ pageContext }) {
  return React.createElement('main', null, React.createElement('h1', null, 'Sayfa ' + pageContext.n));
}
export const Head = ({ pageContext }) => React.createElement('title', null, 'Sayfa ' + pageContext.n);
`,
  );
}

/**
 * @param {object} o
 * @param {string} o.cmsUrl                 where gatsby-node reads the API (as a guest)
 * @param {string} o.siteUrl
 * @param {() => Promise<unknown>} [o.addTopic]  creates one topic (for the incremental rebuild); skipped without
 */
export async function benchBuild({ cmsUrl, siteUrl, addTopic }) {
  const env = { CMS_URL: cmsUrl, SITE_URL: siteUrl, ...parcelScopeEnv() };
  await gatsby(SITE, ['clean'], env);
  const fullSeconds = await timed(() => gatsby(SITE, ['build'], env));
  const pages = countPages(SITE);

  const plainDir = path.join(ROOT, '.data', 'bench-plain-gatsby');
  writePlainSite(plainDir, pages);
  const plainSeconds = await timed(() => gatsby(plainDir, ['build'], {}));
  const plainPages = countPages(plainDir);
  fs.rmSync(plainDir, { recursive: true, force: true });

  let incrementalSeconds = null;
  if (addTopic && (await addTopic())) incrementalSeconds = await timed(() => gatsby(SITE, ['build'], env));

  const perSecond = (n, s) => Math.round((n / s) * 10) / 10;
  return {
    pages,
    fullSeconds,
    pagesPerSecond: perSecond(pages, fullSeconds),
    plain: { pages: plainPages, seconds: plainSeconds, pagesPerSecond: perSecond(plainPages, plainSeconds) },
    ofPlain: Math.round((fullSeconds / plainSeconds) * 100) / 100,
    incrementalSeconds,
  };
}

/** The build section of bench/results.md. */
export function buildMarkdown(b) {
  const s = (n) => (n === null || n === undefined ? '—' : `${n} sn`);
  return [
    '## Derleme',
    `| ölçüm | değer |\n| --- | --- |\n| tam \`gatsby build\` | ${s(b.fullSeconds)} (${b.pages} sayfa, ${b.pagesPerSecond} sayfa/sn) |\n| yalın Gatsby, aynı sayfa sayısı | ${s(b.plain.seconds)} (${b.plain.pages} sayfa, ${b.plain.pagesPerSecond} sayfa/sn) |\n| oran (hedef ≤ 1,5) | ${b.ofPlain} |\n| bir yeni konudan sonra artımlı derleme | ${s(b.incrementalSeconds)} |`,
  ].join('\n\n');
}
