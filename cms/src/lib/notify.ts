import type { Core } from '@strapi/strapi';
import { mentionedUsernames, msg, type NotificationSettingKey } from '@oyundev/domain';
import { columnList, rowValues, type Knex } from './db';
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
const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Which of the recipient's notificationSettings switches a notification type answers to; others always go. */
const SWITCH_OF: Readonly<Record<string, NotificationSettingKey>> = {
  new_reply: 'newComment',
  new_comment: 'newComment',
  new_like: 'newLike',
  new_follower: 'newFollower',
  new_mention: 'newMention',
};

/**
 * Stands in a message for the actor's username, filled in by the INSERT itself from `up_users` (no statement of its
 * own to read the name): `msg('notification.newReply.message', { name: ACTOR_NAME, title })`.
 */
export const ACTOR_NAME = '\u2063\u2063actor\u2063\u2063';

/**
 * The INSERT of a notification as one SQL statement (or a CTE of a larger one). It writes nothing when the
 * recipient has the type's switch off — a member without a saved notificationSettings row (the plugin's register
 * creates none) has every switch on, like a row whose column is NULL — nor, with `once`, when the same actor
 * already told them about the same link. `userIdSql` replaces the recipient's binding with an expression (the
 * mentions' `u.id`), `from` adds the rows it reads it from, `when` one more condition.
 */
export function notificationInsert(
  strapi: Core.Strapi,
  draft: NotificationDraft,
  at: Date,
  {
    once = false,
    userIdSql,
    from = '',
    fromBindings = [],
    when,
  }: { once?: boolean; userIdSql?: string; from?: string; fromBindings?: unknown[]; when?: string } = {},
): { sql: string; bindings: unknown[] } {
  const { table: notifications, columns, values } = rowValues(strapi, 'api::notification.notification', { ...draft, isRead: false }, at);
  const userColumn = column(strapi, 'api::notification.notification', 'userId');
  const messageColumn = column(strapi, 'api::notification.notification', 'message');
  const recipient = userIdSql ?? '?';
  const bindings: unknown[] = [];
  const select = columns.map((c, i) => {
    if (c === userColumn && userIdSql) return userIdSql;
    if (c === messageColumn && draft.actorId !== null && draft.message.includes(ACTOR_NAME)) {
      bindings.push(values[i], ACTOR_NAME, draft.actorId);
      return `replace(CAST(? AS text), CAST(? AS text), coalesce((SELECT username FROM ${q(tableOf('user', strapi))} WHERE id = ?), ''))`;
    }
    bindings.push(values[i]);
    return '?';
  });
  bindings.push(...fromBindings);
  const conditions: string[] = [];
  const key = SWITCH_OF[draft.type];
  if (key) {
    const join = link(strapi, USER, 'notificationSettings');
    conditions.push(
      `(SELECT s.${q(column(strapi, SETTINGS, key))} FROM ${q(join.name)} j JOIN ${q(table(strapi, SETTINGS))} s ON s.id = j.${q(join.to)}
        WHERE j.${q(join.from)} = ${recipient} AND j.field = 'notificationSettings' LIMIT 1) IS NOT FALSE`,
    );
    if (!userIdSql) bindings.push(draft.userId);
  }
  if (once) {
    conditions.push(
      `NOT EXISTS (SELECT 1 FROM ${q(notifications)} n WHERE n.user_id = ${recipient} AND n.actor_id IS NOT DISTINCT FROM CAST(? AS int)
        AND n.type = ? AND n.link = ?)`,
    );
    if (!userIdSql) bindings.push(draft.userId);
    bindings.push(draft.actorId, draft.type, draft.link);
  }
  if (when) conditions.push(when);
  return {
    sql: `INSERT INTO ${q(notifications)} (${columnList(columns)}) SELECT ${select.join(', ')} ${from}
      ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`,
    bindings,
  };
}

/**
 * An in-app notification, written in the caller's transaction so it exists exactly when the event does — one
 * statement. Nobody is told about their own act, and nobody about an event whose switch they turned off.
 */
export async function notify(
  strapi: Core.Strapi,
  trx: Knex,
  draft: NotificationDraft,
  at: Date = new Date(),
  { once = false }: { once?: boolean } = {},
) {
  if (draft.actorId !== null && draft.actorId === draft.userId) return;
  // `once`: an act that can be undone and redone (like, follow) tells the member the first time only.
  const insert = notificationInsert(strapi, draft, at, { once });
  await trx.raw(insert.sql, insert.bindings as Parameters<Knex['raw']>[1]);
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
  await notify(strapi, trx, likeNotification(like), at, { once: true });
}

/** The like notification's draft (`notifyLike`; the forum's like writes it as a CTE of its own statement, `once`). */
export function likeNotification(like: { ownerId: number; actorId: number; kind: LikedKind; link: string }): NotificationDraft {
  const key =
    like.kind === 'reply'
      ? 'notification.newLike.reply'
      : like.kind === 'topic'
        ? 'notification.newLike.topic'
        : 'notification.newLike.other';
  return {
    userId: like.ownerId,
    actorId: like.actorId,
    type: 'new_like',
    title: msg('notification.newLike.title'),
    message: msg(key, { name: ACTOR_NAME }),
    link: like.link,
  };
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
  // One statement: every mentioned live member (not the writer) whose switch is on and who was not told yet.
  const insert = notificationInsert(
    strapi,
    {
      userId: 0,
      actorId: item.actorId,
      type: 'new_mention',
      title: msg('notification.mention.title'),
      message: mentionText(item.kind, ACTOR_NAME, item.title),
      link: item.link,
    },
    at,
    {
      once: true,
      userIdSql: 'u.id',
      from: `FROM (SELECT id FROM ${q(tableOf('user', strapi))} WHERE lower(username) = ANY(CAST(? AS text[])) AND deleted_at IS NULL AND id <> ?) u`,
      fromBindings: [names.map((n) => n.toLowerCase()), item.actorId],
    },
  );
  await trx.raw(insert.sql, insert.bindings as Parameters<Knex['raw']>[1]);
}
