// The rebuild-on-publish runner on its own, for production (docker-compose's site-builder): builds the site
// once, then keeps listening for the cms's hook (REBUILD_HOOK_URL → http://site-builder:9100/__rebuild with
// REBUILD_HOOK_SECRET) and republishes. nginx serves site/.live/current/public from the shared volume.
// `npm start` runs the same runner inside its site server (scripts/lib/stack.mjs).
import path from 'node:path';
import express from 'express';
import { createRebuilder, precompressSite, publishSnapshot, rebuildHook } from './lib/rebuild.mjs';
import { ROOT, env, intEnv, log, run } from './lib/util.mjs';

const SITE = path.join(ROOT, 'site');
const secret = env('REBUILD_HOOK_SECRET', '');
if (secret.length < 16) {
  log('rebuild', 'REBUILD_HOOK_SECRET en az 16 karakter olmalı');
  process.exit(1);
}
const build = () => run('site', path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], { cwd: SITE, quiet: true });

await build();
await precompressSite(SITE);
publishSnapshot(SITE);
log('rebuild', 'ilk derleme yayında');

const rebuilder = createRebuilder({ siteDir: SITE, build, debounceMs: intEnv('REBUILD_DEBOUNCE_MS', 1000) });
const app = express();
app.all('/__rebuild', express.json({ limit: '4kb' }), rebuildHook({ siteDir: SITE, rebuilder, secret }));
app.use((_req, res) => res.sendStatus(404));
app.listen(intEnv('REBUILD_PORT', 9100), () => log('rebuild', `kanca dinleniyor :${intEnv('REBUILD_PORT', 9100)}`));
