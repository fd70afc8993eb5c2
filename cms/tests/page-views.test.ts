import { msg } from '@oyundev/domain';
import { istanbulDay } from '../src/lib/time';
import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';
import { member } from './helpers/forum';

// The site server's page-view counts (scripts/lib/page-views.mjs → POST /api/page-views → page_views).

const PROXY_SECRET = 'proxy-proof-for-the-page-view-tests-0123';
let app: App;
beforeAll(async () => {
  // global::client-address reads the secret once, at boot.
  process.env.PROXY_SECRET = PROXY_SECRET;
  app = await setupStrapi(__filename);
});
afterAll(async () => {
  delete process.env.PROXY_SECRET;
  await teardownStrapi(app);
});

const today = istanbulDay(new Date());
const rows = async () =>
  (
    await app.db.connection.raw(`SELECT to_char(day, 'YYYY-MM-DD') AS day, path, views, unique_visitors FROM page_views ORDER BY path, day`)
  ).rows.map((r: { day: string; path: string; views: number; unique_visitors: number }) => ({
    day: r.day,
    path: r.path,
    views: Number(r.views),
    uniqueVisitors: Number(r.unique_visitors),
  }));
const send = (body: unknown, proof?: string) => {
  const req = api(app).post('/api/page-views');
  if (proof !== undefined) req.set('x-oyundev-proxy', proof);
  return req.send(body as object);
};

describe('POST /api/page-views', () => {
  it('refuses calls without the proxy proof, with a wrong one, and from signed-in members — nothing is written', async () => {
    const batch = { views: [{ day: today, path: '/forum', views: 5, uniqueVisitors: 2 }] };
    for (const res of [await send(batch), await send(batch, 'guess'), await send(batch, PROXY_SECRET.slice(0, -1) + 'x')]) {
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe(msg('error.forbidden'));
    }
    const admin = await member(app, 'admin');
    const asAdmin = await api(app).post('/api/page-views').set('Authorization', `Bearer ${admin.jwt}`).send(batch);
    expect(asAdmin.status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('refuses bad batches with a Turkish 400 and writes nothing', async () => {
    const bad = [
      {},
      { views: [] },
      { views: [{ day: 'dün', path: '/forum', views: 1, uniqueVisitors: 1 }] },
      { views: [{ day: today, path: 'forum', views: 1, uniqueVisitors: 1 }] },
      { views: [{ day: today, path: '/forum', views: 0, uniqueVisitors: 0 }] },
      { views: [{ day: today, path: '/forum', views: 1, uniqueVisitors: 2 }] },
      { views: [{ day: today, path: '/forum', views: 1, uniqueVisitors: 1, ip: '1.2.3.4' }] },
    ];
    for (const body of bad) {
      const res = await send(body, PROXY_SECRET);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.error.message).toBe(msg('error.validation'));
    }
    expect(await rows()).toEqual([]);
  });

  it('adds each batch to one row per day and path, and the dashboard shows the real figure', async () => {
    const before = (
      await api(app)
        .get('/api/admin/dashboard')
        .set('Authorization', `Bearer ${(await member(app, 'admin')).jwt}`)
    ).body.data;
    const first = await send(
      {
        views: [
          { day: today, path: '/forum', views: 3, uniqueVisitors: 2 },
          { day: today, path: '/', views: 2, uniqueVisitors: 2 },
          { day: '2026-01-05', path: '/forum', views: 7, uniqueVisitors: 1 },
        ],
      },
      PROXY_SECRET,
    );
    expect(first.status).toBe(200);
    // Two flushes at once, and the same key twice in one batch: every view is counted, none twice.
    const [a, b] = await Promise.all([
      send({ views: [{ day: today, path: '/forum', views: 1, uniqueVisitors: 1 }] }, PROXY_SECRET),
      send(
        {
          views: [
            { day: today, path: '/forum', views: 4, uniqueVisitors: 0 },
            { day: today, path: '/forum', views: 1, uniqueVisitors: 1 },
          ],
        },
        PROXY_SECRET,
      ),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await rows()).toEqual([
      { day: today, path: '/', views: 2, uniqueVisitors: 2 },
      { day: '2026-01-05', path: '/forum', views: 7, uniqueVisitors: 1 },
      { day: today, path: '/forum', views: 9, uniqueVisitors: 4 },
    ]);
    const admin = await member(app, 'admin');
    const after = (await api(app).get('/api/admin/dashboard').set('Authorization', `Bearer ${admin.jwt}`)).body.data;
    expect(after.today.pageViews).toBe(before.today.pageViews + 11);
    expect(after.trend.views[6]).toBe(before.trend.views[6] + 11);
  });
});
