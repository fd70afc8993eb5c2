import type { Core } from '@strapi/strapi';
import { msg, type NotificationItem, type Pagination } from '@oyundev/domain';
import { inTransaction, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { named, tableOf } from '../../../lib/sql-names';

/** Groups per page of /notifications. */
export const NOTIFICATION_PAGE_SIZE = 20;

const USER = 'plugin::users-permissions.user';

interface GroupRow {
  id: number;
  type: string;
  link: string | null;
  is_read: boolean;
  n: string;
  actors: string;
  created_at: string | Date;
  title: string;
  message: string | null;
  actor_id: number | null;
}

/** The group text when many notifications of one kind pile up on one target. */
function groupMessage(row: GroupRow, count: number): string {
  if (row.type === 'new_like') {
    const kind = row.link?.includes('#') ? 'reply' : row.link?.startsWith('/forum/') ? 'topic' : 'other';
    return msg(`notifications.group.new_like.${kind}`, { n: count });
  }
  if (row.type === 'new_reply') return msg('notifications.group.new_reply', { n: count, title: row.title });
  if (row.type === 'new_comment') return msg('notifications.group.new_comment', { n: count });
  if (row.type === 'new_follower') return msg('notifications.group.new_follower', { n: count });
  if (row.type === 'new_mention') return msg('notifications.group.new_mention', { n: count });
  return msg('notifications.group.other', { n: count });
}

/**
 * A member's notifications (written by lib/notify.ts in the transactions of the events). Listed as groups of
 * one type and target (link), unread apart from read, newest first; reading one marks its group.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const db = (): Knex => strapi.db.connection;

  async function unread(k: Knex, userId: number): Promise<number> {
    const [{ n }] = await k(tableOf('notification')).where({ user_id: userId, is_read: false }).count({ n: 'id' });
    return Number(n);
  }

  return {
    unread: (userId: number) => unread(db(), userId),

    async list(userId: number, page: number) {
      const groups = db()(tableOf('notification'))
        .where('user_id', userId)
        .groupByRaw("type, COALESCE(link, ''), is_read")
        .select(
          db().raw('MAX(id) AS id'),
          db().raw('COUNT(*) AS n'),
          db().raw('COUNT(DISTINCT actor_id) AS actors'),
          db().raw('MAX(created_at) AS created_at'),
        );
      const [{ total }] = await db().from(groups.clone().as('g')).count({ total: '*' });
      const { rows }: { rows: GroupRow[] } = await db().raw(
        `SELECT g.id, g.n, g.actors, g.created_at, x.type, x.link, x.is_read, x.title, x.message,
                x.actor_id
           FROM (${groups.toQuery()}) g
           JOIN ${named('{notification}')} x ON x.id = g.id
          ORDER BY g.created_at DESC, g.id DESC
          LIMIT ? OFFSET ?`,
        [NOTIFICATION_PAGE_SIZE, (page - 1) * NOTIFICATION_PAGE_SIZE],
      );
      const actorIds = [...new Set(rows.map((r) => r.actor_id).filter((id): id is number => id !== null))];
      const actors: Array<{ id: number; username: string; deletedAt?: string | null; avatar?: { url?: string } | null }> = actorIds.length
        ? await strapi.db.query(USER).findMany({
            where: { id: { $in: actorIds } },
            select: ['id', 'username', 'deletedAt'],
            populate: { avatar: { select: ['url'] } },
          })
        : [];
      const actorOf = new Map(
        actors.filter((a) => !a.deletedAt).map((a) => [a.id, { username: a.username, avatarUrl: a.avatar?.url ?? null }]),
      );
      const items: NotificationItem[] = rows.map((row) => {
        const count = Number(row.n);
        const actorCount = Number(row.actors);
        return {
          id: Number(row.id),
          type: row.type,
          title: row.title,
          message: count > 1 ? groupMessage(row, actorCount > 1 ? actorCount : count) : (row.message ?? ''),
          link: row.link && row.link.startsWith('/') && !row.link.startsWith('//') ? row.link : null,
          isRead: Boolean(row.is_read),
          count,
          actorCount,
          actor: (row.actor_id !== null && actorOf.get(Number(row.actor_id))) || null,
          createdAt: new Date(row.created_at).toISOString(),
        };
      });
      const pagination: Pagination = {
        page,
        pageSize: NOTIFICATION_PAGE_SIZE,
        pageCount: Math.ceil(Number(total) / NOTIFICATION_PAGE_SIZE),
        total: Number(total),
      };
      return { items, pagination, unread: await unread(db(), userId) };
    },

    /** Marks the member's notification `id` read, with every unread one of its group. Answers the unread count. */
    async markRead(userId: number, id: number) {
      return inTransaction(strapi, async (trx) => {
        const row = await trx(tableOf('notification')).where({ id, user_id: userId }).first('type', 'link');
        if (!row) throw fail('NOT_FOUND');
        await trx(tableOf('notification'))
          .where({ user_id: userId, type: row.type, is_read: false })
          .whereRaw("COALESCE(link, '') = ?", [row.link ?? ''])
          .update({ is_read: true, updated_at: new Date() });
        return { unread: await unread(trx, userId) };
      });
    },

    async markAllRead(userId: number) {
      await db()(tableOf('notification')).where({ user_id: userId, is_read: false }).update({ is_read: true, updated_at: new Date() });
      return { unread: 0 };
    },
  };
};
