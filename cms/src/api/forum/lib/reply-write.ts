import type { Core } from '@strapi/strapi';
import { msg } from '@oyundev/domain';
import { columnList, placeholders, relationInsert, rowValues, type Knex } from '../../../lib/db';
import { ACTOR_NAME, notificationInsert } from '../../../lib/notify';
import { afterAward, awardSql } from '../../../lib/ledger';
import { linkOf, raw } from '../../../lib/sql-names';
import { ROW_LOCK, pointAtCtes, toTopic, TOPIC_ROW, type LockedTopic, type TopicSqlRow } from './forum-counters';
import { replyPostingCall, type PostingCounts, postingCountsOf } from './posting-limits';

/*
 * A new reply in few statements (issue 15): what the reply needs to know is read in one statement, and the reply,
 * its links, the topic's counters and last-reply links, the category's last activity and the topic author's
 * notification are written in one more. Both run under the locks of forum-counters.ts, in its order: the member's
 * posting lock, the topic row and then the category row are all taken by the read (the category's by its counter
 * UPDATE, a CTE that runs after the topic's lock), so that the write's snapshot sees everything committed before the
 * locks were granted; then the member (ledger.award). One statement fewer than a category UPDATE of its own: every
 * round trip between the read and the COMMIT is time the topic's and the category's next writers wait.
 */

const REPLY = 'api::reply.reply';

export interface ReplyContext {
  topic: LockedTopic | null;
  /** The quoted reply as the rule reads it (null: not asked for, or not found). */
  quoted: { topicId: number | null; isDeleted: boolean; isApproved: boolean } | null;
  /** The member's posting counts (null for moderators, who are not limited). */
  counts: PostingCounts | null;
}

/**
 * The topic (locked until the transaction ends), the quoted reply and — for a member the limits hold (`counting`) —
 * the member's posting lock and counts, in one statement: the lock and counts come from a VOLATILE function
 * (posting-limits.ts `replyPostingFunctionSql`) evaluated first (the topic is a LATERAL subquery of its row), so the
 * order is the one every post keeps — posting lock, then the topic row — and the counts are read after the lock.
 * A counted topic's (active and approved) category has its counters moved by the reply in the same statement, after
 * the topic's lock (`cat`, an UPDATE that reads the locked row): the category row is locked from then on. A reply
 * refused after this read rolls the move back with the transaction.
 */
export async function readReplyContext(
  trx: Knex,
  key: { id: number } | { slug: string } | null,
  quotedId: number | null,
  counting: { viewerId: number; now: Date } | null,
): Promise<ReplyContext> {
  const posting = counting ? replyPostingCall(counting.viewerId, counting.now) : null;
  if (key === null) {
    if (!posting) return { topic: null, quoted: null, counts: null };
    const { rows } = await raw(trx, `SELECT ${posting.sql} AS posting`, posting.bindings);
    return { topic: null, quoted: null, counts: postingCountsOf(rows[0].posting) };
  }
  const quoted = `(SELECT json_build_object('topicId', qt.topic_id, 'isDeleted', q.is_deleted, 'isApproved', q.is_approved)
      FROM {reply} q LEFT JOIN {reply.topic} qt ON qt.reply_id = q.id WHERE q.id = ? LIMIT 1) AS quoted`;
  const where = 'id' in key ? 't.id = ?' : 't.slug = ?';
  const keyValue = 'id' in key ? key.id : key.slug;
  // The category's counters: topic_count unchanged, post_count + 1 (moveCategoryCounts' meaning), only for a counted
  // topic — a pending topic's replies are not public yet.
  const category = `cat AS (UPDATE {forum-category} SET post_count = GREATEST(post_count + 1, 0)
      WHERE id = (SELECT x.category_id FROM x WHERE x.is_active IS NOT false AND x.is_approved IS NOT false) RETURNING 1)`;
  const { rows } = posting
    ? await raw(
        trx,
        `WITH pc AS (SELECT ${posting.sql} AS posting),
         x AS (SELECT l.* FROM pc LEFT JOIN LATERAL (${TOPIC_ROW} WHERE pc.posting IS NOT NULL AND ${where} ${ROW_LOCK} OF t) l ON true),
         ${category}
         SELECT x.*, pc.posting, ${quoted}, (SELECT count(*) FROM cat) AS category_moved FROM pc LEFT JOIN x ON true`,
        [...posting.bindings, keyValue, quotedId ?? 0],
      )
    : await raw(
        trx,
        `WITH x AS (${TOPIC_ROW} WHERE ${where} ${ROW_LOCK} OF t),
         ${category}
         SELECT x.*, ${quoted}, (SELECT count(*) FROM cat) AS category_moved FROM x`,
        [keyValue, quotedId ?? 0],
      );
  const row = rows[0];
  const counts = posting ? postingCountsOf(row.posting) : null;
  // No such topic: the limits are still answered first, as for any post.
  if (!row || row.id === null || row.id === undefined) return { topic: null, quoted: null, counts };
  const q = quotedId === null ? null : (row.quoted as { topicId: number | null; isDeleted: boolean; isApproved: boolean } | null);
  return {
    topic: toTopic(row as TopicSqlRow),
    quoted: q
      ? { topicId: q.topicId === null ? null : Number(q.topicId), isDeleted: q.isDeleted === true, isApproved: q.isApproved !== false }
      : null,
    counts,
  };
}

/**
 * Writes the reply in one statement: the row, its topic / author / quoted links, the topic's reply count, last reply
 * and last replier, the category's last activity (when the topic counts — its counters were moved, and its row
 * locked, by the read), the topic author's new_reply notification, and the writer's ledger line with their counters
 * (ledger.ts `awardSql`; the day's streak and a badge reached are statements of their own after it, as in `award`).
 * Returns the reply's id and the topic's reply count.
 */
export async function writeReply(
  strapi: Core.Strapi,
  trx: Knex,
  input: { topic: LockedTopic; viewerId: number; replyToId: number | null; data: Record<string, unknown>; now: Date },
): Promise<{ replyId: number; replyCount: number }> {
  const { topic, viewerId, replyToId, now } = input;
  // The writer's ledger line (reply_created, with their forum_post_count) in this statement too: its member lock is the
  // last one taken (the topic's and the category's were taken by the read), and its target is the reply inserted here.
  const ledgerLine = { userId: viewerId, type: 'reply_created' as const, targetType: 'reply', targetId: 0 };
  const ledger = awardSql(ledgerLine, now, { counters: { forum_post_count: 1 }, target: { idSql: 'r.id', from: 'r' } });
  const row = rowValues(strapi, REPLY, input.data, now);
  const links = [
    relationInsert(strapi, REPLY, 'topic', 'r.id', topic.id, 'FROM r'),
    relationInsert(strapi, REPLY, 'author', 'r.id', viewerId, 'FROM r'),
    ...(replyToId === null ? [] : [relationInsert(strapi, REPLY, 'replyTo', 'r.id', replyToId, 'FROM r')]),
  ];
  const lastReply = pointAtCtes('lr', linkOf('topic', 'lastReply'), 'topic_id', 'reply_id', topic.id, 'src', 'reply_id');
  const lastBy = pointAtCtes('lb', linkOf('topic', 'lastReplyBy'), 'topic_id', 'user_id', topic.id, 'src', 'user_id');
  const parts: string[] = [
    `r AS (INSERT INTO {reply} (${columnList(row.columns)}) VALUES (${placeholders(row.values)}) RETURNING id, created_at)`,
    ...links.map((l, i) => `l${i} AS (${l.sql})`),
    `src AS (SELECT r.id AS reply_id, CAST(? AS int) AS user_id FROM r)`,
    `t AS (UPDATE {topic} SET last_reply_at = ?, reply_count = reply_count + 1 WHERE id = ? RETURNING reply_count)`,
    lastReply.sql,
    lastBy.sql,
  ];
  const bindings: unknown[] = [
    ...row.values,
    ...links.flatMap((l) => l.bindings),
    viewerId,
    now,
    topic.id,
    ...lastReply.bindings,
    ...lastBy.bindings,
  ];

  if (topic.isApproved && topic.categoryId !== null) {
    // The category's newest activity: this topic now (its new last reply is not visible to this statement's
    // snapshot), or another of its counted topics — read after the category's lock was granted. The other topic is
    // found first (topics_visible_activity_idx, newest first, until one of the category) and only then joined to its
    // last replier and author: joined before the LIMIT, every topic of the category was read under the topic's and
    // the category's locks (14 ms for 1,337 topics at the large seed; 0.14 ms now).
    const lastTopic = pointAtCtes(
      'ct',
      linkOf('forum-category', 'lastTopic'),
      'forum_category_id',
      'topic_id',
      topic.categoryId,
      'last',
      'id',
    );
    const lastUser = pointAtCtes(
      'cu',
      linkOf('forum-category', 'lastUser'),
      'forum_category_id',
      'user_id',
      topic.categoryId,
      'last',
      'user_id',
    );
    parts.push(
      `last AS (
         SELECT id, at, user_id FROM (
           SELECT CAST(? AS int) AS id, r.created_at AS at, CAST(? AS int) AS user_id FROM r
           UNION ALL
           (SELECT x.id, x.at, COALESCE(lrb.user_id, ta.user_id)
            FROM (SELECT t2.id, COALESCE(t2.last_reply_at, t2.created_at) AS at
                  FROM {topic} t2
                  JOIN {topic.category} tc ON tc.topic_id = t2.id
                  WHERE tc.forum_category_id = ? AND t2.id <> ? AND t2.is_active = true AND t2.is_approved = true
                  ORDER BY COALESCE(t2.last_reply_at, t2.created_at) DESC, t2.id DESC
                  LIMIT 1) x
            LEFT JOIN {topic.lastReplyBy} lrb ON lrb.topic_id = x.id
            LEFT JOIN {topic.author} ta ON ta.topic_id = x.id)) candidates
         ORDER BY at DESC, id DESC
         LIMIT 1)`,
      `c AS (UPDATE {forum-category} SET last_activity_at = (SELECT at FROM last) WHERE id = ?)`,
      lastTopic.sql,
      lastUser.sql,
    );
    bindings.push(topic.id, viewerId, topic.categoryId, topic.id, topic.categoryId, ...lastTopic.bindings, ...lastUser.bindings);
  }

  if (topic.authorId !== null && topic.authorId !== viewerId) {
    const note = notificationInsert(
      strapi,
      {
        userId: topic.authorId,
        actorId: viewerId,
        type: 'new_reply',
        title: msg('notification.newReply.title'),
        message: msg('notification.newReply.message', { name: ACTOR_NAME, title: topic.title }),
        link: `/forum/konu/${topic.slug}`,
      },
      now,
    );
    parts.push(`note AS (${note.sql})`);
    bindings.push(...note.bindings);
  }

  parts.push(ledger.ctes);
  const { rows } = await raw(
    trx,
    `WITH ${parts.join(',\n')}\nSELECT r.id AS reply_id, t.reply_count, ${ledger.columns} FROM r CROSS JOIN t LEFT JOIN ${ledger.from} ON true`,
    [...bindings, ...ledger.bindings],
  );
  const replyId = Number(rows[0].reply_id);
  await afterAward(strapi, trx, { ...ledgerLine, targetId: replyId }, rows[0], now);
  return { replyId, replyCount: Number(rows[0].reply_count) };
}
