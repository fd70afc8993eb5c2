// SQL statements per request of the hot reads (issue 15): counted by middlewares/sql-count.ts (SQL_COUNT=true).
// Counts are stable where times are not: a route that starts running one query per row, or more queries than
// its budget, fails here — not in a benchmark nobody reads.
import { teardownStrapi, type App, api } from './helpers/strapi';
import { member, seededApp, type Member } from './helpers/forum';

let app: App;
beforeAll(async () => {
  process.env.SQL_COUNT = 'true';
  app = await seededApp(__filename);
}, 300_000);
afterAll(async () => {
  delete process.env.SQL_COUNT;
  await teardownStrapi(app);
});

const statements = async (url: string) => {
  // Counted warm: the first request of a route may fill a cache once (settings, permissions).
  await api(app).get(url);
  const res = await api(app).get(url);
  expect(res.status).toBe(200);
  return Number(res.headers['x-sql-statements']);
};

/**
 * The statement budget of each hot read, for a fresh request (a guest's repeat is answered from the response cache,
 * which is off in these tests): what it runs at the demo seed (BEGIN/COMMIT included) — exactly, since the settings
 * and permission caches no longer refill inside a request (a stale copy is answered while it refreshes). Issue 15's
 * target for the topic list and category page is 4; raising one needs a reason in the commit.
 */
const BUDGETS: Array<[string, string, number]> = [
  // Before issue 15's work: topic list 9, category page 13, topic 7, replies 13.
  ['topic list (hot)', '/api/forum/topics?sort=hot', 2],
  ['topic list (latest)', '/api/forum/topics', 2],
  ['category page', '/api/forum/topics?category={category}', 3],
  ['topic', '/api/forum/topics/{topic}', 1],
  ['replies', '/api/forum/topics/{topic}/replies', 2],
  // 5 before the categories, their settings, last topics and last members became one statement.
  ['categories', '/api/forum/categories', 1],
  // 12 before the page and its total became one statement.
  ['blog list', '/api/blog/posts', 1],
  // 20 before its post, related posts (scored in SQL) and author extras became one statement each.
  ['blog post', '/api/blog/posts/{post}', 3],
  // 10 before its points today, board position and streak days became one statement.
  ['profile', '/api/profiles/{member}', 7],
  ['leaderboard', '/api/leaderboard', 4],
  ['weekly leaderboard', '/api/leaderboard?period=weekly', 4],
  ['monthly leaderboard', '/api/leaderboard?period=monthly', 4],
  // 16 before the three ranked queries became one statement, the two SETs one set_config and each type's hits one
  // statement with their relations (issue 12): words, BEGIN, settings, ranking, COMMIT, forum hits, blog hits (a
  // member hit would add its read and its avatar's); 8 while the guest's permissions were read again now and then.
  ['search', '/api/search?q=unity', 7],
  // 8 before its five counts became one statement.
  ['stats', '/api/stats', 1],
  // One count per category before (N+2).
  ['blog categories', '/api/blog/categories', 1],
];

it('every hot read stays within its SQL statement budget', async () => {
  const [topic] = (await api(app).get('/api/forum/topics?sort=replies&pageSize=1')).body.data;
  const [category] = (await api(app).get('/api/forum/categories')).body.data;
  const [post] = (await api(app).get('/api/blog/posts?pageSize=1')).body.data;
  const counts: Record<string, number> = {};
  for (const [name, url] of BUDGETS) {
    const filled = url
      .replace('{topic}', topic.slug)
      .replace('{category}', category.slug)
      .replace('{post}', post.slug)
      .replace('{member}', topic.author.username);
    counts[name] = await statements(filled);
  }
  // A miss shows the route's count in place of 'ok'.
  for (const [name, , budget] of BUDGETS)
    expect([name, counts[name] > 0 && counts[name] <= budget ? 'ok' : counts[name]]).toEqual([name, 'ok']);
});

/**
 * What a signed-in write costs before its own work: authentication and `global::can-write` — read from the same route
 * refusing a body that does not parse, which stops right after them. One statement (the member and their role, read
 * once for the session check, the role's permissions and the policy); it was 8 before issue 15's work: the API-token
 * lookup, the session check, the member, their role, the plugin's advanced settings, the role again, its
 * permissions and the policy's own read of the member.
 */
const AUTH_BUDGET = 1;
const authStatements = async (writer: Member, path: string) => {
  // Wrong for every write measured here: a reply's content, a like's `liked`, a vote, a topic's title.
  const res = await writer.post(path, { content: 42, liked: 'evet', vote: 'belki', title: 7 });
  expect(res.status).toBe(400);
  return Number(res.headers['x-sql-statements']);
};

/** The write's own statements (beyond `authStatements`) and its answer. */
const own = async (writer: Member, path: string, body: unknown, status: number) => {
  const res = await writer.post(path, body);
  expect(res.status).toBe(status);
  return { count: Number(res.headers['x-sql-statements']) - (await authStatements(writer, path)), body: res.body };
};

/**
 * Each write's own statement budget (BEGIN, COMMIT and the answer's read included). Issue 15's target for a reply is
 * 8; it ran 53 (limits, locks, counters, ledger, badges and the notification each in their own statements, the
 * answer through the query engine's populate) — a like 22 and a first topic 35 before this work. A member's first
 * reply (or topic) of the day also moves the streak, and a badge reached is one statement more. A ledger line's
 * statement reads the member's badge state through a VOLATILE function after it has locked the member (lib/badges.ts;
 * a plain subquery's snapshot predates the lock wait): one statement, not two (reply 9, like 8, vote 6, topic 10 when
 * it was read in its own). A reply's posting lock is taken in its read the same way (reply-write.ts): one more less.
 * A reply's category counters move in its read and its ledger line is written with it (reply-write.ts; each
 * statement between the topic's lock and the COMMIT is a round trip the topic's next writer waits for): two less;
 * a topic's ledger line is written with the topic the same way (topic-write.ts): one less. A like's notification is
 * written by its like statement and both members (the liker's likes_given, the author's counters and ledger line) by
 * one more (reactions.ts `moveLikeMembers`): like 7 → 5, unlike 8 → 5.
 */
const WRITE_BUDGETS = { firstReply: 7, reply: 5, like: 5, unlike: 5, vote: 5, topic: 8 };
/** A reply, all told (authentication included): 16 before issue 15's work on signing in; issue 15's target is 8. */
const REPLY_TOTAL_BUDGET = 6;

it('a reply, a like, a vote and a topic are written within their statement budgets', async () => {
  const [topic] = (await api(app).get('/api/forum/topics?sort=new&pageSize=1')).body.data;
  const [category] = (await api(app).get('/api/forum/categories')).body.data;
  const writer = await member(app);
  const path = `/api/forum/${topic.slug}/reply`;
  // Counted warm, as the reads are: a role's first request fills the permission cache once.
  await authStatements(writer, path);
  expect(await authStatements(writer, path)).toBeLessThanOrEqual(AUTH_BUDGET);
  // The member's first reply also moves the day's streak and earns the first-reply badge (one statement each).
  const firstReply = await own(writer, path, { content: 'Bir yanıt: SQL sayısını ölçüyoruz.', replyTo: null }, 201);
  const reply = await own(writer, path, { content: 'İkinci yanıt: aynı gün, yeni rozet yok.', replyTo: firstReply.body.data.id }, 201);
  const total = await writer.post(path, { content: 'Üçüncü yanıt: bu kez her şeyiyle sayıyoruz.', replyTo: null });
  expect(total.status).toBe(201);
  expect(Number(total.headers['x-sql-statements'])).toBeLessThanOrEqual(REPLY_TOTAL_BUDGET);
  const liker = await member(app);
  const like = await own(liker, `/api/forum/${reply.body.data.id}/like`, { liked: true }, 200);
  const vote = await own(liker, '/api/forum/votes', { targetType: 'reply', targetId: reply.body.data.id, vote: 'up' }, 200);
  const unlike = await own(liker, `/api/forum/${reply.body.data.id}/like`, { liked: false }, 200);
  const created = await own(
    writer,
    '/api/forum/topics',
    {
      title: 'SQL bütçesi için yeni bir konu',
      content: 'Konunun içeriği: kaç SQL ifadesi çalışıyor?',
      category: category.slug,
      tags: ['unity'],
    },
    201,
  );
  const counts: Record<keyof typeof WRITE_BUDGETS, number> = {
    firstReply: firstReply.count,
    reply: reply.count,
    like: like.count,
    unlike: unlike.count,
    vote: vote.count,
    topic: created.count,
  };
  // A miss shows the write's count in place of 'ok'.
  for (const path of [`/api/forum/${reply.body.data.id}/like`, '/api/forum/votes', '/api/forum/topics'])
    expect([path, await authStatements(liker, path)]).toEqual([path, AUTH_BUDGET]);
  for (const [name, budget] of Object.entries(WRITE_BUDGETS)) {
    const count = counts[name as keyof typeof WRITE_BUDGETS];
    expect([name, count > 0 && count <= budget ? 'ok' : count]).toEqual([name, 'ok']);
  }
});

/**
 * Pairs of the same route with a small and a large page, or the first and a far page: no statement may be added per
 * row or per page (issue 15: "SQL count is constant in the page size", "no query grows with the page number"). A
 * far page past the end may cost less than the first (nothing to load with the rows); never more.
 */
const SAME: Array<[string, string, string]> = [
  ['topic list, page size', '/api/forum/topics?sort=latest&pageSize=5', '/api/forum/topics?sort=latest&pageSize=50'],
  ['topic list, page', '/api/forum/topics?sort=hot&page=1&pageSize=5', '/api/forum/topics?sort=hot&page=4&pageSize=5'],
  ['category page, page size', '/api/forum/topics?category={category}&pageSize=2', '/api/forum/topics?category={category}&pageSize=50'],
  ['replies, page', '/api/forum/topics/{busiest}/replies?page=1', '/api/forum/topics/{busiest}/replies?page={last}'],
  ['replies, page 100', '/api/forum/topics/{busiest}/replies?page=1', '/api/forum/topics/{busiest}/replies?page=100'],
  ['blog list, page size', '/api/blog/posts?pageSize=1', '/api/blog/posts?pageSize=50'],
  ['blog list, page', '/api/blog/posts?pageSize=2&page=1', '/api/blog/posts?pageSize=2&page=3'],
  ['profile topics, page', '/api/profiles/{member}/topics?page=1', '/api/profiles/{member}/topics?page=2'],
  ['profile replies, page', '/api/profiles/{member}/replies?page=1', '/api/profiles/{member}/replies?page=2'],
  ['members, page size', '/api/profiles?pageSize=5', '/api/profiles?pageSize=50'],
  ['leaderboard, page', '/api/leaderboard?page=1', '/api/leaderboard?page=2'],
];

it('no N+1: the hot reads run as many statements for a large page or a far page as for the first', async () => {
  const [busiest] = (await api(app).get('/api/forum/topics?sort=replies&pageSize=1')).body.data;
  expect(busiest.replyCount).toBeGreaterThan(1);
  const [category] = (await api(app).get('/api/forum/categories')).body.data;
  const fill = (url: string) =>
    url
      .replace('{busiest}', busiest.slug)
      .replace('{last}', String(Math.ceil(busiest.replyCount / 20)))
      .replace('{category}', category.slug)
      .replace('{member}', busiest.author.username);
  const differing: string[] = [];
  for (const [name, small, large] of SAME) {
    const [a, b] = [await statements(fill(small)), await statements(fill(large))];
    if (b > a || (!name.endsWith(', page') && b !== a)) differing.push(`${name}: ${a} → ${b}`);
  }
  expect(differing).toEqual([]);
});

it('the leaderboards run the same statements on every board and page: one ranking, one read of the members shown', async () => {
  const counts: number[] = [];
  for (const url of ['/api/leaderboard', '/api/leaderboard?page=2', '/api/leaderboard?period=weekly', '/api/leaderboard?period=monthly'])
    counts.push(await statements(url));
  const second = (await api(app).get('/api/leaderboard?page=2')).body;
  expect(second.data.length).toBeGreaterThan(0); // page 2 shows members too, or the comparison says nothing
  for (const period of ['weekly', 'monthly'])
    expect((await api(app).get(`/api/leaderboard?period=${period}`)).body.data.length).toBeGreaterThan(0);
  expect(counts).toEqual(counts.map(() => counts[0]));
});
