import type { Core } from '@strapi/strapi';
import type { Knex } from '../../../lib/db';
import { lockMembers, recountMembers } from '../../../lib/member-counters';
import { revoke, revokeAll } from '../../../lib/ledger';
import { raw } from '../../../lib/sql-names';
import { BLOG_TARGET } from '../../blog/services/interactions';

/** The members' counters a blog post's rows feed (their meanings: lib/consistency-checks.ts). */
const MEMBER_COLUMNS = ['blog_post_count', 'likes_given', 'likes_received', 'comments_given', 'comments_received', 'bookmark_count'];

/** A list bound as one PostgreSQL array literal (knex would spread a JS array into several bindings). */
const ids = (list: number[]) => `{${list.join(',')}}`;

export interface RemovedPost {
  postNumber: number;
  documentId: string;
  authorId: number | null;
}

/**
 * Deletes a blog post for good, in the caller's transaction (which holds the post's rows locked): its likes,
 * bookmarks, views, its comments and their likes, the author's publishing points, then both rows of the
 * document. Every member whose counters those rows fed is locked (id order) and recounted from the rows
 * that remain, with the same SQL the consistency job checks — so a recount afterwards changes nothing.
 */
export async function removeBlogPost(strapi: Core.Strapi, trx: Knex, post: RemovedPost) {
  const pn = post.postNumber;
  const comments = (await raw(trx, `SELECT id FROM {comment} WHERE content_type = 'blog' AND content_id = ?`, [pn])).rows.map(
    (r: { id: number }) => Number(r.id),
  );
  const { rows: people } = await raw(
    trx,
    `SELECT user_id AS id FROM {like} WHERE (target_type = ? AND target_id = ?) OR (target_type = 'comment' AND target_id = ANY(?::int[]))
     UNION SELECT user_id FROM {bookmark} WHERE target_type = ? AND target_id = ?
     UNION SELECT ca.user_id FROM {comment.author} ca WHERE ca.comment_id = ANY(?::int[])`,
    [BLOG_TARGET, pn, ids(comments), BLOG_TARGET, pn, ids(comments)],
  );
  const members = [...new Set([...people.map((r: { id: number }) => Number(r.id)), ...(post.authorId === null ? [] : [post.authorId])])];
  await lockMembers(trx, members);

  await raw(
    trx,
    `DELETE FROM {like} WHERE (target_type = ? AND target_id = ?) OR (target_type = 'comment' AND target_id = ANY(?::int[]))`,
    [BLOG_TARGET, pn, ids(comments)],
  );
  await raw(trx, `DELETE FROM {bookmark} WHERE target_type = ? AND target_id = ?`, [BLOG_TARGET, pn]);
  await raw(trx, `DELETE FROM {comment} WHERE id = ANY(?::int[])`, [ids(comments)]);
  await raw(trx, `DELETE FROM {blog-view} WHERE post_number = ?`, [pn]);
  if (post.authorId !== null) {
    await revoke(strapi, trx, { userId: post.authorId, type: 'blog_post_published', targetType: BLOG_TARGET, targetId: pn });
  }
  // The comments' points (their own lines and the likes they received) go with them.
  await revokeAll(trx, { targetType: 'comment', targetIds: comments, types: ['comment_created', 'like_received'] });
  // The Document Service runs inside this transaction (Strapi's transaction context) and takes the links with it.
  await strapi.documents('api::blog-post.blog-post').delete({ documentId: post.documentId });

  await recountMembers(trx, members, MEMBER_COLUMNS);
}
