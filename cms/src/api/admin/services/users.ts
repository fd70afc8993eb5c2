import type { Core } from '@strapi/strapi';
import {
  DELETED_MEMBER_PREFIX,
  PAGE_SIZES,
  isRole,
  msg,
  nextAdminRole,
  type AdminUserActionData,
  type AdminUserRow,
  type AdminUserSort,
  type Role,
} from '@oyundev/domain';
import { inTransaction, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { notifyContentChanged } from '../../../lib/rebuild';
import { linkOf, raw, tableOf } from '../../../lib/sql-names';
import { service } from '../../../lib/services';
import type { Member } from '../../../lib/viewer';
import { audit } from '../lib/audit';
import { runEach, type AdminListQuery } from '../lib/bulk';

/** The sort keys of the users table → SQL (`u` = the member, `r` = the role). */
const SORT_SQL: Record<AdminUserSort, string> = {
  joinDate: 'u.created_at',
  lastActive: 'COALESCE(u.last_seen, u.last_login)',
  username: 'lower(u.username)',
  reputation: 'u.reputation',
  postCount: 'u.forum_post_count',
};

export interface AdminUserQuery extends AdminListQuery {
  search: string;
  role: Role | null;
  status: 'active' | 'suspended' | 'banned' | null;
  sort: AdminUserSort;
}

/** A member's status as the admin table shows it: a ban outranks a suspension; an expired ban is over. */
const STATUS_SQL = `CASE WHEN u.is_banned AND (u.ban_expires_at IS NULL OR u.ban_expires_at > now()) THEN 'banned'
  WHEN u.is_active = false THEN 'suspended' ELSE 'active' END`;

/** The columns the audit log records of a member, before and after an action. */
type UserState = {
  role: Role;
  isActive: boolean;
  isBanned: boolean;
  banExpiresAt: string | null;
  banReason: string | null;
  username: string;
};

/** Users in the admin panel: the paged table and the single and bulk actions (forum spec §2, §4). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The base query: every member with their role type (deleted accounts included, marked). */
  const base = (db: Knex) =>
    db({ u: tableOf('user') })
      .leftJoin({ rl: linkOf('user', 'role') }, 'rl.user_id', 'u.id')
      .leftJoin({ r: tableOf('role') }, 'r.id', 'rl.role_id');

  async function state(trx: Knex, id: number): Promise<UserState | null> {
    const row = await base(trx)
      .where('u.id', id)
      .first('u.username', 'u.is_active', 'u.is_banned', 'u.ban_expires_at', 'u.ban_reason', 'u.deleted_at', { role: 'r.type' });
    if (!row || row.deleted_at) return null;
    return {
      username: row.username,
      role: isRole(row.role) ? row.role : 'user',
      isActive: row.is_active !== false,
      isBanned: row.is_banned === true,
      banExpiresAt: row.ban_expires_at ? new Date(row.ban_expires_at).toISOString() : null,
      banReason: row.ban_reason ?? null,
    };
  }

  /** Locks every admin's row (by id) and answers how many of them may still act: active, not banned, not deleted. */
  async function lockAdmins(trx: Knex): Promise<number[]> {
    const { rows } = await raw(
      trx,
      `SELECT u.id, u.is_active, u.is_banned, u.ban_expires_at, u.deleted_at FROM {user} u
       JOIN {user.role} rl ON rl.user_id = u.id JOIN {role} r ON r.id = rl.role_id
       WHERE r.type = 'admin' ORDER BY u.id FOR NO KEY UPDATE OF u`,
    );
    const now = Date.now();
    return rows
      .filter(
        (r: Record<string, unknown>) =>
          r.is_active !== false &&
          !r.deleted_at &&
          !(r.is_banned === true && (!r.ban_expires_at || new Date(r.ban_expires_at as string).getTime() > now)),
      )
      .map((r: { id: number }) => Number(r.id));
  }

  async function setRole(trx: Knex, id: number, role: Role) {
    const roleRow = await trx(tableOf('role')).where({ type: role }).first('id');
    await trx(linkOf('user', 'role')).where({ user_id: id }).update({ role_id: roleRow.id });
  }

  /** One action on one member, in its own transaction with its audit line. Throws the reason it is refused. */
  /** One action on one member; answers the username of a deleted member (whose public page must go). */
  async function actOn(actor: Member, id: number, input: AdminUserActionData): Promise<string | null> {
    const now = new Date();
    return inTransaction(strapi, async (trx) => {
      const activeAdmins = await lockAdmins(trx); // admins first, then the member: one order for every action
      await raw(trx, 'SELECT id FROM {user} WHERE id = ? FOR NO KEY UPDATE', [id]);
      const before = await state(trx, id);
      if (!before) throw fail('ADMIN_USER_NOT_FOUND');
      if (id === actor.id) throw fail('ADMIN_SELF_ACTION');

      const newRole = input.action === 'promote' ? nextAdminRole(before.role) : input.action === 'setRole' ? input.role! : before.role;
      const disables = ['suspend', 'ban', 'delete'].includes(input.action) || (before.role === 'admin' && newRole !== 'admin');
      if (disables && before.role === 'admin' && activeAdmins.filter((a) => a !== id).length === 0) throw fail('LAST_ADMIN');

      const users = trx(tableOf('user')).where({ id });
      switch (input.action) {
        case 'suspend':
          // Every token stops working at once (sessions.ts refuses inactive accounts and older stamps).
          await users.update({ is_active: false, password_changed_at: now, updated_at: now });
          break;
        case 'activate':
          await users.update({ is_active: true, is_banned: false, ban_expires_at: null, ban_reason: null, updated_at: now });
          break;
        case 'ban':
          // The session stamp moves: the member's tokens end on their next request; signing in again shows the ban.
          await users.update({
            is_banned: true,
            ban_expires_at: input.until ? new Date(input.until) : null,
            ban_reason: input.reason || null,
            password_changed_at: now,
            updated_at: now,
          });
          break;
        case 'unban':
          await users.update({ is_banned: false, ban_expires_at: null, ban_reason: null, updated_at: now });
          break;
        case 'promote':
        case 'setRole':
          await setRole(trx, id, newRole);
          break;
        case 'delete':
          await service(strapi, 'api::account.data').anonymise(id, trx, now);
          break;
      }
      const after = input.action === 'delete' ? { username: `${DELETED_MEMBER_PREFIX}${id}`, deleted: true } : await state(trx, id);
      await audit(strapi, trx, { actorId: actor.id, action: `user.${input.action}`, targetType: 'user', targetId: id, before, after }, now);
      return input.action === 'delete' ? before.username : null;
    });
  }

  return {
    async list(query: AdminUserQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
      const db = strapi.db.connection;
      const q = base(db);
      if (query.search) {
        const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q.where((w) => w.whereILike('u.username', like).orWhereILike('u.email', like).orWhereILike('u.full_name', like));
      }
      if (query.role) q.where('r.type', query.role);
      if (query.status) q.whereRaw(`${STATUS_SQL} = ?`, [query.status]);
      const [{ count }] = await q.clone().count({ count: '*' });
      const rows = await q
        .select(
          'u.id',
          'u.username',
          'u.full_name',
          'u.email',
          'u.created_at',
          'u.last_seen',
          'u.last_login',
          'u.forum_post_count',
          'u.topic_count',
          'u.reputation',
          'u.ban_expires_at',
          'u.ban_reason',
          'u.deleted_at',
          { role: 'r.type' },
          db.raw(`${STATUS_SQL} AS status`),
          db.raw(
            `(SELECT f.url FROM ${tableOf('file')} f JOIN ${linkOf('file', 'related')} m ON m.file_id = f.id
              WHERE m.related_id = u.id AND m.related_type = 'plugin::users-permissions.user' AND m.field = 'avatar' LIMIT 1) AS avatar_url`,
          ),
        )
        .orderByRaw(
          `${SORT_SQL[query.sort]} ${query.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, u.id ${query.order === 'asc' ? 'ASC' : 'DESC'}`,
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return { rows: rows.map(presentUser), total: Number(count) };
    },

    /**
     * Applies one action to each selected member, each in its own transaction (ids ascending): a refused
     * member (themself, the last admin, not found) changes nothing and is reported; the others go through.
     */
    async act(actor: Member, input: AdminUserActionData) {
      const deleted: string[] = [];
      const result = await runEach(input.ids, async (id) => {
        const username = await actOn(actor, id, input);
        if (username) deleted.push(username);
      });
      // A deleted member's public profile page leaves the static site at once, as on their own deletion (once committed).
      for (const slug of deleted) notifyContentChanged(strapi, { type: 'profile', slug, hide: true });
      return result;
    },

    /** The Turkish toast of a finished action (spec §8). */
    message(input: AdminUserActionData, count: number, role?: Role): string {
      if (count !== 1) return msg('admin.users.bulkDone', { n: count });
      switch (input.action) {
        case 'suspend':
          return msg('admin.users.suspended');
        case 'activate':
          return msg('admin.users.activated');
        case 'ban':
          return msg('admin.users.banned');
        case 'unban':
          return msg('admin.users.unbanned');
        case 'delete':
          return msg('admin.users.deleted');
        default:
          return msg('admin.users.promoted', { role: role ?? '' });
      }
    },

    roleOf: async (id: number) => (await state(strapi.db.connection, id))?.role ?? null,
  };
};

export const ADMIN_DEFAULT_PAGE_SIZE = PAGE_SIZES.adminDefault;

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);

function presentUser(row: Record<string, unknown>): AdminUserRow {
  const role = isRole(row.role) ? row.role : 'user';
  const status = row.status === 'banned' || row.status === 'suspended' ? row.status : 'active';
  return {
    id: Number(row.id),
    username: String(row.username),
    displayName: (row.full_name as string) || String(row.username),
    email: (row.email as string) ?? null,
    role,
    status,
    banExpiresAt: status === 'banned' ? iso(row.ban_expires_at) : null,
    banReason: status === 'banned' ? ((row.ban_reason as string) ?? null) : null,
    joinDate: iso(row.created_at)!,
    lastActive: iso(row.last_seen ?? row.last_login),
    postCount: Number(row.forum_post_count ?? 0),
    topicCount: Number(row.topic_count ?? 0),
    reputation: Number(row.reputation ?? 0),
    avatarUrl: (row.avatar_url as string) ?? null,
    deleted: Boolean(row.deleted_at),
  };
}
