import type { Core } from '@strapi/strapi';
import { solutionSchema } from '@oyundev/domain';
import { rowId } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { parseBody } from '../../../lib/input';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';
import { memberOf } from '../../../lib/viewer';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/forum/replies/:id/solution {solution?} → {message, solutionReplyId, isResolved} */
  async mark(ctx: Ctx) {
    const id = rowId(ctx.params.id);
    if (id === null) throw fail('REPLY_NOT_FOUND');
    const input = parseBody(ctx, solutionSchema);
    ctx.body = await service(strapi, 'api::solution.solution').mark(memberOf(ctx), id, input.solution ?? true);
  },
});
