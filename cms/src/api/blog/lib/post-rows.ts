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

/**
 * Every scalar attribute of a post (no relations, media or components), as `b.column AS "attribute"`. A json attribute
 * (the tags) is read as `json`: Strapi tells the driver to hand jsonb over as text, so it came out as a string and the
 * post's tags were lost (an empty list in every answer; related posts matched on the category alone).
 */
function scalarColumns(strapi: Core.Strapi): string[] {
  const attributes = (strapi.db.metadata.get(POST) as ModelMeta).attributes as Record<string, AttributeMeta>;
  return Object.entries(attributes)
    .filter(([name, attr]) => name !== 'id' && attr.columnName && !['relation', 'media', 'component', 'dynamiczone'].includes(attr.type))
    .map(([name, attr]) => `b.${q(attr.columnName!)}${attr.type === 'json' ? '::json' : ''} AS ${q(name)}`);
}

type Select = {
  /** Over alias `b` (the post), with `c` its category. */
  where: string;
  bindings?: unknown[];
  /** ORDER BY / LIMIT … */
  tail?: string;
  tailBindings?: unknown[];
  /** More columns, without bindings. */
  extraSelect?: string;
  /** Common table expressions the statement starts with (`WITH …`), which `where` and `extraSelect` may read. */
  with?: string;
  withBindings?: unknown[];
};

/** Published, due posts, each with author, category and featured image. */
async function selectPosts(
  strapi: Core.Strapi,
  db: Knex,
  { where, bindings = [], tail = '', tailBindings = [], extraSelect = '', with: ctes = '', withBindings = [] }: Select,
): Promise<BlogPostRow[]> {
  const author = link(strapi, POST, 'author');
  const category = link(strapi, POST, 'category');
  const morph = (strapi.db.metadata.get(FILE) as ModelMeta).attributes.related?.joinTable as unknown as {
    name: string;
    joinColumn: { name: string };
    morphColumn: { idColumn: { name: string }; typeColumn: { name: string } };
  };
  const f = (attr: string) => `f.${q(column(strapi, FILE, attr))}`;
  const sql = `${ctes ? `WITH ${ctes}` : ''}
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
  const { rows } = await db.raw(sql, [...withBindings, new Date(), ...bindings, ...tailBindings]);
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
  const [post] = await selectPosts(strapi, db, { where: 'b.slug = ?', bindings: [slug], tail: 'LIMIT 1' });
  return post ?? null;
}

/**
 * The related posts of each of `posts`: up to PAGE_SIZES.relatedBlogPosts other published, due, approved posts of the
 * same category or with shared tags — the more they share (the category counts as one tag), the higher; then the
 * newest. One statement for any number of posts, scored as a set: the candidates (the sources' categories through
 * the link index, and the posts sharing a tag through the GIN index on the lower-cased tags) have their tags
 * expanded once and joined to the sources'. A post's page asks for its one post; the build's bulk read for a page of
 * a hundred (a statement per post before: 5.2 ms each at the large seed, ~5 s of PostgreSQL per build).
 */
export async function relatedPostsOf(strapi: Core.Strapi, db: Knex, posts: BlogPostRow[]): Promise<Map<number, BlogPostRow[]>> {
  const related = new Map<number, BlogPostRow[]>(posts.map((post) => [Number(post.id), []]));
  if (!posts.length) return related;
  const sources = posts.map((post) => ({
    id: Number(post.id),
    slug: post.slug,
    category: post.category?.slug ?? null,
    tags: Array.isArray(post.tags) ? post.tags.filter((t): t is string => typeof t === 'string') : [],
  }));
  const categoryLink = link(strapi, POST, 'category');
  const col = (attr: string) => `b.${q(column(strapi, POST, attr))}`;
  const categorySlug = column(strapi, CATEGORY, 'slug');
  const lowered = BLOG_TAGS_LOWER_SQL(col('tags'));
  const limit = Number(PAGE_SIZES.relatedBlogPosts);
  const ctes = `
    src AS (SELECT * FROM jsonb_to_recordset(CAST(? AS jsonb)) AS s(id integer, slug text, category text, tags jsonb)),
    src_tags AS (SELECT DISTINCT s.id, lower(t) AS tag FROM src s, jsonb_array_elements_text(s.tags) t),
    cand AS (
      SELECT b.id, ${col('slug')} AS slug, ${col('publishDate')} AS publish_date, c.${q(categorySlug)} AS category, ${lowered} AS tags
      FROM ${q(table(strapi, POST))} b
      LEFT JOIN ${q(categoryLink.name)} bc ON bc.${q(categoryLink.from)} = b.id
      LEFT JOIN ${q(table(strapi, CATEGORY))} c ON c.id = bc.${q(categoryLink.to)}
      WHERE b.published_at IS NOT NULL AND (b.scheduled_date IS NULL OR b.scheduled_date <= ?) AND ${col('isApproved')} IS NOT FALSE
        AND b.id IN (
          SELECT cl.${q(categoryLink.from)} FROM ${q(categoryLink.name)} cl JOIN ${q(table(strapi, CATEGORY))} cc ON cc.id = cl.${q(categoryLink.to)}
          WHERE cc.${q(categorySlug)} IN (SELECT category FROM src)
          UNION
          SELECT b2.id FROM ${q(table(strapi, POST))} b2 WHERE ${BLOG_TAGS_LOWER_SQL(`b2.${q(column(strapi, POST, 'tags'))}`)} \\?| ARRAY(SELECT tag FROM src_tags))),
    shared AS (
      SELECT st.id AS for_id, ct.id AS cand_id
      FROM src_tags st
      JOIN (SELECT cand.id, e #>> '{}' AS tag FROM cand, jsonb_array_elements(cand.tags) e WHERE jsonb_typeof(e) = 'string') ct
        ON ct.tag = st.tag
      UNION ALL
      SELECT s.id, cand.id FROM src s JOIN cand ON cand.category = s.category),
    ranked AS (
      SELECT sh.for_id, sh.cand_id,
             row_number() OVER (PARTITION BY sh.for_id ORDER BY count(*) DESC, cand.publish_date DESC NULLS LAST, cand.id DESC) AS rank
      FROM shared sh JOIN cand ON cand.id = sh.cand_id JOIN src s ON s.id = sh.for_id
      WHERE cand.id <> s.id AND cand.slug <> s.slug
      GROUP BY sh.for_id, sh.cand_id, cand.publish_date, cand.id)`;
  const rows = await selectPosts(strapi, db, {
    with: ctes,
    withBindings: [JSON.stringify(sources), new Date()],
    where: `b.id IN (SELECT cand_id FROM ranked WHERE rank <= ${limit})`,
    extraSelect: `(SELECT json_agg(json_build_array(r.for_id, r.rank)) FROM ranked r WHERE r.cand_id = b.id AND r.rank <= ${limit}) AS related_to`,
  });
  const placed: Array<[number, number, BlogPostRow]> = [];
  for (const { related_to: to, ...post } of rows as Array<BlogPostRow & { related_to?: Array<[number, number]> }>)
    for (const [forId, rank] of to ?? []) placed.push([Number(forId), Number(rank), post as BlogPostRow]);
  placed.sort((a, b) => a[1] - b[1]);
  for (const [forId, , post] of placed) related.get(forId)?.push(post);
  return related;
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
  const posts = await selectPosts(strapi, db, {
    where,
    bindings,
    // As the Document Service sorted them (publishDate:desc, id:desc — PostgreSQL puts a missing date first).
    tail: `ORDER BY b.${q(column(strapi, POST, 'publishDate'))} DESC, b.id DESC LIMIT ? OFFSET ?`,
    tailBindings: [limit, offset],
    extraSelect: 'count(*) OVER () AS total_count',
  });
  if (posts.length) {
    const total = Number((posts[0] as unknown as Row).total_count);
    // The window's count is the page's, not a post's: the rows leave without it.
    return { posts: posts.map(({ total_count: _total, ...post }: BlogPostRow & { total_count?: unknown }) => post as BlogPostRow), total };
  }
  const [count] = await selectPosts(strapi, db, { where, bindings, tail: 'LIMIT 1', extraSelect: 'count(*) OVER () AS total_count' });
  return { posts: [], total: count ? Number((count as unknown as Row).total_count) : 0 };
}
