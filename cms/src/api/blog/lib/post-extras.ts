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
  return (await authorProfiles(strapi, [authorId])).get(authorId) ?? null;
}

/**
 * The author block's extras of several authors in one statement (the bulk read of the post pages: at the large
 * seed a page of 100 posts has ~90 authors, a statement each before). Authors without a public profile are absent.
 */
export async function authorProfiles(strapi: Core.Strapi, authorIds: number[]): Promise<Map<number, BlogAuthorProfile>> {
  const profiles = new Map<number, BlogAuthorProfile>();
  const ids = [...new Set(authorIds.filter((id) => Number.isInteger(id) && id > 0))];
  if (!ids.length) return profiles;
  // One statement: each profile's public fields and its newest badges.
  const { rows } = await raw(
    strapi.db.connection,
    `SELECT u.id, u.bio, u.social_links, u.privacy,
       (SELECT coalesce(json_agg(json_build_object('slug', x.slug, 'name', x.name, 'icon', x.icon, 'rarity', x.rarity)), '[]'::json)
          FROM (SELECT b.slug, b.name, b.icon, b.rarity FROM {badge-award} a JOIN {badge} b ON b.id = a.badge_id
                 WHERE a.user_id = u.id ORDER BY a.earned_at DESC, b.id ASC LIMIT ?) x) AS badges
     FROM {user} u WHERE u.id = ANY(?::int[]) AND u.deleted_at IS NULL`,
    [PAGE_SIZES.authorBadges, ids],
  );
  for (const row of rows) {
    if (privacyOf(jsonOf(row.privacy) as Parameters<typeof privacyOf>[0]).profileVisibility !== 'public') continue;
    const links = (jsonOf(row.social_links) ?? {}) as Record<string, unknown>;
    const link = (value: unknown) => (isHttpUrl(value) ? value.trim() : null);
    profiles.set(Number(row.id), {
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
    });
  }
  return profiles;
}
