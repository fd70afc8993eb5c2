import { z } from 'zod';
import { isoDateSchema, paginationSchema } from './common';

/*
 * The notification list (/notifications). Notifications of one kind on one target pile up into one item
 * ("12 kişi yanıtını beğendi"): unread ones apart from read ones, the newest line's text when alone.
 */
export const notificationItemSchema = z
  .object({
    /** The newest notification of the group; marking it read marks the whole group. */
    id: z.number().int(),
    type: z.string(),
    title: z.string(),
    message: z.string(),
    link: z.string().nullable(),
    isRead: z.boolean(),
    /** How many notifications the item stands for, and from how many people. */
    count: z.number().int(),
    actorCount: z.number().int(),
    actor: z.object({ username: z.string(), avatarUrl: z.string().nullable() }).strict().nullable(),
    createdAt: isoDateSchema,
  })
  .strict();
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListSchema = z
  .object({
    data: z.array(notificationItemSchema),
    meta: z.object({ pagination: paginationSchema, unread: z.number().int() }).strict(),
  })
  .strict();
export type NotificationList = z.infer<typeof notificationListSchema>;

/** GET /api/notifications/unread-count and every mark-read answer. */
export const unreadAnswerSchema = z.object({ unread: z.number().int() }).strict();
export type UnreadAnswer = z.infer<typeof unreadAnswerSchema>;
