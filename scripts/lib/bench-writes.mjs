// Writes in `npm run bench` (scripts/bench.mjs): reply, like, vote and topic under 10 concurrent connections,
// p50/p95/p99 and the SQL statements each runs; and the time from a new topic to its static HTML page.
import path from 'node:path';
import { createRequire } from 'node:module';
import { POSTING_LIMITS } from '@oyundev/domain';
import { measure, sqlStatements } from './bench-lib.mjs';
import { ROOT, log } from './util.mjs';

const require = createRequire(path.join(ROOT, 'cms/package.json'));

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
 * The members who write in the bench: as many of the seed's ordinary members (role `user`, verified, active, not
 * banned, older than the new-account day, nothing posted in the last hour) as `count`, logged in. The large seed
 * names them `first_last` with the password `first123` (cms/src/seed/large/people.ts). Needs the database (the
 * bench's own stack, or BENCH_DATABASE_URL) and a login limit that lets a hundred logins through (the bench's own
 * stack raises AUTH_RATE_LIMIT_MAX). Returns [{ username, jwt }], fewer when some could not log in.
 */
export async function benchMembers({ base, databaseUrl, count }) {
  if (!databaseUrl || count <= 0) return [];
  const knex = require('knex')({ client: 'pg', connection: databaseUrl, pool: { min: 1, max: 1 } });
  let names;
  try {
    const { rows } = await knex.raw(
      `SELECT u.username FROM up_users u
         JOIN up_users_role_lnk rl ON rl.user_id = u.id JOIN up_roles r ON r.id = rl.role_id
        WHERE r.type = 'user' AND u.confirmed AND NOT u.blocked AND u.is_active AND NOT u.is_banned AND u.deleted_at IS NULL
          AND u.created_at < now() - make_interval(hours => ?) AND u.username ~ '^[a-z]+_[a-z]+[0-9]*$'
          AND NOT EXISTS (SELECT 1 FROM topics_author_lnk a JOIN topics t ON t.id = a.topic_id
                           WHERE a.user_id = u.id AND t.created_at > now() - interval '1 hour')
          AND NOT EXISTS (SELECT 1 FROM replies_author_lnk a JOIN replies p ON p.id = a.reply_id
                           WHERE a.user_id = u.id AND p.created_at > now() - interval '1 hour')
        ORDER BY u.id LIMIT ?`,
      [POSTING_LIMITS.newAccountHours + 24, count],
    );
    names = rows.map((r) => r.username);
  } catch (error) {
    log('test', `yazma ölçümünün üyeleri okunamadı: ${error.message}`);
    return [];
  } finally {
    await knex.destroy();
  }
  const members = [];
  // A few logins at a time: each is a bcrypt comparison in the cms.
  for (let i = 0; i < names.length; i += 4) {
    const batch = names.slice(i, i + 4);
    const jwts = await Promise.all(batch.map((u) => login(base, u, `${u.split('_')[0]}123`)));
    batch.forEach((username, k) => jwts[k] && members.push({ username, jwt: jwts[k] }));
  }
  return members;
}

/** How many writes of each kind one member may make in a row without meeting a posting limit (domain POSTING_LIMITS). */
const PER_MEMBER = { reply: POSTING_LIMITS.repliesPerMinute - 1, topic: POSTING_LIMITS.topicsPerHour - 1, reaction: Infinity };

/**
 * The writes of 10 different members at once (10 connections, each request as the next member of the section's own
 * group): each reply section has writeCount / (repliesPerMinute − 1) members of its own, the topic section
 * writeCount / (topicsPerHour − 1), likes and votes 10 — so no member meets a posting limit: the limits are not what is
 * measured, a community's ordinary members are (their posting lock and counts included). Without seed members (no
 * database) the demo moderator and admin write, whom the limits do not hold. The SQL count is of one write sent
 * straight to the cms after the timed ones, by the section's first member: a steady write, as the p50 is — the first of
 * a run paid once-a-day and once-a-role work (the writer's streak of the day, the role's permissions read into the
 * cache) and read more statements than a reply runs.
 */
export async function benchWrites({ base, cmsBase, jwts: staff, databaseUrl, busiest, category, writeCount }) {
  const results = [];
  if (!busiest) {
    log('test', 'yazma ölçümü atlandı: konu yok');
    return results;
  }
  let n = 0;
  const firstReply = (await json(`${base}/api/forum/topics/${busiest.slug}/replies?page=1`)).data?.[0];
  const replyId = firstReply?.id;
  const replyAuthor = firstReply?.author?.username;
  // Ten members replying at once are mostly in different topics; all ten in one topic queue on its row lock.
  const hottest = ((await json(`${base}/api/forum/topics?sort=hot&pageSize=10`)).data ?? []).map((t) => t.slug);
  const reply = () => ({ content: `Ölçüm yanıtı ${Date.now()}-${n++}`, replyTo: null });
  const groupSize = (kind) => Math.max(10, Math.ceil(writeCount / PER_MEMBER[kind]));
  const writes = [
    ['yanıt yaz (tek konuda)', 'reply', `/api/forum/${busiest.slug}/reply`, reply],
    [
      'yanıt yaz (10 konuya dağılmış)',
      'reply',
      `/api/forum/${hottest[0] ?? busiest.slug}/reply`,
      reply,
      (k) => `/api/forum/${hottest[k % hottest.length]}/reply`,
    ],
    ['beğen (aç/kapa)', 'reaction', `/api/forum/${replyId}/like`, () => ({})],
    ['oy ver', 'reaction', '/api/forum/votes', () => ({ targetType: 'reply', targetId: replyId, vote: n++ % 2 ? 'up' : 'down' })],
    [
      'konu aç',
      'topic',
      '/api/forum/topics',
      () => ({ title: `Ölçüm konusu ${Date.now()}-${n++}`, content: 'Yazma hızını ölçen konu.', category: category?.slug, tags: [] }),
    ],
  ];
  const wanted = writes.reduce((sum, [, kind]) => sum + groupSize(kind), 0);
  // The reply's author may not like or vote on it: one spare member.
  const members = (await benchMembers({ base, databaseUrl, count: wanted + 1 })).filter((m) => m.username !== replyAuthor);
  const seedMembers = members.length >= wanted;
  if (!seedMembers && !staff.length) {
    log('test', 'yazma ölçümü atlandı: ne tohum üyesi ne demo moderatör/admin girişi var');
    return results;
  }
  log('test', seedMembers ? `yazma ölçümü ${wanted} tohum üyesiyle` : 'yazma ölçümü demo moderatör ve adminle (tohum üyesi yok)');
  let next = 0;
  for (const [name, kind, url, makeBody, pathFor] of writes) {
    const jwts = seedMembers ? members.slice(next, (next += groupSize(kind))).map((m) => m.jwt) : staff;
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
    results.push({ name, url, members: seedMembers ? jwts.length : 0, sql, ...r });
    log('test', `${name}: p50 ${r.p50} ms, p95 ${r.p95} ms, ${sql ?? '?'} SQL, ${r.errors + r.non2xx} hata`);
  }
  return results;
}

export const writeRows = (writes) =>
  writes.map((w) => ({
    ölçüm: w.name,
    istek: w.requests,
    üye: w.members,
    'p50 ms': w.p50,
    'p95 ms': w.p95,
    'p99 ms': w.p99,
    SQL: w.sql,
    hatalar: w.errors + w.non2xx,
  }));
