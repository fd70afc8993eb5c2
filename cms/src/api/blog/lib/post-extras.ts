import type { Core } from '@strapi/strapi';
import { PAGE_SIZES, isHttpUrl, type BlogAuthorProfile } from '@oyundev/domain';
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

/** The author block's extras from a public profile (the static page is built as a guest: the same for all). */
export async function authorProfile(strapi: Core.Strapi, authorId: number | null | undefined): Promise<BlogAuthorProfile | null> {
  if (!authorId) return null;
  // One statement: the profile's public fields and the newest badges.
  const { rows } = await raw(
    strapi.db.connection,
    `SELECT u.bio, u.social_links, u.privacy,
       (SELECT coalesce(json_agg(json_build_object('slug', x.slug, 'name', x.name, 'icon', x.icon, 'rarity', x.rarity)), '[]'::json)
          FROM (SELECT b.slug, b.name, b.icon, b.rarity FROM {badge-award} a JOIN {badge} b ON b.id = a.badge_id
                 WHERE a.user_id = u.id ORDER BY a.earned_at DESC, b.id ASC LIMIT ?) x) AS badges
     FROM {user} u WHERE u.id = ? AND u.deleted_at IS NULL`,
    [PAGE_SIZES.authorBadges, authorId],
  );
  const row = rows[0];
  if (!row || privacyOf(jsonOf(row.privacy) as Parameters<typeof privacyOf>[0]).profileVisibility !== 'public') return null;
  const links = (jsonOf(row.social_links) ?? {}) as Record<string, unknown>;
  const link = (value: unknown) => (isHttpUrl(value) ? value.trim() : null);
  return {
    bio: typeof row.bio === 'string' && row.bio.trim() ? row.bio.trim() : null,
    twitter: link(links.twitter),
    github: link(links.github),
    badges: (
      row.badges as Array<{ slug: string; name: string; icon: string | null; rarity: BlogAuthorProfile['badges'][number]['rarity'] }>
    ).map((b) => ({
      slug: b.slug,
      name: b.name,
      icon: b.icon ?? null,
      rarity: b.rarity,
    })),
  };
}
