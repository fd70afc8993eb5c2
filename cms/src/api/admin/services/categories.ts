import type { Core } from '@strapi/strapi';
import {
  adminCategoryDeleteSchema,
  adminCategoryPatchSchema,
  adminCategoryReorderSchema,
  adminCategorySchema,
  msg,
  type AdminCategoryRow,
} from '@oyundev/domain';
import { inTransaction, isUniqueViolation, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { parseInput } from '../../../lib/input';
import { notifyContentChanged } from '../../../lib/rebuild';
import { raw, tableOf } from '../../../lib/sql-names';
import { ROW_LOCK } from '../../forum/lib/forum-counters';
import { audit } from '../lib/audit';

const CATEGORY = 'api::forum-category.forum-category';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  sortOrder: number | null;
  settings?: { id: number; isActive?: boolean | null } | null;
}

/** Every topic filed in the category, whatever its state (pending and hidden ones too). */
async function topicsIn(trx: Knex, id: number): Promise<number> {
  const { rows } = await raw(trx, 'SELECT count(*)::int AS n FROM {topic.category} WHERE forum_category_id = ?', [id]);
  return rows[0].n;
}

function present(row: CategoryRow, topicCount: number): AdminCategoryRow {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description ?? '',
    order: row.sortOrder ?? 0,
    active: row.settings?.isActive !== false,
    topicCount,
  };
}

const snapshot = (c: AdminCategoryRow) => ({ name: c.name, slug: c.slug, description: c.description, order: c.order, active: c.active });

/**
 * Site ayarları → Kategoriler (forum spec §3 "Admin category"): the forum's categories with the admin's
 * order and switch. Each write is one transaction with its audit line; the static site is rebuilt after.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(CATEGORY);
  const findRow = (id: number): Promise<CategoryRow | null> => query().findOne({ where: { id }, populate: { settings: true } });
  const lock = (trx: Knex, ids: number[]) =>
    raw(trx, `SELECT id FROM {forum-category} WHERE id = ANY(?) ORDER BY id ${ROW_LOCK}`, [[...ids].sort((a, b) => a - b)]);

  async function one(trx: Knex, id: number): Promise<AdminCategoryRow> {
    const row = await findRow(id);
    if (!row) throw fail('CATEGORY_NOT_FOUND');
    return present(row, await topicsIn(trx, id));
  }

  return {
    async list(): Promise<AdminCategoryRow[]> {
      const rows: CategoryRow[] = await query().findMany({ orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }], populate: { settings: true } });
      const { rows: counts } = await raw(
        strapi.db.connection,
        'SELECT forum_category_id AS id, count(*)::int AS n FROM {topic.category} GROUP BY forum_category_id',
      );
      const byId = new Map<number, number>(counts.map((c: { id: number; n: number }) => [Number(c.id), c.n]));
      return rows.map((row) => present(row, byId.get(row.id) ?? 0));
    },

    async create(actorId: number, body: unknown): Promise<{ message: string; data: AdminCategoryRow }> {
      const input = parseInput(adminCategorySchema, body);
      if (!input.slug) throw fail('VALIDATION', { fieldErrors: { name: msg('validation.category.nameRequired') } });
      const data = await inTransaction(strapi, async (trx) => {
        if (await trx(tableOf('forum-category')).where({ slug: input.slug }).first('id')) throw fail('CATEGORY_SLUG_TAKEN');
        const created = await strapi
          .documents(CATEGORY)
          .create({
            data: {
              name: input.name,
              slug: input.slug,
              description: input.description,
              sortOrder: input.order,
              // A drawn icon like every seeded category's (the site shows the initial for none); editors change it in Strapi.
              icon: 'chat',
              settings: { isActive: input.active },
            },
          } as never)
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? fail('CATEGORY_SLUG_TAKEN') : error;
          });
        const row = await one(trx, created.id as number);
        await audit(strapi, trx, { actorId, action: 'category.create', targetType: 'category', targetId: row.id, after: snapshot(row) });
        return row;
      });
      return { message: msg('admin.category.added'), data };
    },

    async update(actorId: number, id: number, body: unknown): Promise<{ message: string; data: AdminCategoryRow }> {
      const patch = parseInput(adminCategoryPatchSchema, body);
      if (Object.keys(patch).length === 0) throw fail('VALIDATION');
      const data = await inTransaction(strapi, async (trx) => {
        await lock(trx, [id]);
        const row = await findRow(id);
        if (!row) throw fail('CATEGORY_NOT_FOUND');
        const before = present(row, await topicsIn(trx, id));
        const update: Record<string, unknown> = {};
        if (patch.name !== undefined) update.name = patch.name;
        if (patch.description !== undefined) update.description = patch.description;
        if (patch.order !== undefined) update.sortOrder = patch.order;
        if (patch.active !== undefined) {
          update.settings = row.settings ? { ...row.settings, isActive: patch.active } : { isActive: patch.active };
        }
        const documentId = (await query().findOne({ where: { id }, select: ['documentId'] })).documentId;
        await strapi.documents(CATEGORY).update({ documentId, data: update } as never);
        const after = await one(trx, id);
        await audit(strapi, trx, {
          actorId,
          action: patch.active !== undefined && Object.keys(patch).length === 1 ? 'category.toggle' : 'category.update',
          targetType: 'category',
          targetId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      const message = patch.active !== undefined ? msg('admin.category.statusUpdated') : msg('admin.category.reordered');
      return { message, data };
    },

    /** The listed categories take orders 0, 1, 2… in the given sequence (others keep theirs). */
    async reorder(actorId: number, body: unknown): Promise<{ message: string; data: AdminCategoryRow[] }> {
      const { ids } = parseInput(adminCategoryReorderSchema, body);
      if (new Set(ids).size !== ids.length) throw fail('VALIDATION');
      await inTransaction(strapi, async (trx) => {
        const { rows } = await lock(trx, ids);
        if (rows.length !== ids.length) throw fail('CATEGORY_NOT_FOUND');
        const before = await trx(tableOf('forum-category')).whereIn('id', ids).select('id', 'sort_order');
        for (const [order, id] of ids.entries()) await trx(tableOf('forum-category')).where({ id }).update({ sort_order: order });
        await audit(strapi, trx, {
          actorId,
          action: 'category.reorder',
          targetType: 'category',
          targetId: null,
          before: { order: Object.fromEntries(before.map((r: { id: number; sort_order: number }) => [r.id, r.sort_order])) },
          after: { order: Object.fromEntries(ids.map((id, i) => [id, i])) },
        });
      });
      notifyContentChanged(strapi, { type: 'category' });
      return { message: msg('admin.category.reordered'), data: await this.list() };
    },

    /**
     * Refused while the category holds topics, unless `moveTo` names another category: then its topics (and
     * their counters) move there and the category is deleted, in one transaction.
     */
    async remove(actorId: number, id: number, body: unknown): Promise<{ message: string; data: null }> {
      const { moveTo } = parseInput(adminCategoryDeleteSchema, body ?? {});
      if (moveTo === id) throw fail('VALIDATION', { fieldErrors: { moveTo: msg('error.validation') } });
      await inTransaction(strapi, async (trx) => {
        const { rows } = await lock(trx, moveTo ? [id, moveTo] : [id]);
        if (rows.length !== (moveTo ? 2 : 1)) throw fail('CATEGORY_NOT_FOUND');
        const before = await one(trx, id);
        const held = await topicsIn(trx, id);
        if (held > 0 && !moveTo) throw fail('CATEGORY_HAS_TOPICS');
        if (held > 0 && moveTo) {
          await raw(trx, 'UPDATE {topic.category} SET forum_category_id = ? WHERE forum_category_id = ?', [moveTo, id]);
          await raw(
            trx,
            `UPDATE {forum-category} AS t SET topic_count = t.topic_count + s.topic_count, post_count = t.post_count + s.post_count,
               last_activity_at = GREATEST(t.last_activity_at, s.last_activity_at)
             FROM {forum-category} AS s WHERE t.id = ? AND s.id = ?`,
            [moveTo, id],
          );
        }
        // Through the Document Service, so its settings component goes with it (and the rebuild watcher hears it).
        const { documentId } = await query().findOne({ where: { id }, select: ['documentId'] });
        await strapi.documents(CATEGORY).delete({ documentId } as never);
        await audit(strapi, trx, {
          actorId,
          action: 'category.delete',
          targetType: 'category',
          targetId: id,
          before: { ...snapshot(before), topicCount: held },
          after: moveTo ? { movedTo: moveTo, topics: held } : null,
        });
      });
      notifyContentChanged(strapi, { type: 'category' });
      return { message: msg('admin.category.deleted'), data: null };
    },
  };
};
