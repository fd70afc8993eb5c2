import type { Core } from '@strapi/strapi';
import { inTransaction } from '../../../lib/db';
import { award } from '../../../lib/ledger';
import { notifyMentions } from '../../../lib/notify';
import { raw, tableOf } from '../../../lib/sql-names';

const POST = 'api::blog-post.blog-post';

/**
 * However a blog post goes live — an editor's publish in the Strapi admin or the approve button of the admin
 * content screen (which publishes through the Document Service too) — its author earns the
 * `blog_post_published` points once per post (a re-publish after an edit earns nothing more), and the post's
 * review status becomes 'published'; the members it @mentions are notified then. Joins the caller's transaction when there is one.
 */
export function awardPointsOnPublish(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    if (context.uid !== POST || context.action !== 'publish' || !documentId) return result;
    await inTransaction(strapi, async (trx) => {
      const { rows } = await raw(
        trx,
        `SELECT b.post_number, b.slug, b.title, b.content, ba.user_id FROM {blog-post} b JOIN {blog-post.author} ba ON ba.blog_post_id = b.id
          WHERE b.document_id = ? AND b.published_at IS NOT NULL AND b.post_number IS NOT NULL LIMIT 1`,
        [documentId],
      );
      const row = rows[0];
      if (!row) return;
      await trx(tableOf('blog-post')).where({ document_id: documentId }).update({ review_status: 'published' });
      const line = {
        userId: Number(row.user_id),
        type: 'blog_post_published' as const,
        targetType: 'blog-post',
        targetId: Number(row.post_number),
      };
      const earned = await raw(
        trx,
        `SELECT 1 FROM {activity} WHERE user_id = ? AND type = ? AND target_type = ? AND target_id = ? LIMIT 1`,
        [line.userId, line.type, line.targetType, line.targetId],
      );
      if (earned.rows.length > 0) return;
      await award(strapi, trx, line);
      await raw(trx, 'UPDATE {user} SET blog_post_count = blog_post_count + 1 WHERE id = ?', [line.userId]);
      // Members the post @mentions hear of it once, when it first goes live (not on every re-publish).
      await notifyMentions(strapi, trx, {
        text: String(row.content ?? ''),
        actorId: line.userId,
        kind: 'post',
        title: String(row.title ?? ''),
        link: `/blog/${row.slug}`,
      });
    });
    return result;
  });
}
