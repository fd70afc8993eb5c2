import { moveMemberCounters } from '../../../lib/member-counters';
import type { Core } from '@strapi/strapi';
import type { SavedItem } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { service } from '../../../lib/services';
import { inTransaction } from '../../../lib/db';
import { tableOf } from '../../../lib/sql-names';
import type { Member } from '../../../lib/viewer';

/** A member's saved topics and blog posts (/kaydedilenler), newest first; only what is still public is listed. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(viewer: Member, page: number, pageSize: number) {
    const k = strapi.db.connection;
    const base = k(`${tableOf('bookmark')} as b`)
      .leftJoin(`${tableOf('topic')} as t`, function () {
        this.on('b.target_type', '=', k.raw('?', ['topic']))
          .andOn('t.id', '=', 'b.target_id')
          .andOn('t.is_active', '=', k.raw('true'))
          .andOn('t.is_approved', '=', k.raw('true'));
      })
      .leftJoin(`${tableOf('blog-post')} as p`, function () {
        this.on('b.target_type', '=', k.raw('?', ['blog-post']))
          .andOn('p.post_number', '=', 'b.target_id')
          .andOnNotNull('p.published_at');
      })
      .where('b.user_id', viewer.id)
      .where((q) => q.whereNotNull('t.id').orWhereNotNull('p.id'));
    const [{ n }] = await base.clone().count({ n: '*' });
    const rows = await base
      .clone()
      .select(
        'b.id',
        'b.target_type',
        'b.created_at',
        't.title as topic_title',
        't.slug as topic_slug',
        'p.title as post_title',
        'p.slug as post_slug',
        'p.subtitle as post_subtitle',
      )
      .orderBy([
        { column: 'b.created_at', order: 'desc' },
        { column: 'b.id', order: 'desc' },
      ])
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    const total = Number(n);
    const data: SavedItem[] = rows.map((r: Record<string, string | number | Date | null>) => {
      const topic = r.target_type === 'topic';
      const slug = String(topic ? r.topic_slug : r.post_slug);
      return {
        id: Number(r.id),
        type: topic ? 'topic' : 'blog-post',
        title: String(topic ? r.topic_title : r.post_title),
        subtitle: topic ? null : ((r.post_subtitle as string | null) ?? null),
        slug,
        url: topic ? `/forum/konu/${slug}` : `/blog/${slug}`,
        savedAt: new Date(r.created_at as string).toISOString(),
      };
    });
    return { data, pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } };
  },

  /** Removes one of the member's bookmarks; a post's bookmarkCount moves under the post's lock. */
  async remove(viewer: Member, id: number) {
    const row = await strapi.db.connection(tableOf('bookmark')).where({ id, user_id: viewer.id }).first('target_type', 'target_id');
    if (!row) throw fail('NOT_FOUND');
    if (row.target_type === 'blog-post') {
      const post = await strapi.db
        .connection(tableOf('blog-post'))
        .where({ post_number: row.target_id })
        .whereNotNull('published_at')
        .first('slug');
      if (post) {
        await service(strapi, 'api::blog.interactions').bookmark(viewer, post.slug, false);
        return;
      }
    }
    await inTransaction(strapi, async (trx) => {
      const removed = await trx(tableOf('bookmark')).where({ id, user_id: viewer.id }).delete();
      await moveMemberCounters(trx, [[viewer.id, 'bookmark_count', -removed]]);
    });
  },
});
