// Database outage (issue 16): the cms reaches PostgreSQL through a TCP relay this test can cut. While it is cut
// the API answers a fast 503 with a Turkish message and Retry-After; when it is back, the same process serves
// again without a restart.
import net from 'node:net';
import path from 'node:path';
import { ERROR_CODES } from '@oyundev/domain';
import { api, teardownStrapi, type App } from './helpers/strapi';

/** A relay to PostgreSQL that can refuse connections (`down`) and cut the open ones, then come back (`up`). */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const up = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  return { up, down };
}

let app: App;
let db: ReturnType<typeof relay>;

beforeAll(async () => {
  const { ensureDatabase } = require(path.resolve(__dirname, '../../scripts/lib/db.cjs'));
  const name = `${process.env.OYUNDEV_TEST_DB_PREFIX}_ops_outage`.toLowerCase().slice(0, 63);
  const direct = new URL(await ensureDatabase(process.env.OYUNDEV_TEST_ADMIN_URL, name));
  db = relay(direct);
  const via = new URL(direct.toString());
  via.hostname = '127.0.0.1';
  via.port = String(await db.up());
  process.env.DATABASE_URL = via.toString();
  const { createStrapi } = require('@strapi/strapi');
  app = await createStrapi({ appDir: path.resolve(__dirname, '..'), distDir: path.resolve(__dirname, '../dist') }).load();
  await app.server.mount();
});
afterAll(async () => {
  await teardownStrapi(app);
  await db.down(); // the relay too, or jest waits on its listening socket
});

it('answers a fast Turkish 503 with Retry-After while the database is gone, and recovers without a restart', async () => {
  expect((await api(app).get('/api/forum/categories')).status).toBe(200);

  await db.down();
  for (const url of ['/api/forum/categories', '/api/forum/topics']) {
    const started = Date.now();
    const res = await api(app).get(url);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body.error).toMatchObject({
      status: 503,
      message: ERROR_CODES.DATABASE_UNAVAILABLE.message,
      details: { code: 'DATABASE_UNAVAILABLE' },
    });
  }

  await db.up();
  let status = 0;
  for (let i = 0; i < 20 && status !== 200; i++) {
    status = (await api(app).get('/api/forum/categories')).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
  expect(status).toBe(200);
});
