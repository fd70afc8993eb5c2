// Backup and restore (`npm run backup`, `npm run restore <dir>`): the database with pg_dump's custom format
// and the uploaded files, together in backups/<UTC timestamp>/ — db.dump, uploads/ and a manifest. A restore
// replaces the database's content with the dump (pg_restore --clean) and the uploads with the copy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** pg_dump / pg_restore of the system (PG_DUMP / PG_RESTORE name others, e.g. of a newer major version). */
const tool = (name) => process.env[name.toUpperCase().replace('-', '_')] || name.replace('-', '_');

function runTool(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c) => (err = (err + c).slice(-4000)));
    child.stdout.resume();
    child.on('error', (e) =>
      reject(
        new Error(
          e.code === 'ENOENT' ? `${cmd} bulunamadı — postgresql-client paketini kurun (apt-get install postgresql-client)` : e.message,
        ),
      ),
    );
    child.on('exit', (code) => {
      if (code === 0) return resolve();
      const mismatch = /server version mismatch|aborting because of server version/i.test(err);
      reject(
        new Error(
          mismatch
            ? `${cmd} sürümü veritabanı sunucusundan eski: sunucunun sürümündeki istemciyi ${cmd === tool('pg_dump') ? 'PG_DUMP' : 'PG_RESTORE'} ile gösterin (${err.trim().split('\n').at(-1)})`
            : `${cmd} ${code} koduyla bitti: ${err.trim().split('\n').slice(-3).join(' ')}`,
        ),
      );
    });
  });
}

const stamp = (date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** Writes backups/<timestamp>/{db.dump, uploads/, manifest.json}; returns the directory. */
export async function backup({ databaseUrl, uploadsDir, backupsDir, now = new Date() }) {
  const dir = path.join(backupsDir, stamp(now));
  fs.mkdirSync(dir, { recursive: true });
  await runTool(tool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, 'db.dump')}`, databaseUrl]);
  let files = 0;
  if (fs.existsSync(uploadsDir)) {
    fs.cpSync(uploadsDir, path.join(dir, 'uploads'), { recursive: true, preserveTimestamps: true });
    files = fs.readdirSync(path.join(dir, 'uploads'), { recursive: true }).length;
  }
  const manifest = { createdAt: now.toISOString(), database: 'db.dump', uploads: files ? 'uploads' : null, uploadFiles: files };
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
  return dir;
}

/** Restores a backup directory (or its db.dump) into `databaseUrl` and `uploadsDir`. */
export async function restore({ from, databaseUrl, uploadsDir }) {
  const dir = fs.statSync(from, { throwIfNoEntry: false })?.isDirectory() ? from : path.dirname(from);
  const dump = path.join(dir, 'db.dump');
  if (!fs.existsSync(dump)) throw new Error(`yedek bulunamadı: ${dump}`);
  await runTool(tool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    dump,
  ]);
  const uploads = path.join(dir, 'uploads');
  if (fs.existsSync(uploads)) {
    fs.rmSync(uploadsDir, { recursive: true, force: true });
    fs.cpSync(uploads, uploadsDir, { recursive: true, preserveTimestamps: true });
  }
  return dir;
}
