import type { Core } from '@strapi/strapi';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/announcements — the active announcements every page shows (the site's banner). */
  async listActive(ctx: Ctx) {
    ctx.body = { data: await service(strapi, 'api::announcement.announcement').listActive() };
  },
});
