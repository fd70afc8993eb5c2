import type { Core } from '@strapi/strapi';
import { announcementPatchSchema, announcementSchema, msg, type AnnouncementRow, type AnnouncementType } from '@oyundev/domain';
import { inTransaction, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { parseInput } from '../../../lib/input';
import { notifyContentChanged } from '../../../lib/rebuild';
import { raw } from '../../../lib/sql-names';
import { audit } from '../../admin/lib/audit';

const UID = 'api::announcement.announcement';

interface Row {
  id: number;
  title: string;
  content: string;
  type: string;
  active: boolean | null;
  createdAt: string | Date;
}

export function presentAnnouncement(row: Row): AnnouncementRow {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type as AnnouncementType,
    active: row.active !== false,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const snapshot = (a: AnnouncementRow) => ({ title: a.title, content: a.content, type: a.type, active: a.active });

/**
 * Site-wide announcements (forum spec §3): the admin's list (Site ayarları → Duyurular) and the active ones
 * every page shows as a banner. Each write is one transaction with its audit line; the static pages, which
 * carry the banner in their HTML, are rebuilt after it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(UID);
  const lock = async (trx: Knex, id: number) => {
    const { rows } = await raw(trx, 'SELECT id FROM {announcement} WHERE id = ? FOR NO KEY UPDATE', [id]);
    if (!rows.length) throw fail('NOT_FOUND');
  };
  const changed = () => notifyContentChanged(strapi, { type: 'announcement' });

  return {
    /** The banner's: active ones, newest first. */
    async listActive(): Promise<AnnouncementRow[]> {
      const rows: Row[] = await query().findMany({ where: { active: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      return rows.map(presentAnnouncement);
    },

    async list(): Promise<AnnouncementRow[]> {
      const rows: Row[] = await query().findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      return rows.map(presentAnnouncement);
    },

    async create(actorId: number, body: unknown): Promise<{ message: string; data: AnnouncementRow }> {
      const input = parseInput(announcementSchema, body);
      const data = await inTransaction(strapi, async (trx) => {
        const row = presentAnnouncement(await query().create({ data: input }));
        await audit(strapi, trx, {
          actorId,
          action: 'announcement.create',
          targetType: 'announcement',
          targetId: row.id,
          after: snapshot(row),
        });
        return row;
      });
      changed();
      return { message: msg('admin.announcement.added'), data };
    },

    async update(actorId: number, id: number, body: unknown): Promise<{ message: string; data: AnnouncementRow }> {
      const patch = parseInput(announcementPatchSchema, body);
      if (Object.keys(patch).length === 0) throw fail('VALIDATION');
      // Before the update: Strapi's query engine adds updatedAt to the data object it is given.
      const toggle = Object.keys(patch).length === 1 && patch.active !== undefined;
      const data = await inTransaction(strapi, async (trx) => {
        await lock(trx, id);
        const before = presentAnnouncement(await query().findOne({ where: { id } }));
        const after = presentAnnouncement(await query().update({ where: { id }, data: { ...patch } }));
        await audit(strapi, trx, {
          actorId,
          action: toggle ? 'announcement.toggle' : 'announcement.update',
          targetType: 'announcement',
          targetId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      changed();
      return { message: msg('admin.announcement.statusUpdated'), data };
    },

    async remove(actorId: number, id: number): Promise<{ message: string; data: null }> {
      await inTransaction(strapi, async (trx) => {
        await lock(trx, id);
        const before = presentAnnouncement(await query().findOne({ where: { id } }));
        await query().delete({ where: { id } });
        await audit(strapi, trx, {
          actorId,
          action: 'announcement.delete',
          targetType: 'announcement',
          targetId: id,
          before: snapshot(before),
        });
      });
      changed();
      return { message: msg('admin.announcement.deleted'), data: null };
    },
  };
};
