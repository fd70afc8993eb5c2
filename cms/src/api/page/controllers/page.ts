import type { Core } from '@strapi/strapi';
import { fail } from '../../../lib/errors';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const pages = (strapi: Core.Strapi) => service(strapi, 'api::page.page');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Ctx) {
    ctx.body = { data: await pages(strapi).list() };
  },

  async findOne(ctx: Ctx) {
    const page = await pages(strapi).findBySlug(String(ctx.params.slug));
    if (!page) throw fail('PAGE_NOT_FOUND');
    ctx.body = { data: page };
  },
});
