// `npm run backup`: the database (pg_dump custom format) and the uploads into backups/<UTC timestamp>/.
// `npm run restore <backups/dir>`: puts both back (stop the cms first). See scripts/lib/backup.mjs.
import path from 'node:path';
import { backup, restore } from './lib/backup.mjs';
import { defaults, openDatabase } from './lib/stack.mjs';
import { ROOT, log } from './lib/util.mjs';

const mode = process.argv[2];
const uploadsDir = path.join(ROOT, 'cms', 'public', 'uploads');
const backupsDir = path.resolve(ROOT, process.env.BACKUP_DIR ?? 'backups');
let db;
try {
  if (mode === 'restore' && !process.argv[3]) throw new Error('hangi yedek? örnek: npm run restore backups/20260101T000000Z');
  db = await openDatabase(defaults());
  if (mode === 'restore') {
    const dir = await restore({ from: path.resolve(process.argv[3]), databaseUrl: db.databaseUrl, uploadsDir });
    log('db', `geri yüklendi: ${path.relative(ROOT, dir)}`);
  } else {
    const dir = await backup({ databaseUrl: db.databaseUrl, uploadsDir, backupsDir });
    log('db', `yedek alındı: ${path.relative(ROOT, dir)}`);
  }
  await db.stop();
  process.exit(0);
} catch (e) {
  log('db', `${mode === 'restore' ? 'geri yükleme' : 'yedekleme'} başarısız: ${e?.message ?? e}`);
  await db?.stop().catch(() => {});
  process.exit(1);
}
