import type { Core } from '@strapi/strapi';
import { fail } from '../../../lib/errors';
import { loadMe } from '../lib/me';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

function memberId(ctx: Ctx): number {
  const id = ctx.state.user?.id;
  if (!id) throw fail('NOT_AUTHENTICATED');
  return id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/me — the signed-in member's own account and settings. */
  async me(ctx: Ctx) {
    const me = await loadMe(strapi, memberId(ctx));
    if (!me) throw fail('NOT_AUTHENTICATED');
    ctx.body = { data: me };
  },

  async usernameAvailability(ctx: Ctx) {
    ctx.body = await service(strapi, 'api::account.auth').usernameAvailability(ctx.query.value);
  },

  async emailAvailability(ctx: Ctx) {
    ctx.body = await service(strapi, 'api::account.auth').emailAvailability(ctx.query.value);
  },

  async sendVerification(ctx: Ctx) {
    ctx.body = await service(strapi, 'api::account.verification').sendVerification(memberId(ctx));
  },

  /** Open to guests (the link may be opened signed out); a signed-in owner also gets their updated Me. */
  async confirmVerification(ctx: Ctx) {
    ctx.body = await service(strapi, 'api::account.verification').confirmVerification(ctx.request.body, ctx.state.user?.id ?? null);
  },

  async unlock(ctx: Ctx) {
    ctx.body = await service(strapi, 'api::account.password').unlock(ctx.request.body);
  },

  async updateProfile(ctx: Ctx) {
    ctx.body = await service(strapi, 'api::account.profile').updateProfile(memberId(ctx), ctx.request.body);
  },

  async updateNotifications(ctx: Ctx) {
    ctx.body = await service(strapi, 'api::account.profile').updateNotifications(memberId(ctx), ctx.request.body);
  },

  async updatePrivacy(ctx: Ctx) {
    ctx.body = await service(strapi, 'api::account.profile').updatePrivacy(memberId(ctx), ctx.request.body);
  },

  async changePassword(ctx: Ctx) {
    ctx.body = await service(strapi, 'api::account.password').changePassword(memberId(ctx), ctx.request.body);
  },

  async exportData(ctx: Ctx) {
    const id = memberId(ctx);
    const data = await service(strapi, 'api::account.data').exportData(id);
    ctx.set('Content-Disposition', `attachment; filename="oyundev-verilerim-${id}.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = data;
  },

  async deleteAccount(ctx: Ctx) {
    const id = memberId(ctx);
    ctx.body = await service(strapi, 'api::account.data').deleteAccount(id, ctx.request.body);
  },
});
