import type { Core } from '@strapi/strapi';
import { fail } from '../../../lib/errors';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const own = (strapi: Core.Strapi) => service(strapi, 'api::account.account');

function memberId(ctx: Ctx): number {
  const id = ctx.state.user?.id;
  if (!id) throw fail('NOT_AUTHENTICATED');
  return id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async usernameAvailability(ctx: Ctx) {
    ctx.body = await own(strapi).usernameAvailability(ctx.query.value);
  },

  async emailAvailability(ctx: Ctx) {
    ctx.body = await own(strapi).emailAvailability(ctx.query.value);
  },

  async sendVerification(ctx: Ctx) {
    ctx.body = await own(strapi).sendVerification(memberId(ctx));
  },

  /** Open to guests (the link may be opened signed out); a signed-in owner also gets their updated Me. */
  async confirmVerification(ctx: Ctx) {
    ctx.body = await own(strapi).confirmVerification(ctx.request.body, ctx.state.user?.id ?? null);
  },

  async unlock(ctx: Ctx) {
    ctx.body = await own(strapi).unlock(ctx.request.body);
  },

  async updateProfile(ctx: Ctx) {
    ctx.body = await own(strapi).updateProfile(memberId(ctx), ctx.request.body);
  },

  async updateNotifications(ctx: Ctx) {
    ctx.body = await own(strapi).updateNotifications(memberId(ctx), ctx.request.body);
  },

  async updatePrivacy(ctx: Ctx) {
    ctx.body = await own(strapi).updatePrivacy(memberId(ctx), ctx.request.body);
  },

  async changePassword(ctx: Ctx) {
    ctx.body = await own(strapi).changePassword(memberId(ctx), ctx.request.body);
  },

  async exportData(ctx: Ctx) {
    const id = memberId(ctx);
    const data = await own(strapi).exportData(id);
    ctx.set('Content-Disposition', `attachment; filename="oyundev-verilerim-${id}.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = data;
  },

  async deleteAccount(ctx: Ctx) {
    const id = memberId(ctx);
    ctx.body = await own(strapi).deleteAccount(id, ctx.request.body);
  },
});
