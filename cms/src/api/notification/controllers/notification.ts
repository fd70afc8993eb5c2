import type { Core } from '@strapi/strapi';
import { msg } from '@oyundev/domain';
import { z } from 'zod';
import { rowId } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';
import { memberOf } from '../../../lib/viewer';

const page = z.coerce.number().int().min(1).max(100000).catch(1);
const notifications = (strapi: Core.Strapi) => service(strapi, 'api::notification.notification');

/** The signed-in member's own notifications (members only: the permission matrix). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/notifications?page → grouped items, meta {pagination, unread} */
  async list(ctx: Ctx) {
    const { items, pagination, unread } = await notifications(strapi).list(memberOf(ctx).id, page.parse(ctx.query?.page));
    ctx.body = { data: items, meta: { pagination, unread } };
  },

  /** GET /api/notifications/unread-count → {unread}; the header polls it. */
  async unreadCount(ctx: Ctx) {
    ctx.body = { unread: await notifications(strapi).unread(memberOf(ctx).id) };
  },

  /** POST /api/notifications/:id/read → {unread} */
  async markRead(ctx: Ctx) {
    const id = rowId(ctx.params.id);
    if (id === null) throw fail('NOT_FOUND');
    ctx.body = await notifications(strapi).markRead(memberOf(ctx).id, id);
  },

  /** POST /api/notifications/read-all → {unread: 0, message} */
  async markAllRead(ctx: Ctx) {
    ctx.body = { ...(await notifications(strapi).markAllRead(memberOf(ctx).id)), message: msg('notifications.markedAll') };
  },
});
