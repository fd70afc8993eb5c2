// The cms loaded in this process (no HTTP server), against the configured database (embedded when no
// DATABASE_URL), for one-off jobs: `npm run recount`. Its cron is off: the job runs once and the process ends.
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './util.mjs';
import { defaults, openDatabase, compileCmsServer } from './stack.mjs';
import { loadOrCreateSecrets } from './secrets.mjs';
import settle from './settle.cjs';

const CMS = path.join(ROOT, 'cms');

/** Runs `fn(strapi, requireFromCms)` with the cms loaded; stops everything afterwards. */
export async function withLoadedCms(fn) {
  const o = defaults();
  const db = await openDatabase(o);
  let app;
  try {
    await compileCmsServer();
    const { REBUILD_HOOK_SECRET: _hook, PROXY_SECRET: _proxy, ...secrets } = loadOrCreateSecrets(o.dataDir).values;
    Object.assign(process.env, secrets, {
      DATABASE_URL: db.databaseUrl,
      SERVE_ADMIN: 'false',
      SEED_ON_EMPTY: 'false',
      CRON_ENABLED: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
      TZ: 'UTC',
    });
    const require = createRequire(path.join(CMS, 'package.json'));
    const { createStrapi } = require('@strapi/strapi');
    app = await createStrapi({ appDir: CMS, distDir: path.join(CMS, 'dist') }).load();
    return await fn(app, (file) => require(path.join(CMS, 'dist', file)));
  } finally {
    await settle.settlePool(app);
    await app?.destroy();
    await db.stop();
  }
}
