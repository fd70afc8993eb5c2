import type { Knex } from '../../../lib/db';
import { lookupKey } from '../../../lib/input';
import { raw, linkOf } from '../../../lib/sql-names';

/*
 * Row locks and counter moves of the forum's write paths, as SQL over the tables named in cms/CONTEXT.md
 * (the names seed/recount.ts uses and checks against Strapi's metadata; the forum tests recount after their
 * writes and expect no difference). Every counter keeps the meaning written once in seed/recount.ts: a reply
 * counts when approved and not deleted, a topic when active and approved; category postCount = its counted
 * topics + their replies; forumPostCount = a member's counted topics + counted replies. Decrements never go
 * below zero.
 *
 * Lock order, the same on every path so that two writes never wait on each other in a circle:
 * (a member's posting lock →) the topic → its replies → categories (by id) → members (by id).
 * A write on a reply locks the reply's topic first (`replyRow`), so every write on one topic — replies,
 * deletes, edits, likes, votes, reports, moderation — runs one after the other, and the "last reply" links
 * it rewrites are written under that lock.
 *
 * Rows are locked `FOR NO KEY UPDATE`, never `FOR UPDATE`: we never change a key, and the stronger lock
 * would block the KEY SHARE lock PostgreSQL takes on a row when a join-table row pointing at it is
 * written (topics_last_reply_lnk → replies, forum_categories_last_topic_lnk → topics, …) — the circle
 * behind issue 9's deadlocks.
 */

/** The row lock of every forum write (see above). */
export const ROW_LOCK = 'FOR NO KEY UPDATE';

export interface LockedTopic {
  id: number;
  slug: string;
  title: string;
  isActive: boolean;
  isApproved: boolean;
  isClosed: boolean;
  replyCount: number;
  authorId: number | null;
  categoryId: number | null;
  categoryPremium: boolean;
}

export const TOPIC_ROW = `
  SELECT t.id, t.slug, t.title, t.is_active, t.is_approved, t.is_closed, t.reply_count,
         ta.user_id AS author_id, tc.forum_category_id AS category_id, COALESCE(c.is_premium, false) AS category_premium
  FROM {topic} t
  LEFT JOIN {topic.author} ta ON ta.topic_id = t.id
  LEFT JOIN {topic.category} tc ON tc.topic_id = t.id
  LEFT JOIN {forum-category} c ON c.id = tc.forum_category_id`;

/** A row of TOPIC_ROW as PostgreSQL returns it (ids may come back as strings). */
export interface TopicSqlRow {
  id: number | string;
  slug: string;
  title: string;
  is_active: boolean | null;
  is_approved: boolean | null;
  is_closed: boolean | null;
  reply_count: number | string | null;
  author_id: number | string | null;
  category_id: number | string | null;
  category_premium: boolean;
}

export function toTopic(row: TopicSqlRow | undefined): LockedTopic | null {
  if (!row) return null;
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    isActive: row.is_active !== false,
    isApproved: row.is_approved !== false,
    isClosed: row.is_closed === true,
    replyCount: Number(row.reply_count ?? 0),
    authorId: row.author_id === null || row.author_id === undefined ? null : Number(row.author_id),
    categoryId: row.category_id === null || row.category_id === undefined ? null : Number(row.category_id),
    categoryPremium: row.category_premium === true,
  };
}

/**
 * The topic by id or slug, its row locked until the transaction ends (`lock: false` only reads it). Take it
 * before any reply of the topic, category or member row.
 */
export async function topicRow(
  trx: Knex,
  key: { id: number } | { slug: string } | null,
  { lock = true } = {},
): Promise<LockedTopic | null> {
  if (key === null) return null;
  const where = 'id' in key ? 't.id = ?' : 't.slug = ?';
  const value = 'id' in key ? key.id : key.slug;
  const { rows } = await raw(trx, `${TOPIC_ROW} WHERE ${where} ${lock ? `${ROW_LOCK} OF t` : ''}`, [value]);
  return toTopic(rows[0]);
}

/** A topic by the spec's "slug or id"; null for a value that can name no topic. */
export function topicKey(slugOrId: string): { id: number } | { slug: string } | null {
  if (/^\d{1,10}$/.test(slugOrId)) return Number(slugOrId) <= 2_147_483_647 ? { id: Number(slugOrId) } : null;
  const slug = lookupKey(slugOrId);
  return slug === null ? null : { slug };
}

export interface LockedReply {
  id: number;
  content: string;
  isDeleted: boolean;
  isApproved: boolean;
  authorId: number | null;
  topicId: number | null;
  editHistory: unknown[];
}

/** The topic a reply belongs to (it never changes), without locking anything. */
async function topicOfReply(trx: Knex, replyId: number): Promise<number | null> {
  const { rows } = await raw(trx, 'SELECT topic_id FROM {reply.topic} WHERE reply_id = ? ORDER BY id LIMIT 1', [replyId]);
  return rows[0] ? Number(rows[0].topic_id) : null;
}

/**
 * The reply, its row locked until the transaction ends — after its topic's row, which is locked first
 * (the lock order above). `lock: false` only reads it.
 */
export async function replyRow(trx: Knex, id: number, { lock = true } = {}): Promise<LockedReply | null> {
  if (lock) {
    const topicId = await topicOfReply(trx, id);
    if (topicId !== null) await raw(trx, `SELECT id FROM {topic} WHERE id = ? ${ROW_LOCK}`, [topicId]);
  }
  const { rows } = await raw(
    trx,
    `SELECT r.id, r.content, r.is_deleted, r.is_approved, r.edit_history, ra.user_id AS author_id, rt.topic_id
     FROM {reply} r
     LEFT JOIN {reply.author} ra ON ra.reply_id = r.id
     LEFT JOIN {reply.topic} rt ON rt.reply_id = r.id
     WHERE r.id = ? ${lock ? `${ROW_LOCK} OF r` : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row) return null;
  const history = typeof row.edit_history === 'string' ? JSON.parse(row.edit_history) : row.edit_history;
  return {
    id: Number(row.id),
    content: row.content ?? '',
    isDeleted: row.is_deleted === true,
    isApproved: row.is_approved !== false,
    authorId: row.author_id === null ? null : Number(row.author_id),
    topicId: row.topic_id === null ? null : Number(row.topic_id),
    editHistory: Array.isArray(history) ? history : [],
  };
}

/**
 * A reply with its topic, both rows locked in the lock order (the topic, then the reply): one statement. Null when
 * the reply or its topic does not exist.
 */
export async function replyAndTopic(
  trx: Knex,
  replyId: number,
): Promise<{ topic: LockedTopic; reply: { isDeleted: boolean; isApproved: boolean; authorId: number | null } } | null> {
  const { rows } = await raw(
    trx,
    `SELECT t.id, t.slug, t.title, t.is_active, t.is_approved, t.is_closed, t.reply_count,
            ta.user_id AS author_id, tc.forum_category_id AS category_id, COALESCE(c.is_premium, false) AS category_premium,
            r.is_deleted AS reply_deleted, r.is_approved AS reply_approved, ra.user_id AS reply_author_id
     FROM {reply} r
     JOIN {reply.topic} rt ON rt.reply_id = r.id
     JOIN {topic} t ON t.id = rt.topic_id
     LEFT JOIN {reply.author} ra ON ra.reply_id = r.id
     LEFT JOIN {topic.author} ta ON ta.topic_id = t.id
     LEFT JOIN {topic.category} tc ON tc.topic_id = t.id
     LEFT JOIN {forum-category} c ON c.id = tc.forum_category_id
     WHERE r.id = ?
     ORDER BY rt.id
     LIMIT 1
     ${ROW_LOCK} OF t, r`,
    [replyId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    topic: toTopic(row)!,
    reply: {
      isDeleted: row.reply_deleted === true,
      isApproved: row.reply_approved !== false,
      authorId: row.reply_author_id === null ? null : Number(row.reply_author_id),
    },
  };
}

/** Locks categories in id order (a move touches two). */
export async function lockCategories(trx: Knex, ids: Array<number | null>) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  for (const id of wanted) await raw(trx, `SELECT id FROM {forum-category} WHERE id = ? ${ROW_LOCK}`, [id]);
}

export async function moveCategoryCounts(trx: Knex, categoryId: number | null, topics: number, posts: number) {
  if (categoryId === null || (topics === 0 && posts === 0)) return;
  await raw(
    trx,
    `UPDATE {forum-category} SET topic_count = GREATEST(topic_count + ?, 0), post_count = GREATEST(post_count + ?, 0) WHERE id = ?`,
    [topics, posts, categoryId],
  );
}

export async function moveMemberCounts(trx: Knex, userId: number | null, topics: number, posts: number) {
  if (userId === null || (topics === 0 && posts === 0)) return;
  await raw(
    trx,
    `UPDATE {user} SET topic_count = GREATEST(topic_count + ?, 0), forum_post_count = GREATEST(forum_post_count + ?, 0) WHERE id = ?`,
    [topics, posts, userId],
  );
}

export async function moveTagCounts(trx: Knex, topicId: number, delta: number) {
  await raw(
    trx,
    `UPDATE {tag} SET topic_count = GREATEST(topic_count + ?, 0) WHERE id IN (SELECT tag_id FROM {topic.tags} WHERE topic_id = ?)`,
    [delta, topicId],
  );
}

/**
 * CTEs that point the to-one link `table` of `ownerId` at column `col` of the one-row CTE `source` — or at nothing
 * when it has no row or a null there. The link row is changed in place (never deleted and re-inserted in one
 * statement: the join table's UNIQUE pair would see both).
 */
export function pointAtCtes(name: string, link: string, from: string, to: string, ownerId: number, source: string, col: string) {
  const t = `"${link}"`;
  return {
    sql: `${name}_u AS (UPDATE ${t} SET ${to} = s.${col} FROM ${source} s WHERE ${t}.${from} = ? AND s.${col} IS NOT NULL RETURNING 1),
     ${name}_d AS (DELETE FROM ${t} WHERE ${from} = ? AND NOT EXISTS (SELECT 1 FROM ${source} s WHERE s.${col} IS NOT NULL)),
     ${name}_i AS (INSERT INTO ${t} (${from}, ${to}) SELECT ?, s.${col} FROM ${source} s
                   WHERE s.${col} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${name}_u))`,
    bindings: [ownerId, ownerId, ownerId],
  };
}

/**
 * Recomputes the category's last activity from its counted topics (after a delete or a move), and moves its
 * counters by `topics` / `posts` first when given: one statement. Call it under the category's lock (taken by
 * `moveCategoryCounts` or `lockCategories` in an earlier statement), so that it reads what committed before it.
 */
export async function refreshCategoryActivity(trx: Knex, categoryId: number | null) {
  if (categoryId === null) return;
  const topic = pointAtCtes('lt', linkOf('forum-category', 'lastTopic'), 'forum_category_id', 'topic_id', categoryId, 'last', 'id');
  const user = pointAtCtes('lu', linkOf('forum-category', 'lastUser'), 'forum_category_id', 'user_id', categoryId, 'last', 'user_id');
  await raw(
    trx,
    `WITH last AS (
       SELECT t.id, COALESCE(t.last_reply_at, t.created_at) AS at, COALESCE(lrb.user_id, ta.user_id) AS user_id
       FROM {topic} t
       JOIN {topic.category} tc ON tc.topic_id = t.id
       LEFT JOIN {topic.lastReplyBy} lrb ON lrb.topic_id = t.id
       LEFT JOIN {topic.author} ta ON ta.topic_id = t.id
       WHERE tc.forum_category_id = ? AND t.is_active = true AND t.is_approved = true
       ORDER BY COALESCE(t.last_reply_at, t.created_at) DESC, t.id DESC
       LIMIT 1),
     c AS (UPDATE {forum-category} SET last_activity_at = (SELECT at FROM last) WHERE id = ?),
     ${topic.sql},
     ${user.sql}
     SELECT 1`,
    [categoryId, categoryId, ...topic.bindings, ...user.bindings],
  );
}

/**
 * The topic's newest reply is this one (or none), and its reply count moves by `replyDelta`: one statement.
 * Returns the reply count after it.
 */
export async function setTopicLastReply(
  trx: Knex,
  topicId: number,
  reply: { id: number; userId: number | null; at: Date } | null,
  { replyDelta = 0 }: { replyDelta?: number } = {},
): Promise<number> {
  const lastReply = pointAtCtes('lr', linkOf('topic', 'lastReply'), 'topic_id', 'reply_id', topicId, 'src', 'reply_id');
  const lastBy = pointAtCtes('lb', linkOf('topic', 'lastReplyBy'), 'topic_id', 'user_id', topicId, 'src', 'user_id');
  const { rows } = await raw(
    trx,
    `WITH src AS (SELECT CAST(? AS int) AS reply_id, CAST(? AS int) AS user_id),
     t AS (UPDATE {topic} SET last_reply_at = ?, reply_count = GREATEST(reply_count + ?, 0) WHERE id = ? RETURNING reply_count),
     ${lastReply.sql},
     ${lastBy.sql}
     SELECT reply_count FROM t`,
    [reply?.id ?? null, reply?.userId ?? null, reply?.at ?? null, replyDelta, topicId, ...lastReply.bindings, ...lastBy.bindings],
  );
  return Number(rows[0]?.reply_count ?? 0);
}

/** Recomputes the topic's newest counted reply (after a delete); moves its reply count by `replyDelta` with it. */
export async function refreshTopicLastReply(trx: Knex, topicId: number, { replyDelta = 0 }: { replyDelta?: number } = {}) {
  const { rows } = await raw(
    trx,
    `SELECT r.id, r.created_at, ra.user_id
     FROM {reply} r
     JOIN {reply.topic} rt ON rt.reply_id = r.id
     LEFT JOIN {reply.author} ra ON ra.reply_id = r.id
     WHERE rt.topic_id = ? AND r.is_deleted = false AND r.is_approved = true
     ORDER BY r.created_at DESC, r.id DESC
     LIMIT 1`,
    [topicId],
  );
  const last = rows[0];
  return setTopicLastReply(
    trx,
    topicId,
    last ? { id: Number(last.id), userId: last.user_id === null ? null : Number(last.user_id), at: last.created_at } : null,
    { replyDelta },
  );
}
