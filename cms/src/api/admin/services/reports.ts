import type { Core } from '@strapi/strapi';
import { msg, type AdminReport, type AdminReportActionData } from '@oyundev/domain';
import { inTransaction, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { notifyContentChanged, type ContentChange } from '../../../lib/rebuild';
import { named, raw, tableOf } from '../../../lib/sql-names';
import { service } from '../../../lib/services';
import type { Member } from '../../../lib/viewer';
import { topicRow } from '../../forum/lib/forum-counters';
import { audit } from '../lib/audit';
import { runEach, type AdminListQuery, type SqlRow } from '../lib/bulk';
import { hideTopic } from '../lib/topics';

export interface AdminReportQuery extends AdminListQuery {
  status: AdminReport['status'] | null;
}

type ReportRow = SqlRow;

/** Where 'İçeriğe Git' takes the admin, from the reported row (null when the content is gone). */
const LINK_SQL = `CASE r.content_type
  WHEN 'topic' THEN (SELECT '/forum/konu/' || t.slug FROM {topic} t WHERE t.id = r.content_id)
  WHEN 'reply' THEN (SELECT '/forum/konu/' || t.slug FROM {reply.topic} rt
                     JOIN {topic} t ON t.id = rt.topic_id WHERE rt.reply_id = r.content_id)
  WHEN 'blog-post' THEN (SELECT '/blog/' || b.slug FROM {blog-post} b WHERE b.post_number = r.content_id LIMIT 1)
  WHEN 'comment' THEN (SELECT '/blog/' || b.slug FROM {comment} c JOIN {blog-post} b ON b.post_number = c.content_id
                       WHERE c.id = r.content_id LIMIT 1)
  END`;

/** The admin reports queue (forum spec §2 "Reports tab", §4 report statuses, §8 resolution texts). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  function person(id: unknown, username: unknown, name: unknown) {
    if (id === null || id === undefined || !username) return null;
    return { id: Number(id), username: String(username), displayName: (name as string) || String(username) };
  }

  function present(r: ReportRow): AdminReport {
    return {
      id: Number(r.id),
      type: r.type,
      status: ['pending', 'reviewed', 'resolved', 'rejected'].includes(r.status) ? r.status : 'pending',
      contentType: r.content_type,
      contentId: Number(r.content_id),
      contentTitle: r.content_title ?? '',
      contentAuthor: person(r.content_author_id, r.author_username, r.author_name),
      reporter: person(r.reporter_id, r.reporter_username, r.reporter_name),
      reason: r.reason ?? '',
      reportedAt: new Date(r.created_at).toISOString(),
      reportCount: Number(r.report_count ?? 1),
      resolution: r.resolution ?? null,
      link: r.link ?? null,
    };
  }

  /**
   * Takes the reported content off the site and tells its author. Topic: hidden and uncounted; reply:
   * deleted as its author would (counters follow); blog comment or post: no longer approved.
   */
  async function removeContent(trx: Knex, actor: Member, report: ReportRow, now: Date, changes: ContentChange[]) {
    const id = Number(report.content_id);
    let removed = false;
    if (report.content_type === 'topic') {
      const topic = await topicRow(trx, { id });
      if (topic?.isActive) {
        await hideTopic(strapi, trx, topic, now);
        if (topic.isApproved) changes.push({ type: 'topic', slug: topic.slug, hide: true });
        removed = true;
      }
    } else if (report.content_type === 'reply') {
      const reply = await trx(tableOf('reply')).where({ id }).first('is_deleted');
      if (reply && !reply.is_deleted) {
        await service(strapi, 'api::forum.posting').deleteReply({ id: actor.id, role: 'admin' }, id, { tellAuthor: false });
        removed = true;
      }
    } else if (report.content_type === 'comment') {
      removed = (await trx(tableOf('comment')).where({ id, is_approved: true }).update({ is_approved: false, updated_at: now })) > 0;
    } else if (report.content_type === 'blog-post') {
      removed =
        (await trx(tableOf('blog-post')).where({ post_number: id, is_approved: true }).update({ is_approved: false, updated_at: now })) > 0;
      const post = await trx(tableOf('blog-post')).where({ post_number: id }).first('slug');
      if (removed && post) changes.push({ type: 'blog-post', slug: post.slug, hide: true });
    }
    if (removed && report.content_author_id !== null) {
      await notify(
        strapi,
        trx,
        {
          userId: Number(report.content_author_id),
          actorId: actor.id,
          type: 'content_removed',
          title: msg('admin.notify.removedTitle'),
          message: msg('admin.notify.removedBody', { title: report.content_title ?? '' }),
          link: '',
        },
        now,
      );
    }
  }

  /** The topic's is_reported and report_count follow its reports (as the recount computes them). */
  async function refreshReported(trx: Knex, report: ReportRow) {
    await raw(
      trx,
      `UPDATE {report} SET report_count = (SELECT count(*) FROM {report} q WHERE q.content_type = ? AND q.content_id = ?)
       WHERE content_type = ? AND content_id = ?`,
      [report.content_type, report.content_id, report.content_type, report.content_id],
    );
    if (report.content_type !== 'topic') return;
    await raw(
      trx,
      `UPDATE {topic} x SET report_count = (SELECT count(*) FROM {report} p WHERE p.content_type = 'topic' AND p.content_id = x.id),
         is_reported = EXISTS (SELECT 1 FROM {report} p WHERE p.content_type = 'topic' AND p.content_id = x.id
                               AND p.status IN ('pending', 'reviewed'))
       WHERE id = ?`,
      [report.content_id],
    );
  }

  async function actOn(actor: Member, id: number, input: AdminReportActionData, bulk: boolean, changes: ContentChange[]) {
    const now = new Date();
    await inTransaction(strapi, async (trx) => {
      // The content first (topic before its replies, as every forum write), then the report rows.
      const peek = await trx(tableOf('report')).where({ id }).first();
      if (!peek) throw fail('REPORT_NOT_FOUND');
      if (input.action === 'approve') await removeContent(trx, actor, peek, now, changes);
      const { rows } = await raw(trx, 'SELECT * FROM {report} WHERE id = ? FOR NO KEY UPDATE', [id]);
      const report = rows[0];
      if (!report) throw fail('REPORT_NOT_FOUND');
      const before = { status: report.status, resolution: report.resolution ?? null };
      let after: Record<string, unknown> | null = null;
      if (input.action === 'delete') {
        await trx(tableOf('report')).where({ id }).delete();
      } else {
        if (report.status !== 'pending' && report.status !== 'reviewed') throw fail('ADMIN_NOT_APPLICABLE');
        const approve = input.action === 'approve';
        after = {
          status: approve ? 'resolved' : 'rejected',
          resolution: approve
            ? msg(bulk ? 'admin.reports.resolution.bulkApproved' : 'admin.reports.resolution.approved')
            : msg(bulk ? 'admin.reports.resolution.bulkRejected' : 'admin.reports.resolution.rejected'),
        };
        await trx(tableOf('report'))
          .where({ id })
          .update({ ...after, updated_at: now });
      }
      await refreshReported(trx, report);
      await audit(
        strapi,
        trx,
        { actorId: actor.id, action: `report.${input.action}`, targetType: 'report', targetId: id, before, after },
        now,
      );
    });
  }

  return {
    async list(query: AdminReportQuery) {
      const db = strapi.db.connection;
      const q = db({ r: tableOf('report') });
      if (query.status) q.where('r.status', query.status);
      const [{ count }] = await q.clone().count({ count: '*' });
      const rows = await q
        .leftJoin({ a: tableOf('user') }, 'a.id', 'r.content_author_id')
        .leftJoin({ p: tableOf('user') }, 'p.id', 'r.reporter_id')
        .select('r.*', {
          author_username: 'a.username',
          author_name: 'a.full_name',
          reporter_username: 'p.username',
          reporter_name: 'p.full_name',
        })
        .select(db.raw(`${named(LINK_SQL)} AS link`))
        .orderByRaw(`CASE WHEN r.status = 'pending' THEN 0 ELSE 1 END, r.created_at ${query.order.toUpperCase()}, r.id DESC`)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [{ pending }] = await db(tableOf('report')).where({ status: 'pending' }).count({ pending: '*' });
      return { rows: rows.map(present), total: Number(count), pending: Number(pending) };
    },

    async act(actor: Member, input: AdminReportActionData) {
      const changes: ContentChange[] = [];
      const bulk = input.ids.length > 1;
      const outcome = await runEach(input.ids, (id) => actOn(actor, id, input, bulk, changes));
      for (const change of new Set(changes.map((c) => JSON.stringify(c)))) notifyContentChanged(strapi, JSON.parse(change));
      return outcome;
    },

    message(input: AdminReportActionData, count: number): string {
      if (input.ids.length > 1) {
        const key = {
          approve: 'admin.reports.bulkApproved',
          reject: 'admin.reports.bulkRejected',
          delete: 'admin.reports.bulkDeleted',
        } as const;
        return msg(key[input.action], { n: count });
      }
      const key = { approve: 'admin.reports.approved', reject: 'admin.reports.rejected', delete: 'admin.reports.deleted' } as const;
      return msg(key[input.action]);
    },
  };
};
