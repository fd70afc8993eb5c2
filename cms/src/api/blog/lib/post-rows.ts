import type { Core } from '@strapi/strapi';
import { PAGE_SIZES } from '@oyundev/domain';
import type { AttributeMeta, Knex, ModelMeta } from '../../../lib/db';
import type { BlogPostRow } from '../../../lib/present';
import { column, link, table } from '../../../lib/tables';
import { authorSql, userOf } from '../../forum/lib/rows';
import { BLOG_TAGS_LOWER_SQL } from '../../../bootstrap/constraints';

// A blog post's page in few statements (issue 15): the post with its author (role, avatar), category and featured
// image is one statement, its related posts (scored in SQL) another — shaped as the rows the Document Service's
// populate returned (lib/present.ts reads them unchanged). The Document Service ran eight for each.

const POST = 'api::blog-post.blog-post';
const CATEGORY = 'api::blog-category.blog-category';
const FILE = 'plugin::upload.file';

type Row = Record<string, unknown>;
const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every scalar attribute of a post (no relations, media or components), as `b.column AS "attribute"`. */
function scalarColumns(strapi: Core.Strapi): string[] {
  const attributes = (strapi.db.metadata.get(POST) as ModelMeta).attributes as Record<string, AttributeMeta>;
  return Object.entries(attributes)
    .filter(([name, attr]) => name !== 'id' && attr.columnName && !['relation', 'media', 'component', 'dynamiczone'].includes(attr.type))
    .map(([name, attr]) => `b.${q(attr.columnName!)} AS ${q(name)}`);
}

/** Published posts (`where` over alias `b`, with `c` the category), each with author, category and featured image. */
async function selectPosts(
  strapi: Core.Strapi,
  db: Knex,
  where: string,
  bindings: unknown[],
  tail = '',
  tailBindings: unknown[] = [],
  extraSelect = '',
): Promise<BlogPostRow[]> {
  const author = link(strapi, POST, 'author');
  const category = link(strapi, POST, 'category');
  const morph = (strapi.db.metadata.get(FILE) as ModelMeta).attributes.related?.joinTable as unknown as {
    name: string;
    joinColumn: { name: string };
    morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
  };
  const f = (attr: string) => `f.${q(column(strapi, FILE, attr))}`;
  const sql = `
    SELECT b.id, ${scalarColumns(strapi).join(', ')},${extraSelect ? ` ${extraSelect},` : ''}
      ${authorSql(strapi, 'u', 'author').select.join(',\n      ')},
      c.id AS category_id, c.${q(column(strapi, CATEGORY, 'name'))} AS category_name, c.${q(column(strapi, CATEGORY, 'slug'))} AS category_slug,
      c.${q(column(strapi, CATEGORY, 'color'))} AS category_color,
      (SELECT json_build_object('id', f.id, 'url', ${f('url')}, 'alternativeText', ${f('alternativeText')}, 'width', ${f('width')},
              'height', ${f('height')}, 'formats', ${f('formats')})
         FROM ${q(morph.name)} m JOIN ${q(table(strapi, FILE))} f ON f.id = m.${q(morph.joinColumn.name)}
        WHERE m.${q(morph.morphColumn.idColumn.name)} = b.id AND m.${q(morph.morphColumn.typeColumn.name)} = '${POST}'
          AND m.field = 'featuredImage' ORDER BY m."order" LIMIT 1) AS featured_image
    FROM ${q(table(strapi, POST))} b
    LEFT JOIN ${q(author.name)} ba ON ba.${q(author.from)} = b.id
    LEFT JOIN ${q(table(strapi, 'plugin::users-permissions.user'))} u ON u.id = ba.${q(author.to)}
    LEFT JOIN ${q(category.name)} bc ON bc.${q(category.from)} = b.id
    LEFT JOIN ${q(table(strapi, CATEGORY))} c ON c.id = bc.${q(category.to)}
    WHERE b.published_at IS NOT NULL AND (b.scheduled_date IS NULL OR b.scheduled_date <= ?) AND ${where}
    ${tail}`;
  const { rows } = await db.raw(sql, [new Date(), ...bindings, ...tailBindings]);
  return (rows as Row[]).map((row) => {
    const post: Row = { ...row };
    for (const key of Object.keys(post))
      if (key.startsWith('author_') || key.startsWith('category_') || key === 'featured_image') delete post[key];
    return {
      ...post,
      id: Number(row.id),
      author: userOf(row, 'author'),
      category:
        row.category_id == null
          ? null
          : { id: Number(row.category_id), name: row.category_name, slug: row.category_slug, color: row.category_color ?? null },
      featuredImage: (row.featured_image as BlogPostRow['featuredImage']) ?? null,
    } as unknown as BlogPostRow;
  });
}

/** The published, due post of this slug: one statement. */
export async function publishedPost(strapi: Core.Strapi, db: Knex, slug: string): Promise<BlogPostRow | null> {
  const [post] = await selectPosts(strapi, db, 'b.slug = ?', [slug], 'LIMIT 1');
  return post ?? null;
}

/**
 * Up to PAGE_SIZES.relatedBlogPosts other published, due, approved posts of the same category or with shared tags:
 * the more they share (the category counts as one tag), the higher; then the newest. One statement, scored in SQL.
 */
export async function relatedPosts(strapi: Core.Strapi, db: Knex, post: BlogPostRow): Promise<BlogPostRow[]> {
  const tags = Array.isArray(post.tags) ? post.tags.filter((t): t is string => typeof t === 'string') : [];
  const shared = `(SELECT count(*) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(b.tags::jsonb) = 'array' THEN b.tags::jsonb ELSE '[]'::jsonb END) e
      WHERE jsonb_typeof(e) = 'string' AND lower(e #>> '{}') = ANY(SELECT lower(x) FROM unnest(CAST(? AS text[])) x))
    + CASE WHEN c.${q(column(strapi, CATEGORY, 'slug'))} IS NOT DISTINCT FROM CAST(? AS text) AND CAST(? AS text) IS NOT NULL THEN 1 ELSE 0 END`;
  const category = post.category?.slug ?? null;
  // Only the posts that can score: the category's (through its link index) and those sharing a tag (the GIN index
  // on the lower-cased tags) — the score was computed for every published post (all 999 read at the large seed).
  const categoryLink = link(strapi, POST, 'category');
  const lowered = BLOG_TAGS_LOWER_SQL(`b2.${q(column(strapi, POST, 'tags'))}`);
  const candidates = `b.id IN (
      SELECT cl.${q(categoryLink.from)} FROM ${q(categoryLink.name)} cl WHERE cl.${q(categoryLink.to)} = ?
      UNION
      SELECT b2.id FROM ${q(table(strapi, POST))} b2 WHERE ${lowered} \\?| ARRAY(SELECT lower(x) FROM unnest(CAST(? AS text[])) x))`;
  return selectPosts(
    strapi,
    db,
    `b.is_approved IS NOT FALSE AND b.id <> ? AND b.slug <> ? AND ${candidates} AND ${shared} > 0`,
    [post.id, post.slug, (post.category as { id?: number } | null)?.id ?? null, tags, tags, category, category],
    `ORDER BY ${shared} DESC, b.publish_date DESC NULLS LAST, b.id DESC LIMIT ${Number(PAGE_SIZES.relatedBlogPosts)}`,
    [tags, category, category],
  );
}

/**
 * A page of published, due posts (of a category's slug, or the featured ones), newest first, and the total: one
 * statement (a page past the last one counts on its own).
 */
export async function publishedPage(
  strapi: Core.Strapi,
  db: Knex,
  { category, featured, limit, offset }: { category?: string; featured: boolean; limit: number; offset: number },
): Promise<{ posts: BlogPostRow[]; total: number }> {
  const where = [
    'true',
    ...(category ? [`c.${q(column(strapi, CATEGORY, 'slug'))} = ?`] : []),
    ...(featured ? [`b.${q(column(strapi, POST, 'isFeatured'))} = true`] : []),
  ].join(' AND ');
  const bindings = category ? [category] : [];
  const posts = await selectPosts(
    strapi,
    db,
    where,
    bindings,
    // As the Document Service sorted them (publishDate:desc, id:desc — PostgreSQL puts a missing date first).
    `ORDER BY b.${q(column(strapi, POST, 'publishDate'))} DESC, b.id DESC LIMIT ? OFFSET ?`,
    [limit, offset],
    'count(*) OVER () AS total_count',
  );
  if (posts.length) {
    const total = Number((posts[0] as unknown as Row).total_count);
    // The window's count is the page's, not a post's: the rows leave without it.
    return { posts: posts.map(({ total_count: _total, ...post }: BlogPostRow & { total_count?: unknown }) => post as BlogPostRow), total };
  }
  const [count] = await selectPosts(strapi, db, where, bindings, 'LIMIT 1', [], 'count(*) OVER () AS total_count');
  return { posts: [], total: count ? Number((count as unknown as Row).total_count) : 0 };
}
