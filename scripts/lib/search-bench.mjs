// Search in `npm run bench`: p50 / p95 of GET /api/search next to the very same ranked SQL run straight on
// PostgreSQL (the builders of cms/dist/src/lib/search/rank.js, which the search service runs), and EXPLAIN
// ANALYZE of those queries naming the GIN (tsvector) and trigram indexes they use.
import path from 'node:path';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { ROOT } from './util.mjs';

const require = createRequire(path.join(ROOT, 'cms/package.json'));

/** A query set across the engine's paths: stems, suffixes, ASCII typing, İ/ı, typos, phrases, jargon. */
export const SEARCH_BENCH_QUERIES = [
  'unity',
  "Unity'de",
  'oyun motoru',
  'gelistirici',
  'unitiy',
  'godto',
  'shader',
  'çarpışma',
  'yapay zeka',
  'İSTANBUL',
  'pixel art animasyon',
  'multiplayer sunucu',
];

// Strapi's names for the few tables the search reads (its metadata would say the same; the bench checks the
// answer ids match the API's, so a wrong name cannot pass unnoticed).
const TABLES = {
  'api::topic.topic': 'topics',
  'api::forum-category.forum-category': 'forum_categories',
  'api::tag.tag': 'tags',
  'api::blog-post.blog-post': 'blog_posts',
  'plugin::users-permissions.user': 'up_users',
};
const LINKS = {
  'api::topic.topic': {
    category: ['topics_category_lnk', 'topic_id', 'forum_category_id'],
    tags: ['topics_tags_lnk', 'topic_id', 'tag_id'],
  },
};
const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function strapiShim(knex) {
  const metadata = {
    get(uid) {
      const attributes = new Proxy(
        {},
        {
          get(_target, attr) {
            const l = LINKS[uid]?.[attr];
            return l
              ? { joinTable: { name: l[0], joinColumn: { name: l[1] }, inverseJoinColumn: { name: l[2] } } }
              : { columnName: snake(String(attr)) };
          },
        },
      );
      return { tableName: TABLES[uid], attributes };
    },
  };
  return { db: { connection: knex, metadata } };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n) => Math.round(n * 10) / 10;

/** Hostile input: each must answer 4xx or an empty result quickly, never a 500 or a full scan (issue 12). */
export const SEARCH_HOSTILE_QUERIES = [
  ['10.000 karakter', 'unity '.repeat(1667).slice(0, 10000)],
  ['yalnız noktalama', '!?.,;:()[]{}<>|&*-+=/\\\'"%_~^$#@'],
  ['tsquery sözdizimi', "unity & !(oyun | motor):* <-> 'x'"],
  ['emoji', '🎮🕹️🔥 👾'],
  ['NUL', 'uni\u0000ty'],
];

/** Runs the bench; `base` is the site (its /api proxies the cms), `databaseUrl` the same database. */
export async function benchSearch({ base, databaseUrl, runs = 25 }) {
  const { SEARCH_SESSION, searchRankQuery } = require(path.join(ROOT, 'cms/dist/src/lib/search/rank.js'));
  const { resolveWords } = require(path.join(ROOT, 'cms/dist/src/lib/search/sql.js'));
  const knex = require('knex')({ client: 'pg', connection: databaseUrl, pool: { min: 1, max: 2 } });
  const strapi = strapiShim(knex);
  const page = { limit: 10, offset: 0 };
  const types = ['forum', 'blog', 'users'];

  // One search's SQL as the service runs it for a guest (type all): the words, then in one transaction the
  // session settings and the one ranking statement. (The API adds reading the 30 hits and presenting them.)
  const direct = async (q) => {
    const words = await resolveWords(strapi, q);
    if (words.length === 0) return { forum: [], blog: [], users: [] };
    const rows = await knex.transaction(async (trx) => {
      for (const statement of SEARCH_SESSION) await trx.raw(statement);
      const query = searchRankQuery(strapi, words, types, false, page);
      return (await trx.raw(query.sql, query.bindings)).rows;
    });
    return Object.fromEntries(types.map((type) => [type, rows.filter((r) => r.type === type).map((r) => Number(r.id))]));
  };
  // A fresh answer: `Cache-Control: no-cache` passes the guest response cache (middlewares/response-cache.ts).
  const viaApi = async (q) => {
    const res = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}`, { headers: { 'cache-control': 'no-cache' } });
    if (!res.ok) throw new Error(`/api/search?q=${q}: ${res.status}`);
    if (res.headers.get('x-cache') === 'HIT') throw new Error(`/api/search?q=${q}: önbellekten geldi, taze değil`);
    return { ...(await res.json()), statements: Number(res.headers.get('x-sql-statements') ?? NaN) };
  };
  const time = async (fn) => {
    const started = performance.now();
    await fn();
    return performance.now() - started;
  };

  const rows = [];
  try {
    for (const q of SEARCH_BENCH_QUERIES) {
      const answer = await viaApi(q);
      const ids = await direct(q);
      const same = types.every((type) => JSON.stringify((answer.groups[type]?.items ?? []).map((i) => i.id)) === JSON.stringify(ids[type]));
      const api = [];
      const sql = [];
      for (let i = 0; i < runs; i++) {
        api.push(await time(() => viaApi(q)));
        sql.push(await time(() => direct(q)));
      }
      const apiP50 = percentile(api, 50);
      const sqlP50 = percentile(sql, 50);
      rows.push({
        sorgu: q,
        sonuç: types.reduce((n, type) => n + (answer.groups[type]?.total ?? 0), 0),
        'API p50 ms': round(apiP50),
        'API p95 ms': round(percentile(api, 95)),
        'SQL p50 ms': round(sqlP50),
        'SQL p95 ms': round(percentile(sql, 95)),
        'API/SQL p50': round(apiP50 / sqlP50),
        'SQL ifadesi': answer.statements,
        'aynı sıra': same ? 'evet' : 'HAYIR',
      });
    }

    const hostile = [];
    for (const [kind, q] of SEARCH_HOSTILE_QUERIES) {
      const times = [];
      let status = 0;
      let total = 0;
      for (let i = 0; i < 5; i++) {
        times.push(
          await time(async () => {
            const res = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}`, { headers: { 'cache-control': 'no-cache' } });
            status = res.status;
            const body = await res.json().catch(() => ({}));
            total = types.reduce((n, type) => n + (body.groups?.[type]?.total ?? 0), 0);
          }),
        );
      }
      hostile.push({ girdi: kind, durum: status, sonuç: total, 'p50 ms': round(percentile(times, 50)) });
    }

    // The plan of the very statement the service runs, under its session settings.
    const explain = [];
    for (const q of ['unity', 'oyun motoru', 'unitiy', 'pixel art animasyon']) {
      const words = await resolveWords(strapi, q);
      await knex.transaction(async (trx) => {
        for (const statement of SEARCH_SESSION) await trx.raw(statement);
        const query = searchRankQuery(strapi, words, types, false, page);
        const { rows: plan } = await trx.raw(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, query.bindings);
        const text = plan.map((r) => r['QUERY PLAN']).join('\n');
        explain.push({
          sorgu: q,
          // An index of a branch PostgreSQL skipped (a typo branch for a common word) shows '(never executed)'.
          'kullanılan arama indeksleri': [
            ...new Set([...text.matchAll(/Index Scan on (\S+_search_\S+).*\(actual time=[^)]*\)/g)].map((m) => m[1])),
          ].join(', '),
          'tam tarama': [...new Set([...text.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]))].join(', ') || '—',
          'süre ms': Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN),
          plan: text,
        });
      });
    }
    const counts = {};
    for (const table of ['topics', 'blog_posts', 'up_users', 'tags'])
      counts[table] = Number((await knex(table).count({ n: '*' }).first()).n);
    return { rows, hostile, explain, counts };
  } finally {
    await knex.destroy();
  }
}

/** The lines of a plan that say how rows were found (scans, their conditions, one-time filters) and its times. */
export function planExcerpt(text) {
  return text
    .split('\n')
    .filter((line) => /Scan|Index Cond|One-Time Filter|Execution Time|Planning Time|^Limit|^Sort/.test(line.trim()))
    .join('\n');
}

/** The search section of bench/results.md. */
export function searchMarkdown(search, markdownTable) {
  const { plan: unityPlan } = search.explain[0] ?? {};
  return [
    `## Arama (${Object.entries(search.counts)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}; API taze istek, Cache-Control: no-cache)`,
    markdownTable(search.rows),
    '### Düşmanca girdiler',
    markdownTable(search.hostile),
    '### EXPLAIN (ANALYZE, BUFFERS), aramanın tek sıralama ifadesi',
    markdownTable(search.explain.map(({ plan: _plan, ...row }) => row)),
    ...(unityPlan ? ['`unity` planından tarama satırları:', '```', planExcerpt(unityPlan), '```'] : []),
  ].join('\n\n');
}
