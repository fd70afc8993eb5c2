// The guest response cache (middlewares/response-cache.ts, issue 15): a guest's repeated hot read is answered from
// memory without SQL; a write through the API drops it at once, so the next read shows the write; a member's
// request never reads or fills it. (Off in the other API tests, which write straight to the database.)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from './helpers/strapi';
import { forumSuite } from './helpers/suite';

process.env.RESPONSE_CACHE = 'true';
process.env.RESPONSE_CACHE_TTL_MS = '600000'; // only a write may end an entry here, never the clock
process.env.SQL_COUNT = 'true';
// The local stack's site server proves itself with this (read at boot by global::client-address).
const PROXY_SECRET = 'proxy-proof-for-the-response-cache-tests-01';
process.env.PROXY_SECRET = PROXY_SECRET;
const s = forumSuite(__filename);
afterAll(() => {
  delete process.env.PROXY_SECRET;
  delete process.env.PROXY_PURGE_URL;
  delete process.env.RESPONSE_CACHE;
  delete process.env.RESPONSE_CACHE_TTL_MS;
  delete process.env.SQL_COUNT;
});

const LIST = '/api/forum/topics?sort=new';

it('answers the repeat of a guest read from memory, with no SQL and the same body', async () => {
  const first = await api(s.app).get(LIST);
  expect(first.status).toBe(200);
  const second = await api(s.app).get(LIST);
  expect(second.status).toBe(200);
  expect(second.headers['x-cache']).toBe('HIT');
  expect(second.headers['x-sql-statements']).toBe('0');
  expect(second.body).toEqual(first.body);
  expect(second.headers['content-type']).toMatch(/application\/json/);
  // The proxy in front may keep both for the seconds left here (the TTL: 600 s in this file), never longer.
  expect(first.headers['x-accel-expires']).toBe('600');
  expect(Number(second.headers['x-accel-expires'])).toBeGreaterThanOrEqual(599);
});

it('shows a new topic to the next guest read: the write drops the cache', async () => {
  await api(s.app).get(LIST);
  expect((await api(s.app).get(LIST)).headers['x-cache']).toBe('HIT');
  const created = await s.moderator.post('/api/forum/topics', s.draft({ title: 'Önbellek denemesi: yeni konu hemen görünür mü?' }));
  expect(created.status).toBe(201);
  const after = await api(s.app).get(LIST);
  expect(after.headers['x-cache']).not.toBe('HIT');
  expect(after.body.data[0].slug).toBe(created.body.data.slug);
});

it('never serves or stores the request of a member', async () => {
  await api(s.app).get(LIST);
  const mine = await s.moderator.get(LIST);
  expect(mine.status).toBe(200);
  expect(mine.headers['x-cache']).toBeUndefined();
  expect(mine.headers['x-accel-expires']).toBeUndefined();
  expect(Number(mine.headers['x-sql-statements'])).toBeGreaterThan(0);
});

it('leaves refused writes and unlisted routes alone', async () => {
  await api(s.app).get(LIST);
  const refused = await api(s.app).post('/api/forum/topics').send(s.draft());
  expect(refused.status).toBeGreaterThanOrEqual(400);
  expect((await api(s.app).get(LIST)).headers['x-cache']).toBe('HIT');
  const me = await api(s.app).get('/api/notifications');
  expect(me.headers['x-cache']).toBeUndefined();
  expect(me.headers['x-accel-expires']).toBeUndefined();
});

it('tells the site server in front about a write that came straight here, before answering it; not one that came through it', async () => {
  const purges: string[] = [];
  const site = http.createServer((req, res) => {
    purges.push(`${req.method} ${req.url} ${req.headers['x-oyundev-proxy']}`);
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', () => resolve()));
  process.env.PROXY_PURGE_URL = `http://127.0.0.1:${(site.address() as AddressInfo).port}/__purge`;
  try {
    const direct = await s.moderator.post('/api/forum/topics', s.draft({ title: 'Doğrudan yazma: site sunucusu haber alır mı?' }));
    expect(direct.status).toBe(201);
    expect(purges).toEqual([`POST /__purge ${PROXY_SECRET}`]);
    const proxied = await s.moderator
      .post('/api/forum/topics', s.draft({ title: 'Vekilden gelen yazma: site sunucusu kendisi boşaltır' }))
      .set('x-oyundev-proxy', PROXY_SECRET);
    expect(proxied.status).toBe(201);
    const refused = await api(s.app).post('/api/forum/topics').send(s.draft());
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(purges).toHaveLength(1);
  } finally {
    delete process.env.PROXY_PURGE_URL;
    await new Promise((resolve) => site.close(resolve));
  }
});
