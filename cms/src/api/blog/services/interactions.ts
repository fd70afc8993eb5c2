import { likeMoves, moveMemberCounters } from '../../../lib/member-counters';
import { createHmac } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { BlogPostState, ShareNetwork } from '@oyundev/domain';
import { inTransaction, insertRow, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { award, revoke } from '../../../lib/ledger';
import { notifyLike } from '../../../lib/notify';
import { link, table } from '../../../lib/tables';
import { raw, tableOf } from '../../../lib/sql-names';
import { requireSecret } from '../../../lib/config-secrets';
import { istanbulDay } from '../../../lib/time';
import { seesPremium, type Member, type RequestViewer } from '../../../lib/viewer';
import { consume } from '../../account/lib/rate-limit';

const POST = 'api::blog-post.blog-post';
const LIKE = 'api::like.like';
const BOOKMARK = 'api::bookmark.bookmark';
const BLOG_VIEW = 'api::blog-view.blog-view';
/** likes / bookmarks / comments / activities point at a post by its postNumber under this target type. */
export const BLOG_TARGET = 'blog-post';

/** A published post as the interactions need it; the row is locked when `lock` was asked for. */
export interface PostRef {
  id: number;
  documentId: string;
  postNumber: number;
  authorId: number | null;
  isPremium: boolean;
}

/**
 * The published, approved post with this slug, or BLOG_POST_NOT_FOUND. With `lock` its published row is
 * locked FOR NO KEY UPDATE: every counter change on a post takes this lock first (then members, in id
 * order), so concurrent likes, bookmarks and comments on one post run one after another and move the
 * counters by exact deltas. Counters live on both rows of the document (draft and published) and move together.
 */
export async function postBySlug(strapi: Core.Strapi, trx: Knex, slug: string, { lock = true } = {}): Promise<PostRef> {
  const posts = table(strapi, POST);
  const author = link(strapi, POST, 'author');
  const query = trx(`${posts} as p`)
    .leftJoin(`${author.name} as a`, `a.${author.from}`, 'p.id')
    .where('p.slug', slug)
    .whereNotNull('p.published_at')
    .where('p.is_approved', true)
    .where((q) => q.whereNull('p.scheduled_date').orWhere('p.scheduled_date', '<=', trx.fn.now()))
    .first('p.id', 'p.document_id', 'p.post_number', 'p.is_premium', `a.${author.to} as author_id`);
  const row = lock ? await query.forNoKeyUpdate('p') : await query;
  if (!row || row.post_number === null) throw fail('BLOG_POST_NOT_FOUND');
  return {
    id: Number(row.id),
    documentId: String(row.document_id),
    postNumber: Number(row.post_number),
    authorId: row.author_id === null || row.author_id === undefined ? null : Number(row.author_id),
    isPremium: Boolean(row.is_premium),
  };
}

/** Moves a counter column of every row of the post's document by `delta` (never below 0); answers the new value. */
export async function movePostCounter(strapi: Core.Strapi, trx: Knex, post: PostRef, columnName: string, delta: number) {
  const posts = table(strapi, POST);
  if (delta !== 0) {
    await trx.raw(`UPDATE ?? SET ?? = GREATEST(?? + ?, 0) WHERE document_id = ?`, [posts, columnName, columnName, delta, post.documentId]);
  }
  const { rows } = await trx.raw(`SELECT ?? AS n FROM ?? WHERE id = ?`, [columnName, posts, post.id]);
  return Number(rows[0].n);
}

/** New post views (or shares) one guest address may add per Istanbul day; more are answered but not counted. */
function guestDailyLimit(): number {
  return Number(process.env.GUEST_VIEW_LIMIT) || 300;
}

function visitorKey(viewer: RequestViewer, ip: string): string {
  return viewer ? `u:${viewer.id}` : `g:${createHmac('sha256', requireSecret('VIEW_HASH_SECRET')).update(ip).digest('hex').slice(0, 40)}`;
}

/**
 * What a reader does on /blog/{slug}: likes and bookmarks (one row per member and post, UNIQUE in
 * PostgreSQL, idempotent), shares and views. Likes score the author's ledger as forum likes do.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The post's live counters and, for a member, their own like and bookmark. */
  async state(viewer: RequestViewer, slug: string): Promise<BlogPostState> {
    const k = strapi.db.connection;
    const post = await postBySlug(strapi, k, slug, { lock: false });
    const row = await k(table(strapi, POST))
      .where({ id: post.id })
      .first('view_count', 'like_count', 'comment_count', 'bookmark_count', 'share_count');
    const mine = async (tableName: string) =>
      viewer
        ? Boolean(await k(tableName).where({ user_id: viewer.id, target_type: BLOG_TARGET, target_id: post.postNumber }).first('id'))
        : false;
    return {
      viewCount: Number(row.view_count ?? 0),
      likeCount: Number(row.like_count ?? 0),
      commentCount: Number(row.comment_count ?? 0),
      bookmarkCount: Number(row.bookmark_count ?? 0),
      shareCount: Number(row.share_count ?? 0),
      liked: await mine(tableOf('like')),
      bookmarked: await mine(tableOf('bookmark')),
    };
  },

  /**
   * POST /api/blog/posts/:slug/like: `wanted` is the state the member asks for (a repeat changes nothing);
   * without it the like toggles. No self-likes; a premium post's likes are for those who may read it.
   */
  async like(viewer: Member, slug: string, wanted?: boolean) {
    return inTransaction(strapi, async (trx) => {
      const post = await postBySlug(strapi, trx, slug);
      if (post.isPremium && !seesPremium(viewer)) throw fail('PREMIUM_REQUIRED');
      if (post.authorId === viewer.id) throw fail('SELF_LIKE');
      const where = { user_id: viewer.id, target_type: BLOG_TARGET, target_id: post.postNumber };
      const existing = await trx(tableOf('like')).where(where).first('id');
      const liked = wanted ?? !existing;
      let delta: 1 | -1 | 0 = 0;
      if (liked && !existing) {
        const inserted = await insertRow(
          strapi,
          trx,
          LIKE,
          { userId: viewer.id, targetType: BLOG_TARGET, targetId: post.postNumber },
          { onConflict: ['userId', 'targetType', 'targetId'] },
        );
        if (inserted !== null) delta = 1;
      } else if (!liked && existing) {
        if (await trx(tableOf('like')).where({ id: existing.id }).delete()) delta = -1;
      }
      const likeCount = await movePostCounter(strapi, trx, post, 'like_count', delta);
      if (delta !== 0) {
        await moveMemberCounters(trx, likeMoves(viewer.id, post.authorId, delta));
        if (post.authorId !== null) {
          const line = { userId: post.authorId, type: 'like_received' as const, targetType: BLOG_TARGET, targetId: post.postNumber };
          if (delta > 0) await award(strapi, trx, line);
          else await revoke(strapi, trx, line);
          // The author hears of it once per liker (a like/unlike cycle does not notify again).
          if (delta > 0)
            await notifyLike(strapi, trx, { ownerId: post.authorId, actorId: viewer.id, kind: 'other', link: `/blog/${slug}` });
        }
      }
      return { likeCount, liked };
    });
  },

  /** POST /api/blog/posts/:slug/bookmark: the same toggle (or set) on the member's saved posts. */
  async bookmark(viewer: Member, slug: string, wanted?: boolean) {
    return inTransaction(strapi, async (trx) => {
      const post = await postBySlug(strapi, trx, slug);
      const where = { user_id: viewer.id, target_type: BLOG_TARGET, target_id: post.postNumber };
      const existing = await trx(tableOf('bookmark')).where(where).first('id');
      const bookmarked = wanted ?? !existing;
      let delta = 0;
      if (bookmarked && !existing) {
        const inserted = await insertRow(
          strapi,
          trx,
          BOOKMARK,
          { userId: viewer.id, targetType: BLOG_TARGET, targetId: post.postNumber },
          { onConflict: ['userId', 'targetType', 'targetId'] },
        );
        if (inserted !== null) delta = 1;
      } else if (!bookmarked && existing) {
        if (await trx(tableOf('bookmark')).where({ id: existing.id }).delete()) delta = -1;
      }
      const bookmarkCount = await movePostCounter(strapi, trx, post, 'bookmark_count', delta);
      await moveMemberCounters(trx, [[viewer.id, 'bookmark_count', delta]]);
      return { bookmarkCount, bookmarked };
    });
  },

  /**
   * POST /api/blog/posts/:slug/share {network}: one more share. Guests share too; one address may add
   * only so many a day, like views.
   */
  async share(viewer: RequestViewer, slug: string, network: ShareNetwork, ip: string) {
    const key = visitorKey(viewer, ip);
    return inTransaction(strapi, async (trx) => {
      const post = await postBySlug(strapi, trx, slug);
      const counts = consume(`shares:${key}:${istanbulDay(new Date())}`, { interval: 86_400_000, max: guestDailyLimit() }).ok;
      const shareCount = await movePostCounter(strapi, trx, post, 'share_count', counts ? 1 : 0);
      strapi.log.debug(`[blog] ${slug} paylaşıldı (${network})`);
      return { shareCount };
    });
  },

  /**
   * POST /api/blog/posts/:slug/view: one view per visitor (the member, else a keyed hash of the address)
   * per Istanbul day, by the UNIQUE (post, visitor, day) row; uniqueReaders grows on a visitor's first day.
   */
  async countView(viewer: RequestViewer, slug: string, ip: string) {
    const now = new Date();
    const day = istanbulDay(now);
    const key = visitorKey(viewer, ip);
    return inTransaction(strapi, async (trx) => {
      const post = await postBySlug(strapi, trx, slug);
      const seen = await trx(tableOf('blog-view')).where({ post_number: post.postNumber, visitor: key, day }).first('id');
      const counts = !seen && (viewer !== null || consume(`blog-views:${key}:${day}`, { interval: 86_400_000, max: guestDailyLimit() }).ok);
      const inserted = counts
        ? await insertRow(
            strapi,
            trx,
            BLOG_VIEW,
            { postNumber: post.postNumber, visitor: key, day },
            { onConflict: ['postNumber', 'visitor', 'day'], now },
          )
        : null;
      if (inserted === null) return { viewCount: await movePostCounter(strapi, trx, post, 'view_count', 0) };
      const { rows: earlier } = await raw(trx, 'SELECT 1 FROM {blog-view} WHERE post_number = ? AND visitor = ? AND day <> ? LIMIT 1', [
        post.postNumber,
        key,
        day,
      ]);
      if (!earlier.length) await movePostCounter(strapi, trx, post, 'unique_readers', 1);
      return { viewCount: await movePostCounter(strapi, trx, post, 'view_count', 1) };
    });
  },
});
