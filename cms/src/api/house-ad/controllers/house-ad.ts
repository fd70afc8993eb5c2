import type { Core } from '@strapi/strapi';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The active house ads, for the site's build (guests may read them; premium members are hidden ads by the site). */
  async listActive(ctx: Ctx) {
    ctx.body = { data: await service(strapi, 'api::house-ad.house-ad').listActive() };
  },
});
