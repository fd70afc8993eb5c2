import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { SAVED_PAGE_SIZE, msg } from '@oyundev/domain';
import { rowId } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { memberOf } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).catch(1),
  pageSize: z.coerce.number().int().min(1).max(50).catch(SAVED_PAGE_SIZE),
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/bookmarks?page&pageSize → {data: SavedItem[], meta: {pagination}} (members only). */
  async list(ctx: Ctx) {
    const q = listQuery.parse(ctx.query ?? {});
    const { data, pagination } = await service(strapi, 'api::bookmark.saved').list(memberOf(ctx), q.page, q.pageSize);
    ctx.body = { data, meta: { pagination } };
  },

  /** DELETE /api/bookmarks/:id → {message}. */
  async remove(ctx: Ctx) {
    const id = rowId(ctx.params.id);
    if (id === null) throw fail('NOT_FOUND');
    await service(strapi, 'api::bookmark.saved').remove(memberOf(ctx), id);
    ctx.body = { message: msg('bookmarks.removed') };
  },
});
