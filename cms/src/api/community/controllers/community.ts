import type { Core } from '@strapi/strapi';
import { fail } from '../../../lib/errors';
import { loadMe } from '../../../lib/accounts/me';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const own = (strapi: Core.Strapi) => service(strapi, 'api::community.community');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async stats(ctx: Ctx) {
    ctx.body = { data: await own(strapi).stats() };
  },

  /** The signed-in member's own account and settings (lib/accounts/me.ts): the only place their email leaves the server. */
  async me(ctx: Ctx) {
    if (!ctx.state.user) throw fail('NOT_AUTHENTICATED');
    const me = await loadMe(strapi, ctx.state.user.id);
    if (!me) throw fail('NOT_AUTHENTICATED');
    ctx.body = { data: me };
  },

  /** What the screens must follow before anyone signs in (registration open, verification required). */
  async publicSettings(ctx: Ctx) {
    ctx.body = { data: await own(strapi).publicSettings() };
  },

  async listPages(ctx: Ctx) {
    ctx.body = { data: await own(strapi).listPages() };
  },

  async findPage(ctx: Ctx) {
    const page = await own(strapi).findPage(String(ctx.params.slug));
    if (!page) throw fail('PAGE_NOT_FOUND');
    ctx.body = { data: page };
  },
});
