// SQL statements per request of the hot reads (issue 15): counted by middlewares/sql-count.ts (SQL_COUNT=true).
// Counts are stable where times are not: a route that starts running one query per row, or more queries than
// its budget, fails here — not in a benchmark nobody reads.
import { teardownStrapi, type App, api } from './helpers/strapi';
import { member, seededApp } from './helpers/forum';

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
 * which is off in these tests): what it runs at the demo seed (BEGIN/COMMIT included). Issue 15's target for the
 * topic list and category page is 4; raising one needs a reason in the commit.
 */
const BUDGETS: Array<[string, string, number]> = [
  // Before issue 15's work: topic list 9, category page 13, topic 7, replies 13.
  ['topic list (hot)', '/api/forum/topics?sort=hot', 3],
  ['topic list (latest)', '/api/forum/topics', 3],
  ['category page', '/api/forum/topics?category={category}', 4],
  ['topic', '/api/forum/topics/{topic}', 2],
  ['replies', '/api/forum/topics/{topic}/replies', 3],
  ['categories', '/api/forum/categories', 5],
  ['blog list', '/api/blog/posts', 12],
  // 9 before the post answer gained its related posts and the author's badges and links (issue 11); to fold back.
  ['blog post', '/api/blog/posts/{post}', 20],
  ['profile', '/api/profiles/{member}', 10],
  ['leaderboard', '/api/leaderboard', 5],
  ['weekly leaderboard', '/api/leaderboard?period=weekly', 5],
  ['monthly leaderboard', '/api/leaderboard?period=monthly', 5],
  ['search', '/api/search?q=unity', 16],
  ['stats', '/api/stats', 8],
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

// Issue 15's target for a reply is 8 statements; it runs 53 today (limits, locks, counters, ledger, badges and the
// notification each in their own statements) — the budget holds it from growing until that work is done.
it('a reply is written within its statement budget (BEGIN and COMMIT included)', async () => {
  const [topic] = (await api(app).get('/api/forum/topics?sort=new&pageSize=1')).body.data;
  const writer = await member(app);
  const res = await writer.post(`/api/forum/${topic.slug}/reply`, { content: 'Bir yanıt: SQL sayısını ölçüyoruz.', replyTo: null });
  expect(res.status).toBe(201);
  const count = Number(res.headers['x-sql-statements']);
  expect(count).toBeLessThanOrEqual(53);
});

it('no N+1: the topic list runs the same statements for 5 topics as for 50, the replies for page 1 as for the last', async () => {
  const few = await statements('/api/forum/topics?sort=latest&pageSize=5');
  const many = await statements('/api/forum/topics?sort=latest&pageSize=50');
  expect(many).toBe(few);
  const [busiest] = (await api(app).get('/api/forum/topics?sort=replies&pageSize=1')).body.data;
  const last = Math.ceil(busiest.replyCount / 20);
  expect(await statements(`/api/forum/topics/${busiest.slug}/replies?page=${last}`)).toBe(
    await statements(`/api/forum/topics/${busiest.slug}/replies?page=1`),
  );
  const [topic] = (await api(app).get('/api/forum/topics?sort=replies&pageSize=1')).body.data;
  expect(topic.replyCount).toBeGreaterThan(1);
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
