import type { Core } from '@strapi/strapi';
import { fail } from '../../../lib/errors';

const service = (strapi: Core.Strapi) => strapi.service('api::account.account') as any;

const BODY_LIMIT = 16 * 1024;

/**
 * Strapi parses bodies of POST, PUT and PATCH only; DELETE /api/account carries `{ password }`, so read
 * that JSON here (small, JSON only — anything else is a 400).
 */
async function bodyOf(ctx): Promise<unknown> {
  if (ctx.request.body !== undefined && (ctx.method !== 'DELETE' || Object.keys(ctx.request.body ?? {}).length)) return ctx.request.body;
  if (!ctx.is('application/json')) return {};
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += chunk.length;
    if (size > BODY_LIMIT) throw fail('PAYLOAD_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw fail('VALIDATION');
  }
}

function memberId(ctx): number {
  const id = ctx.state.user?.id;
  if (!id) throw fail('NOT_AUTHENTICATED');
  return id;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async usernameAvailability(ctx) {
    ctx.body = await service(strapi).usernameAvailability(ctx.query.value);
  },

  async emailAvailability(ctx) {
    ctx.body = await service(strapi).emailAvailability(ctx.query.value);
  },

  async sendVerification(ctx) {
    ctx.body = await service(strapi).sendVerification(memberId(ctx));
  },

  /** Open to guests (the link may be opened signed out); a signed-in owner also gets their updated Me. */
  async confirmVerification(ctx) {
    ctx.body = await service(strapi).confirmVerification(ctx.request.body, ctx.state.user?.id ?? null);
  },

  async unlock(ctx) {
    ctx.body = await service(strapi).unlock(ctx.request.body);
  },

  async updateProfile(ctx) {
    ctx.body = await service(strapi).updateProfile(memberId(ctx), ctx.request.body);
  },

  async updateNotifications(ctx) {
    ctx.body = await service(strapi).updateNotifications(memberId(ctx), ctx.request.body);
  },

  async updatePrivacy(ctx) {
    ctx.body = await service(strapi).updatePrivacy(memberId(ctx), ctx.request.body);
  },

  async changePassword(ctx) {
    ctx.body = await service(strapi).changePassword(memberId(ctx), ctx.request.body);
  },

  async exportData(ctx) {
    const id = memberId(ctx);
    const data = await service(strapi).exportData(id);
    ctx.set('Content-Disposition', `attachment; filename="oyundev-verilerim-${id}.json"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = data;
  },

  async deleteAccount(ctx) {
    const id = memberId(ctx);
    ctx.body = await service(strapi).deleteAccount(id, await bodyOf(ctx));
  },
});
