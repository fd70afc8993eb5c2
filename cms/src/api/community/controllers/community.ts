import type { Core } from '@strapi/strapi';
import { fail } from '../../../lib/errors';
import { loadMe } from '../../../lib/accounts/me';

const service = (strapi: Core.Strapi) => strapi.service('api::community.community') as any;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async stats(ctx) {
    ctx.body = { data: await service(strapi).stats() };
  },

  /** The signed-in member's own account and settings (lib/accounts/me.ts): the only place their email leaves the server. */
  async me(ctx) {
    if (!ctx.state.user) throw fail('NOT_AUTHENTICATED');
    const me = await loadMe(strapi, ctx.state.user.id);
    if (!me) throw fail('NOT_AUTHENTICATED');
    ctx.body = { data: me };
  },

  /** What the screens must follow before anyone signs in (registration open, verification required). */
  async publicSettings(ctx) {
    ctx.body = { data: await service(strapi).publicSettings() };
  },

  async listPages(ctx) {
    ctx.body = { data: await service(strapi).listPages() };
  },

  async findPage(ctx) {
    const page = await service(strapi).findPage(String(ctx.params.slug));
    if (!page) throw fail('PAGE_NOT_FOUND');
    ctx.body = { data: page };
  },
});
