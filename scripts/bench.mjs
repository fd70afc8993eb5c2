// `npm run bench`: throughput and latency of the hot reads, measured with autocannon against a running
// system (BENCH_URL, e.g. http://localhost:8000 after `npm start`) or one booted here on its own ports.
// Loopback only; every run is bounded in time.
import path from 'node:path';
import fs from 'node:fs';
import autocannon from 'autocannon';
import { ROOT, log } from './lib/util.mjs';
import { benchSearch } from './lib/search-bench.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
let base = process.env.BENCH_URL;
let stack;
if (!base) {
  const { startStack } = await import('./lib/stack.mjs');
  stack = await startStack({
    dataDir: path.join(ROOT, '.data/bench'),
    sitePort: 28000,
    cmsPort: 21337,
    smtpPort: 21025,
    mailWebPort: 21080,
    pgPort: 25433,
    serveAdmin: false,
  });
  base = stack.urls.site;
}

const topics = await (await fetch(`${base}/api/forum/topics?pageSize=1`)).json();
const slug = topics.data?.[0]?.slug;
const targets = [
  ['statik ana sayfa', '/'],
  ['statik forum', '/forum/'],
  ['konu listesi (hot)', '/api/forum/topics?sort=hot'],
  ['konu listesi (latest)', '/api/forum/topics'],
  ['konu', `/api/forum/topics/${slug}`],
  ['yanıtlar', `/api/forum/topics/${slug}/replies`],
  ['istatistikler', '/api/stats'],
];

const rows = [];
for (const [name, url] of targets) {
  const result = await autocannon({ url: base + url, connections: 10, duration });
  rows.push({
    ölçüm: name,
    'istek/sn': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    hatalar: result.errors + result.non2xx,
  });
}
console.table(rows);

// Search: the API next to its own SQL run directly, and the plans (BENCH_DATABASE_URL with BENCH_URL).
const databaseUrl = process.env.BENCH_DATABASE_URL ?? stack?.databaseUrl;
if (databaseUrl && process.env.BENCH_SEARCH !== 'false') {
  const search = await benchSearch({ base, databaseUrl, runs: Number(process.env.BENCH_SEARCH_RUNS ?? 25) });
  log('test', `arama: ${JSON.stringify(search.counts)}`);
  console.table(search.rows);
  console.table(search.explain.map(({ plan: _plan, planIndexed: _indexed, ...row }) => row));
  console.log(search.explain[0].planIndexed);
  const file = path.join(ROOT, 'bench/results.json');
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const measuredAt = new Date().toISOString();
  fs.writeFileSync(file, `${JSON.stringify({ ...previous, search: { measuredAt, ...search }, reads: { measuredAt, rows } }, null, 2)}\n`);
  log('test', `sonuçlar: ${path.relative(ROOT, file)}`);
} else log('test', 'arama ölçümü atlandı: BENCH_DATABASE_URL yok');

// Rebuild on publish: from a member creating a topic to that topic being static HTML on the site
// (readers and crawlers get it without JavaScript). Until then it opens through the live client route.
async function publishToStatic() {
  const login = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'user', password: 'User123!' }),
  });
  if (!login.ok) return log('test', `yayın ölçümü atlandı: giriş ${login.status}`);
  const { jwt } = await login.json();
  const categories = (await (await fetch(`${base}/api/forum/categories`)).json()).data ?? [];
  const category = categories.find((c) => !c.isPremium && !c.requireApproval);
  const title = `Ölçüm konusu ${Date.now()}`;
  const started = Date.now();
  const created = await fetch(`${base}/api/forum/topics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ title, content: 'Yeniden derleme süresini ölçen konu.', category: category?.slug, tags: [] }),
  });
  if (!created.ok) return log('test', `yayın ölçümü atlandı: konu oluşturma ${created.status}`);
  const { data } = await created.json();
  const deadline = started + 15 * 60 * 1000;
  while (Date.now() < deadline) {
    const html = await (await fetch(`${base}/forum/konu/${data.slug}`)).text();
    if (html.includes(title)) {
      log('test', `yeni konu statik HTML'de: ${((Date.now() - started) / 1000).toFixed(1)} sn sonra`);
      return;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  log('test', 'yeni konu 15 dakikada statik HTML olmadı');
}
if (process.env.BENCH_PUBLISH !== 'false') await publishToStatic();
const mem = process.memoryUsage();
log('test', `bench süreci bellek: ${(mem.rss / 1048576).toFixed(0)} MB RSS`);
if (stack) await stack.stop();
