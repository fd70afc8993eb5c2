import type { Core } from '@strapi/strapi';
import type { BadgeListAnswer } from '@oyundev/domain';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';
import { viewerOf } from '../../../lib/viewer';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/badges — open to guests; a member also gets whether they hold each badge and their progress. */
  async list(ctx: Ctx) {
    const answer: BadgeListAnswer = await service(strapi, 'api::badge.badge').list(viewerOf(ctx)?.id ?? null);
    ctx.body = answer;
  },
});
