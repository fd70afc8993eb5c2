import path from 'node:path';
import request from 'supertest';

const appDir = path.resolve(__dirname, '../..');

// any: the booted app is reached with any uid, table and service; Strapi types them only with generated typings.
export type App = any;

/**
 * Boot the compiled cms against a database of its own (named after the test file, created on the run's
 * server) and mount its HTTP server without opening a port.
 */
export async function setupStrapi(testFile: string): Promise<App> {
  const { ensureDatabase } = require(path.resolve(appDir, '../scripts/lib/db.cjs'));
  const name = `${process.env.OYUNDEV_TEST_DB_PREFIX}_${path.basename(testFile).replace(/\W+/g, '_')}`.toLowerCase().slice(0, 63);
  process.env.DATABASE_URL = await ensureDatabase(process.env.OYUNDEV_TEST_ADMIN_URL, name);
  const { createStrapi } = require('@strapi/strapi');
  const app = await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).load();
  await app.server.mount();
  return app;
}

/**
 * Waits until the app's database pool has been idle for a while. Strapi's Document Service emits its entry events
 * after the commit without awaiting them (a findOne with populate, for webhooks): destroyed under them, the pool
 * leaves their connection requests waiting, and 60 s later a KnexTimeoutError fails whichever test file then
 * runs in this process.
 */
async function settle(app: App, quietMs = 300, limitMs = 30_000) {
  const pool = app.db?.connection?.client?.pool;
  if (!pool) return;
  const busy = () => pool.numUsed() + pool.numPendingAcquires() + pool.numPendingCreates() > 0;
  let quietSince = Date.now();
  for (const end = Date.now() + limitMs; Date.now() < end;) {
    if (busy()) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function teardownStrapi(app: App) {
  if (!app) return;
  await new Promise((resolve) => app.server.httpServer.close(resolve));
  await settle(app);
  await app.destroy();
}

export const api = (app: App) => request(app.server.httpServer);
