// Boots the whole system in order — database, mail catcher, cms (+ demo data), static build, site server —
// and returns a `stop()` that takes it down in reverse. Used by `npm start` and by the e2e tests.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, log, run, launch, stopChild, waitForHttp, newestMtime, env, parcelScopeEnv } from './util.mjs';
import { ensureDatabase, reachable, startEmbedded } from './db.cjs';
import { createRebuilder, publishFirstBuild } from './rebuild.mjs';
import { createFastLane } from './fast-pages.mjs';
import { loadOrCreateSecrets } from './secrets.mjs';

const CMS = path.join(ROOT, 'cms');
const SITE = path.join(ROOT, 'site');
const DOMAIN = path.join(ROOT, 'domain');
const CMS_INPUTS = [
  path.join(CMS, 'src'),
  path.join(CMS, 'config'),
  path.join(CMS, 'database'),
  path.join(CMS, 'tsconfig.json'),
  path.join(DOMAIN, 'src'),
];
const bin = (pkgDir, name) => {
  for (const dir of [path.join(pkgDir, 'node_modules/.bin'), path.join(ROOT, 'node_modules/.bin')]) {
    if (fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  throw new Error(`${name} bulunamadı — önce 'npm install' çalıştırın`);
};

/** Rebuild `outputMarker` from `inputs` only when an input is newer than the last build. */
async function buildIfStale(tag, inputs, outputMarker, build) {
  const marker = fs.existsSync(outputMarker) ? fs.statSync(outputMarker).mtimeMs : 0;
  if (marker && newestMtime(inputs) <= marker) {
    log(tag, 'güncel, yeniden derleme gerekmiyor');
    return;
  }
  await build();
  fs.mkdirSync(path.dirname(outputMarker), { recursive: true });
  fs.writeFileSync(outputMarker, new Date().toISOString());
}

/**
 * Compiled files of sources that were moved or deleted would otherwise stay and win (dist/messages.js over the
 * new dist/messages/index.js; a removed api folder still registering its routes): each build starts clean.
 * The cms keeps its admin bundle (dist/build); its incremental build info goes with the server code.
 */
export const COMPILED = {
  domain: [path.join(DOMAIN, 'dist')],
  cms: ['src', 'config', 'tsconfig.tsbuildinfo'].map((p) => path.join(CMS, 'dist', p)),
};
const clean = (paths) => paths.forEach((p) => fs.rmSync(p, { recursive: true, force: true }));

export async function buildDomain() {
  await buildIfStale('build', [path.join(DOMAIN, 'src'), path.join(DOMAIN, 'package.json')], path.join(DOMAIN, 'dist/.built'), () => {
    clean(COMPILED.domain);
    return run('build', bin(DOMAIN, 'tsc'), ['-p', 'tsconfig.build.json'], { cwd: DOMAIN });
  });
}

/** The operator's PostgreSQL (DATABASE_URL) or the embedded one under `dataDir`; returns `{ databaseUrl, stop }`. */
export async function openDatabase(o) {
  if (o.databaseUrl) {
    if (!(await reachable(o.databaseUrl))) throw new Error(`DATABASE_URL yanıt vermiyor: ${o.databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);
    log('db', 'DATABASE_URL kullanılıyor');
    return { databaseUrl: o.databaseUrl, stop: async () => {} };
  }
  const embedded = await startEmbedded({ dataDir: path.join(o.dataDir, 'postgres'), port: o.pgPort, portEnv: o.pgPortEnv });
  const databaseUrl = await ensureDatabase(embedded.adminUrl, o.databaseName);
  log('db', `gömülü PostgreSQL hazır (127.0.0.1:${o.pgPort}, veritabanı ${o.databaseName})`);
  return {
    databaseUrl,
    stop: async () => {
      log('db', 'PostgreSQL durduruluyor');
      await embedded.stop();
    },
  };
}

/** Whether the database already holds members (a seeded or used install); false before Strapi made its tables. */
async function hasMembers(databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select exists (select 1 from information_schema.tables where table_name = 'up_users') as has_table",
    );
    if (!rows[0].has_table) return false;
    return (await client.query('select exists (select 1 from up_users) as any')).rows[0].any;
  } finally {
    await client.end();
  }
}

export function defaults(opts = {}) {
  return {
    dataDir: path.resolve(ROOT, opts.dataDir ?? env('OYUNDEV_DATA', '.data')),
    databaseUrl: opts.databaseUrl ?? process.env.DATABASE_URL,
    databaseName: opts.databaseName ?? env('DATABASE_NAME', 'oyundev'),
    pgPort: opts.pgPort ?? Number(env('PG_PORT', 5433)),
    // The variable a person changes when that port is taken (the e2e stack names its own).
    pgPortEnv: opts.pgPortEnv ?? 'PG_PORT',
    cmsPort: opts.cmsPort ?? Number(env('CMS_PORT', 1337)),
    sitePort: opts.sitePort ?? Number(env('SITE_PORT', 8000)),
    smtpPort: opts.smtpPort ?? Number(env('SMTP_PORT', 1025)),
    mailWebPort: opts.mailWebPort ?? Number(env('MAIL_WEB_PORT', 1080)),
    seed: opts.seed ?? true,
    serveAdmin: opts.serveAdmin ?? true,
    buildSite: opts.buildSite ?? env('BUILD_SITE', 'true') !== 'false',
    // Rebuild on publish: on unless asked not to (or there is no build to keep fresh).
    rebuild: opts.rebuild ?? env('REBUILD_ON_PUBLISH', 'true') !== 'false',
    rebuildDebounceMs: opts.rebuildDebounceMs ?? Number(env('REBUILD_DEBOUNCE_MS', 1000)),
  };
}

export async function compileCmsServer() {
  await buildDomain();
  await buildIfStale('cms', CMS_INPUTS, path.join(CMS, 'dist/.built-server'), () => {
    clean(COMPILED.cms);
    return run('cms', bin(CMS, 'tsc'), ['-p', 'tsconfig.json'], { cwd: CMS });
  });
}

export async function startStack(opts = {}) {
  const o = defaults(opts);
  const stops = [];
  const stop = async () => {
    while (stops.length) {
      const fn = stops.pop();
      await fn().catch((e) => log('start', `kapatma hatası: ${e.message}`));
    }
  };
  const onFailure = async (e) => {
    await stop();
    throw e;
  };

  try {
    fs.mkdirSync(o.dataDir, { recursive: true });
    const secrets = loadOrCreateSecrets(o.dataDir);

    // 1. Database
    const db = await openDatabase(o);
    stops.push(db.stop);
    const { databaseUrl } = db;

    // 2. Mail catcher with a web inbox
    const { default: MailDev } = await import('maildev');
    const maildev = new MailDev({ smtp: o.smtpPort, web: o.mailWebPort, ip: '127.0.0.1', silent: true, disableWeb: false });
    await new Promise((resolve, reject) => maildev.listen((err) => (err ? reject(err) : resolve())));
    stops.push(() => new Promise((resolve) => maildev.close(() => resolve())));
    log('mail', `posta kutusu http://localhost:${o.mailWebPort} (SMTP ${o.smtpPort})`);

    // 3. Shared rules, then the cms
    await buildDomain();
    const rebuild = o.rebuild && o.buildSite;
    const rebuildSecret = secrets.values.REBUILD_HOOK_SECRET;
    const { REBUILD_HOOK_SECRET: _hook, ...cmsSecrets } = secrets.values;
    const cmsEnv = {
      ...cmsSecrets,
      DATABASE_URL: databaseUrl,
      PORT: String(o.cmsPort),
      HOST: '127.0.0.1',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(o.smtpPort),
      SEED_ON_EMPTY: o.seed ? 'true' : 'false',
      // The demo database's login buttons (cms lib/demo-logins.ts; off in production otherwise).
      DEMO_LOGINS: process.env.DEMO_LOGINS ?? (o.seed ? 'true' : 'false'),
      SERVE_ADMIN: o.serveAdmin ? 'true' : 'false',
      SITE_URL: `http://localhost:${o.sitePort}`,
      // Writes that come straight to the cms empty the site server's kept guest answers (site-cache.mjs).
      PROXY_PURGE_URL: `http://127.0.0.1:${o.sitePort}/__purge`,
      PUBLIC_URL: `http://localhost:${o.cmsPort}`,
      NODE_ENV: 'production',
      STRAPI_TELEMETRY_DISABLED: 'true',
      BROWSER: 'none',
      // Strapi stores timestamps without a zone; the whole server runs in UTC so SQL now() agrees with Node.
      TZ: 'UTC',
      // Where the cms reports content changes (cms/src/lib/rebuild.ts); the site server below answers it.
      ...(rebuild ? { REBUILD_HOOK_URL: `http://127.0.0.1:${o.sitePort}/__rebuild`, REBUILD_HOOK_SECRET: rebuildSecret } : {}),
    };
    // The admin bundle (vite) is only built when the editors' panel is served; tests compile the server alone.
    if (o.serveAdmin) {
      await buildIfStale('cms', CMS_INPUTS, path.join(CMS, 'dist/.built-admin'), () => {
        clean(COMPILED.cms);
        return run('cms', bin(CMS, 'strapi'), ['build'], { cwd: CMS, env: cmsEnv });
      });
    } else {
      await compileCmsServer();
    }
    // A large seed loads in a process of its own (scripts/seed.mjs), not in the cms: seeded in the server, its
    // heap stayed with the server for good (the bench read 4.1 GB RSS at rest against ~290 MB unseeded).
    const seedSize = env('SEED_SIZE', '1');
    if (o.seed && seedSize !== '1' && !(await hasMembers(databaseUrl))) {
      log('seed', `tohum ayrı bir süreçte yükleniyor (boyut ${seedSize})…`);
      await run('seed', process.execPath, [path.join(ROOT, 'scripts/seed.mjs'), '--size', seedSize], {
        env: { DATABASE_URL: databaseUrl, OYUNDEV_DATA: o.dataDir },
      });
    }
    log('cms', 'Strapi başlatılıyor…');
    const cms = launch('cms', bin(CMS, 'strapi'), ['start'], { cwd: CMS, env: cmsEnv });
    stops.push(() => stopChild(cms));
    await waitForHttp(`http://127.0.0.1:${o.cmsPort}/_health`, { ms: 600000, child: cms });
    const cmsUrl = `http://127.0.0.1:${o.cmsPort}`;
    log('cms', `hazır ${cmsUrl}`);

    // 4. Static site from the cms
    const aborts = new AbortController();
    stops.push(async () => aborts.abort());
    const siteEnv = {
      CMS_URL: cmsUrl,
      SITE_URL: `http://localhost:${o.sitePort}`,
      GATSBY_TELEMETRY_DISABLED: '1',
      NODE_ENV: 'production',
      ...parcelScopeEnv(),
    };
    // Rebuilds run beside live traffic at a lower priority (REBUILD_NICE, default 10), so the cms answers first. They
    // get the start's environment exactly: Gatsby writes every variable's name into its webpack DefinePlugin (all of
    // them for the SSR renderer, GATSBY_* for the browser), and a different set (GATSBY_CPU_COUNT=1 in rebuilds
    // only, as before) makes webpack build every module of both bundles again: the first publish after a start paid
    // 11.4 + 8.2 s instead of 4.4 + 3.3 s (large seed, load ~6).
    const gatsbyBuild = (rebuilding) =>
      run('site', bin(SITE, 'gatsby'), ['build'], {
        cwd: SITE,
        // REBUILD_VERBOSE=1 shows a rebuild's Gatsby output too (the publish's breakdown: its steps' timings).
        quiet: rebuilding && !process.env.REBUILD_VERBOSE,
        signal: aborts.signal,
        env: siteEnv,
        priority: rebuilding ? Number(env('REBUILD_NICE', '10')) : undefined,
      });
    if (o.buildSite) {
      log('site', 'Gatsby statik sitesi oluşturuluyor…');
      await publishFirstBuild(SITE, () => gatsbyBuild(false), { signal: aborts.signal });
    }

    // 5. One origin for the browser, and the runner that keeps its static pages fresh
    const { createSiteServer } = await import('./site-server.mjs');
    let app;
    const rebuilder = rebuild
      ? createRebuilder({
          siteDir: SITE,
          build: () => gatsbyBuild(true),
          onPublished: () => app.locals.reload(),
          debounceMs: o.rebuildDebounceMs,
          fastLane: createFastLane({ siteDir: SITE, cmsUrl, onWritten: () => app.locals.reload() }),
        })
      : undefined;
    if (rebuilder) stops.push(async () => rebuilder.stop());
    app = createSiteServer({ siteDir: SITE, cmsUrl, rebuilder, rebuildSecret, proxySecret: secrets.values.PROXY_SECRET });
    const server = await new Promise((resolve, reject) => {
      const s = app.listen(o.sitePort, '0.0.0.0', () => resolve(s));
      s.on('error', reject);
    });
    // Runs after the server has closed and before the cms stops: the last counted page views are sent.
    stops.push(() => app.locals.pageViews.close());
    stops.push(() => new Promise((resolve) => server.close(() => resolve())));

    return {
      stop,
      databaseUrl,
      // The cms's process group (npm run bench reads its memory).
      processes: { cms: cms.pid },
      editor: {
        email: process.env.CMS_ADMIN_EMAIL || 'editor@oyundev.local',
        // Shown once: on the start that created it. Afterwards it is only in the secrets file.
        password: secrets.generated.includes('CMS_ADMIN_PASSWORD') ? secrets.values.CMS_ADMIN_PASSWORD : null,
        secretsFile: secrets.file,
      },
      rebuilder,
      rebuildSecret,
      urls: {
        site: `http://localhost:${o.sitePort}`,
        cms: `http://localhost:${o.cmsPort}`,
        admin: `http://localhost:${o.cmsPort}/admin`,
        mail: `http://localhost:${o.mailWebPort}`,
      },
    };
  } catch (e) {
    return onFailure(e);
  }
}
