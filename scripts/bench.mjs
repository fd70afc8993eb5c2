// `npm run bench`: the hot reads and writes of the API, each next to a bare Node `http` hello-world measured in
// the same run, with p50/p95/p99 at 1, 10 and 50 connections, the SQL statements each request runs, and the
// memory of the cms, the site server and PostgreSQL. Writes bench/results.json and bench/results.md.
// Against a running system (BENCH_URL, with BENCH_CMS_URL for the direct comparison; the cms needs
// SQL_COUNT=true for statement counts) or one booted here on its own ports. Loopback only, bounded in time.
// Not a test: nothing here passes or fails on time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { helloWorld, markdownTable, measure, rssOfGroup, rssOfListener } from './lib/bench-lib.mjs';
import { benchReads, readRows, readTargets } from './lib/bench-reads.mjs';
import { ROOT, log } from './lib/util.mjs';
import { countRows } from './lib/bench-data.mjs';
import { benchSearch, searchMarkdown } from './lib/search-bench.mjs';
import { benchBrowser, browserMarkdown } from './lib/browser-bench.mjs';
import { benchBuild, buildMarkdown } from './lib/build-bench.mjs';
import { createRequire } from 'node:module';
import { buildDomain } from './lib/stack.mjs';

// The writes read the posting limits from the domain package, whose dist/ a fresh clone does not have yet.
await buildDomain();
const { benchWrites, login, publishToStatic, writeRows } = await import('./lib/bench-writes.mjs');

// BENCH_ONLY=browser,build (any of api, search, build, publish, writes, browser): run just those sections.
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const wants = (section) => !only.length || only.includes(section);

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connectionSteps = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const writeCount = Number(process.env.BENCH_WRITES ?? 200);
let base = process.env.BENCH_URL;
let cmsBase = process.env.BENCH_CMS_URL;
let stack;
if (!base) {
  process.env.SQL_COUNT = 'true'; // the cms child inherits it: X-Sql-Statements on every answer
  // …and the statements of a request the bench marks, to run them again straight on PostgreSQL.
  process.env.SQL_LOG_FILE ??= path.join(ROOT, '.data/bench-sql.log');
  // The large seed on a fresh data directory (kept for the next run: it is seeded once).
  process.env.SEED_SIZE = process.env.BENCH_SEED_SIZE ?? 'large';
  // The writes log in a hundred seed members (bench-writes.mjs benchMembers) from one address.
  process.env.AUTH_RATE_LIMIT_MAX ??= '100000';
  const { startStack } = await import('./lib/stack.mjs');
  stack = await startStack({
    dataDir: path.join(ROOT, process.env.BENCH_DATA_DIR ?? '.data/bench'),
    // The API needs no static build (at the large seed it takes many minutes): by default the site is built only
    // when the browser or publish sections run; BENCH_BUILD_SITE=true/false decides otherwise.
    buildSite: process.env.BENCH_BUILD_SITE ? process.env.BENCH_BUILD_SITE === 'true' : wants('browser') || wants('publish'),
    sitePort: Number(process.env.BENCH_SITE_PORT ?? 28000),
    cmsPort: Number(process.env.BENCH_CMS_PORT ?? 28337),
    smtpPort: Number(process.env.BENCH_SMTP_PORT ?? 28025),
    mailWebPort: Number(process.env.BENCH_MAIL_WEB_PORT ?? 28080),
    pgPort: Number(process.env.BENCH_PG_PORT ?? 28433),
    serveAdmin: false,
  });
  base = stack.urls.site;
  // The cms listens on 127.0.0.1 only; autocannon does not fall back from ::1 as fetch does.
  cmsBase = stack.urls.cms.replace('localhost', '127.0.0.1');
}

const adminJwt = await login(base, 'admin', 'Admin123!');
const moderatorJwt = await login(base, 'moderator', 'Moder123!');
const jwts = [moderatorJwt, adminJwt].filter(Boolean);
const targets = await readTargets(base, adminJwt);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? stack?.databaseUrl;
const dataCounts = databaseUrl ? await countRows(databaseUrl) : null;

const results = {
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  startedAt: new Date().toISOString(),
  duration,
  data: dataCounts,
  reference: {},
  reads: [],
  writes: [],
  memory: {},
  // Sections that threw: the others still run and are written (name → the error's message).
  failed: {},
};

/** One section of the bench; a crash is recorded in results.failed and the table, not the end of the run. */
async function section(name, fn) {
  try {
    return await fn();
  } catch (e) {
    results.failed[name] = e?.message ?? String(e);
    log('test', `${name} bölümü çöktü: ${results.failed[name]}`);
    return undefined;
  }
}

// The reference: hello-world at every connection count.
const hello = await helloWorld();
for (const c of wants('api') ? connectionSteps : []) results.reference[c] = await measure(hello.url, { connections: c, duration });
await hello.close();
if (wants('api'))
  log('test', `hello-world: ${connectionSteps.map((c) => `${c} bağlantı ${results.reference[c].rps} istek/sn`).join(', ')}`);

const memory = (label) => {
  results.memory[label] = {
    cms: stack?.processes?.cms ? rssOfGroup(stack.processes.cms) : null,
    siteServer: stack ? Math.round(process.memoryUsage().rss / 2 ** 20) : null,
    postgres: stack ? rssOfListener(new URL(stack.databaseUrl).port || 5432) : null,
  };
};
memory('dinlenirken');

if (wants('api'))
  results.reads =
    (await section('api', () =>
      benchReads({
        base,
        cmsBase,
        targets,
        connectionSteps,
        duration,
        reference: results.reference,
        databaseUrl,
        sqlLogFile: process.env.SQL_LOG_FILE,
        onFullLoad: () => memory('50 bağlantı altında'),
      }),
    )) ?? [];

// Search: the API next to its own SQL run directly, and the plans (BENCH_DATABASE_URL with BENCH_URL).
if (databaseUrl && process.env.BENCH_SEARCH !== 'false' && wants('search')) {
  results.search = await section('search', () => benchSearch({ base, databaseUrl, runs: Number(process.env.BENCH_SEARCH_RUNS ?? 25) }));
  if (results.search) {
    log('test', `arama: ${JSON.stringify(results.search.counts)}`);
    console.table(results.search.rows);
    console.table(results.search.hostile);
    console.table(results.search.explain.map(({ plan: _plan, ...row }) => row));
  }
} else if (wants('search')) log('test', 'arama ölçümü atlandı: BENCH_DATABASE_URL yok ya da BENCH_SEARCH=false');

const category = targets.categories.find((c) => !c.isPremium && !c.requireApproval) ?? targets.categories[0];

// Pages in a browser: Lighthouse mobile and the initial JavaScript of each public page type.
if (wants('browser')) {
  results.browser = await section('browser', () =>
    benchBrowser({ base, runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1), log: (line) => log('test', line) }),
  );
  if (results.browser) results.browser.lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
}

// Rebuild on publish: from a new topic to it being static HTML on the site (the fast lane writes the topic's own
// page), and to the rebuild that follows being live (lists, home, sitemap). Before the full build below, whose
// `gatsby clean` rewrites every file, so the publish after it would precompress and copy the whole site.
const publishStarted = Date.now();
results.publishToStaticSeconds = await section('publish', () =>
  publishToStatic({
    base,
    jwt: jwts[0],
    category,
    enabled: process.env.BENCH_PUBLISH !== 'false' && wants('publish') && !(stack && !stack.rebuilder),
  }),
);
log('test', `yeni konu statik HTML'de: ${results.publishToStaticSeconds ?? '—'} sn`);
// The rebuild must be over before anything else runs (the build section would run a second gatsby build beside it).
if (results.publishToStaticSeconds && stack?.rebuilder) {
  const { state } = stack.rebuilder;
  while (!(state.status === 'idle' && state.last?.finishedAt > publishStarted)) await new Promise((r) => setTimeout(r, 500));
  results.publishRebuildSeconds = state.last.ok ? (state.last.finishedAt - publishStarted) / 1000 : null;
  log('test', `ardından gelen yeniden derleme yayında: ${results.publishRebuildSeconds ?? '—'} sn`);
}

// Build: the full gatsby build next to a plain Gatsby site of as many pages; without a rebuilder of its own
// (BENCH_URL) the incremental rebuild after one new topic is timed here, else it is the publish rebuild above.
const newTopic = async (title) =>
  fetch(`${base}/api/forum/topics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwts[0]}` },
    body: JSON.stringify({ title, content: 'Yeniden derleme süresini ölçen konu.', category: category?.slug, tags: [] }),
  });
if (wants('build') && cmsBase) {
  const addTopic = stack?.rebuilder || !jwts.length ? undefined : async () => (await newTopic(`Derleme ölçümü ${Date.now()}`)).ok;
  results.build = await section('build', () => benchBuild({ cmsUrl: cmsBase, siteUrl: base, addTopic }));
  if (results.build)
    log('test', `derleme: ${results.build.pages} sayfa ${results.build.fullSeconds} sn (yalın Gatsby ${results.build.plain.seconds} sn)`);
}

if (results.build && results.build.incrementalSeconds === null && results.publishToStaticSeconds && stack?.rebuilder?.state.last?.ok)
  results.build.incrementalSeconds = stack.rebuilder.state.last.durationMs / 1000;

// Writes: 10 concurrent connections. The rebuilds the writes ask for wait until they are done: a gatsby build
// on the same two cores would be timed as write latency (in production the builder is a machine of its own).
if (wants('writes')) {
  const release = stack?.rebuilder?.hold();
  results.writes =
    (await section('writes', () => benchWrites({ base, cmsBase, jwts, databaseUrl, busiest: targets.busiest, category, writeCount }))) ??
    [];
  release?.();
}
memory('sonunda');

// Tables: reads at each connection count, writes, memory.
const refRows = (wants('api') ? connectionSteps : []).map((c) => ({
  bağlantı: c,
  'hello-world istek/sn': results.reference[c].rps,
  'p50 ms': results.reference[c].p50,
  'p99 ms': results.reference[c].p99,
}));
const memRows = Object.entries(results.memory).map(([when, m]) => ({
  an: when,
  'cms MB': m.cms,
  'site sunucusu MB': m.siteServer,
  'PostgreSQL MB': m.postgres,
}));
const md = [
  `# Ölçüm (${results.startedAt}, ${results.machine.cpus} çekirdek ${results.machine.cpu ?? ''}, Node ${results.machine.node}, ${duration} sn/ölçüm)`,
  `Veri: ${Object.entries(results.data ?? {})
    .map(([k, v]) => `${v} ${k}`)
    .join(', ')}`,
  '## Referans: yalın Node http hello-world',
  markdownTable(refRows),
  '## API okumaları (site sunucusu üzerinden)',
  markdownTable(readRows(results.reads, connectionSteps)),
  '## Yazmalar (10 eşzamanlı bağlantı)',
  markdownTable(writeRows(results.writes)),
  `Yayından statik HTML'ye: ${results.publishToStaticSeconds ?? '—'} sn (konunun kendi sayfası, hızlı yol); ardından gelen yeniden derleme yayında: ${results.publishRebuildSeconds ?? '—'} sn`,
  '## Bellek (RSS)',
  markdownTable(memRows),
  ...(results.search ? [searchMarkdown(results.search, markdownTable)] : []),
  ...(results.browser ? [browserMarkdown(results.browser)] : []),
  ...(results.build ? [buildMarkdown(results.build)] : []),
  ...Object.entries(results.failed).map(([name, message]) => `**${name} bölümü çöktü:** ${message}`),
].join('\n\n');
fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
fs.writeFileSync(path.join(ROOT, 'bench', 'results.md'), md + '\n');
console.log('\n' + md + '\n');
log('test', 'yazıldı: bench/results.json, bench/results.md');
if (stack) await stack.stop();
process.exit(0);
