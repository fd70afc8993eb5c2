import type { Core } from '@strapi/strapi';
import { inTransaction } from '../../../lib/db';
import { notifyContentChanged } from '../../../lib/rebuild';

/**
 * Scheduled posts (forum spec §3 scheduledDate): an editor publishes a post with a scheduledDate in the
 * future; until then no read shows it (the blog service and the reader's calls filter on it). When the time
 * comes this task — run every minute by the cms cron (config/cron-tasks.ts) — makes it an ordinary
 * published post (publishDate = the scheduled moment, scheduledDate cleared on every row of the document)
 * and tells the rebuild runner, so the static site shows it without anyone pressing a button.
 * Returns the slugs it published.
 */
export async function publishDuePosts(strapi: Core.Strapi, now = new Date()): Promise<string[]> {
  const slugs = await inTransaction(strapi, async (trx) => {
    const { rows } = await trx.raw(
      `UPDATE blog_posts SET publish_date = scheduled_date, scheduled_date = NULL
        WHERE document_id IN (
          SELECT document_id FROM blog_posts
           WHERE published_at IS NOT NULL AND scheduled_date IS NOT NULL AND scheduled_date <= ?)
        RETURNING slug, published_at`,
      [now],
    );
    return [...new Set((rows as Array<{ slug: string; published_at: Date | null }>).filter((r) => r.published_at).map((r) => r.slug))];
  });
  for (const slug of slugs) notifyContentChanged(strapi, { type: 'blog-post', slug });
  return slugs;
}
