// Backup and restore drill on the system PostgreSQL: back up, write more, restore, and the counts are the
// backup's again — rows and uploaded files alike. Skipped when no PostgreSQL or pg_dump is at hand.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { backup, restore } from './backup.mjs';

const require = createRequire(import.meta.url);
const { ensureDatabase, dropDatabase, reachable } = require('./db.cjs');
const pg = require('pg');
const ADMIN = process.env.TEST_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const hasPgDump = (() => {
  try {
    execFileSync(process.env.PG_DUMP || 'pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

test("backup, write more, restore: the rows and uploads are the backup's", { skip: !hasPgDump && 'pg_dump yok' }, async (t) => {
  if (!(await reachable(ADMIN))) return t.skip('PostgreSQL yok');
  const name = `oyundev_backup_drill_${process.pid}`;
  const url = await ensureDatabase(ADMIN, name);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-backup-'));
  const uploadsDir = path.join(work, 'uploads');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const count = async () => Number((await client.query('select count(*) as n from replies')).rows[0].n);
  try {
    await client.query('create table replies (id serial primary key, content text not null)');
    await client.query("insert into replies (content) select 'yanıt ' || g from generate_series(1, 25) g");
    fs.mkdirSync(uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'avatar.png'), 'png');

    const dir = await backup({
      databaseUrl: url,
      uploadsDir,
      backupsDir: path.join(work, 'backups'),
      now: new Date('2026-01-02T03:04:05Z'),
    });
    assert.equal(path.basename(dir), '20260102T030405Z');
    assert.ok(fs.statSync(path.join(dir, 'db.dump')).size > 0);
    assert.equal(JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')).uploadFiles, 1);

    // Life goes on after the backup…
    await client.query("insert into replies (content) select 'sonra ' || g from generate_series(1, 10) g");
    await client.query('delete from replies where id <= 3');
    fs.writeFileSync(path.join(uploadsDir, 'later.png'), 'png');
    assert.equal(await count(), 32);

    await client.end();
    await restore({ from: dir, databaseUrl: url, uploadsDir });
    const after = new pg.Client({ connectionString: url });
    await after.connect();
    const rows = (await after.query('select count(*) as n, min(id) as lo, max(id) as hi from replies')).rows[0];
    await after.end();
    assert.deepEqual([Number(rows.n), rows.lo, rows.hi], [25, 1, 25]);
    assert.deepEqual(fs.readdirSync(uploadsDir), ['avatar.png']);
  } finally {
    await client.end().catch(() => {});
    await dropDatabase(ADMIN, name);
    fs.rmSync(work, { recursive: true, force: true });
  }
});

test('a restore of something that is not a backup says so in one line', async () => {
  await assert.rejects(
    restore({ from: os.tmpdir(), databaseUrl: 'postgres://x@127.0.0.1:1/x', uploadsDir: '/nonexistent' }),
    /yedek bulunamadı/,
  );
});
