import type { Core } from '@strapi/strapi';
import { COUNTER_CHECKS, type CounterCheck } from './consistency-checks';
import type { Knex } from './db';
import { ROW_LOCK } from '../api/forum/lib/forum-counters';
import { named, tableOf } from './sql-names';

/**
 * The consistency job (Discourse's EnsureDbConsistency is the model): every counter of COUNTER_CHECKS is
 * compared with the rows it counts, and a row that drifted is repaired — in its own short transaction that
 * locks that one row first and then recounts (`FOR NO KEY UPDATE`, as every write path does), so a write
 * running at the same time is either counted or still to add its own +1; a member's live write is never
 * overwritten with a stale figure. What it fixed is logged and returned. `npm run recount` runs it by hand,
 * the cms daily (config/cron-tasks.ts).
 */
export interface Drift {
  table: string;
  column: string;
  id: number;
  was: string | number | null;
  now: string | number | null;
}

export interface ConsistencyReport {
  checked: number;
  fixed: Drift[];
  /** Counters that could not be checked (a table or column of a feature not installed), with the reason. */
  skipped: Array<{ table: string; column: string; reason: string }>;
  ms: number;
}

/** At most this many drifted rows are repaired per counter and run (the rest on the next run). */
const MAX_FIXES_PER_CHECK = 10_000;

const ident = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`consistency: bad identifier ${name}`);
  return `"${name}"`;
};

async function columnExists(db: Knex, table: string, column: string) {
  const { rows } = await db.raw(
    `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND column_name = ?`,
    [table, column],
  );
  return rows.length > 0;
}

/** A check with its table and SQL named from Strapi's metadata. */
interface NamedCheck {
  table: string;
  column: string;
  expected: string;
}

async function repairRow(db: Knex, check: NamedCheck, id: number): Promise<Drift | null> {
  const t = ident(check.table);
  const c = ident(check.column);
  return db.transaction(async (trx) => {
    const locked = await trx.raw(`SELECT ${c} AS value FROM ${t} WHERE id = ? ${ROW_LOCK}`, [id]);
    if (!locked.rows[0]) return null;
    // A new statement after the lock: its snapshot sees every write that held the row before us.
    const { rows } = await trx.raw(
      `UPDATE ${t} x SET ${c} = (${check.expected}) WHERE x.id = ? AND x.${c} IS DISTINCT FROM (${check.expected}) RETURNING x.${c} AS value`,
      [id],
    );
    return rows[0] ? { table: check.table, column: check.column, id, was: locked.rows[0].value, now: rows[0].value } : null;
  });
}

export async function ensureConsistency(strapi: Core.Strapi, checks: CounterCheck[] = COUNTER_CHECKS): Promise<ConsistencyReport> {
  const started = Date.now();
  const db = strapi.db.connection as Knex;
  const report: ConsistencyReport = { checked: 0, fixed: [], skipped: [], ms: 0 };
  for (const { model, column, expected } of checks) {
    const check: NamedCheck = { table: tableOf(model, strapi), column, expected: named(expected, strapi) };
    if (!(await columnExists(db, check.table, check.column))) {
      report.skipped.push({ table: check.table, column: check.column, reason: 'no such column' });
      continue;
    }
    const t = ident(check.table);
    const c = ident(check.column);
    const { rows } = await db.raw(`SELECT x.id FROM ${t} x WHERE x.${c} IS DISTINCT FROM (${check.expected}) ORDER BY x.id LIMIT ?`, [
      MAX_FIXES_PER_CHECK,
    ]);
    report.checked++;
    for (const { id } of rows as Array<{ id: number | string }>) {
      const drift = await repairRow(db, check, Number(id));
      if (drift) report.fixed.push(drift);
    }
  }
  report.ms = Date.now() - started;
  logReport(strapi, report);
  return report;
}

/**
 * Counts, without repairing anything, the rows whose counter differs from its recount: `{ "topics.reply_count": 0, … }`
 * for every check whose column exists. The large seed asserts all of them are zero.
 */
export async function countDrift(strapi: Core.Strapi, db: Knex = strapi.db.connection as Knex, checks: CounterCheck[] = COUNTER_CHECKS) {
  const out: Record<string, number> = {};
  for (const { model, column, expected } of checks) {
    const table = tableOf(model, strapi);
    if (!(await columnExists(db, table, column))) continue;
    const { rows } = await db.raw(
      `SELECT count(*) AS n FROM ${ident(table)} x WHERE x.${ident(column)} IS DISTINCT FROM (${named(expected, strapi)})`,
    );
    out[`${table}.${column}`] = Number(rows[0].n);
  }
  return out;
}

function logReport(strapi: Core.Strapi, report: ConsistencyReport) {
  const byCounter = new Map<string, Drift[]>();
  for (const d of report.fixed) byCounter.set(`${d.table}.${d.column}`, [...(byCounter.get(`${d.table}.${d.column}`) ?? []), d]);
  for (const [counter, drifts] of byCounter) {
    const sample = drifts
      .slice(0, 5)
      .map((d) => `#${d.id} ${d.was ?? 'NULL'} → ${d.now}`)
      .join(', ');
    strapi.log.warn(`[tutarlılık] ${counter}: ${drifts.length} satır düzeltildi (${sample}${drifts.length > 5 ? ', …' : ''})`);
  }
  for (const s of report.skipped) strapi.log.info(`[tutarlılık] ${s.table}.${s.column} atlandı: ${s.reason}`);
  strapi.log.info(`[tutarlılık] ${report.checked} sayaç denetlendi, ${report.fixed.length} düzeltme, ${report.ms} ms`);
}
