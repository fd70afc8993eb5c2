// Bulk writes of the large seed: INSERTs of thousands of rows each, columns named from Strapi's
// metadata (attribute → column, defaults applied as Strapi's createMany would), ids returned in
// the order given. Strapi's query engine per 500 rows and a documentId lookup afterwards (the demo seed's
// Writer.insert) would take minutes for a million rows; one INSERT … RETURNING id per batch does not.
import type { ModelMeta } from '../../lib/db';
import type { SeedContext } from '../context';
import { Random } from '../random';

/** Rows per INSERT: each batch is one JSON document PostgreSQL expands (json_populate_recordset). */
const BATCH = 5_000;
/** From this many rows a table's plain indexes are dropped for the load and built again after it (`withoutPlainIndexes`). */
const REINDEX_FROM = 10_000;

type Row = Record<string, unknown>;
type Attribute = ModelMeta['attributes'][string] & { type?: string; default?: unknown; target?: string };

export class Bulk {
  private readonly ids: Random;
  private readonly defaults = new Map<string, Row>();

  constructor(
    private readonly ctx: SeedContext,
    seed: number,
  ) {
    this.ids = new Random(seed ^ 0x1a76e);
  }

  /** A Strapi-style documentId from the large seed's own stream. */
  documentId(): string {
    return this.ids.documentId();
  }

  meta(uid: string): ModelMeta {
    return this.ctx.write.meta(uid);
  }

  /** Scalar defaults of a model, as Strapi's createMany fills them in (so a row needs only what differs). */
  private defaultsOf(uid: string): Row {
    let found = this.defaults.get(uid);
    if (!found) {
      found = {};
      for (const [name, attr] of Object.entries(this.meta(uid).attributes) as Array<[string, Attribute]>) {
        if (attr.default !== undefined && typeof attr.default !== 'function' && attr.type !== 'relation') found[name] = attr.default;
      }
      this.defaults.set(uid, found);
    }
    return found;
  }

  /** One row in column names: defaults, a documentId, publishedAt = createdAt unless given, JSON encoded. */
  private columns(uid: string, row: Row): Row {
    const attributes = this.meta(uid).attributes as Record<string, Attribute>;
    const full: Row = { ...this.defaultsOf(uid), publishedAt: row.createdAt ?? new Date(), ...row };
    if (attributes.documentId && full.documentId === undefined) full.documentId = this.ids.documentId();
    const out: Row = {};
    for (const [name, value] of Object.entries(full)) {
      const attr = attributes[name];
      if (!attr) throw new Error(`bulk: ${uid} has no attribute ${name}`);
      const column = attr.columnName ?? name;
      out[column] = value;
    }
    return out;
  }

  /** Inserts rows (attribute names, scalars only); returns their ids in the order given. */
  async insert(uid: string, rows: Row[]): Promise<number[]> {
    if (rows.length === 0) return [];
    return this.insertRows(
      this.ctx.write.table(uid),
      rows.map((r) => this.columns(uid, r)),
      true,
    );
  }

  /**
   * Rows in column names, a batch per statement: the batch travels as one JSON parameter that PostgreSQL expands
   * into the table's row type (json_populate_recordset), far cheaper than tens of thousands of bound parameters.
   * Ids come back in the order given.
   */
  private async insertRows(table: string, rows: Row[], returning: boolean): Promise<number[]> {
    if (rows.length === 0) return [];
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const list = columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', ');
    const ids: number[] = [];
    const load = async () => {
      for (let i = 0; i < rows.length; i += BATCH) {
        const { rows: inserted } = await this.ctx.db.raw(
          `INSERT INTO ?? (${list}) SELECT ${list} FROM json_populate_recordset(NULL::??, ?::json)${returning ? ' RETURNING id' : ''}`,
          [table, table, JSON.stringify(rows.slice(i, i + BATCH))],
        );
        if (returning) for (const r of inserted as Array<{ id: number }>) ids.push(Number(r.id));
      }
    };
    await (rows.length >= REINDEX_FROM ? this.withoutPlainIndexes(table, load) : load());
    return ids;
  }

  /**
   * Runs `load` with the table's plain indexes (not unique, backing no constraint — Strapi's document and foreign-key
   * indexes, our lookup indexes) dropped, then creates each again from its own definition: one sorted build instead
   * of a random insert per row into each of them (the ledger's 330,000 lines carry six). Unique indexes and keys stay
   * and check every row as it comes. All in the seed's transaction: a failure rolls the drop back with the rest.
   */
  private async withoutPlainIndexes(table: string, load: () => Promise<void>) {
    const { rows } = await this.ctx.db.raw(
      `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        WHERE t.oid = to_regclass(?) AND NOT x.indisunique AND NOT x.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
      [table],
    );
    for (const { name } of rows as Array<{ name: string }>) await this.ctx.db.raw('DROP INDEX ??', [name]);
    await load();
    for (const { definition } of rows as Array<{ definition: string }>) await this.ctx.db.raw(definition);
  }

  /** Join-table rows of a relation, (owner id, target id) pairs, with Strapi's order columns where it has them. */
  async link(uid: string, attribute: string, pairs: Array<[number, number]>) {
    const joinTable = this.meta(uid).attributes[attribute]?.joinTable;
    if (!joinTable) throw new Error(`bulk: ${uid}.${attribute} has no join table`);
    const rows: Row[] = pairs.map(([owner, target]) => ({
      [joinTable.joinColumn.name]: owner,
      [joinTable.inverseJoinColumn.name]: target,
      // Appended after whatever the relation held: 1 is as good an order as any for a single-valued relation.
      ...(joinTable.orderColumnName ? { [joinTable.orderColumnName]: 1 } : {}),
      ...(joinTable.inverseOrderColumnName ? { [joinTable.inverseOrderColumnName]: 1 } : {}),
    }));
    await this.raw(joinTable.name, rows);
  }

  /** A single component per owner (seo, settings…): the component rows, then Strapi's pivot rows. */
  async components(uid: string, attribute: string, owners: Array<[number, Row]>) {
    const attr = this.meta(uid).attributes[attribute] as Attribute;
    const componentUid = attr.target!;
    const joinTable = attr.joinTable!;
    const table = this.ctx.write.table(componentUid);
    const rows = owners.map(([, data]) => {
      const out: Row = {};
      const attributes = this.meta(componentUid).attributes as Record<string, Attribute>;
      for (const [name, value] of Object.entries(data)) out[attributes[name]?.columnName ?? name] = value;
      return out;
    });
    const ids = await this.insertRows(table, rows, true);
    await this.raw(
      joinTable.name,
      owners.map(([owner], i) => ({
        [joinTable.joinColumn.name]: owner,
        [joinTable.inverseJoinColumn.name]: ids[i],
        // Strapi's fixed pivot columns for components (see transform-content-types-to-models).
        field: attribute,
        component_type: componentUid,
        ...(joinTable.orderColumnName ? { [joinTable.orderColumnName]: 1 } : {}),
      })),
    );
  }

  /** Rows already in column names into a table Strapi names (join tables, the media morph table). */
  async raw(table: string, rows: Row[]) {
    await this.insertRows(table, rows, false);
  }
}

/** Items drawn with probability proportional to a weight, in O(log n) per draw (a cumulative table). */
export class Weighted<T> {
  private readonly cumulative: Float64Array;

  constructor(
    readonly items: readonly T[],
    weight: (item: T, index: number) => number,
  ) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    items.forEach((item, i) => {
      sum += Math.max(0, weight(item, i));
      this.cumulative[i] = sum;
    });
  }

  pick(random: Random): T {
    const total = this.cumulative[this.cumulative.length - 1];
    const r = random.next() * total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}

/** A long tail: a normal draw (Box–Muller) turned log-normal. */
export function logNormal(random: Random, sigma: number): number {
  const u = Math.max(random.next(), 1e-12);
  const v = random.next();
  return Math.exp(sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v));
}

/** `total` split over `weights` in whole numbers (largest remainders), summing to exactly `total`. */
export function apportion(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (w / sum) * total);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; left > 0 && k < order.length; k++, left--) out[order[k][1]] += 1;
  return out;
}
