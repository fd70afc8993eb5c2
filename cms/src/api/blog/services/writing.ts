import type { Core } from '@strapi/strapi';
import {
  POSTING_LIMITS,
  blogSlug,
  isEditableBlogStatus,
  isModerator,
  msg,
  readingTime,
  secondsUntil,
  uniqueSlug,
  type BlogDraftData,
  type BlogWriteStatus,
  type MyBlogPost,
} from '@oyundev/domain';
import { inTransaction, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { raw, tableOf } from '../../../lib/sql-names';
import type { Member } from '../../../lib/viewer';

/*
 * A member writing blog posts (/blog/yazi-yaz, issue 11). A member's post lives as a Strapi draft (no
 * published row) until an editor approves it (admin content screen or the Strapi admin's publish). Its
 * `reviewStatus` says where it stands while it is not live: draft → pending (submitted) → published by an
 * editor, or rejected (editable and submittable again). Only the author reaches their own posts: anyone else
 * — moderators included — is told the post does not exist (no IDOR through the id).
 */

const POST = 'api::blog-post.blog-post';
const BLOG_CATEGORY = 'api::blog-category.blog-category';

// Namespace of the transaction lock on a member's writing (limits hold exactly).
const WRITING_LOCK = 4_021_003;
const DAY = 86_400_000;
const BLOG_SLUG_MAX = 80;

interface Row {
  id: number;
  document_id: string;
  post_number: number;
  slug: string;
  title: string;
  subtitle: string | null;
  content: string | null;
  tags: unknown;
  game_engine: string | null;
  skill_level: string | null;
  review_status: string | null;
  is_approved: boolean | null;
  updated_at: string | Date;
  live: boolean;
  live_approved: boolean | null;
  category: string | null;
}

/** A json column as raw SQL hands it over (parsed, or its text). */
function tagsOf(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      list = [];
    }
  }
  return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string') : [];
}

/** A member post's status (see the top of the file); the same rule the admin list uses (admin content). */
export function writeStatus(row: Pick<Row, 'review_status' | 'live' | 'live_approved'>): BlogWriteStatus {
  if (row.live && row.live_approved !== false) return 'published';
  if (row.review_status === 'pending') return 'pending';
  if (row.live || row.review_status === 'rejected') return 'rejected';
  return 'draft';
}

// The draft row of each of a member's posts, with whether a published row exists and is approved.
const OWN_POSTS = `
  SELECT d.id, d.document_id, d.post_number, d.slug, d.title, d.subtitle, d.content, d.tags, d.game_engine,
         d.skill_level, d.review_status, d.is_approved, d.updated_at, c.slug AS category,
         (p.id IS NOT NULL) AS live, p.is_approved AS live_approved
    FROM {blog-post} d
    JOIN {blog-post.author} da ON da.blog_post_id = d.id
    LEFT JOIN {blog-post.category} dc ON dc.blog_post_id = d.id
    LEFT JOIN {blog-category} c ON c.id = dc.blog_category_id
    LEFT JOIN {blog-post} p ON p.document_id = d.document_id AND p.published_at IS NOT NULL
   WHERE d.published_at IS NULL AND da.user_id = ?`;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function covers(documentIds: string[]): Promise<Map<string, { id: number; url: string }>> {
    if (documentIds.length === 0) return new Map();
    const docs = await strapi.documents(POST).findMany({
      status: 'draft',
      filters: { documentId: { $in: documentIds } },
      fields: ['documentId'],
      populate: { featuredImage: { fields: ['id', 'url'] } },
    });
    const out = new Map<string, { id: number; url: string }>();
    for (const d of docs as unknown as Array<{ documentId: string; featuredImage?: { id: number; url: string } | null }>) {
      if (d.featuredImage) out.set(d.documentId, { id: Number(d.featuredImage.id), url: d.featuredImage.url });
    }
    return out;
  }

  function present(row: Row, cover: { id: number; url: string } | undefined): MyBlogPost {
    return {
      id: Number(row.post_number),
      slug: row.slug,
      title: row.title,
      subtitle: row.subtitle ?? '',
      category: row.category,
      tags: tagsOf(row.tags),
      content: row.content ?? '',
      gameEngine: row.game_engine,
      skillLevel: row.skill_level,
      coverImage: cover ?? null,
      status: writeStatus(row),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }

  async function ownRow(db: Knex, member: Member, postNumber: number, lock = false): Promise<Row> {
    const { rows } = await raw(db, `${OWN_POSTS} AND d.post_number = ?${lock ? ' FOR NO KEY UPDATE OF d' : ''}`, [member.id, postNumber]);
    if (!rows[0]) throw fail('BLOG_POST_NOT_FOUND');
    return rows[0] as Row;
  }

  async function presentOne(db: Knex, member: Member, postNumber: number): Promise<MyBlogPost> {
    const row = await ownRow(db, member, postNumber);
    return present(row, (await covers([row.document_id])).get(row.document_id));
  }

  /** The documentId of the category slug the form chose (refused when there is none). */
  async function categoryDocument(slug: string): Promise<string> {
    const found = await strapi.documents(BLOG_CATEGORY).findFirst({ filters: { slug }, fields: ['documentId'] });
    if (!found) throw fail('BLOG_CATEGORY_UNKNOWN');
    return found.documentId;
  }

  /** The cover must be an image in the media library. */
  async function assertCover(fileId: number | null) {
    if (fileId === null) return;
    const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id: fileId }, select: ['mime'] });
    if (!file || !String(file.mime).startsWith('image/')) throw fail('BLOG_COVER_UNKNOWN');
  }

  /** POSTING_LIMITS.blogPostsPerDay new posts a rolling day, counted under the member's writing lock. */
  async function assertMayStart(trx: Knex, member: Member, now: Date) {
    await raw(trx, 'SELECT pg_advisory_xact_lock(?, ?)', [WRITING_LOCK, member.id]);
    if (isModerator(member)) return;
    const limit = POSTING_LIMITS.blogPostsPerDay;
    const { rows } = await raw(
      trx,
      `SELECT d.created_at FROM {blog-post} d JOIN {blog-post.author} da ON da.blog_post_id = d.id
        WHERE da.user_id = ? AND d.published_at IS NULL AND d.created_at > ? ORDER BY d.created_at DESC`,
      [member.id, new Date(now.getTime() - DAY)],
    );
    if (rows.length >= limit) {
      const freedAt = new Date(rows[limit - 1].created_at).getTime() + DAY;
      throw fail('POSTING_RATE_LIMITED', {
        message: msg('blog.write.dailyLimit', { n: limit }),
        retryAfterSeconds: secondsUntil(freedAt, now),
      });
    }
  }

  /** What the form owns, as Document Service data (server-owned fields are never taken from the member). */
  async function fieldsOf(input: BlogDraftData) {
    await assertCover(input.coverImageId);
    return {
      title: input.title,
      subtitle: input.subtitle || null,
      content: input.content,
      tags: input.tags,
      gameEngine: input.gameEngine,
      skillLevel: input.skillLevel,
      readTime: readingTime(input.content),
      category: await categoryDocument(input.category),
      featuredImage: input.coverImageId,
    };
  }

  return {
    /** GET /api/blog/mine: the member's own posts, newest change first. */
    async mine(member: Member): Promise<MyBlogPost[]> {
      const { rows } = await raw(strapi.db.connection, `${OWN_POSTS} ORDER BY d.updated_at DESC, d.id DESC`, [member.id]);
      const cover = await covers((rows as Row[]).map((r) => r.document_id));
      return (rows as Row[]).map((r) => present(r, cover.get(r.document_id)));
    },

    /** GET /api/blog/mine/:id: one own post for the writing form. */
    one: (member: Member, postNumber: number) => presentOne(strapi.db.connection, member, postNumber),

    /** POST /api/blog/mine: a new post, saved as a draft or (`submit`) sent for review at once. */
    async create(member: Member, input: BlogDraftData, submit: boolean): Promise<MyBlogPost> {
      const now = new Date();
      return inTransaction(strapi, async (trx) => {
        await assertMayStart(trx, member, now);
        const fields = await fieldsOf(input);
        const taken = async (slug: string) => (await trx(tableOf('blog-post')).where({ slug }).first('id')) !== undefined;
        const slug = await uniqueSlug(blogSlug(input.title), taken, { maxLength: BLOG_SLUG_MAX, fallback: 'yazi' });
        const author = await trx(tableOf('user')).where({ id: member.id }).first('document_id');
        // The post number comes from the blog-post lifecycle (one sequence for member and Strapi admin posts).
        const created = await strapi.documents(POST).create({
          data: {
            ...fields,
            slug,
            author: author.document_id,
            reviewStatus: submit ? 'pending' : 'draft',
            isPremium: false,
            isFeatured: false,
            isApproved: true,
          },
        });
        return presentOne(trx, member, Number((created as unknown as { postNumber: number }).postNumber));
      });
    },

    /** PUT /api/blog/mine/:id: an edit of an own draft or rejected post (`submit` also sends it for review). */
    async update(member: Member, postNumber: number, input: BlogDraftData, submit: boolean): Promise<MyBlogPost> {
      return inTransaction(strapi, async (trx) => {
        await raw(trx, 'SELECT pg_advisory_xact_lock(?, ?)', [WRITING_LOCK, member.id]);
        const row = await ownRow(trx, member, postNumber, true);
        if (!isEditableBlogStatus(writeStatus(row))) throw fail('BLOG_POST_NOT_EDITABLE');
        const fields = await fieldsOf(input);
        const reviewStatus = submit ? 'pending' : writeStatus(row);
        // AnyDocument (no generated typings) types `data` as having no fields at all.
        const data = { ...fields, reviewStatus } as never;
        await strapi.documents(POST).update({ documentId: row.document_id, data });
        return presentOne(trx, member, postNumber);
      });
    },

    /** POST /api/blog/mine/:id/submit: an own draft or rejected post goes to the editors as it is. */
    async submit(member: Member, postNumber: number): Promise<MyBlogPost> {
      return inTransaction(strapi, async (trx) => {
        await raw(trx, 'SELECT pg_advisory_xact_lock(?, ?)', [WRITING_LOCK, member.id]);
        const row = await ownRow(trx, member, postNumber, true);
        if (!isEditableBlogStatus(writeStatus(row))) throw fail('BLOG_POST_NOT_EDITABLE');
        await trx(tableOf('blog-post'))
          .where({ document_id: row.document_id })
          .whereNull('published_at')
          .update({ review_status: 'pending', updated_at: new Date() });
        return presentOne(trx, member, postNumber);
      });
    },
  };
};
