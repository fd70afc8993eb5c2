import type { Core } from '@strapi/strapi';
import { LEADERBOARD_PERIODS, type LeaderboardAnswer } from '@oyundev/domain';
import { z } from 'zod';
import type { Ctx } from '../../../lib/koa';
import { authorSummary } from '../../../lib/present';
import { service } from '../../../lib/services';
import { viewerOf } from '../../../lib/viewer';

const page = z.coerce.number().int().min(1).max(100000).catch(1);
const period = z.enum(LEADERBOARD_PERIODS).catch('overall');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/leaderboard?period=overall|weekly|monthly&page — open to guests; a member also gets their own row. */
  async board(ctx: Ctx) {
    const which = period.parse(ctx.query?.period);
    const viewer = viewerOf(ctx);
    const {
      rows,
      pagination,
      viewer: mine,
    } = await service(strapi, 'api::leaderboard.leaderboard').board(which, page.parse(ctx.query?.page), viewer?.id ?? null);
    const answer: LeaderboardAnswer = {
      data: rows.map((r) => ({ rank: r.rank, points: r.points, member: authorSummary(r.user)! })),
      meta: { period: which, pagination, viewer: mine },
    };
    ctx.body = answer;
  },
});
