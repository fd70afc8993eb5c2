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

/** The statement budget of each hot read today (issue 15's targets are lower still: see bench/README.md). */
const BUDGETS: Array<[string, string, number]> = [
  ['topic list (hot)', '/api/forum/topics?sort=hot', 0],
  ['topic list (latest)', '/api/forum/topics', 0],
  ['category page', '/api/forum/topics?category={category}', 0],
  ['topic', '/api/forum/topics/{topic}', 0],
  ['replies', '/api/forum/topics/{topic}/replies', 0],
  ['categories', '/api/forum/categories', 0],
  ['blog list', '/api/blog/posts', 0],
  ['stats', '/api/stats', 0],
];

it('reports the statements of each request in X-Sql-Statements', async () => {
  const [topic] = (await api(app).get('/api/forum/topics?sort=replies&pageSize=1')).body.data;
  const [category] = (await api(app).get('/api/forum/categories')).body.data;
  const counts: Record<string, number> = {};
  for (const [name, url] of BUDGETS) {
    counts[name] = await statements(url.replace('{topic}', topic.slug).replace('{category}', category.slug));
    expect(counts[name]).toBeGreaterThan(0);
  }
  console.log(JSON.stringify(counts));
});

it('no N+1: the topic list runs the same statements for 5 topics as for 50', async () => {
  const few = await statements('/api/forum/topics?sort=latest&pageSize=5');
  const many = await statements('/api/forum/topics?sort=latest&pageSize=50');
  expect(many).toBe(few);
  const [topic] = (await api(app).get('/api/forum/topics?sort=replies&pageSize=1')).body.data;
  expect(topic.replyCount).toBeGreaterThan(1);
});
