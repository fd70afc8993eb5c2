import type { Core } from '@strapi/strapi';
import { isModerator, msg, type BlogComment, type BlogCommentReply } from '@oyundev/domain';
import { inTransaction, insertRow, setRelation, updateRow, type Knex } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { award, revoke, revokeAll } from '../../../lib/ledger';
import { notify, notifyLike, notifyMentions } from '../../../lib/notify';
import { raw, tableOf } from '../../../lib/sql-names';
import { likeMoves, moveMemberCounters, recountMembers } from '../../../lib/member-counters';
import { authorSummary, type UserRow } from '../../../lib/present';
import { contentSettings } from '../../../lib/settings';
import { seesPremium, type Member, type RequestViewer } from '../../../lib/viewer';
import { assertLinksAllowed, assertMayPost } from '../../forum/lib/posting-limits';
import { link } from '../../../lib/tables';
import { movePostCounter, postBySlug, type PostRef } from './interactions';

const COMMENT = 'api::comment.comment';
const LIKE = 'api::like.like';

interface CommentRow {
  id: number;
  content: string;
  createdAt: string;
  updatedAt: string;
  likeCount: number | null;
  author: UserRow | null;
  parent: { id: number } | null;
}

/** A comment row locked FOR NO KEY UPDATE (after its post), with what the rules need. */
interface LockedComment {
  id: number;
  postNumber: number;
  authorId: number | null;
  parentId: number | null;
  content: string;
}

async function lockComment(trx: Knex, id: number): Promise<LockedComment> {
  const { rows } = await raw(
    trx,
    `SELECT c.id, c.content_id, c.content, ca.user_id AS author_id, cp.inv_comment_id AS parent_id
       FROM {comment} c
       LEFT JOIN {comment.author} ca ON ca.comment_id = c.id
       LEFT JOIN {comment.parent} cp ON cp.comment_id = c.id
      WHERE c.id = ? AND c.content_type = 'blog' AND c.is_approved = true
      FOR NO KEY UPDATE OF c`,
    [id],
  );
  const row = rows[0];
  if (!row) throw fail('COMMENT_NOT_FOUND');
  return {
    id: Number(row.id),
    postNumber: Number(row.content_id),
    authorId: row.author_id === null ? null : Number(row.author_id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    content: String(row.content),
  };
}

/** The published post a comment belongs to, by its postNumber, locked (the post always before its comments). */
async function postOfComment(strapi: Core.Strapi, trx: Knex, id: number): Promise<PostRef> {
  const row = await trx(tableOf('comment')).where({ id, content_type: 'blog' }).first('content_id');
  if (!row) throw fail('COMMENT_NOT_FOUND');
  const post = await trx(tableOf('blog-post')).where({ post_number: row.content_id }).whereNotNull('published_at').first('slug');
  if (!post) throw fail('COMMENT_NOT_FOUND');
  return postBySlug(strapi, trx, post.slug);
}

/**
 * Comments on blog posts: a comment or one level of replies, edited by its author, deleted by its author,
 * moderators and admins (a top-level comment takes its replies with it), liked once per member. The post's
 * commentCount moves in the same transaction, under the post's lock.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const parentLink = () => link(strapi, COMMENT, 'parent');
  function present(row: CommentRow, viewer: RequestViewer, liked: Set<number>): BlogCommentReply {
    const authorId = row.author?.id ?? null;
    return {
      id: row.id,
      parentId: row.parent?.id ?? null,
      content: row.content,
      author: authorSummary(row.author),
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
      isEdited: new Date(row.updatedAt).getTime() - new Date(row.createdAt).getTime() > 1000,
      likeCount: row.likeCount ?? 0,
      ...(viewer
        ? { liked: liked.has(row.id), canEdit: authorId === viewer.id, canDelete: authorId === viewer.id || isModerator(viewer) }
        : {}),
    };
  }

  async function rowsOf(where: Record<string, unknown>): Promise<CommentRow[]> {
    return (await strapi.db.query(COMMENT).findMany({
      where,
      select: ['id', 'content', 'createdAt', 'updatedAt', 'likeCount'],
      populate: {
        author: { select: ['id', 'username', 'reputation'], populate: { role: { select: ['type'] }, avatar: { select: ['url'] } } },
        parent: { select: ['id'] },
      },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    })) as CommentRow[];
  }

  async function likedBy(viewer: RequestViewer, ids: number[]): Promise<Set<number>> {
    if (!viewer || !ids.length) return new Set();
    const rows = await strapi.db
      .connection(tableOf('like'))
      .where({ user_id: viewer.id, target_type: 'comment' })
      .whereIn('target_id', ids)
      .select('target_id');
    return new Set(rows.map((r: { target_id: number }) => Number(r.target_id)));
  }

  async function one(id: number, viewer: RequestViewer): Promise<BlogCommentReply> {
    const [row] = await rowsOf({ id });
    return present(row, viewer, await likedBy(viewer, [id]));
  }

  return {
    /** GET /api/blog/posts/:slug/comments: top-level comments oldest first, each with its replies. */
    async list(viewer: RequestViewer, slug: string): Promise<BlogComment[]> {
      const post = await postBySlug(strapi, strapi.db.connection, slug, { lock: false });
      const rows = await rowsOf({ contentType: 'blog', contentId: post.postNumber, isApproved: true });
      const liked = await likedBy(
        viewer,
        rows.map((r) => r.id),
      );
      const top = rows.filter((r) => !r.parent);
      return top.map((r) => ({
        ...present(r, viewer, liked),
        replies: rows.filter((c) => c.parent?.id === r.id).map((c) => present(c, viewer, liked)),
      }));
    },

    /** POST /api/blog/posts/:slug/comments {content, parentId}. */
    async create(viewer: Member, slug: string, input: { content: string; parentId: number | null }) {
      const { enableComments } = await contentSettings(strapi);
      if (!enableComments) throw fail('COMMENTS_DISABLED');
      const now = new Date();
      const result = await inTransaction(strapi, async (trx) => {
        const post = await postBySlug(strapi, trx, slug);
        if (post.isPremium && !seesPremium(viewer)) throw fail('PREMIUM_REQUIRED');
        let parentId: number | null = null;
        if (input.parentId !== null) {
          const parent = await lockComment(trx, input.parentId);
          if (parent.postNumber !== post.postNumber) throw fail('COMMENT_NOT_FOUND');
          // One level of replies: a reply to a reply answers its top-level comment.
          parentId = parent.parentId ?? parent.id;
        }
        await assertMayPost(trx, viewer, 'comment', input.content, now);
        const id = await insertRow(
          strapi,
          trx,
          COMMENT,
          { contentType: 'blog', contentId: post.postNumber, content: input.content, likeCount: 0, isApproved: true },
          { now },
        );
        await setRelation(strapi, trx, COMMENT, 'author', id, viewer.id);
        await setRelation(strapi, trx, COMMENT, 'blogPost', id, post.id);
        if (parentId !== null) await setRelation(strapi, trx, COMMENT, 'parent', id, parentId);
        const commentCount = await movePostCounter(strapi, trx, post, 'comment_count', 1);
        await moveMemberCounters(trx, [
          [viewer.id, 'comments_given', 1],
          [post.authorId === viewer.id ? null : post.authorId, 'comments_received', 1],
        ]);
        // The comment's points (and, on the member's first act of the day, the daily line) — lib/ledger.ts.
        await award(strapi, trx, { userId: viewer.id, type: 'comment_created', targetType: 'comment', targetId: id }, now);
        if (post.authorId !== null) {
          const { rows } = await raw(trx, 'SELECT title FROM {blog-post} WHERE id = ?', [post.id]);
          const name = (await trx(tableOf('user')).where({ id: viewer.id }).first('username'))?.username ?? '';
          await notify(
            strapi,
            trx,
            {
              userId: post.authorId,
              actorId: viewer.id,
              type: 'new_comment',
              title: msg('comment.newComment.title'),
              message: msg('comment.newComment.message', { name, title: rows[0]?.title ?? '' }),
              link: `/blog/${slug}#yorum-${id}`,
            },
            now,
          );
        }
        const title = (await trx(tableOf('blog-post')).where({ id: post.id }).first('title'))?.title ?? '';
        await notifyMentions(
          strapi,
          trx,
          { text: input.content, actorId: viewer.id, kind: 'comment', title, link: `/blog/${slug}#yorum-${id}` },
          now,
        );
        return { id, commentCount };
      });
      return { data: await one(result.id, viewer), commentCount: result.commentCount };
    },

    /** PUT /api/blog/comments/:id {content}: the author only; the same text again changes nothing. */
    async update(viewer: Member, id: number, content: string) {
      await inTransaction(strapi, async (trx) => {
        await postOfComment(strapi, trx, id);
        const comment = await lockComment(trx, id);
        if (comment.authorId !== viewer.id) throw fail('FORBIDDEN');
        if (comment.content === content) return;
        await assertLinksAllowed(trx, viewer, content, new Date());
        await updateRow(strapi, trx, COMMENT, id, { content, updatedAt: new Date() });
      });
      return one(id, viewer);
    },

    /** DELETE /api/blog/comments/:id: author, moderators, admins; a top-level comment goes with its replies. */
    async remove(viewer: Member, id: number) {
      return inTransaction(strapi, async (trx) => {
        const post = await postOfComment(strapi, trx, id);
        const comment = await lockComment(trx, id);
        if (comment.authorId !== viewer.id && !isModerator(viewer)) throw fail('FORBIDDEN');
        const replies: number[] = comment.parentId
          ? []
          : (await trx(parentLink().name).where(parentLink().to, id).select({ id: parentLink().from })).map((r: { id: number }) =>
              Number(r.id),
            );
        const ids = [id, ...replies];
        // Everyone whose counters these rows fed: the comments' authors, their likers, the post's author.
        const { rows: fed } = await raw(
          trx,
          `SELECT user_id AS id FROM {like} WHERE target_type = 'comment' AND target_id = ANY(?::int[])
           UNION SELECT ca.user_id FROM {comment.author} ca WHERE ca.comment_id = ANY(?::int[])`,
          [`{${ids.join(',')}}`, `{${ids.join(',')}}`],
        );
        // The points the rows earned go with them: each comment's own line, and the likes it received.
        await revokeAll(trx, { targetType: 'comment', targetIds: ids, types: ['comment_created', 'like_received'] });
        await trx(tableOf('like')).where({ target_type: 'comment' }).whereIn('target_id', ids).delete();
        const removed = await trx(tableOf('comment')).whereIn('id', ids).delete();
        const commentCount = await movePostCounter(strapi, trx, post, 'comment_count', -removed);
        const members = [...fed.map((r: { id: number }) => Number(r.id)), ...(post.authorId === null ? [] : [post.authorId])];
        await recountMembers(trx, members, ['likes_given', 'likes_received', 'comments_given', 'comments_received']);
        return { commentCount };
      });
    },

    /**
     * POST /api/blog/comments/:id/report {type, reason}: into the same reports queue as the forum's
     * (contentType 'comment'); one report per member and comment, none on one's own.
     */
    async report(viewer: Member, id: number, input: { type: string; reason: string }) {
      return inTransaction(strapi, async (trx) => {
        await postOfComment(strapi, trx, id);
        const comment = await lockComment(trx, id);
        if (comment.authorId === viewer.id) throw fail('SELF_REPORT');
        const reportId = await insertRow(
          strapi,
          trx,
          'api::report.report',
          {
            type: input.type,
            status: 'pending',
            contentType: 'comment',
            contentId: id,
            contentTitle: comment.content.slice(0, 100),
            contentAuthorId: comment.authorId,
            reporterId: viewer.id,
            reason: input.reason,
            reportCount: 1,
          },
          { onConflict: ['reporterId', 'contentType', 'contentId'] },
        );
        if (reportId === null) throw fail('ALREADY_REPORTED');
        await raw(
          trx,
          `UPDATE {report} SET report_count = (SELECT count(*) FROM {report} q WHERE q.content_type = 'comment' AND q.content_id = ?)
           WHERE content_type = 'comment' AND content_id = ?`,
          [id, id],
        );
      });
    },

    /** POST /api/blog/comments/:id/like {liked?}: one like per member and comment; none on one's own. */
    async like(viewer: Member, id: number, wanted?: boolean) {
      return inTransaction(strapi, async (trx) => {
        const post = await postOfComment(strapi, trx, id);
        if (post.isPremium && !seesPremium(viewer)) throw fail('PREMIUM_REQUIRED');
        const comment = await lockComment(trx, id);
        if (comment.authorId === viewer.id) throw fail('SELF_LIKE');
        const existing = await trx(tableOf('like')).where({ user_id: viewer.id, target_type: 'comment', target_id: id }).first('id');
        const liked = wanted ?? !existing;
        let delta = 0;
        if (liked && !existing) {
          const inserted = await insertRow(
            strapi,
            trx,
            LIKE,
            { userId: viewer.id, targetType: 'comment', targetId: id },
            { onConflict: ['userId', 'targetType', 'targetId'] },
          );
          if (inserted !== null) delta = 1;
        } else if (!liked && existing) {
          if (await trx(tableOf('like')).where({ id: existing.id }).delete()) delta = -1;
        }
        await moveMemberCounters(trx, likeMoves(viewer.id, comment.authorId, delta));
        if (delta !== 0 && comment.authorId !== null) {
          const line = { userId: comment.authorId, type: 'like_received' as const, targetType: 'comment', targetId: id };
          if (delta > 0) await award(strapi, trx, line);
          else await revoke(strapi, trx, line);
          if (delta > 0) {
            const slug = (await trx(tableOf('blog-post')).where({ id: post.id }).first('slug'))?.slug ?? '';
            await notifyLike(strapi, trx, {
              ownerId: comment.authorId,
              actorId: viewer.id,
              kind: 'other',
              link: `/blog/${slug}#yorum-${id}`,
            });
          }
        }
        const { rows } = await raw(trx, 'UPDATE {comment} SET like_count = GREATEST(like_count + ?, 0) WHERE id = ? RETURNING like_count', [
          delta,
          id,
        ]);
        return { likeCount: Number(rows[0].like_count), liked };
      });
    },
  };
};
