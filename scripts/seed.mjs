// `npm run seed [-- --size N]`: load the demo data into the configured database (embedded when no
// DATABASE_URL). Idempotent: on a database that already holds it, nothing changes.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, log } from './lib/util.mjs';
import { defaults, openDatabase, compileCmsServer } from './lib/stack.mjs';
import { loadOrCreateSecrets } from './lib/secrets.mjs';
import settle from './lib/settle.cjs';

// `--size N` multiplies the demo seed; `--size large` (or `large:0.1` for a tenth of it) adds the large seed.
const sizeArg = process.argv.indexOf('--size');
const size = sizeArg > 0 ? process.argv[sizeArg + 1] : (process.env.SEED_SIZE ?? '1');
const o = defaults();
const db = await openDatabase(o);
let code = 0;
try {
  await compileCmsServer();
  // The install's own secrets, as `npm start` gives them to the cms (no public fallback outside tests).
  const { REBUILD_HOOK_SECRET: _hook, PROXY_SECRET: _proxy, ...secrets } = loadOrCreateSecrets(o.dataDir).values;
  Object.assign(process.env, secrets, {
    DATABASE_URL: db.databaseUrl,
    SERVE_ADMIN: 'false',
    SEED_ON_EMPTY: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    TZ: 'UTC',
  });
  const cmsDir = path.join(ROOT, 'cms');
  const require = createRequire(path.join(cmsDir, 'package.json'));
  const { createStrapi } = require('@strapi/strapi');
  const app = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist') }).load();
  const { seed, parseSeedSize } = require(path.join(cmsDir, 'dist/src/seed'));
  const started = Date.now();
  const result = await seed(app, parseSeedSize(size));
  if (result.skipped) log('seed', 'veritabanında üyeler var: tohum atlandı (boş bir veritabanında çalıştırın)');
  log('seed', `tamamlandı (${((Date.now() - started) / 1000).toFixed(1)} sn, boyut ${size})`);
  await settle.settlePool(app);
  await app.destroy();
} catch (e) {
  log('seed', `başarısız: ${e.stack ?? e.message}`);
  code = 1;
} finally {
  await db.stop();
}
process.exit(code);
