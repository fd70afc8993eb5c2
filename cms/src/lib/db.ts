import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { fail } from './errors';

/** Strapi's knex instance, or a transaction of it. */
export type Knex = Core.Strapi['db']['connection'];

// PostgreSQL error codes we act on (https://www.postgresql.org/docs/current/errcodes-appendix.html).
const UNIQUE_VIOLATION = '23505';
const RETRYABLE = new Set(['40P01', '40001']); // deadlock_detected, serialization_failure
/** One try and two retries: with the lock order of forum-counters.ts a deadlock is an exception, not a queue. */
const MAX_ATTEMPTS = 3;

export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === UNIQUE_VIOLATION;

/**
 * Runs `work` in one database transaction — the one way every write path runs. Writes lock rows in one
 * order (forum-counters.ts: topic → replies → categories → members, with `FOR NO KEY UPDATE`), which keeps
 * deadlocks away; when PostgreSQL still breaks a transaction (40P01 deadlock, 40001 serialization failure)
 * the whole of it is run again — it was rolled back, so nothing is counted twice. If it still fails after
 * the retries the member gets WRITE_CONFLICT (409, "try again"), never a 500. Anything that must happen
 * only once the write is committed (the rebuild hook) runs after this returns.
 * Inside, use the `trx` handed in for raw SQL: `strapi.db.connection` would take a second pool connection.
 */
export async function inTransaction<T>(strapi: Core.Strapi, work: (trx: Knex) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await strapi.db.transaction(({ trx }) => work(trx as Knex));
    } catch (error) {
      const code = (error as { code?: string })?.code;
      if (code === undefined || !RETRYABLE.has(code)) throw error;
      strapi.log.warn(`transaction broken by PostgreSQL ${code} (attempt ${attempt} of ${MAX_ATTEMPTS}): ${(error as Error).message}`);
      if (attempt >= MAX_ATTEMPTS) throw fail('WRITE_CONFLICT', { retryAfterSeconds: 1 });
    }
  }
}

/** A path parameter as a row id: digits only, within PostgreSQL's integer; anything else is no id. */
export function rowId(value: unknown): number | null {
  const text = String(value ?? '');
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A Strapi 5 documentId for rows written with raw SQL (24 lowercase letters and digits, like cuid2). */
export function newDocumentId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let id = alphabet[bytes[0] % 26];
  for (let i = 1; i < 24; i++) id += alphabet[bytes[i] % alphabet.length];
  return id;
}

/** A join table as raw SQL reads it from the metadata. */
export interface JoinTableMeta {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
  inverseOrderColumnName?: string;
}

/** An attribute's metadata as raw SQL reads it (Strapi types attributes as a union with no common `joinTable`). */
export interface AttributeMeta {
  type: string;
  columnName?: string;
  default?: unknown;
  /** A relation's or component's target uid. */
  target?: string;
  joinTable?: JoinTableMeta;
}

/** A content type's metadata: its table and attributes. */
export interface ModelMeta {
  tableName: string;
  attributes: Record<string, AttributeMeta>;
}

function meta(strapi: Core.Strapi, uid: string): ModelMeta {
  return strapi.db.metadata.get(uid) as ModelMeta;
}

/** The schema's `default` of every scalar attribute (the query engine applies them; raw SQL must too). */
function defaultsOf(strapi: Core.Strapi, uid: string): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, attr] of Object.entries(meta(strapi, uid).attributes)) {
    if (attr.default !== undefined && attr.columnName && typeof attr.default !== 'function') defaults[name] = attr.default;
  }
  return defaults;
}

/** Attribute names → column names, JSON attributes encoded; unknown attributes are a programming error. */
function toColumns(strapi: Core.Strapi, uid: string, data: Record<string, unknown>) {
  const attributes = meta(strapi, uid).attributes;
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const attr = attributes[name];
    if (!attr?.columnName) throw new Error(`${uid} has no column for ${name}`);
    row[attr.columnName] = attr.type === 'json' && value !== null && value !== undefined ? JSON.stringify(value) : value;
  }
  return row;
}

/**
 * Inserts one row of a content type with raw SQL (inside the caller's transaction), filling what Strapi's
 * query engine would: documentId, timestamps and publishedAt (our forum types have no drafts).
 * `onConflict` names the unique columns whose clash means "already there": the row is then not written and
 * null is returned — a duplicate never aborts the transaction.
 */
export async function insertRow(
  strapi: Core.Strapi,
  trx: Knex,
  uid: string,
  data: Record<string, unknown>,
  options?: { now?: Date },
): Promise<number>;
export async function insertRow(
  strapi: Core.Strapi,
  trx: Knex,
  uid: string,
  data: Record<string, unknown>,
  options: { onConflict: string[]; now?: Date },
): Promise<number | null>;
export async function insertRow(
  strapi: Core.Strapi,
  trx: Knex,
  uid: string,
  data: Record<string, unknown>,
  options: { onConflict?: string[]; now?: Date } = {},
): Promise<number | null> {
  const now = options.now ?? new Date();
  const row = toColumns(strapi, uid, {
    ...defaultsOf(strapi, uid),
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    ...data,
    documentId: newDocumentId(),
  });
  const query = trx(meta(strapi, uid).tableName).insert(row);
  if (options.onConflict) query.onConflict(options.onConflict.map((a) => meta(strapi, uid).attributes[a].columnName as string)).ignore();
  const rows = await query.returning('id');
  return rows.length ? Number(rows[0].id ?? rows[0]) : null;
}

/**
 * The columns and values of one new row as `insertRow` would write them (defaults, documentId, timestamps), for
 * raw SQL that writes the row inside a larger statement: `INSERT INTO t (columns) SELECT ?, … WHERE …` or a CTE.
 */
export function rowValues(
  strapi: Core.Strapi,
  uid: string,
  data: Record<string, unknown>,
  now: Date = new Date(),
): { table: string; columns: string[]; values: unknown[] } {
  const row = toColumns(strapi, uid, {
    ...defaultsOf(strapi, uid),
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    ...data,
    documentId: newDocumentId(),
  });
  return { table: meta(strapi, uid).tableName, columns: Object.keys(row), values: Object.values(row) };
}

/** `"a", "b"` — column names quoted for raw SQL. */
export const columnList = (columns: string[]) => columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', ');

/** `?, ?, ?` — one placeholder per value. */
export const placeholders = (values: unknown[]) => values.map(() => '?').join(', ');

/**
 * The INSERT of one join-table row from the owner `ownerSql` (an SQL expression, e.g. `r.id` of a CTE named in
 * `from`) to `targetId`, order columns filled as `addRelations` does: for a statement that writes more.
 */
export function relationInsert(
  strapi: Core.Strapi,
  uid: string,
  attribute: string,
  ownerSql: string,
  targetId: number,
  from: string,
): { sql: string; bindings: unknown[] } {
  const joinTable = meta(strapi, uid).attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no join table`);
  const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const columns = [joinTable.joinColumn.name, joinTable.inverseJoinColumn.name];
  const values = [ownerSql, '?'];
  const bindings: unknown[] = [targetId];
  if (joinTable.orderColumnName) {
    columns.push(joinTable.orderColumnName);
    values.push('1');
  }
  if (joinTable.inverseOrderColumnName) {
    const inv = joinTable.inverseOrderColumnName;
    columns.push(inv);
    values.push(`(SELECT COALESCE(MAX(${q(inv)}), 0) + 1 FROM ${q(joinTable.name)} WHERE ${q(joinTable.inverseJoinColumn.name)} = ?)`);
    bindings.push(targetId);
  }
  return { sql: `INSERT INTO ${q(joinTable.name)} (${columnList(columns)}) SELECT ${values.join(', ')} ${from}`, bindings };
}

/** Writes scalar attributes of one row (attribute names, JSON encoded). */
export async function updateRow(strapi: Core.Strapi, trx: Knex, uid: string, id: number, data: Record<string, unknown>) {
  await trx(meta(strapi, uid).tableName)
    .where({ id })
    .update(toColumns(strapi, uid, data));
}

/** Points a to-one relation of `ownerId` at `targetId` (or at nothing), replacing what it pointed at. */
export async function setRelation(
  strapi: Core.Strapi,
  trx: Knex,
  uid: string,
  attribute: string,
  ownerId: number,
  targetId: number | null,
) {
  const joinTable = meta(strapi, uid).attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no join table`);
  await trx(joinTable.name).where(joinTable.joinColumn.name, ownerId).delete();
  if (targetId !== null) await addRelations(strapi, trx, uid, attribute, ownerId, [targetId]);
}

/** Adds join-table rows from `ownerId` to each target, in order (order columns filled as Strapi does). */
export async function addRelations(strapi: Core.Strapi, trx: Knex, uid: string, attribute: string, ownerId: number, targetIds: number[]) {
  const joinTable = meta(strapi, uid).attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} has no join table`);
  if (targetIds.length === 0) return;
  const from = joinTable.joinColumn.name;
  const to = joinTable.inverseJoinColumn.name;
  const rows = targetIds.map((targetId, i) => {
    const row: Record<string, unknown> = { [from]: ownerId, [to]: targetId };
    if (joinTable.orderColumnName) row[joinTable.orderColumnName] = i + 1;
    if (joinTable.inverseOrderColumnName) {
      const inv = joinTable.inverseOrderColumnName;
      row[inv] = trx.raw(`(SELECT COALESCE(MAX(??), 0) + 1 FROM ?? WHERE ?? = ?)`, [inv, joinTable.name, to, targetId]);
    }
    return row;
  });
  await trx(joinTable.name).insert(rows);
}
