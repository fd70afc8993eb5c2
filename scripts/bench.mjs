// `npm run bench`: the hot reads and writes of the API, each next to a bare Node `http` hello-world measured in
// the same run, with p50/p95/p99 at 1, 10 and 50 connections, the SQL statements each request runs, and the
// memory of the cms, the site server and PostgreSQL. Writes bench/results.json and bench/results.md.
// Against a running system (BENCH_URL, with BENCH_CMS_URL for the direct comparison; the cms needs
// SQL_COUNT=true for statement counts) or one booted here on its own ports. Loopback only, bounded in time.
// Not a test: nothing here passes or fails on time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { helloWorld, markdownTable, measure, rssOfGroup, rssOfListener, sqlStatements } from './lib/bench-lib.mjs';
import { ROOT, log } from './lib/util.mjs';
import { benchSearch } from './lib/search-bench.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connectionSteps = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const writeCount = Number(process.env.BENCH_WRITES ?? 200);
let base = process.env.BENCH_URL;
let cmsBase = process.env.BENCH_CMS_URL;
let stack;
if (!base) {
  process.env.SQL_COUNT = 'true'; // the cms child inherits it: X-Sql-Statements on every answer
  const { startStack } = await import('./lib/stack.mjs');
  stack = await startStack({
    dataDir: path.join(ROOT, '.data/bench'),
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

const json = async (url, init) => (await fetch(url, init)).json();
const topics = (await json(`${base}/api/forum/topics?sort=replies&pageSize=1`)).data ?? [];
const busiest = topics[0];
const categories = (await json(`${base}/api/forum/categories`)).data ?? [];
const posts = (await json(`${base}/api/blog/posts?pageSize=1`)).data ?? [];
const lastReplyPage = Math.max(1, Math.ceil((busiest?.replyCount ?? 0) / 20));
const reads = [
  ['konu listesi (hot)', '/api/forum/topics?sort=hot'],
  ['konu listesi (new)', '/api/forum/topics?sort=new'],
  ['konu listesi (top)', '/api/forum/topics?sort=top'],
  ['konu listesi (rising)', '/api/forum/topics?sort=rising'],
  ['kategori sayfası', `/api/forum/topics?category=${categories[0]?.slug}`],
  ['kategoriler', '/api/forum/categories'],
  ['konu', `/api/forum/topics/${busiest?.slug}`],
  ['yanıtlar, sayfa 1', `/api/forum/topics/${busiest?.slug}/replies?page=1`],
  [`yanıtlar, sayfa ${lastReplyPage}`, lastReplyPage > 1 ? `/api/forum/topics/${busiest?.slug}/replies?page=${lastReplyPage}` : null],
  ['blog listesi', '/api/blog/posts'],
  ['blog yazısı', posts[0] ? `/api/blog/posts/${posts[0].slug}` : null],
  ['arama', '/api/search?q=unity'],
  ['istatistikler', '/api/stats'],
  ['statik forum sayfası', '/forum'],
].filter(([, url]) => url);

const results = {
  machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  startedAt: new Date().toISOString(),
  duration,
  reference: {},
  reads: [],
  writes: [],
  memory: {},
};

// The reference: hello-world at every connection count.
const hello = await helloWorld();
for (const c of connectionSteps) results.reference[c] = await measure(hello.url, { connections: c, duration });
await hello.close();
log('test', `hello-world: ${connectionSteps.map((c) => `${c} bağlantı ${results.reference[c].rps} istek/sn`).join(', ')}`);

const memory = (label) => {
  results.memory[label] = {
    cms: stack?.processes?.cms ? rssOfGroup(stack.processes.cms) : null,
    siteServer: stack ? Math.round(process.memoryUsage().rss / 2 ** 20) : null,
    postgres: stack ? rssOfListener(new URL(stack.databaseUrl).port || 5432) : null,
  };
};
memory('dinlenirken');

for (const [name, url] of reads) {
  // Warm-up: caches, JIT and the pool, outside the measurement.
  await measure(base + url, { connections: 10, duration: 1 });
  const row = { name, url, sql: url.startsWith('/api/') ? await sqlStatements((cmsBase ?? base) + url) : null, runs: {} };
  for (const c of connectionSteps) {
    const r = await measure(base + url, { connections: c, duration });
    row.runs[c] = { ...r, ofHelloWorld: Math.round((r.rps / results.reference[c].rps) * 1000) / 1000 };
    if (c === Math.max(...connectionSteps) && name === reads[0][0]) memory('50 bağlantı altında');
  }
  // Through the site server vs straight to the cms, one connection: what the proxy adds.
  if (cmsBase && url.startsWith('/api/')) row.direct = await measure(cmsBase + url, { connections: 1, duration: Math.min(duration, 5) });
  results.reads.push(row);
  log('test', `${name}: p50 ${row.runs[connectionSteps[0]].p50} ms, ${row.sql ?? '?'} SQL`);
}

// Search: the API next to its own SQL run directly, and the plans (BENCH_DATABASE_URL with BENCH_URL).
const databaseUrl = process.env.BENCH_DATABASE_URL ?? stack?.databaseUrl;
if (databaseUrl && process.env.BENCH_SEARCH !== 'false') {
  results.search = await benchSearch({ base, databaseUrl, runs: Number(process.env.BENCH_SEARCH_RUNS ?? 25) });
  log('test', `arama: ${JSON.stringify(results.search.counts)}`);
  console.table(results.search.rows);
  console.table(results.search.explain.map(({ plan: _plan, planIndexed: _indexed, ...row }) => row));
  console.log(results.search.explain[0].planIndexed);
} else log('test', 'arama ölçümü atlandı: BENCH_DATABASE_URL yok');

// Writes: 10 concurrent connections, as the demo moderator and admin (no posting limits apply to them).
async function login(identifier, password) {
  const res = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  return res.ok ? (await res.json()).jwt : null;
}
const jwts = (await Promise.all([login('moderator', 'Moder123!'), login('admin', 'Admin123!')])).filter(Boolean);
const category = categories.find((c) => !c.isPremium && !c.requireApproval) ?? categories[0];

// Rebuild on publish: from a new topic to it being static HTML on the site (before the writes start more builds).
async function publishToStatic() {
  if (!jwts.length || process.env.BENCH_PUBLISH === 'false' || (stack && !stack.rebuilder)) return null;
  const title = `Yayın ölçümü ${Date.now()}`;
  const started = Date.now();
  const created = await fetch(`${base}/api/forum/topics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwts[0]}` },
    body: JSON.stringify({ title, content: 'Yeniden derleme süresini ölçen konu.', category: category?.slug, tags: [] }),
  });
  if (!created.ok) return null;
  const { data } = await created.json();
  while (Date.now() < started + 15 * 60 * 1000) {
    if ((await (await fetch(`${base}/forum/konu/${data.slug}`)).text()).includes(title)) return (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return null;
}
results.publishToStaticSeconds = await publishToStatic();
log('test', `yeni konu statik HTML'de: ${results.publishToStaticSeconds ?? '—'} sn`);
if (jwts.length && busiest) {
  let n = 0;
  const write = (name, url, makeBody, sqlBody) => ({ name, url, makeBody, sqlBody });
  const replyId = (await json(`${base}/api/forum/topics/${busiest.slug}/replies?page=1`)).data?.[0]?.id;
  const writes = [
    write('yanıt yaz', `/api/forum/${busiest.slug}/reply`, () => ({ content: `Ölçüm yanıtı ${Date.now()}-${n++}`, replyTo: null })),
    write('beğen (aç/kapa)', `/api/forum/${replyId}/like`, () => ({})),
    write('oy ver', '/api/forum/votes', () => ({ targetType: 'reply', targetId: replyId, vote: n++ % 2 ? 'up' : 'down' })),
    write('konu aç', '/api/forum/topics', () => ({
      title: `Ölçüm konusu ${Date.now()}-${n++}`,
      content: 'Yazma hızını ölçen konu.',
      category: category?.slug,
      tags: [],
    })),
  ];
  for (const w of writes) {
    const auth = (i) => ({ 'content-type': 'application/json', authorization: `Bearer ${jwts[i % jwts.length]}` });
    const sql = await sqlStatements((cmsBase ?? base) + w.url, { method: 'POST', headers: auth(0), body: JSON.stringify(w.makeBody()) });
    let i = 0;
    const r = await measure(base + w.url, {
      connections: 10,
      amount: writeCount,
      method: 'POST',
      requests: [{ setupRequest: (req) => ({ ...req, headers: auth(i++), body: JSON.stringify(w.makeBody()) }) }],
    });
    results.writes.push({ name: w.name, url: w.url, sql, ...r });
    log('test', `${w.name}: p50 ${r.p50} ms, p95 ${r.p95} ms, ${sql ?? '?'} SQL`);
  }
} else log('test', 'yazma ölçümü atlandı: demo moderatör/admin girişi yok');
memory('sonunda');

// Tables: reads at each connection count, writes, memory.
const readRows = results.reads.flatMap((r) =>
  connectionSteps.map((c) => ({
    ölçüm: r.name,
    bağlantı: c,
    'p50 ms': r.runs[c].p50,
    'p95 ms': r.runs[c].p95,
    'p99 ms': r.runs[c].p99,
    'istek/sn': r.runs[c].rps,
    'hello-world payı': r.runs[c].ofHelloWorld,
    SQL: r.sql,
    'doğrudan p50 ms': c === connectionSteps[0] ? (r.direct?.p50 ?? null) : null,
    hatalar: r.runs[c].errors + r.runs[c].non2xx,
  })),
);
const refRows = connectionSteps.map((c) => ({
  bağlantı: c,
  'hello-world istek/sn': results.reference[c].rps,
  'p50 ms': results.reference[c].p50,
  'p99 ms': results.reference[c].p99,
}));
const writeRows = results.writes.map((w) => ({
  ölçüm: w.name,
  istek: w.requests,
  'p50 ms': w.p50,
  'p95 ms': w.p95,
  'p99 ms': w.p99,
  SQL: w.sql,
  hatalar: w.errors + w.non2xx,
}));
const memRows = Object.entries(results.memory).map(([when, m]) => ({
  an: when,
  'cms MB': m.cms,
  'site sunucusu MB': m.siteServer,
  'PostgreSQL MB': m.postgres,
}));
const md = [
  `# Ölçüm (${results.startedAt}, ${results.machine.cpus} çekirdek ${results.machine.cpu ?? ''}, Node ${results.machine.node}, ${duration} sn/ölçüm)`,
  '## Referans: yalın Node http hello-world',
  markdownTable(refRows),
  '## API okumaları (site sunucusu üzerinden)',
  markdownTable(readRows),
  '## Yazmalar (10 eşzamanlı bağlantı)',
  markdownTable(writeRows),
  `Yayından statik HTML'ye: ${results.publishToStaticSeconds ?? '—'} sn`,
  '## Bellek (RSS)',
  markdownTable(memRows),
].join('\n\n');
fs.mkdirSync(path.join(ROOT, 'bench'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
fs.writeFileSync(path.join(ROOT, 'bench', 'results.md'), md + '\n');
console.log('\n' + md + '\n');
log('test', 'yazıldı: bench/results.json, bench/results.md');
if (stack) await stack.stop();
process.exit(0);
