import type { Core } from '@strapi/strapi';
import { msg, voteSchema } from '@oyundev/domain';
import { rowId } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { parseBody } from '../../../lib/input';
import { memberOf } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const reactions = (strapi: Core.Strapi) => service(strapi, 'api::forum.reactions');

/** The optional `{liked}` of a like call: absent → toggle; a boolean → that state. */
function wantedLike(ctx: Ctx): boolean | undefined {
  const body = ctx.request?.body;
  if (body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && body.liked === undefined))
    return undefined;
  if (typeof body === 'object' && !Array.isArray(body) && typeof body.liked === 'boolean') return body.liked;
  throw fail('VALIDATION');
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/forum/:id/like — the spec's second real call; `id` is a reply. Answers {message, likeCount, liked}. */
  async likeReply(ctx: Ctx) {
    const id = rowId(ctx.params.id);
    if (id === null) throw fail('REPLY_NOT_FOUND');
    const { likeCount, liked } = await reactions(strapi).like(memberOf(ctx), 'reply', id, wantedLike(ctx));
    ctx.body = { message: msg(liked ? 'forum.like.added' : 'forum.like.removed'), likeCount, liked };
  },

  /** POST /api/forum/topics/:id/like — the same on a topic. */
  async likeTopic(ctx: Ctx) {
    const id = rowId(ctx.params.id);
    if (id === null) throw fail('TOPIC_NOT_FOUND');
    const { likeCount, liked } = await reactions(strapi).like(memberOf(ctx), 'topic', id, wantedLike(ctx));
    ctx.body = { message: msg(liked ? 'forum.like.added' : 'forum.like.removed'), likeCount, liked };
  },

  /** POST /api/forum/votes {targetType, targetId, vote} → {score, upvoteCount, downvoteCount, userVote}. */
  async vote(ctx: Ctx) {
    const input = parseBody(ctx, voteSchema);
    ctx.body = await reactions(strapi).vote(memberOf(ctx), input.targetType, input.targetId, input.vote);
  },
});
