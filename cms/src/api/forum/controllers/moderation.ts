import type { Core } from '@strapi/strapi';
import { isModerator, msg, reportSchema, topicModerationSchema } from '@oyundev/domain';
import { rowId } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { parseBody } from '../../../lib/input';
import { topicForViewer } from '../../../lib/present';
import { memberOf, viewerOf } from '../../../lib/viewer';
import type { Ctx } from '../../../lib/koa';
import { service } from '../../../lib/services';

const moderation = (strapi: Core.Strapi) => service(strapi, 'api::forum.moderation');
const forum = (strapi: Core.Strapi) => service(strapi, 'api::forum.forum');

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** PATCH /api/forum/topics/:id/moderation — moderators and admins. */
  async moderateTopic(ctx: Ctx) {
    const viewer = memberOf(ctx);
    if (!isModerator(viewer)) throw fail('MODERATOR_REQUIRED');
    const id = rowId(ctx.params.id);
    if (id === null) throw fail('TOPIC_NOT_FOUND');
    const patch = parseBody(ctx, topicModerationSchema);
    await moderation(strapi).moderateTopic(viewer, id, patch);
    // Just moderated (which cannot hide it): only a concurrent delete could make this null.
    const topic = (await forum(strapi).findTopic(String(id), viewer))!;
    const [state] = await forum(strapi).topicStates(viewer, [topic]);
    ctx.body = { data: topicForViewer(topic, { locked: false, viewer: state }), message: msg('forum.topic.moderated') };
  },

  /** POST /api/forum/reports {contentType, contentId, type, reason}. */
  async report(ctx: Ctx) {
    const input = parseBody(ctx, reportSchema);
    await moderation(strapi).report(memberOf(ctx), input);
    ctx.status = 201;
    ctx.body = { message: msg('forum.report.sent') };
  },

  /** POST /api/forum/topics/:slugOrId/view — open to guests; counted once per visitor per day. */
  async countView(ctx: Ctx) {
    const visitor = { ip: String(ctx.request.ip ?? '') };
    ctx.body = await moderation(strapi).countView(viewerOf(ctx), String(ctx.params.slugOrId), visitor);
  },
});
