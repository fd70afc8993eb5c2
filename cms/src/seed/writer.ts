import type { Core, UID } from '@strapi/strapi';
import type { ModelMeta } from '../lib/db';
import { Random } from './random';

/** Strapi's knex instance, or a transaction of it. */
export type Db = Core.Strapi['db']['connection'];

/**
 * Bulk writes for the seed: rows through Strapi's query engine (`createMany` applies defaults, column
 * names and JSON encoding), relations straight into the join tables Strapi describes in its metadata.
 * One row at a time through the Document Service would take minutes for a large seed.
 */
export class Writer {
  private readonly ids: Random;

  constructor(
    private readonly strapi: Core.Strapi,
    private readonly knex: Db,
    seed: number,
  ) {
    // documentIds come from their own stream so they never shift the content's random draws.
    this.ids = new Random(seed ^ 0x5eed);
  }

  meta(uid: string): ModelMeta {
    return this.strapi.db.metadata.get(uid) as ModelMeta;
  }

  table(uid: string): string {
    return this.meta(uid).tableName;
  }

  column(uid: string, attribute: string): string {
    if (attribute === 'id') return 'id';
    const attr = this.meta(uid).attributes[attribute];
    if (!attr) throw new Error(`${uid} has no attribute ${attribute}`);
    return attr.columnName ?? attribute;
  }

  /** Inserts rows (scalar attributes only); returns their ids and documentIds, in the order given. */
  async insert(uid: string, rows: Array<Record<string, unknown>>): Promise<Array<{ id: number; documentId: string }>> {
    if (rows.length === 0) return [];
    const hasDocumentId = Boolean(this.meta(uid).attributes.documentId);
    if (!hasDocumentId) throw new Error(`insert: ${uid} has no documentId to map ids back`);
    const data = rows.map((row) => ({ publishedAt: row.createdAt ?? new Date(), ...row, documentId: this.ids.documentId() }));
    for (let i = 0; i < data.length; i += 500) {
      await this.strapi.db.query(uid as UID.Schema).createMany({ data: data.slice(i, i + 500) });
    }
    // createMany returns ids without saying which row is which; documentIds do.
    const byDocument = new Map<string, number>();
    const documentIds = data.map((d) => d.documentId);
    for (let i = 0; i < documentIds.length; i += 1000) {
      const found = await this.knex(this.table(uid))
        .select('id', 'document_id')
        .whereIn('document_id', documentIds.slice(i, i + 1000));
      for (const row of found) byDocument.set(row.document_id, row.id);
    }
    return documentIds.map((documentId) => ({ id: byDocument.get(documentId)!, documentId }));
  }

  /**
   * Join-table rows for a relation: pairs of (owner id, target id). Order columns, where the relation
   * has them, follow the order of the pairs.
   */
  async link(uid: string, attribute: string, pairs: Array<[number, number]>) {
    if (pairs.length === 0) return;
    const attr = this.meta(uid).attributes[attribute];
    const joinTable = attr?.joinTable;
    if (!joinTable) throw new Error(`link: ${uid}.${attribute} has no join table`);
    const order = new Map<number, number>();
    const inverseOrder = new Map<number, number>();
    const rows = pairs.map(([owner, target]) => {
      const row: Record<string, number> = {
        [joinTable.joinColumn.name]: owner,
        [joinTable.inverseJoinColumn.name]: target,
      };
      if (joinTable.orderColumnName) {
        order.set(owner, (order.get(owner) ?? 0) + 1);
        row[joinTable.orderColumnName] = order.get(owner)!;
      }
      if (joinTable.inverseOrderColumnName) {
        inverseOrder.set(target, (inverseOrder.get(target) ?? 0) + 1);
        row[joinTable.inverseOrderColumnName] = inverseOrder.get(target)!;
      }
      return row;
    });
    for (let i = 0; i < rows.length; i += 1000) {
      await this.knex(joinTable.name).insert(rows.slice(i, i + 1000));
    }
  }

  /** A single (non-repeatable) component on an existing row. */
  async component(uid: string, attribute: string, ownerId: number, data: Record<string, unknown>) {
    const attr = this.meta(uid).attributes[attribute];
    const componentUid = attr.target;
    const created: { id: number } = await this.strapi.db.query(componentUid as UID.Schema).create({ data });
    const joinTable = attr.joinTable!; // a component attribute always has one
    await this.knex(joinTable.name).insert({
      [joinTable.joinColumn.name]: ownerId,
      [joinTable.inverseJoinColumn.name]: created.id,
      // Strapi's fixed pivot columns for components (see transform-content-types-to-models).
      field: attribute,
      component_type: componentUid,
      ...(joinTable.orderColumnName ? { [joinTable.orderColumnName]: 1 } : {}),
    });
    return created.id as number;
  }
}
