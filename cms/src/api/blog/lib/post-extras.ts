import type { Core } from '@strapi/strapi';
import { PAGE_SIZES, isHttpUrl, type BlogAuthorProfile } from '@oyundev/domain';
import type { BlogPostRow } from '../../../lib/present';
import { raw } from '../../../lib/sql-names';
import { privacyOf } from '../../account/lib/me';

/** A json column as the query engine or raw SQL hands it over (parsed, or its text). */
export function jsonOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

const stringsOf = (value: unknown): string[] => {
  const list = jsonOf(value);
  return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
};

/**
 * Up to PAGE_SIZES.relatedBlogPosts other published, due posts of the same category or with shared tags: the more
 * they share (the category counts as one tag), the higher; then the newest. Returns their ids.
 */
export async function relatedPostIds(strapi: Core.Strapi, post: BlogPostRow): Promise<number[]> {
  const tags = new Set(stringsOf(post.tags).map((t) => t.toLocaleLowerCase('tr')));
  const category = post.category?.slug ?? null;
  const { rows } = await raw(
    strapi.db.connection,
    `SELECT b.id, b.tags, c.slug AS category FROM {blog-post} b
       LEFT JOIN {blog-post.category} bc ON bc.blog_post_id = b.id
       LEFT JOIN {blog-category} c ON c.id = bc.blog_category_id
      WHERE b.published_at IS NOT NULL AND b.is_approved IS NOT FALSE AND b.id <> ? AND b.slug <> ?
        AND (b.scheduled_date IS NULL OR b.scheduled_date <= now())
      ORDER BY b.publish_date DESC NULLS LAST, b.id DESC`,
    [post.id, post.slug],
  );
  return (rows as Array<{ id: number; tags: unknown; category: string | null }>)
    .map((r, order) => {
      const shared = stringsOf(r.tags).filter((t) => tags.has(t.toLocaleLowerCase('tr'))).length;
      return { id: Number(r.id), order, score: shared + (category !== null && r.category === category ? 1 : 0) };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, PAGE_SIZES.relatedBlogPosts)
    .map((r) => r.id);
}

/** The author block's extras from a public profile (the static page is built as a guest: the same for all). */
export async function authorProfile(strapi: Core.Strapi, authorId: number | null | undefined): Promise<BlogAuthorProfile | null> {
  if (!authorId) return null;
  const { rows } = await raw(strapi.db.connection, 'SELECT bio, social_links, privacy FROM {user} WHERE id = ? AND deleted_at IS NULL', [
    authorId,
  ]);
  const row = rows[0];
  if (!row || privacyOf(jsonOf(row.privacy) as Parameters<typeof privacyOf>[0]).profileVisibility !== 'public') return null;
  const links = (jsonOf(row.social_links) ?? {}) as Record<string, unknown>;
  const link = (value: unknown) => (isHttpUrl(value) ? value.trim() : null);
  const badges = await raw(
    strapi.db.connection,
    `SELECT b.slug, b.name, b.icon, b.rarity FROM {badge-award} a JOIN {badge} b ON b.id = a.badge_id
      WHERE a.user_id = ? ORDER BY a.earned_at DESC, b.id ASC LIMIT ?`,
    [authorId, PAGE_SIZES.authorBadges],
  );
  return {
    bio: typeof row.bio === 'string' && row.bio.trim() ? row.bio.trim() : null,
    twitter: link(links.twitter),
    github: link(links.github),
    badges: (badges.rows as Array<{ slug: string; name: string; icon: string | null; rarity: string }>).map((b) => ({
      slug: b.slug,
      name: b.name,
      icon: b.icon ?? null,
      rarity: b.rarity,
    })),
  };
}
