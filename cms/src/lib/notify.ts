import type { Core } from '@strapi/strapi';
import { insertRow, type Knex } from './db';

export interface NotificationDraft {
  userId: number;
  actorId: number | null;
  /** new_reply, new_like, new_follower, new_comment, badge_earned, … */
  type: string;
  title: string;
  message: string;
  link: string;
}

/** An in-app notification, written in the caller's transaction so it exists exactly when the event does. */
export async function notify(strapi: Core.Strapi, trx: Knex, draft: NotificationDraft, at: Date = new Date()) {
  if (draft.actorId !== null && draft.actorId === draft.userId) return; // nobody is told about their own act
  await insertRow(strapi, trx, 'api::notification.notification', { ...draft, isRead: false }, { now: at });
}
