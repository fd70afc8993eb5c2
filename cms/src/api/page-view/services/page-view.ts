import type { Core } from '@strapi/strapi';
import { inTransaction, newDocumentId } from '../../../lib/db';
import { column, table } from '../../../lib/tables';

const UID = 'api::page-view.page-view';

type Entry = { day: string; path: string; views: number; uniqueVisitors: number };

/** Daily page-view aggregate: one row per (day, path), grown atomically by INSERT … ON CONFLICT DO UPDATE. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(entries: Entry[]) {
    // One entry per (day, path) in the statement (ON CONFLICT may not touch a row twice), in a fixed order.
    const merged = new Map<string, Entry>();
    for (const e of entries) {
      const key = `${e.day} ${e.path}`;
      const had = merged.get(key);
      merged.set(key, had ? { ...had, views: had.views + e.views, uniqueVisitors: had.uniqueVisitors + e.uniqueVisitors } : { ...e });
    }
    const rows = [...merged.values()].sort((a, b) => (a.day + a.path < b.day + b.path ? -1 : 1));
    const t = table(strapi, UID);
    const views = column(strapi, UID, 'views');
    const unique = column(strapi, UID, 'uniqueVisitors');
    await inTransaction(strapi, async (trx) => {
      const now = new Date();
      await trx(t)
        .insert(
          rows.map((r) => ({
            document_id: newDocumentId(),
            day: r.day,
            path: r.path,
            [views]: r.views,
            [unique]: r.uniqueVisitors,
            created_at: now,
            updated_at: now,
            published_at: now,
          })),
        )
        .onConflict(['day', 'path'])
        .merge({
          [views]: trx.raw(`?? + excluded.??`, [`${t}.${views}`, views]),
          [unique]: trx.raw(`?? + excluded.??`, [`${t}.${unique}`, unique]),
          updated_at: now,
        });
    });
    return { recorded: rows.length };
  },
});
