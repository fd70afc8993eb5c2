// `npm run recount`: the consistency job (cms/src/lib/consistency.ts) by hand — every denormalised counter
// compared with the rows it counts; drift is repaired and listed. The cms also runs it daily (cron).
import { withLoadedCms } from './lib/cms-app.mjs';
import { log } from './lib/util.mjs';

try {
  const report = await withLoadedCms(async (strapi, load) => {
    const { ensureConsistency } = load('src/lib/consistency');
    return ensureConsistency(strapi);
  });
  for (const d of report.fixed) log('db', `düzeltildi: ${d.table}.${d.column} #${d.id}: ${d.was ?? 'NULL'} → ${d.now}`);
  log('db', `${report.checked} sayaç denetlendi, ${report.fixed.length} düzeltme (${(report.ms / 1000).toFixed(1)} sn)`);
  process.exit(0);
} catch (e) {
  log('db', `sayım başarısız: ${e?.message ?? e}`);
  if (process.env.OYUNDEV_DEBUG && e?.stack) console.error(e.stack);
  process.exit(1);
}
