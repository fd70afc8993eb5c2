// Writes in `npm run bench` (scripts/bench.mjs): reply, like, vote and topic under 10 concurrent connections,
// p50/p95/p99 and the SQL statements each runs; and the time from a new topic to its static HTML page.
import { measure, sqlStatements } from './bench-lib.mjs';
import { log } from './util.mjs';

const json = async (url, init) => (await fetch(url, init)).json();

export async function login(base, identifier, password) {
  const res = await fetch(`${base}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  return res.ok ? (await res.json()).jwt : null;
}

/** From a new topic to it being static HTML on the site, in seconds (null without a rebuilder or a login). */
export async function publishToStatic({ base, jwt, category, enabled }) {
  if (!jwt || !enabled) return null;
  const title = `Yayın ölçümü ${Date.now()}`;
  const started = Date.now();
  const created = await fetch(`${base}/api/forum/topics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ title, content: 'Yeniden derleme süresini ölçen konu.', category: category?.slug, tags: [] }),
  });
  if (!created.ok) return null;
  const { data } = await created.json();
  while (Date.now() < started + 15 * 60 * 1000) {
    // One failed poll (its cause is logged) is not the end of the measurement.
    const page = await fetch(`${base}/forum/konu/${data.slug}`)
      .then((r) => r.text())
      .catch((error) => log('test', `yayın yoklaması başarısız: ${error.cause?.code ?? error.cause?.message ?? error.message}`));
    if (page?.includes(title)) return (Date.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return null;
}

/**
 * The writes, as the demo moderator and admin (staff have no posting limits, so 200 writes in a row are not
 * refused), spread over 10 connections. The SQL count is of one write sent straight to the cms after the timed ones:
 * a steady write, as the p50 is — the first of a run paid once-a-day and once-a-role work (the writer's streak of the
 * day, the role's permissions read into the cache) and read 12 statements where a reply runs fewer.
 */
export async function benchWrites({ base, cmsBase, jwts, busiest, category, writeCount }) {
  const results = [];
  if (!jwts.length || !busiest) {
    log('test', 'yazma ölçümü atlandı: demo moderatör/admin girişi yok');
    return results;
  }
  let n = 0;
  const replyId = (await json(`${base}/api/forum/topics/${busiest.slug}/replies?page=1`)).data?.[0]?.id;
  // Ten members replying at once are mostly in different topics; all ten in one topic queue on its row lock.
  const hottest = ((await json(`${base}/api/forum/topics?sort=hot&pageSize=10`)).data ?? []).map((t) => t.slug);
  const reply = () => ({ content: `Ölçüm yanıtı ${Date.now()}-${n++}`, replyTo: null });
  const writes = [
    ['yanıt yaz (tek konuda)', `/api/forum/${busiest.slug}/reply`, reply],
    [
      'yanıt yaz (10 konuya dağılmış)',
      `/api/forum/${hottest[0] ?? busiest.slug}/reply`,
      reply,
      (k) => `/api/forum/${hottest[k % hottest.length]}/reply`,
    ],
    ['beğen (aç/kapa)', `/api/forum/${replyId}/like`, () => ({})],
    ['oy ver', '/api/forum/votes', () => ({ targetType: 'reply', targetId: replyId, vote: n++ % 2 ? 'up' : 'down' })],
    [
      'konu aç',
      '/api/forum/topics',
      () => ({ title: `Ölçüm konusu ${Date.now()}-${n++}`, content: 'Yazma hızını ölçen konu.', category: category?.slug, tags: [] }),
    ],
  ];
  for (const [name, url, makeBody, pathFor] of writes) {
    const auth = (i) => ({ 'content-type': 'application/json', authorization: `Bearer ${jwts[i % jwts.length]}` });
    let i = 0;
    const r = await measure(base + url, {
      connections: 10,
      amount: writeCount,
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => ({ ...req, ...(pathFor && { path: pathFor(i) }), headers: auth(i++), body: JSON.stringify(makeBody()) }),
        },
      ],
    });
    const sql = await sqlStatements((cmsBase ?? base) + url, { method: 'POST', headers: auth(0), body: JSON.stringify(makeBody()) });
    results.push({ name, url, sql, ...r });
    log('test', `${name}: p50 ${r.p50} ms, p95 ${r.p95} ms, ${sql ?? '?'} SQL`);
  }
  return results;
}

export const writeRows = (writes) =>
  writes.map((w) => ({
    ölçüm: w.name,
    istek: w.requests,
    'p50 ms': w.p50,
    'p95 ms': w.p95,
    'p99 ms': w.p99,
    SQL: w.sql,
    hatalar: w.errors + w.non2xx,
  }));
