import type { Core } from '@strapi/strapi';
import { TIME_ZONE } from '@oyundev/domain';
import { newDocumentId, type Knex } from './db';
import { named, raw } from './sql-names';

/*
 * The weekly and monthly totals of the points ledger, materialised (table `points_totals`, one row per member,
 * period and Istanbul week / month): moved in the ledger line's own statement transaction, so the period
 * leaderboards read ~one row per member instead of summing the period's ledger lines on every request.
 * `points` of a row = Σ points of the member's lines whose occurred_at falls in that week (Monday) or month
 * (the 1st), Istanbul time — the consistency job checks exactly that (lib/consistency-checks.ts), and the
 * seed's recount rebuilds the table (`rebuildPeriodTotals`).
 */

/** The periods kept, as PostgreSQL `date_trunc` units. */
export const PERIOD_UNITS = ['week', 'month'] as const;
export type PeriodUnit = (typeof PERIOD_UNITS)[number];

/** The Istanbul period start of the row aliased `s`'s occurred_at (stored as UTC wall time), for unit `p.unit`. */
const periodStart = (alias: string) => `date_trunc(p.unit, (${alias}.occurred_at AT TIME ZONE 'UTC') AT TIME ZONE '${TIME_ZONE}')::date`;

/**
 * An upsert of the totals from `source` (SQL yielding user_id, points, occurred_at): each line moves its
 * member's week and month rows by its points — summed per row first, so many lines of one member and period
 * (a content's lines taken back together) move their row once. Bindings: two fresh document ids (a new row's is
 * made unique per row from them).
 */
const upsertFrom = (source: string) => `
  INSERT INTO {points-total} (document_id, user_id, period, period_start, points, created_at, updated_at, published_at)
  SELECT CASE WHEN g.n = 1 THEN g.doc ELSE md5(g.doc || ':' || g.user_id || ':' || g.start) END, g.user_id, g.unit, g.start, g.points, now(), now(), now()
    FROM (SELECT s.user_id, p.unit, p.doc, ${periodStart('s')} AS start, sum(s.points) AS points, count(*) OVER (PARTITION BY p.unit) AS n
            FROM ${source} s CROSS JOIN (VALUES ('week', ?), ('month', ?)) AS p(unit, doc)
           GROUP BY 1, 2, 3, 4) g
  ON CONFLICT (user_id, period, period_start)
  DO UPDATE SET points = {points-total}.points + EXCLUDED.points, updated_at = EXCLUDED.updated_at`;

const docs = () => [newDocumentId(), newDocumentId()];

/** The totals' upsert fed by `source` (SQL yielding user_id, points, occurred_at), as a CTE body and its bindings. */
export const periodTotalsFrom = (source: string) => ({ sql: `${upsertFrom(source)} RETURNING 1`, bindings: docs() });

/** One ledger line as `lineCtes` takes it (occurredAt: when it happened, also its created/updated time). */
export interface LineRow {
  userId: number;
  type: string;
  points: number;
  targetType: string | null;
  targetId: number | null;
  occurredAt: Date;
}

/**
 * The one SQL that writes a ledger line (lib/ledger.ts, lib/badges.ts): two CTEs for the caller's statement —
 * `<name>` inserts the line (RETURNING user_id, points, occurred_at) and `<name>_totals` adds its points to the
 * member's totals of the line's week and month, so no line is ever written without its totals.
 * `from`: insert only when that SQL (e.g. `award`, a CTE of the caller) yields a row; `onConflict`: the
 * clause that makes a line idempotent (the daily line's UNIQUE index) — then no row, and no totals moved;
 * `targetIdSql`: the target id as SQL over `from` (a row the caller's statement inserts) instead of `line.targetId`.
 */
export function lineCtes(
  line: LineRow,
  { name = 'line', from, onConflict, targetIdSql }: { name?: string; from?: string; onConflict?: string; targetIdSql?: string } = {},
): { sql: string; bindings: unknown[] } {
  // The target id is a binding, or SQL over `from` (the id of a row the same statement inserts).
  const target = targetIdSql === undefined ? [line.targetId] : [];
  const values = [newDocumentId(), line.userId, line.type, line.points, line.targetType, ...target, ...Array(4).fill(line.occurredAt)];
  const marks = ['?', '?', '?', '?', '?', targetIdSql === undefined ? '?' : `CAST(${targetIdSql} AS int)`, '?', '?', '?', '?'].join(', ');
  return {
    sql: `${name} AS (
       INSERT INTO {activity} (document_id, user_id, type, points, target_type, target_id, occurred_at, created_at, updated_at, published_at)
       ${from ? `SELECT ${marks} FROM ${from}` : `VALUES (${marks})`}
       ${onConflict ?? ''}
       RETURNING user_id, points, occurred_at),
     ${name}_totals AS (${upsertFrom(name)} RETURNING 1)`,
    bindings: [...values, ...docs()],
  };
}

/**
 * Deletes one ledger line (the newest of `type` on the target for the member) and takes its points off the
 * totals of the line's own week and month — one statement. Answers the points of the line, or null if none.
 */
export async function deleteLineWithTotals(
  trx: Knex,
  line: { userId: number; type: string; targetType: string; targetId: number },
): Promise<number | null> {
  const { rows } = await raw(
    trx,
    `WITH gone AS (
       DELETE FROM {activity} WHERE id = (
         SELECT id FROM {activity} WHERE user_id = ? AND type = ? AND target_type = ? AND target_id = ?
         ORDER BY id DESC LIMIT 1)
       RETURNING user_id, points, occurred_at),
     moved AS (${upsertFrom('(SELECT user_id, -points AS points, occurred_at FROM gone)')} RETURNING 1)
     SELECT points FROM gone`,
    [line.userId, line.type, line.targetType, line.targetId, ...docs()],
  );
  return rows[0] ? Number(rows[0].points) : null;
}

/**
 * Rebuilds every total from the ledger (the seed's recount; `npm run recount` repairs rows through the checks):
 * each kept row set to its sum (0 when its lines are gone — rows are kept, as the live writes keep them), the
 * missing ones added.
 */
export async function rebuildPeriodTotals(run: (sql: string) => Promise<unknown>) {
  await run(`UPDATE {points-total} SET points = 0 WHERE points <> 0`);
  await run(`
    INSERT INTO {points-total} (document_id, user_id, period, period_start, points, created_at, updated_at, published_at)
    SELECT md5(s.user_id || ':' || s.unit || ':' || s.start), s.user_id, s.unit, s.start, s.points, now(), now(), now()
      FROM (SELECT a.user_id, p.unit, ${periodStart('a')} AS start, sum(a.points) AS points
              FROM {activity} a CROSS JOIN (VALUES ('week'), ('month')) AS p(unit)
             GROUP BY 1, 2, 3) s
    ON CONFLICT (user_id, period, period_start) DO UPDATE SET points = EXCLUDED.points`);
}

/**
 * At boot: a database whose ledger has lines but no totals yet (one from before the totals existed, a restore)
 * gets them built once, in one transaction, so the period boards are right from the first request.
 */
export async function fillPeriodTotals(strapi: Core.Strapi) {
  const db = strapi.db.connection as Knex;
  const { rows } = await raw(db, `SELECT EXISTS (SELECT 1 FROM {activity}) AS lines, EXISTS (SELECT 1 FROM {points-total}) AS totals`);
  if (!rows[0].lines || rows[0].totals) return;
  await db.transaction((trx) => rebuildPeriodTotals((sql) => trx.raw(named(sql, strapi))));
  strapi.log.info('[puan] haftalık ve aylık toplamlar puan defterinden oluşturuldu');
}

/**
 * What a total row `x` should hold: Σ the member's lines from its period start (Istanbul midnight) to the next
 * one — through the (user_id, occurred_at) index.
 */
export const PERIOD_TOTAL_EXPECTED = `(SELECT COALESCE(sum(a.points), 0) FROM {activity} a WHERE a.user_id = x.user_id
   AND a.occurred_at >= ((x.period_start::timestamp AT TIME ZONE '${TIME_ZONE}') AT TIME ZONE 'UTC')
   AND a.occurred_at < (((x.period_start + CASE x.period WHEN 'week' THEN interval '1 week' ELSE interval '1 month' END)
                         AT TIME ZONE '${TIME_ZONE}') AT TIME ZONE 'UTC'))`;
