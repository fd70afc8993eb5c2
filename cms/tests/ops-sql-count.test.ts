// SQL statements per request of the hot reads (issue 15): counted by middlewares/sql-count.ts (SQL_COUNT=true).
// Counts are stable where times are not: a route that starts running one query per row, or more queries than
// its budget, fails here — not in a benchmark nobody reads.
import { teardownStrapi, type App, api } from './helpers/strapi';
import { seededApp } from './helpers/forum';

let app: App;
beforeAll(async () => {
  process.env.SQL_COUNT = 'true';
  app = await seededApp(__filename);
});
afterAll(async () => {
  delete process.env.SQL_COUNT;
  await teardownStrapi(app);
});

const statements = async (url: string) => {
  const res = await api(app).get(url);
  expect(res.status).toBe(200);
  return Number(res.headers['x-sql-statements']);
};

/**
 * The statement budget of each hot read: what it runs today at the demo seed (BEGIN/COMMIT included). Issue 15's
 * target for the topic list and category page is 4 — lowering these numbers is the work left; raising one
 * needs a reason in the commit.
 */
const BUDGETS: Array<[string, string, number]> = [
  ['topic list (hot)', '/api/forum/topics?sort=hot', 9],
  ['topic list (latest)', '/api/forum/topics', 9],
  ['category page', '/api/forum/topics?category={category}', 13],
  ['topic', '/api/forum/topics/{topic}', 7],
  ['replies', '/api/forum/topics/{topic}/replies', 13],
  ['categories', '/api/forum/categories', 5],
  ['blog list', '/api/blog/posts', 12],
  ['stats', '/api/stats', 8],
];

it('every hot read stays within its SQL statement budget', async () => {
  const [topic] = (await api(app).get('/api/forum/topics?sort=replies&pageSize=1')).body.data;
  const [category] = (await api(app).get('/api/forum/categories')).body.data;
  const counts: Record<string, number> = {};
  for (const [name, url, budget] of BUDGETS) {
    counts[name] = await statements(url.replace('{topic}', topic.slug).replace('{category}', category.slug));
    expect([name, counts[name] > 0 && counts[name] <= budget]).toEqual([name, true]);
  }
});

it('no N+1: the topic list runs the same statements for 5 topics as for 50', async () => {
  const few = await statements('/api/forum/topics?sort=latest&pageSize=5');
  const many = await statements('/api/forum/topics?sort=latest&pageSize=50');
  expect(many).toBe(few);
  const [topic] = (await api(app).get('/api/forum/topics?sort=replies&pageSize=1')).body.data;
  expect(topic.replyCount).toBeGreaterThan(1);
});
