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

export async function teardownStrapi(app: App) {
  if (!app) return;
  await new Promise((resolve) => app.server.httpServer.close(resolve));
  // Strapi's un-awaited entry events must finish first (scripts/lib/settle.cjs says why).
  await require(path.resolve(appDir, '../scripts/lib/settle.cjs')).settlePool(app);
  await app.destroy();
}

export const api = (app: App) => request(app.server.httpServer);
