import type { Core } from '@strapi/strapi';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Ctx) {
    ctx.body = { data: await service(strapi, 'api::stats.stats').stats() };
  },
});
