// The large seed (issue 15) at a twenty-fifth of its size: the same code path as `npm run seed -- --size large`,
// with the demo written first, a long-tailed community added in bulk, the ledger lines each reaction earns, and
// every counter equal to its recount (the seed itself refuses to commit otherwise; this checks it again).
import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';
import { countDrift, ensureConsistency } from '../src/lib/consistency';
import { tableOf } from '../src/lib/sql-names';

let app: App;
const NOW = new Date('2026-11-20T12:00:00Z');
const FACTOR = 0.04;

beforeAll(async () => {
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  const result = await seed(app, { size: 1, now: NOW, large: FACTOR });
  expect(result.skipped).toBe(false);
}, 600_000);
afterAll(async () => {
  await teardownStrapi(app);
});

const one = async (sql: string, bindings: unknown[] = []) => (await app.db.connection.raw(sql, bindings)).rows[0];
const count = async (model: string, where = 'true') =>
  Number((await one(`SELECT count(*) AS n FROM "${tableOf(model, app)}" WHERE ${where}`)).n);

it('parses the sizes the command line and SEED_SIZE take', () => {
  const { parseSeedSize } = require('../dist/src/seed');
  expect(parseSeedSize(undefined)).toEqual({ size: 1 });
  expect(parseSeedSize('3')).toEqual({ size: 3 });
  expect(parseSeedSize('large')).toEqual({ size: 1, large: 1 });
  expect(parseSeedSize('large:0.05')).toEqual({ size: 1, large: 0.05 });
  expect(() => parseSeedSize('huge')).toThrow();
});

it('reaches the sizes of the large seed at its factor, on top of the demo', async () => {
  const { LARGE } = require('../dist/src/seed/large');
  const at = (key: string) => Math.round(LARGE[key] * FACTOR);
  expect(await count('user')).toBe(at('members'));
  expect(await count('topic')).toBe(at('topics'));
  expect(await count('reply')).toBe(at('replies'));
  const published = await count('blog-post', 'published_at IS NOT NULL');
  expect(published).toBe(at('blogPosts'));
  expect(await count('comment')).toBe(at('comments'));
  // Votes and likes: the demo's own plus the drawn ones (a draw that would repeat a member's reaction is skipped).
  expect(await count('vote')).toBeGreaterThanOrEqual(at('votes') * 0.95);
  expect(await count('like')).toBeGreaterThanOrEqual((at('forumLikes') + at('blogLikes')) * 0.95);
  expect(await count('follow')).toBeGreaterThan(at('members'));
  expect(await count('bookmark')).toBeGreaterThan(at('members'));
  expect(await count('page-view')).toBeGreaterThan(90 * 10);
  // A published post and its draft share the document and the number.
  expect(Number((await one(`SELECT count(DISTINCT post_number) AS n FROM "${tableOf('blog-post', app)}"`)).n)).toBe(published + 2);
});

it('is long-tailed: a few hot topics with many replies, many with none', async () => {
  const { rows } = await app.db.connection.raw(`SELECT reply_count AS n FROM "${tableOf('topic', app)}" ORDER BY reply_count DESC`);
  const counts = rows.map((r: { n: number }) => Number(r.n));
  const median = counts[Math.floor(counts.length / 2)];
  expect(counts[0]).toBeGreaterThanOrEqual(Math.max(30, 10 * median));
  expect(counts.filter((n: number) => n === 0).length).toBeGreaterThan(counts.length / 5);
});

it('writes the ledger line of every topic, reply, comment, post, vote and like', async () => {
  const ledger = async (type: string) => count('activity', `type = '${type}'`);
  expect(await ledger('reply_created')).toBe(await count('reply', 'is_deleted = false AND is_approved = true'));
  expect(await ledger('like_received')).toBe(await count('like'));
  expect((await ledger('upvote_received')) + (await ledger('downvote_received'))).toBe(await count('vote'));
  expect(await ledger('comment_created')).toBe(await count('comment'));
});

it('leaves every counter equal to its recount: no drift, nothing for the consistency job to fix', async () => {
  const drift = await countDrift(app);
  expect(Object.keys(drift).length).toBeGreaterThan(20);
  expect(Object.entries(drift).filter(([, n]) => n > 0)).toEqual([]);
  const report = await ensureConsistency(app);
  expect(report.fixed).toEqual([]);
});

it('serves the busiest topic and a generated post through the API', async () => {
  const [topic] = (await api(app).get('/api/forum/topics?sort=replies&pageSize=1')).body.data;
  expect(topic.replyCount).toBeGreaterThan(30);
  const page = await api(app).get(`/api/forum/topics/${topic.slug}/replies?page=2`);
  expect(page.status).toBe(200);
  expect(page.body.data.length).toBeGreaterThan(0);
  const generated = await one(
    `SELECT slug FROM "${tableOf('blog-post', app)}" WHERE published_at IS NOT NULL AND title ~ ' – Bölüm [0-9]+$' ORDER BY id LIMIT 1`,
  );
  expect(generated).toBeTruthy();
  const post = await api(app).get(`/api/blog/posts/${generated.slug}`);
  expect(post.status).toBe(200);
  expect(post.body.data.featuredImage).toBeTruthy();
});
