import { readFileSync, rmSync } from 'node:fs';
import { teardownStrapi, type App, api } from './helpers/strapi';
import { member, seededApp } from './helpers/forum';

const LOG = '/tmp/perfsql-capture.jsonl';
let app: App;
beforeAll(async () => {
  process.env.SQL_COUNT = 'true';
  process.env.SQL_LOG_FILE = LOG;
  rmSync(LOG, { force: true });
  app = await seededApp(__filename);
}, 300_000);
afterAll(async () => {
  await teardownStrapi(app);
});

it('profiles', async () => {
  const [topic] = (await api(app).get('/api/forum/topics?sort=new&pageSize=1')).body.data;
  const writer = await member(app);
  const other = await member(app);
  const cap = (req: any, id: string) => req.set('X-Bench-Capture', id);
  const r1 = await cap(writer.post(`/api/forum/${topic.slug}/reply`, { content: 'Bir yanıt: SQL sayısını ölçüyoruz @' + other.user.username, replyTo: null }), 'reply');
  console.log('reply', r1.status, r1.headers['x-sql-statements']);
  const r1b = await cap(writer.post(`/api/forum/${topic.slug}/reply`, { content: 'İkinci yanıt, düz.', replyTo: null }), 'reply2');
  console.log('reply2', r1b.status, r1b.headers['x-sql-statements']);
  const r2 = await cap(other.post(`/api/forum/${r1.body.data.id}/like`, {}), 'like');
  console.log('like', r2.status, r2.headers['x-sql-statements']);
  const r3 = await cap(other.post(`/api/forum/votes`, { targetType: 'topic', targetId: topic.id, vote: 'up' }), 'vote');
  console.log('vote', r3.status, r3.headers['x-sql-statements'], JSON.stringify(r3.body).slice(0, 200));
  const [category] = (await api(app).get('/api/forum/categories')).body.data;
  const r4 = await cap(writer.post(`/api/forum/topics`, { title: 'Yeni bir konu başlığı burada', content: 'Konu içeriği yeterince uzun olmalı, değil mi? Evet.', category: category.slug, tags: ['unity', 'yeni-etiket'] }), 'topic');
  console.log('topic', r4.status, r4.headers['x-sql-statements'], JSON.stringify(r4.body).slice(0, 300));
  const [post] = (await api(app).get('/api/blog/posts?pageSize=1')).body.data;
  await api(app).get(`/api/blog/posts/${post.slug}`);
  const r5 = await cap(api(app).get(`/api/blog/posts/${post.slug}`), 'blogpost');
  console.log('blogpost', r5.status, r5.headers['x-sql-statements']);
  const lines = readFileSync(LOG, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  for (const l of lines) {
    console.log(`=== ${l.id} ${l.url} ${l.queries.length}\n` + l.queries.map((q: any, i: number) => `${i + 1}. ${q.sql.replace(/\s+/g, ' ').slice(0, 300)}`).join('\n'));
  }
});
