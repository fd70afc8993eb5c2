import type { Core } from '@strapi/strapi';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** What the screens must follow before anyone signs in (registration open, verification required). */
  async publicSettings(ctx: Ctx) {
    ctx.body = { data: await service(strapi, 'api::site-setting.site-setting').publicSettings() };
  },
});
