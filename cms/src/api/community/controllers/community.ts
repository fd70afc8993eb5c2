import type { Core } from '@strapi/strapi';
import { levelForReputation } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { roleOf } from '../../../lib/present';

const service = (strapi: Core.Strapi) => strapi.service('api::community.community') as any;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async stats(ctx) {
    ctx.body = { data: await service(strapi).stats() };
  },

  /** The signed-in member's own account: the only place their email leaves the server. */
  async me(ctx) {
    if (!ctx.state.user) throw fail('NOT_AUTHENTICATED');
    const found = await service(strapi).me(ctx.state.user.id);
    if (!found) throw fail('NOT_AUTHENTICATED');
    const { user, unreadNotifications } = found;
    ctx.body = {
      data: {
        id: user.id,
        username: user.username,
        email: user.email,
        role: roleOf(user),
        avatarUrl: user.avatar?.url ?? null,
        reputation: user.reputation ?? 0,
        level: user.level || levelForReputation(user.reputation ?? 0).name,
        unreadNotifications,
        onboardingCompleted: Boolean(user.onboardingCompleted),
        isEmailVerified: Boolean(user.confirmed),
        isActive: user.isActive !== false,
        isBanned: Boolean(user.isBanned),
        banExpiresAt: user.banExpiresAt ?? null,
        banReason: user.banReason ?? null,
        premium: user.premium
          ? { isActive: Boolean(user.premium.isActive), tier: user.premium.tier ?? null, endDate: user.premium.endDate ?? null }
          : null,
        createdAt: user.createdAt,
      },
    };
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
