import { spawnSync } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';

const appDir = path.resolve(__dirname, '../..');

// any: the booted app is reached with any uid, table and service; Strapi types them only with generated typings.
export type App = any;

const dbModule = () => require(path.resolve(appDir, '../scripts/lib/db.cjs'));
const databaseName = (suffix: string) => `${process.env.OYUNDEV_TEST_DB_PREFIX}_${suffix}`.toLowerCase().slice(0, 63);

/**
 * The run's template database for a cms booted once — and seeded with the demo data of `seed` when it is a
 * number — made on first use by tests/helpers/template.cjs in a process of its own. A boot on an empty database
 * creates every table (13 s on an idle 2-core machine) and the demo seed takes 9 s more; copying the template
 * takes a fraction of a second and a boot on the copy 4 s. Test files run one at a time (runInBand), so no two
 * make the same template.
 */
async function templateFor(seed: number | null): Promise<string> {
  const { ensureDatabase, dropDatabase, renameDatabase, databaseExists } = dbModule();
  const admin = process.env.OYUNDEV_TEST_ADMIN_URL;
  const name = databaseName(seed === null ? 'tpl_booted' : `tpl_seed_${String(seed).replace(/\W/g, '_')}`);
  if (await databaseExists(admin, name)) return name;
  const building = `${name}_building`;
  await dropDatabase(admin, building);
  const url = await ensureDatabase(admin, building);
  const args = [path.join(__dirname, 'template.cjs'), ...(seed === null ? [] : [String(seed)])];
  const run = spawnSync(process.execPath, args, { cwd: appDir, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`template database ${name} failed (${run.status}):\n${run.stderr}\n${run.stdout}`.slice(-4000));
  // Renamed only when whole: a template cut short by a failure is never copied.
  await renameDatabase(admin, building, name);
  return name;
}

/**
 * Boot the compiled cms against a database of its own (named after the test file, created on the run's server as a
 * copy of the run's template: booted, and with `seed` the demo seed of that size in it) and mount its HTTP server
 * without opening a port.
 */
export async function setupStrapi(testFile: string, { seed = null }: { seed?: number | null } = {}): Promise<App> {
  const template = await templateFor(seed);
  const name = databaseName(path.basename(testFile).replace(/\W+/g, '_'));
  process.env.DATABASE_URL = await dbModule().ensureDatabase(process.env.OYUNDEV_TEST_ADMIN_URL, name, { template });
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
