import type { Core } from '@strapi/strapi';
import { mentionedUsernames, msg, type NotificationSettingKey } from '@oyundev/domain';
import { insertRow, type Knex } from './db';
import { tableOf } from './sql-names';
import { column, link, table } from './tables';

export interface NotificationDraft {
  userId: number;
  actorId: number | null;
  /** new_reply, new_like, new_follower, new_comment, badge_earned, … */
  type: string;
  title: string;
  message: string;
  link: string;
}

const USER = 'plugin::users-permissions.user';
const SETTINGS = 'account.notification-settings';

/** Which of the recipient's notificationSettings switches a notification type answers to; others always go. */
const SWITCH_OF: Readonly<Record<string, NotificationSettingKey>> = {
  new_reply: 'newComment',
  new_comment: 'newComment',
  new_like: 'newLike',
  new_follower: 'newFollower',
  new_mention: 'newMention',
};

/**
 * Whether `userId` has the switch on. A member without a saved notificationSettings row (the plugin's
 * register creates none) has every switch on, like a row whose column is NULL.
 */
async function switchedOn(strapi: Core.Strapi, trx: Knex, userId: number, key: NotificationSettingKey) {
  const join = link(strapi, USER, 'notificationSettings');
  const settings = table(strapi, SETTINGS);
  const value = column(strapi, SETTINGS, key);
  const row = await trx({ j: join.name })
    .join({ s: settings }, 's.id', `j.${join.to}`)
    .where(`j.${join.from}`, userId)
    .andWhere('j.field', 'notificationSettings')
    .first({ on: `s.${value}` });
  return row?.on !== false;
}

/**
 * An in-app notification, written in the caller's transaction so it exists exactly when the event does.
 * Nobody is told about their own act, and nobody about an event whose switch they turned off.
 */
export async function notify(
  strapi: Core.Strapi,
  trx: Knex,
  draft: NotificationDraft,
  at: Date = new Date(),
  { once = false }: { once?: boolean } = {},
) {
  if (draft.actorId !== null && draft.actorId === draft.userId) return;
  const key = SWITCH_OF[draft.type];
  if (key && !(await switchedOn(strapi, trx, draft.userId, key))) return;
  // `once`: an act that can be undone and redone (like, follow) tells the member the first time only.
  if (once) {
    const notifications = tableOf('notification', strapi);
    const seen = await trx(notifications)
      .where({ user_id: draft.userId, actor_id: draft.actorId, type: draft.type, link: draft.link })
      .first('id');
    if (seen) return;
  }
  await insertRow(strapi, trx, 'api::notification.notification', { ...draft, isRead: false }, { now: at });
}

/** What was liked: the message and the group text of the list ("12 kişi yanıtını beğendi") follow it. */
export type LikedKind = 'reply' | 'topic' | 'other';

/**
 * The like notification, for every area that has likes (forum replies and topics here; blog posts and
 * comments call it the same way): `ownerId` is told that `actorId` liked the item at `link` — once per
 * member and item, so like/unlike cycles do not flood them — unless it is their own item or their newLike
 * switch is off. Call it inside the like's transaction, only when a like row was really inserted.
 */
export async function notifyLike(
  strapi: Core.Strapi,
  trx: Knex,
  like: { ownerId: number; actorId: number; kind: LikedKind; link: string },
  at: Date = new Date(),
) {
  if (like.ownerId === like.actorId) return;
  const actor = await trx(tableOf('user')).where('id', like.actorId).first('username');
  const key =
    like.kind === 'reply'
      ? 'notification.newLike.reply'
      : like.kind === 'topic'
        ? 'notification.newLike.topic'
        : 'notification.newLike.other';
  await notify(
    strapi,
    trx,
    {
      userId: like.ownerId,
      actorId: like.actorId,
      type: 'new_like',
      title: msg('notification.newLike.title'),
      message: msg(key, { name: actor?.username ?? '' }),
      link: like.link,
    },
    at,
    { once: true },
  );
}

/** What a moderator or an admin did to a member's content (`notification.moderation.<action>` in the catalogue). */
export type ModerationAction = 'replyDeleted' | 'topicDeleted' | 'topicLocked' | 'topicApproved';

function moderationText(action: ModerationAction, title: string): { title: string; message: string } {
  switch (action) {
    case 'replyDeleted':
      return {
        title: msg('notification.moderation.replyDeleted.title'),
        message: msg('notification.moderation.replyDeleted.message', { title }),
      };
    case 'topicDeleted':
      return {
        title: msg('notification.moderation.topicDeleted.title'),
        message: msg('notification.moderation.topicDeleted.message', { title }),
      };
    case 'topicLocked':
      return {
        title: msg('notification.moderation.topicLocked.title'),
        message: msg('notification.moderation.topicLocked.message', { title }),
      };
    case 'topicApproved':
      return {
        title: msg('notification.moderation.topicApproved.title'),
        message: msg('notification.moderation.topicApproved.message', { title }),
      };
  }
}

/**
 * Tells the author that a moderator or an admin acted on their content — never when they did it themselves
 * (a member deleting their own reply). Call it in the action's transaction.
 */
export async function notifyModeration(
  strapi: Core.Strapi,
  trx: Knex,
  event: { userId: number; actorId: number; action: ModerationAction; title: string; link: string },
  at: Date = new Date(),
) {
  await notify(
    strapi,
    trx,
    {
      userId: event.userId,
      actorId: event.actorId,
      type: event.action === 'topicApproved' ? 'content_approved' : 'content_moderated',
      ...moderationText(event.action, event.title),
      link: event.link,
    },
    at,
  );
}

function mentionText(kind: 'reply' | 'comment' | 'post', name: string, title: string): string {
  if (kind === 'reply') return msg('notification.mention.reply', { name, title });
  if (kind === 'comment') return msg('notification.mention.comment', { name, title });
  return msg('notification.mention.post', { name, title });
}

/**
 * @mentions in a new reply, comment or blog post (domain `mentionedUsernames`): each mentioned live member is
 * told once per item (`once`, keyed by the item's link — an edit does not tell them again), unless it is the
 * writer or their newMention switch is off. Unknown names are ignored.
 */
export async function notifyMentions(
  strapi: Core.Strapi,
  trx: Knex,
  item: { text: string; actorId: number; kind: 'reply' | 'comment' | 'post'; title: string; link: string },
  at: Date = new Date(),
) {
  const names = mentionedUsernames(item.text);
  if (names.length === 0) return;
  const users = tableOf('user', strapi);
  const lowered = names.map((n) => n.toLowerCase());
  const mentioned = await trx(users)
    .whereRaw(`lower(username) IN (${lowered.map(() => '?').join(', ')})`, lowered)
    .whereNull('deleted_at')
    .orderBy('id')
    .select('id');
  if (mentioned.length === 0) return;
  const actor = await trx(users).where('id', item.actorId).first('username');
  for (const { id } of mentioned) {
    await notify(
      strapi,
      trx,
      {
        userId: Number(id),
        actorId: item.actorId,
        type: 'new_mention',
        title: msg('notification.mention.title'),
        message: mentionText(item.kind, actor?.username ?? '', item.title),
        link: item.link,
      },
      at,
      { once: true },
    );
  }
}
