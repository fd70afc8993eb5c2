// API reads in `npm run bench` (scripts/bench.mjs): each hot read at 1/10/50 connections through the site
// server, its share of the hello-world's requests/s, straight to the cms for what the proxy adds, the SQL
// statements it runs, and — with the cms's SQL_LOG_FILE — the time of those very statements run directly.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { measure, sqlStatements } from './bench-lib.mjs';
import { ROOT, log } from './util.mjs';

const require = createRequire(path.join(ROOT, 'cms/package.json'));
const json = async (url, init) => (await fetch(url, init)).json();

/** The reads the issue lists, with the ids and slugs of the data this stack holds. */
export async function readTargets(base, adminJwt) {
  const busiest = (await json(`${base}/api/forum/topics?sort=replies&pageSize=1`)).data?.[0];
  const categories = (await json(`${base}/api/forum/categories`)).data ?? [];
  const category = categories.find((c) => !c.isPremium) ?? categories[0];
  const post = (await json(`${base}/api/blog/posts?pageSize=1`)).data?.[0];
  const member = busiest?.author?.username;
  const lastPage = Math.max(1, Math.ceil((busiest?.replyCount ?? 0) / 20));
  const page100 = Math.min(100, lastPage);
  // The static page only where the site was built (the API bench boots without a Gatsby build by default).
  const staticForum = (await fetch(`${base}/forum`)).status === 200;
  return {
    busiest,
    categories,
    reads: [
      ['konu listesi (hot)', '/api/forum/topics?sort=hot'],
      ['konu listesi (new)', '/api/forum/topics?sort=new'],
      ['konu listesi (top)', '/api/forum/topics?sort=top'],
      ['konu listesi (rising)', '/api/forum/topics?sort=rising'],
      ['kategori sayfası', category && `/api/forum/topics?category=${category.slug}`],
      ['kategoriler', '/api/forum/categories'],
      ['konu', busiest && `/api/forum/topics/${busiest.slug}`],
      ['yanıtlar, sayfa 1', busiest && `/api/forum/topics/${busiest.slug}/replies?page=1`],
      [`yanıtlar, sayfa ${page100}`, busiest && page100 > 1 && `/api/forum/topics/${busiest.slug}/replies?page=${page100}`],
      ['blog listesi', '/api/blog/posts'],
      ['blog yazısı', post && `/api/blog/posts/${post.slug}`],
      ['arama', '/api/search?q=unity'],
      ['profil', member && `/api/profiles/${member}`],
      ['liderlik tablosu', '/api/leaderboard'],
      ['istatistikler', '/api/stats'],
      ['yönetim paneli (admin)', adminJwt && '/api/admin/dashboard', { authorization: `Bearer ${adminJwt}` }],
      // As a browser asks for it: the precompressed brotli file.
      ['statik forum sayfası', staticForum && '/forum', { 'accept-encoding': 'br, gzip' }],
    ].filter(([, url]) => url),
  };
}

/**
 * The statements one request ran (the cms appends them to SQL_LOG_FILE for a request carrying X-Bench-Capture),
 * then the same statements run straight on PostgreSQL, `runs` times: the median total in ms.
 */
async function directSql({ cmsBase, url, headers, sqlLogFile, knex, runs = 15 }) {
  if (!sqlLogFile || !knex) return null;
  const id = `${Date.now()}-${Math.random()}`;
  await (await fetch(cmsBase + url, { headers: { ...headers, 'x-bench-capture': id, 'cache-control': 'no-cache' } })).arrayBuffer();
  const line = fs
    .readFileSync(sqlLogFile, 'utf8')
    .split('\n')
    .reverse()
    .find((l) => l.includes(id));
  if (!line) return null;
  const reads = JSON.parse(line).queries.filter((q) => /^\s*(select|with)\b/i.test(q.sql));
  // The log holds PostgreSQL's own text ($1, $2 …): it goes to the pg driver as it is. knex.raw would read every
  // `?` (jsonb operators, text in a literal) as a binding of its own and refuse the statement.
  const connection = await knex.client.acquireConnection();
  try {
    const times = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      for (const q of reads) await connection.query(q.sql, q.bindings ?? []);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { statements: reads.length, ms: Math.round(times[Math.floor(times.length / 2)] * 100) / 100 };
  } catch (e) {
    // One statement that cannot be replayed loses this figure only, not the read's row.
    log('test', `${url}: aynı SQL doğrudan çalıştırılamadı: ${e.message}`);
    return null;
  } finally {
    await knex.client.releaseConnection(connection);
  }
}

export async function benchReads({ base, cmsBase, targets, connectionSteps, duration, reference, databaseUrl, sqlLogFile, onFullLoad }) {
  const knex = databaseUrl ? require('knex')({ client: 'pg', connection: databaseUrl, pool: { min: 1, max: 1 } }) : null;
  const rows = [];
  try {
    for (const [name, url, headers = {}] of targets.reads) {
      // Warm-up: caches, JIT and the pool, outside the measurement.
      await measure(base + url, { connections: 10, duration: 1, headers });
      const isApi = url.startsWith('/api/');
      const row = {
        name,
        url,
        sql: isApi ? await sqlStatements((cmsBase ?? base) + url, { headers: { ...headers, 'cache-control': 'no-cache' } }) : null,
        // Of a fresh request (Cache-Control: no-cache): a guest's repeat is answered from the cms's cache with none.
        direct: isApi ? await directSql({ cmsBase: cmsBase ?? base, url, headers, sqlLogFile, knex }) : null,
        runs: {},
      };
      for (const c of connectionSteps) {
        const r = await measure(base + url, { connections: c, duration, headers });
        row.runs[c] = { ...r, ofHelloWorld: Math.round((r.rps / reference[c].rps) * 1000) / 1000 };
        if (c === Math.max(...connectionSteps) && rows.length === 0) onFullLoad?.();
      }
      // Straight to the cms, one connection: what the site server's proxy adds.
      if (cmsBase && isApi) row.cmsDirect = await measure(cmsBase + url, { connections: 1, duration: Math.min(duration, 5), headers });
      rows.push(row);
      log('test', `${name}: p50 ${row.runs[connectionSteps[0]].p50} ms, ${row.sql ?? '?'} SQL (doğrudan ${row.direct?.ms ?? '—'} ms)`);
    }
  } finally {
    await knex?.destroy();
  }
  return rows;
}

/** The markdown rows of the reads table. */
export function readRows(reads, connectionSteps) {
  return reads.flatMap((r) =>
    connectionSteps.map((c) => ({
      ölçüm: r.name,
      bağlantı: c,
      'p50 ms': r.runs[c].p50,
      'p95 ms': r.runs[c].p95,
      'p99 ms': r.runs[c].p99,
      'istek/sn': r.runs[c].rps,
      'hello-world payı': r.runs[c].ofHelloWorld,
      SQL: c === connectionSteps[0] ? r.sql : null,
      'aynı SQL doğrudan ms': c === connectionSteps[0] ? (r.direct?.ms ?? null) : null,
      'cms doğrudan p50 ms': c === connectionSteps[0] ? (r.cmsDirect?.p50 ?? null) : null,
      hatalar: r.runs[c].errors + r.runs[c].non2xx,
    })),
  );
}
