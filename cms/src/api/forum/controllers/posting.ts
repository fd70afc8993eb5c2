import type { Core } from '@strapi/strapi';
import { isModerator, msg, replyEditSchema, replySchema, topicSchema } from '@oyundev/domain';
import { isUniqueViolation, rowId } from '../../../lib/db';
import { assertSameRequest, idempotencyKeyOf, REPLAYED_HEADER, replyByKey } from '../../../lib/idempotency';
import { fail } from '../../../lib/errors';
import { parseBody } from '../../../lib/input';
import { editHistoryEntry, reply, topicForViewer, type EditHistoryLine } from '../../../lib/present';
import { memberOf } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const posting = (strapi: Core.Strapi) => service(strapi, 'api::forum.posting');
const forum = (strapi: Core.Strapi) => service(strapi, 'api::forum.forum');

/** The text exactly as the member wrote it: markdown is stored as given (the schema checked a trimmed copy). */
const rawContent = (ctx: Ctx): string => String(ctx.request.body.content);

/** Kept privately on the row for moderation; never shown. */
export function originOf(ctx: Ctx) {
  return {
    ipAddress: ctx.request.ip ? String(ctx.request.ip).slice(0, 64) : null,
    userAgent: ctx.get('user-agent') ? String(ctx.get('user-agent')).slice(0, 500) : null,
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/forum/:topicSlug/reply {content, replyTo} — the spec's first real call. */
  async createReply(ctx: Ctx) {
    const viewer = memberOf(ctx);
    const input = parseBody(ctx, replySchema);
    const topicSlug = String(ctx.params.topicSlug);
    // A retry with the same Idempotency-Key gets the reply the first request wrote (lib/idempotency.ts).
    const idempotencyKey = idempotencyKeyOf(ctx, viewer.id);
    const replay = async () => {
      const stored = idempotencyKey === null ? null : await replyByKey(strapi, idempotencyKey);
      if (stored) assertSameRequest(stored, topicSlug, rawContent(ctx));
      return stored;
    };
    let written: { replyId: number; replyCount: number } | null = await replay();
    if (written) ctx.set(REPLAYED_HEADER, 'true');
    else {
      try {
        written = await posting(strapi).createReply(viewer, topicSlug, input, rawContent(ctx), { ...originOf(ctx), idempotencyKey });
      } catch (error) {
        // The same key committed by a request running at the same time: answer with its reply.
        written = isUniqueViolation(error) ? await replay() : null;
        if (!written) throw error;
        ctx.set(REPLAYED_HEADER, 'true');
      }
    }
    const [created] = await forum(strapi).loadReplies([written.replyId]);
    ctx.status = 201;
    ctx.body = {
      data: reply(created, { userVote: 'none', liked: false, canEdit: true }),
      message: msg('forum.reply.created'),
      replyCount: written.replyCount,
    };
  },

  /** PUT /api/forum/replies/:id {content} — author, moderators and admins. */
  async updateReply(ctx: Ctx) {
    const viewer = memberOf(ctx);
    const id = rowId(ctx.params.id);
    if (id === null) throw fail('REPLY_NOT_FOUND');
    parseBody(ctx, replyEditSchema);
    await posting(strapi).updateReply(viewer, id, rawContent(ctx));
    const [updated] = await forum(strapi).loadReplies([id]);
    const [state] = await forum(strapi).replyStates(viewer, [updated]);
    ctx.body = { data: reply(updated, state), message: msg('forum.reply.updated') };
  },

  /** DELETE /api/forum/:replyId — the spec's third real call. */
  async deleteReply(ctx: Ctx) {
    const id = rowId(ctx.params.replyId);
    if (id === null) throw fail('REPLY_NOT_FOUND');
    const { replyCount } = await posting(strapi).deleteReply(memberOf(ctx), id);
    ctx.body = { message: msg('forum.reply.deleted'), replyCount };
  },

  /** GET /api/forum/replies/:id/history — moderators and admins (permission matrix). */
  async replyHistory(ctx: Ctx) {
    const id = rowId(ctx.params.id);
    if (id === null) throw fail('REPLY_NOT_FOUND');
    const { history, editors } = await posting(strapi).replyHistory(id);
    ctx.body = { data: history.map((entry) => editHistoryEntry(entry as EditHistoryLine | null, editors)) };
  },

  /** POST /api/forum/topics {title, content, category, tags}. */
  async createTopic(ctx: Ctx) {
    const viewer = memberOf(ctx);
    const input = parseBody(ctx, topicSchema);
    const { id, pending } = await posting(strapi).createTopic(viewer, input, rawContent(ctx), originOf(ctx));
    // Just written by this member (an author finds a pending topic too): only a concurrent delete could make this null.
    const topic = (await forum(strapi).findTopic(String(id), viewer))!;
    ctx.status = 201;
    ctx.body = {
      data: topicForViewer(topic, {
        locked: false,
        viewer: { userVote: 'none', liked: false, isAuthor: true, canModerate: isModerator(viewer) },
      }),
      pending,
      message: msg('forum.newTopic.created'),
    };
  },
});
