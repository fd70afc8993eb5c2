import type { Core } from '@strapi/strapi';
import type { ModelMeta } from './db';

// Strapi owns table and column names (snake_case, relations in `*_lnk` join tables). Raw SQL asks the
// metadata for them instead of hard-coding, so a schema rename cannot silently break a query.
export function table(strapi: Core.Strapi, uid: string): string {
  return strapi.db.metadata.get(uid).tableName;
}

export function column(strapi: Core.Strapi, uid: string, attribute: string): string {
  const attr = (strapi.db.metadata.get(uid) as ModelMeta).attributes[attribute];
  if (!attr) throw new Error(`${uid} has no attribute ${attribute}`);
  return attr.columnName ?? attribute;
}

/** The join table of a relation: `{ name, from, to }` where `from` points at `uid` and `to` at the target. */
export function link(strapi: Core.Strapi, uid: string, attribute: string) {
  const attr = (strapi.db.metadata.get(uid) as ModelMeta).attributes[attribute];
  if (!attr?.joinTable) throw new Error(`${uid}.${attribute} is not a relation with a join table`);
  return {
    name: attr.joinTable.name as string,
    from: attr.joinTable.joinColumn.name as string,
    to: attr.joinTable.inverseJoinColumn.name as string,
  };
}
