// The consistency job (lib/consistency.ts, `npm run recount`, daily cron): every counter it lists is
// corrupted on a real row and must come back to what the rows say, with the fix reported.
import { teardownStrapi, type App } from './helpers/strapi';
import { seededApp } from './helpers/forum';
import { COUNTER_CHECKS } from '../src/lib/consistency-checks';
import { ensureConsistency } from '../src/lib/consistency';
import { tableOf } from '../src/lib/sql-names';

let app: App;

beforeAll(async () => {
  app = await seededApp(__filename);
});
afterAll(async () => {
  await teardownStrapi(app);
});

const q = (sql: string, bindings: unknown[] = []) => app.db.connection.raw(sql, bindings).then((r: any) => r.rows);
const snapshot = async () => {
  const out: Record<string, unknown> = {};
  for (const { model, column } of COUNTER_CHECKS) {
    const table = tableOf(model, app);
    for (const row of await q(`SELECT id, "${column}" AS v FROM "${table}" ORDER BY id`))
      out[`${table}.${column}#${row.id}`] = String(row.v);
  }
  return out;
};

describe('consistency job', () => {
  it('finds nothing to fix after the seed (its definitions agree with the seed recount)', async () => {
    const report = await ensureConsistency(app);
    expect(report.skipped).toEqual([]);
    expect(report.checked).toBe(COUNTER_CHECKS.length);
    expect(report.fixed).toEqual([]);
  });

  it('repairs every listed counter on the row where it drifted, reports each fix, and then finds nothing', async () => {
    const truth = await snapshot();
    const corrupted: string[] = [];
    for (const { model, column } of COUNTER_CHECKS) {
      const table = tableOf(model, app);
      const [row] = await q(`SELECT id FROM "${table}" ORDER BY id DESC LIMIT 1`);
      if (!row) continue;
      const wrong = column === 'level' ? `'Bozuk'` : `COALESCE("${column}", 0) + 7`;
      await q(`UPDATE "${table}" SET "${column}" = ${wrong} WHERE id = ?`, [row.id]);
      corrupted.push(`${table}.${column}#${row.id}`);
    }
    // Every counter has a row to corrupt in the seed: none is checked only in theory.
    expect(corrupted).toHaveLength(COUNTER_CHECKS.length);
    expect(await snapshot()).not.toEqual(truth);

    const report = await ensureConsistency(app);
    expect(report.fixed.map((d) => `${d.table}.${d.column}#${d.id}`).sort()).toEqual([...corrupted].sort());
    const reputation = report.fixed.find((d) => d.table === 'up_users' && d.column === 'reputation')!;
    expect(Number(reputation.was) - Number(reputation.now)).toBe(7);
    expect(await snapshot()).toEqual(truth);
    expect((await ensureConsistency(app)).fixed).toEqual([]);
  });

  it('repairs a counter from the rows after a real write drifted it (a reply removed behind the counter)', async () => {
    const [t] = await q(`SELECT t.id, t.reply_count FROM topics t WHERE t.reply_count > 0 ORDER BY t.id LIMIT 1`);
    const [r] = await q(
      `SELECT rt.reply_id FROM replies_topic_lnk rt JOIN replies r ON r.id = rt.reply_id
                         WHERE rt.topic_id = ? AND r.is_deleted = false AND r.is_approved = true LIMIT 1`,
      [t.id],
    );
    await q(`UPDATE replies SET is_deleted = true WHERE id = ?`, [r.reply_id]);
    const report = await ensureConsistency(app);
    expect(report.fixed).toEqual(
      expect.arrayContaining([{ table: 'topics', column: 'reply_count', id: Number(t.id), was: t.reply_count, now: t.reply_count - 1 }]),
    );
    const [after] = await q(`SELECT reply_count FROM topics WHERE id = ?`, [t.id]);
    expect(after.reply_count).toBe(t.reply_count - 1);
  });
});
