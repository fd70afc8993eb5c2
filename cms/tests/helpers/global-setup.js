// One throwaway database per run: on the system PostgreSQL when it answers, else an embedded one.
// The cms is compiled once (tsc, no admin bundle) and every test file boots it from dist/.
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const CMS = path.resolve(__dirname, '../..');
const ROOT = path.resolve(CMS, '..');

module.exports = async () => {
  const { reachable, startEmbedded } = require(path.join(ROOT, 'scripts/lib/db.cjs'));
  const name = `oyundev_test_${process.pid}_${Date.now()}`;
  const system = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let adminUrl;
  if (await reachable(system)) {
    adminUrl = system;
  } else {
    const embedded = await startEmbedded({
      dataDir: path.join(ROOT, '.data/test-postgres'),
      port: Number(process.env.TEST_PG_PORT ?? 5434),
      portEnv: 'TEST_PG_PORT',
    });
    globalThis.__EMBEDDED_PG__ = embedded;
    adminUrl = embedded.adminUrl;
  }
  // Each test file gets its own database (see strapi.ts); they share this run's prefix so teardown finds them.
  globalThis.__TEST_DB__ = { adminUrl, prefix: name };
  Object.assign(process.env, {
    OYUNDEV_TEST_ADMIN_URL: adminUrl,
    OYUNDEV_TEST_DB_PREFIX: name,
    SERVE_ADMIN: 'false',
    NODE_ENV: 'test',
    TZ: 'UTC',
    SEED_ON_EMPTY: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    LOG_LEVEL: 'error',
    SMTP_PORT: process.env.TEST_SMTP_PORT ?? '1026',
  });

  // Start from clean output: compiled files of moved or deleted sources would otherwise still load.
  for (const stale of [
    path.join(ROOT, 'domain/dist'),
    ...['src', 'config', 'tsconfig.tsbuildinfo'].map((p) => path.join(CMS, 'dist', p)),
  ]) {
    require('node:fs').rmSync(stale, { recursive: true, force: true });
  }
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', path.join(ROOT, 'domain/tsconfig.build.json')], { stdio: 'inherit' });
  execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', path.join(CMS, 'tsconfig.json')], { stdio: 'inherit', cwd: CMS });
};
