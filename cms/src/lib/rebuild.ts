import type { Core } from '@strapi/strapi';

/**
 * Rebuild on publish (DESIGN.md): tells the site's rebuild runner that public content changed, so the
 * static HTML catches up with what the live client routes already show. Fire and forget: the member's
 * request never waits for it and never fails because of it. Without REBUILD_HOOK_URL (tests, a cms
 * running alone) it does nothing.
 */
export interface ContentChange {
  type: 'topic' | 'reply' | 'category' | 'blog-post' | 'page' | 'house-ad' | 'profile' | 'announcement' | 'settings';
  slug?: string;
  /** More items of `type` at once (a category made premium hides all its topics). */
  slugs?: string[];
  /**
   * The item may no longer be shown to everyone (moved into a premium category, hidden, deleted, unpublished):
   * the runner takes its static page out of the live site at once, before the rebuild.
   */
  hide?: boolean;
}

export function notifyContentChanged(strapi: Core.Strapi, change: ContentChange): void {
  const url = process.env.REBUILD_HOOK_URL;
  if (!url) return;
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-rebuild-secret': process.env.REBUILD_HOOK_SECRET ?? '' },
    body: JSON.stringify(change),
    signal: AbortSignal.timeout(5000),
  }).then(
    (res) => {
      if (!res.ok) strapi.log.warn(`rebuild hook answered ${res.status}`);
    },
    (error: Error) => strapi.log.warn(`rebuild hook unreachable: ${error.message}`),
  );
}

/** What editors change in the Strapi admin that static pages show. Topics and replies notify in their services. */
const EDITORIAL: Record<string, ContentChange['type']> = {
  'api::blog-post.blog-post': 'blog-post',
  'api::blog-category.blog-category': 'blog-post',
  'api::forum-category.forum-category': 'category',
  'api::page.page': 'page',
  'api::house-ad.house-ad': 'house-ad',
};
const WRITES = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/**
 * Notifies the runner after every editorial write through the Document Service (the Strapi admin uses it).
 * Registered after the seed, so demo data written before the first build does not trigger rebuilds.
 */
export function watchEditorialContent(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const type = EDITORIAL[context.uid];
    if (!type || !WRITES.has(context.action)) return next();
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    if (context.uid === 'api::forum-category.forum-category' && documentId) {
      const before = await categoryPremium(strapi, documentId);
      const result = await next();
      const after = await categoryPremium(strapi, documentId);
      // Every topic page of a category that just became premium holds a full body: out of the live site at once.
      const slugs = after?.isPremium && !before?.isPremium ? await topicSlugsOf(strapi, after.id) : [];
      notifyContentChanged(strapi, slugs.length ? { type: 'topic', slugs, hide: true } : { type });
      return result;
    }
    const isPost = context.uid === 'api::blog-post.blog-post' && documentId;
    // The public version before and after: a post that stops being public (unpublished, deleted, made premium)
    // leaves the static site at once.
    const before = isPost ? await publicPost(strapi, documentId) : null;
    const result = await next();
    const after = isPost ? await publicPost(strapi, documentId) : null;
    // A draft saved (a member writing, an editor's unpublished edit) changes nothing public.
    if (isPost && !before && !after) return result;
    if (before && (!after || (after.isPremium && !before.isPremium))) {
      notifyContentChanged(strapi, { type, slug: before.slug, hide: true });
    } else {
      notifyContentChanged(strapi, { type, slug: after?.slug });
    }
    return result;
  });
}

async function publicPost(strapi: Core.Strapi, documentId: string): Promise<{ slug: string; isPremium: boolean } | null> {
  const row = await strapi.db
    .query('api::blog-post.blog-post')
    .findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['slug', 'isPremium'] });
  return row ? { slug: row.slug, isPremium: Boolean(row.isPremium) } : null;
}

async function categoryPremium(strapi: Core.Strapi, documentId: string): Promise<{ id: number; isPremium: boolean } | null> {
  const row = await strapi.db.query('api::forum-category.forum-category').findOne({ where: { documentId }, select: ['id', 'isPremium'] });
  return row ? { id: Number(row.id), isPremium: Boolean(row.isPremium) } : null;
}

async function topicSlugsOf(strapi: Core.Strapi, categoryId: number): Promise<string[]> {
  const rows = await strapi.db.query('api::topic.topic').findMany({ where: { category: { id: categoryId } }, select: ['slug'] });
  return rows.map((r: { slug: string }) => r.slug);
}
