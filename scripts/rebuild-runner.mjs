// The rebuild-on-publish runner on its own, for production (docker-compose's site-builder): builds the site
// once, then keeps listening for the cms's hook (REBUILD_HOOK_URL → http://site-builder:9100/__rebuild with
// REBUILD_HOOK_SECRET) and republishes. nginx serves site/.live/current/public from the shared volume.
// `npm start` runs the same runner inside its site server (scripts/lib/stack.mjs). It also keeps nginx's
// maintenance flag (Site ayarları → Genel → bakım modu) beside the builds: see syncMaintenanceFlag.
import path from 'node:path';
import express from 'express';
import { createRebuilder, publishFirstBuild, rebuildHook, sameSecret } from './lib/rebuild.mjs';
import { createFastLane } from './lib/fast-pages.mjs';
import { syncMaintenanceFlag } from './lib/maintenance.mjs';
import { ROOT, env, intEnv, log, parcelScopeEnv, run } from './lib/util.mjs';

const SITE = path.join(ROOT, 'site');
const secret = env('REBUILD_HOOK_SECRET', '');
if (secret.length < 16) {
  log('rebuild', 'REBUILD_HOOK_SECRET en az 16 karakter olmalı');
  process.exit(1);
}
const LIVE = path.join(SITE, '.live');
const cmsUrl = env('CMS_URL', 'http://127.0.0.1:1337');
// A failed question leaves the flag as it was; the next settings save or build asks again.
const syncMaintenance = () =>
  syncMaintenanceFlag({ cmsUrl, dir: LIVE }).then(
    (on) => log('rebuild', on ? 'bakım modu açık: sayfalar bakım sayfasını gösteriyor' : 'bakım modu kapalı'),
    (error) => log('rebuild', `bakım modu okunamadı: ${error.message}`),
  );
const build = () => run('site', path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], { cwd: SITE, quiet: true, env: parcelScopeEnv() });

await publishFirstBuild(SITE, build);
log('rebuild', 'ilk derleme yayında');
await syncMaintenance();

const rebuilder = createRebuilder({
  siteDir: SITE,
  build,
  onPublished: () => void syncMaintenance(),
  debounceMs: intEnv('REBUILD_DEBOUNCE_MS', 1000),
  // A named item's own page goes live within seconds; nginx serves the snapshot's files as they are.
  fastLane: createFastLane({ siteDir: SITE, cmsUrl }),
});
const app = express();
const hook = rebuildHook({ siteDir: SITE, rebuilder, secret });
app.all('/__rebuild', express.json({ limit: '4kb' }), (req, res, next) => {
  // A settings save may have switched maintenance mode: follow it at once, not at the next build.
  if (req.method === 'POST' && req.body?.type === 'settings' && sameSecret(req.get('x-rebuild-secret'), secret)) void syncMaintenance();
  hook(req, res, next);
});
app.use((_req, res) => res.sendStatus(404));
app.listen(intEnv('REBUILD_PORT', 9100), () => log('rebuild', `kanca dinleniyor :${intEnv('REBUILD_PORT', 9100)}`));
