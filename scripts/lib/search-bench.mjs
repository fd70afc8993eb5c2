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

/** Runs the bench; `base` is the site (its /api proxies the cms), `databaseUrl` the same database. */
export async function benchSearch({ base, databaseUrl, runs = 25 }) {
  const { SEARCH_SESSION, topicRankQuery, postRankQuery, userRankQuery } = require(path.join(ROOT, 'cms/dist/src/lib/search/rank.js'));
  const { resolveWords } = require(path.join(ROOT, 'cms/dist/src/lib/search/sql.js'));
  const knex = require('knex')({ client: 'pg', connection: databaseUrl, pool: { min: 1, max: 2 } });
  const strapi = strapiShim(knex);
  const page = { limit: 10, offset: 0 };

  // One search as the service runs it for a guest (type all): words, then the three ranked queries.
  const direct = (q) =>
    knex.transaction(async (trx) => {
      for (const statement of SEARCH_SESSION) await trx.raw(statement);
      const words = await resolveWords({ db: { connection: trx } }, q);
      if (words.length === 0) return { forum: [], blog: [], users: [] };
      const run = async (query) => (await trx.raw(query.sql, query.bindings)).rows.map((r) => Number(r.id));
      return {
        forum: await run(topicRankQuery(strapi, words, false, page)),
        blog: await run(postRankQuery(strapi, words, page)),
        users: await run(userRankQuery(strapi, words, page)),
      };
    });
  const viaApi = async (q) => {
    const res = await fetch(`${base}/api/search?q=${encodeURIComponent(q)}`);
    if (!res.ok) throw new Error(`/api/search?q=${q}: ${res.status}`);
    return res.json();
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
      const same = ['forum', 'blog', 'users'].every(
        (type) => JSON.stringify((answer.groups[type]?.items ?? []).map((i) => i.id)) === JSON.stringify(ids[type]),
      );
      const api = [];
      const sql = [];
      for (let i = 0; i < runs; i++) {
        api.push(await time(() => viaApi(q)));
        sql.push(await time(() => direct(q)));
      }
      rows.push({
        sorgu: q,
        sonuç: (answer.groups.forum?.total ?? 0) + (answer.groups.blog?.total ?? 0) + (answer.groups.users?.total ?? 0),
        'API p50 ms': round(percentile(api, 50)),
        'API p95 ms': round(percentile(api, 95)),
        'SQL p50 ms': round(percentile(sql, 50)),
        'SQL p95 ms': round(percentile(sql, 95)),
        'aynı sıra': same ? 'evet' : 'HAYIR',
      });
    }
    // The plan as the planner picks it at this size (on a few hundred rows a sequential scan is cheaper), and
    // with sequential scans switched off, which shows every candidate branch can run on the GIN indexes.
    const explain = [];
    const planOf = async (trx, query) => {
      const { rows: plan } = await trx.raw(`EXPLAIN (ANALYZE, BUFFERS OFF) ${query.sql}`, query.bindings);
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      return {
        text,
        indexes: [...new Set([...text.matchAll(/Index (?:Only )?Scan (?:Backward )?(?:using|on) (\S+)/g)].map((m) => m[1]))],
        seqScans: [...new Set([...text.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]))],
        ms: Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? NaN),
      };
    };
    for (const q of ['unity', 'godto', 'gelistirici', 'yapay zeka']) {
      await knex.transaction(async (trx) => {
        for (const statement of SEARCH_SESSION) await trx.raw(statement);
        const words = await resolveWords({ db: { connection: trx } }, q);
        const queries = [
          ['forum', topicRankQuery(strapi, words, false, page)],
          ['blog', postRankQuery(strapi, words, page)],
          ['users', userRankQuery(strapi, words, page)],
        ];
        for (const [kind, query] of queries) {
          const natural = await planOf(trx, query);
          await trx.raw('SET LOCAL enable_seqscan = off');
          const forced = await planOf(trx, query);
          await trx.raw('SET LOCAL enable_seqscan = on');
          explain.push({
            sorgu: q,
            tür: kind,
            'arama indeksleri': natural.indexes.filter((i) => i.includes('_search_')).join(', ') || '—',
            'tam tarama': natural.seqScans.join(', ') || '—',
            'süre ms': natural.ms,
            'arama indeksleri (seqscan kapalı)': forced.indexes.filter((i) => i.includes('_search_')).join(', ') || '—',
            'süre ms (seqscan kapalı)': forced.ms,
            plan: natural.text,
            planIndexed: forced.text,
          });
        }
      });
    }
    const counts = {};
    for (const table of ['topics', 'blog_posts', 'up_users', 'tags'])
      counts[table] = Number((await knex(table).count({ n: '*' }).first()).n);
    return { rows, explain, counts };
  } finally {
    await knex.destroy();
  }
}
