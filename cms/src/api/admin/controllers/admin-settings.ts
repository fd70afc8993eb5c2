import type { Core } from '@strapi/strapi';
import { rowId } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';
import { memberOf } from '../../../lib/viewer';
import { isSettingsGroup } from '../services/settings';

const idOf = (ctx: Ctx) => {
  const id = rowId(ctx.params.id);
  if (id === null) throw fail('NOT_FOUND');
  return id;
};
const body = (ctx: Ctx) => (ctx.request as { body?: unknown }).body;

/** What a settings list (categories, announcements) offers its handlers: the admin's list, add and change. */
interface SettingsList {
  list(): Promise<unknown>;
  create(actorId: number, body: unknown): Promise<unknown>;
  update(actorId: number, id: number, body: unknown): Promise<unknown>;
}

/** Site ayarları — settings groups, categories, announcements (admins only): parse → service → answer. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const settings = () => service(strapi, 'api::admin.settings');
  const categories = () => service(strapi, 'api::admin.categories');
  const announcements = () => service(strapi, 'api::announcement.announcement');
  const actor = (ctx: Ctx) => memberOf(ctx).id;

  /** GET / POST / PATCH of one settings list: the same three handlers for categories and announcements. */
  const listHandlers = (of: () => SettingsList) => ({
    async list(ctx: Ctx) {
      ctx.body = { data: await of().list() };
    },
    async create(ctx: Ctx) {
      ctx.status = 201;
      ctx.body = await of().create(actor(ctx), body(ctx));
    },
    async update(ctx: Ctx) {
      ctx.body = await of().update(actor(ctx), idOf(ctx), body(ctx));
    },
  });
  const category = listHandlers(categories);
  const announcement = listHandlers(announcements);

  return {
    /** GET /api/admin/settings — every group; the SMTP password only as `smtpPasswordSet`. */
    async readSettings(ctx: Ctx) {
      ctx.body = { data: await settings().read() };
    },
    /** PUT /api/admin/settings/:section {fields of that group} → {message, data} */
    async saveSettings(ctx: Ctx) {
      const section = ctx.params.section;
      if (!isSettingsGroup(section)) throw fail('NOT_FOUND');
      ctx.body = await settings().save(actor(ctx), section, body(ctx));
    },

    listCategories: category.list,
    createCategory: category.create,
    updateCategory: category.update,
    async reorderCategories(ctx: Ctx) {
      ctx.body = await categories().reorder(actor(ctx), body(ctx));
    },
    /** DELETE /api/admin/categories/:id?moveTo=ID */
    async deleteCategory(ctx: Ctx) {
      const id = idOf(ctx);
      const moveTo = ctx.query.moveTo;
      let target: number | undefined;
      if (moveTo !== undefined && moveTo !== '') {
        const parsed = rowId(moveTo);
        if (parsed === null) throw fail('VALIDATION');
        target = parsed;
      }
      ctx.body = await categories().remove(actor(ctx), id, target === undefined ? {} : { moveTo: target });
    },

    listAnnouncements: announcement.list,
    createAnnouncement: announcement.create,
    updateAnnouncement: announcement.update,
    async deleteAnnouncement(ctx: Ctx) {
      ctx.body = await announcements().remove(actor(ctx), idOf(ctx));
    },
  };
};
