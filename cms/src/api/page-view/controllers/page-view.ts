import type { Core } from '@strapi/strapi';
import { pageViewBatchSchema } from '@oyundev/domain';
import { parseBody } from '../../../lib/input';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async record(ctx: Ctx) {
    const input = parseBody(ctx, pageViewBatchSchema);
    ctx.body = { data: await service(strapi, 'api::page-view.page-view').record(input.views) };
  },
});
