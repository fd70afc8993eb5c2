import path from 'node:path';

// Boots the whole system once for the browser tests, on ports of its own and a fresh database,
// and returns the teardown Playwright calls at the end.
export default async function globalSetup() {
  const root = path.resolve(__dirname, '..');
  const { startStack } = await import(path.join(root, 'scripts/lib/stack.mjs'));
  const { reachable, dropDatabase } = require(path.join(root, 'scripts/lib/db.cjs'));
  const system = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `oyundev_e2e_${process.pid}`;
  let databaseUrl: string | undefined;
  if (await reachable(system)) {
    const { ensureDatabase } = require(path.join(root, 'scripts/lib/db.cjs'));
    databaseUrl = await ensureDatabase(system, databaseName);
  }
  const ports = {
    sitePort: Number(process.env.E2E_SITE_PORT ?? 18000),
    cmsPort: Number(process.env.E2E_CMS_PORT ?? 11337),
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? 11025),
    mailWebPort: Number(process.env.E2E_MAIL_WEB_PORT ?? 11080),
    pgPort: Number(process.env.E2E_PG_PORT ?? 15433),
  };
  // Every browser test signs in from 127.0.0.1; the per-address auth limit is tested in cms/tests instead.
  process.env.AUTH_RATE_LIMIT_MAX ??= '200';
  process.env.E2E_MAIL_URL = `http://localhost:${ports.mailWebPort}`;
  process.env.E2E_CMS_URL = `http://127.0.0.1:${ports.cmsPort}`;
  const stack = await startStack({
    ...ports,
    databaseUrl,
    databaseName,
    dataDir: path.join(root, '.data/e2e'),
    pgPortEnv: 'E2E_PG_PORT',
    seed: true,
    serveAdmin: false,
  });
  // For tests that must set up a state no API offers a member (a ban), straight in the database.
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  // For tests that read the rebuild runner's state (GET /__rebuild answers only with the stack's secret).
  process.env.E2E_REBUILD_SECRET = stack.rebuildSecret ?? '';
  return async () => {
    await stack.stop();
    if (databaseUrl) await dropDatabase(system, databaseName).catch(() => {});
  };
}
