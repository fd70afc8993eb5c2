import type { Core } from '@strapi/strapi';
import type { AuditEntry } from '@oyundev/domain';
import { tableOf } from '../../../lib/sql-names';
import type { AdminListQuery, SqlRow } from '../lib/bulk';

export interface AuditQuery extends AdminListQuery {
  actorId: number | null;
  action: string | null;
  targetType: string | null;
  targetId: number | null;
}

/** The audit log, newest first, filtered by who, what (`user.ban` or a prefix such as `user`), and which row. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(query: AuditQuery): Promise<{ rows: AuditEntry[]; total: number }> {
    const db = strapi.db.connection;
    const q = db({ l: tableOf('audit-log') });
    if (query.actorId !== null) q.where('l.actor_id', query.actorId);
    const action = query.action;
    if (action) q.where((w) => w.where('l.action', action).orWhere('l.action', 'like', `${action.replace(/[\\%_]/g, '')}.%`));
    if (query.targetType) q.where('l.target_type', query.targetType);
    if (query.targetId !== null) q.where('l.target_id', query.targetId);
    const [{ count }] = await q.clone().count({ count: '*' });
    const rows = await q
      .leftJoin({ u: tableOf('user') }, 'u.id', 'l.actor_id')
      .select('l.*', { username: 'u.username', full_name: 'u.full_name' })
      .orderBy([
        { column: 'l.created_at', order: query.order },
        { column: 'l.id', order: query.order },
      ])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const json = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'string' ? JSON.parse(v) : v);
    return {
      total: Number(count),
      rows: rows.map((r: SqlRow) => ({
        id: Number(r.id),
        actor: r.username ? { id: Number(r.actor_id), username: r.username, displayName: r.full_name || r.username } : null,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id === null ? null : Number(r.target_id),
        before: json(r.before),
        after: json(r.after),
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  },
});
