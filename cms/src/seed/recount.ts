import type { Core } from '@strapi/strapi';
import { ACTIVE_TYPES, LEVELS, TIME_ZONE } from '@oyundev/domain';
import type { Db } from './writer';
import type { ModelMeta } from '../lib/db';
import { istanbulDay } from '../lib/time';

/**
 * Recomputes every stored counter from the rows it counts: replies, votes, likes, bookmarks, follows,
 * comments, reports and the activity ledger. The seed calls it after writing rows, so counters match
 * the data exactly; it is also the repair tool if a counter ever drifts (`recountCounters(strapi)`).
 *
 * Definitions (the live code's atomic updates must keep the same meaning):
 * - a reply counts when it is approved and not deleted; a topic counts when it is active and approved
 * - topic.replyCount = counted replies; lastReplyAt / lastReply / lastReplyBy = the newest counted reply
 * - score = upvoteCount − downvoteCount (topics and replies)
 * - category.topicCount = counted topics; postCount = counted topics + their replyCount;
 *   lastActivityAt / lastTopic / lastUser = the counted topic with the newest activity and who acted
 * - blog-post counters are keyed by postNumber and written to the draft and the published row alike
 * - user: topicCount, forumPostCount (topics + replies), blogPostCount (published), likesReceived (on
 *   anything they wrote), likesGiven, commentsReceived (others' comments on their posts), commentsGiven,
 *   bookmarkCount, followerCount, followingCount, solutionCount (ledger `solution_accepted`),
 *   reputation = Σ points, activityPoints = experience = Σ positive points, level from reputation,
 *   lastActivityDate / currentStreak / bestStreak from the days (Istanbul) with an ACTIVE_TYPES line
 *
 * Table and column names are Strapi's snake_case of our schema names; `assertNames` checks them against
 * the metadata first, so a schema rename fails loudly here instead of counting nothing.
 */
export async function recountCounters(strapi: Core.Strapi, options: { db?: Db; today?: Date } = {}) {
  const db = options.db ?? strapi.db.connection;
  assertNames(strapi);
  const run = (sql: string, bindings: unknown[] = []) => db.raw(sql, bindings as Parameters<Db['raw']>[1]);
  const localDay = `((occurred_at AT TIME ZONE 'UTC') AT TIME ZONE '${TIME_ZONE}')::date`;
  const countedReplies = `r.is_deleted = false AND r.is_approved = true`;
  const countedTopics = `t.is_active = true AND t.is_approved = true`;
  const active = `type IN (${ACTIVE_TYPES.map((t) => `'${t}'`).join(', ')})`;

  // Replies and comments.
  await run(`
    UPDATE replies r SET
      like_count = (SELECT count(*) FROM likes l WHERE l.target_type = 'reply' AND l.target_id = r.id),
      upvote_count = (SELECT count(*) FROM votes v WHERE v.target_type = 'reply' AND v.target_id = r.id AND v.value = 1),
      downvote_count = (SELECT count(*) FROM votes v WHERE v.target_type = 'reply' AND v.target_id = r.id AND v.value = -1)`);
  await run(`UPDATE replies SET score = upvote_count - downvote_count`);
  await run(`
    UPDATE comments c SET
      like_count = (SELECT count(*) FROM likes l WHERE l.target_type = 'comment' AND l.target_id = c.id)`);

  // Topics.
  await run(`
    UPDATE topics t SET
      reply_count = (SELECT count(*) FROM replies r JOIN replies_topic_lnk rt ON rt.reply_id = r.id
                     WHERE rt.topic_id = t.id AND ${countedReplies}),
      last_reply_at = (SELECT max(r.created_at) FROM replies r JOIN replies_topic_lnk rt ON rt.reply_id = r.id
                       WHERE rt.topic_id = t.id AND ${countedReplies}),
      like_count = (SELECT count(*) FROM likes l WHERE l.target_type = 'topic' AND l.target_id = t.id),
      upvote_count = (SELECT count(*) FROM votes v WHERE v.target_type = 'topic' AND v.target_id = t.id AND v.value = 1),
      downvote_count = (SELECT count(*) FROM votes v WHERE v.target_type = 'topic' AND v.target_id = t.id AND v.value = -1),
      report_count = (SELECT count(*) FROM reports p WHERE p.content_type = 'topic' AND p.content_id = t.id),
      is_reported = EXISTS (SELECT 1 FROM reports p WHERE p.content_type = 'topic' AND p.content_id = t.id
                            AND p.status IN ('pending', 'reviewed'))`);
  await run(`UPDATE topics SET score = upvote_count - downvote_count`);
  await run(`DELETE FROM topics_last_reply_lnk`);
  await run(`
    INSERT INTO topics_last_reply_lnk (topic_id, reply_id)
    SELECT DISTINCT ON (rt.topic_id) rt.topic_id, r.id
    FROM replies r JOIN replies_topic_lnk rt ON rt.reply_id = r.id
    WHERE ${countedReplies}
    ORDER BY rt.topic_id, r.created_at DESC, r.id DESC`);
  await run(`DELETE FROM topics_last_reply_by_lnk`);
  await run(`
    INSERT INTO topics_last_reply_by_lnk (topic_id, user_id)
    SELECT lr.topic_id, ra.user_id
    FROM topics_last_reply_lnk lr JOIN replies_author_lnk ra ON ra.reply_id = lr.reply_id`);

  // Tags and categories.
  await run(`
    UPDATE tags g SET topic_count = (
      SELECT count(*) FROM topics_tags_lnk tt JOIN topics t ON t.id = tt.topic_id
      WHERE tt.tag_id = g.id AND ${countedTopics})`);
  await run(`
    WITH s AS (
      SELECT tc.forum_category_id AS category_id, count(*) AS topics, sum(t.reply_count) AS replies,
             max(COALESCE(t.last_reply_at, t.created_at)) AS last_activity
      FROM topics t JOIN topics_category_lnk tc ON tc.topic_id = t.id
      WHERE ${countedTopics}
      GROUP BY tc.forum_category_id)
    UPDATE forum_categories f SET
      topic_count = COALESCE(s.topics, 0),
      post_count = COALESCE(s.topics + s.replies, 0),
      last_activity_at = s.last_activity
    FROM forum_categories f2 LEFT JOIN s ON s.category_id = f2.id
    WHERE f2.id = f.id`);
  await run(`DELETE FROM forum_categories_last_topic_lnk`);
  await run(`
    INSERT INTO forum_categories_last_topic_lnk (forum_category_id, topic_id)
    SELECT DISTINCT ON (tc.forum_category_id) tc.forum_category_id, t.id
    FROM topics t JOIN topics_category_lnk tc ON tc.topic_id = t.id
    WHERE ${countedTopics}
    ORDER BY tc.forum_category_id, COALESCE(t.last_reply_at, t.created_at) DESC, t.id DESC`);
  await run(`DELETE FROM forum_categories_last_user_lnk`);
  await run(`
    INSERT INTO forum_categories_last_user_lnk (forum_category_id, user_id)
    SELECT lt.forum_category_id, COALESCE(lrb.user_id, ta.user_id)
    FROM forum_categories_last_topic_lnk lt
    LEFT JOIN topics_last_reply_by_lnk lrb ON lrb.topic_id = lt.topic_id
    LEFT JOIN topics_author_lnk ta ON ta.topic_id = lt.topic_id
    WHERE COALESCE(lrb.user_id, ta.user_id) IS NOT NULL`);

  // Blog posts: both rows of a document carry the same counters.
  await run(`
    UPDATE blog_posts b SET
      like_count = (SELECT count(*) FROM likes l WHERE l.target_type = 'blog-post' AND l.target_id = b.post_number),
      bookmark_count = (SELECT count(*) FROM bookmarks k WHERE k.target_type = 'blog-post' AND k.target_id = b.post_number),
      comment_count = (SELECT count(*) FROM comments c WHERE c.content_type = 'blog' AND c.content_id = b.post_number
                       AND c.is_approved = true),
      report_count = (SELECT count(*) FROM reports p WHERE p.content_type = 'blog-post' AND p.content_id = b.post_number),
      is_reported = EXISTS (SELECT 1 FROM reports p WHERE p.content_type = 'blog-post' AND p.content_id = b.post_number
                            AND p.status IN ('pending', 'reviewed'))`);

  // Members.
  const authoredTopics = `SELECT t.id FROM topics t JOIN topics_author_lnk ta ON ta.topic_id = t.id WHERE ta.user_id = u.id`;
  const authoredReplies = `SELECT r.id FROM replies r JOIN replies_author_lnk ra ON ra.reply_id = r.id WHERE ra.user_id = u.id`;
  const authoredComments = `SELECT c.id FROM comments c JOIN comments_author_lnk ca ON ca.comment_id = c.id WHERE ca.user_id = u.id`;
  const authoredPostNumbers = `SELECT b.post_number FROM blog_posts b JOIN blog_posts_author_lnk ba ON ba.blog_post_id = b.id
                               WHERE ba.user_id = u.id AND b.published_at IS NOT NULL`;
  await run(`
    UPDATE up_users u SET
      topic_count = (SELECT count(*) FROM topics t JOIN topics_author_lnk ta ON ta.topic_id = t.id
                     WHERE ta.user_id = u.id AND ${countedTopics}),
      forum_post_count =
        (SELECT count(*) FROM topics t JOIN topics_author_lnk ta ON ta.topic_id = t.id
         WHERE ta.user_id = u.id AND ${countedTopics})
        + (SELECT count(*) FROM replies r JOIN replies_author_lnk ra ON ra.reply_id = r.id
           WHERE ra.user_id = u.id AND ${countedReplies}),
      blog_post_count = (${authoredPostNumbers.replace('SELECT b.post_number', 'SELECT count(*)')}),
      likes_given = (SELECT count(*) FROM likes l WHERE l.user_id = u.id),
      likes_received = (SELECT count(*) FROM likes l WHERE
          (l.target_type = 'topic' AND l.target_id IN (${authoredTopics}))
       OR (l.target_type = 'reply' AND l.target_id IN (${authoredReplies}))
       OR (l.target_type = 'comment' AND l.target_id IN (${authoredComments}))
       OR (l.target_type = 'blog-post' AND l.target_id IN (${authoredPostNumbers}))),
      comments_given = (SELECT count(*) FROM comments c JOIN comments_author_lnk ca ON ca.comment_id = c.id
                        WHERE ca.user_id = u.id),
      comments_received = (SELECT count(*) FROM comments c JOIN comments_author_lnk ca ON ca.comment_id = c.id
                           WHERE c.content_type = 'blog' AND c.content_id IN (${authoredPostNumbers})
                           AND ca.user_id <> u.id),
      bookmark_count = (SELECT count(*) FROM bookmarks k WHERE k.user_id = u.id),
      follower_count = (SELECT count(*) FROM follows f WHERE f.following_id = u.id),
      following_count = (SELECT count(*) FROM follows f WHERE f.follower_id = u.id),
      solution_count = (SELECT count(*) FROM activities a WHERE a.user_id = u.id AND a.type = 'solution_accepted'),
      reputation = COALESCE((SELECT sum(a.points) FROM activities a WHERE a.user_id = u.id), 0),
      activity_points = COALESCE((SELECT sum(a.points) FROM activities a WHERE a.user_id = u.id AND a.points > 0), 0),
      last_activity_date = (SELECT max(${localDay}) FROM activities a WHERE a.user_id = u.id AND a.${active})`);
  await run(`UPDATE up_users SET experience = activity_points`);

  const bands = [...LEVELS].reverse();
  await run(`UPDATE up_users SET level = CASE ${bands.map(() => 'WHEN reputation >= ? THEN ?').join(' ')} ELSE ? END`, [
    ...bands.flatMap((l) => [l.min, l.name]),
    LEVELS[0].name,
  ]);

  // Streaks: runs of consecutive active days; the current one must reach today or yesterday.
  const today = istanbulDay(options.today ?? new Date());
  await run(
    `
    WITH d AS (SELECT DISTINCT user_id, ${localDay} AS day FROM activities WHERE ${active}),
    g AS (SELECT user_id, day, day - (row_number() OVER (PARTITION BY user_id ORDER BY day))::int AS run FROM d),
    runs AS (SELECT user_id, count(*) AS length, max(day) AS last_day FROM g GROUP BY user_id, run),
    s AS (SELECT user_id, max(length) AS best, max(length) FILTER (WHERE last_day >= ?::date - 1) AS current
          FROM runs GROUP BY user_id)
    UPDATE up_users u SET
      best_streak = COALESCE((SELECT s.best FROM s WHERE s.user_id = u.id), 0),
      current_streak = COALESCE((SELECT s.current FROM s WHERE s.user_id = u.id), 0)`,
    [today],
  );

  // A report's reportCount: how many members reported the same content.
  await run(`
    UPDATE reports p SET report_count = (SELECT count(*) FROM reports q
      WHERE q.content_type = p.content_type AND q.content_id = p.content_id)`);
}

export { istanbulDay };

/** The tables and columns the SQL above names, checked against Strapi's metadata. */
const NAMES: Record<string, string[]> = {
  'api::reply.reply': ['replies', 'like_count', 'upvote_count', 'downvote_count', 'score', 'is_deleted', 'is_approved', 'created_at'],
  'api::topic.topic': [
    'topics',
    'reply_count',
    'last_reply_at',
    'like_count',
    'upvote_count',
    'downvote_count',
    'score',
    'report_count',
    'is_reported',
    'is_active',
    'is_approved',
    'created_at',
  ],
  'api::comment.comment': ['comments', 'like_count', 'content_type', 'content_id', 'is_approved'],
  'api::tag.tag': ['tags', 'topic_count'],
  'api::forum-category.forum-category': ['forum_categories', 'topic_count', 'post_count', 'last_activity_at'],
  'api::blog-post.blog-post': [
    'blog_posts',
    'like_count',
    'bookmark_count',
    'comment_count',
    'report_count',
    'is_reported',
    'post_number',
    'published_at',
  ],
  'api::like.like': ['likes', 'user_id', 'target_type', 'target_id'],
  'api::vote.vote': ['votes', 'user_id', 'target_type', 'target_id', 'value'],
  'api::bookmark.bookmark': ['bookmarks', 'user_id', 'target_type', 'target_id'],
  'api::follow.follow': ['follows', 'follower_id', 'following_id'],
  'api::report.report': ['reports', 'content_type', 'content_id', 'status', 'report_count'],
  'api::activity.activity': ['activities', 'user_id', 'type', 'points', 'occurred_at'],
  'plugin::users-permissions.user': [
    'up_users',
    'topic_count',
    'forum_post_count',
    'blog_post_count',
    'likes_given',
    'likes_received',
    'comments_given',
    'comments_received',
    'bookmark_count',
    'follower_count',
    'following_count',
    'solution_count',
    'reputation',
    'activity_points',
    'experience',
    'level',
    'last_activity_date',
    'best_streak',
    'current_streak',
  ],
};

const LINKS: Array<[string, string, string, string, string]> = [
  ['api::reply.reply', 'topic', 'replies_topic_lnk', 'reply_id', 'topic_id'],
  ['api::reply.reply', 'author', 'replies_author_lnk', 'reply_id', 'user_id'],
  ['api::topic.topic', 'author', 'topics_author_lnk', 'topic_id', 'user_id'],
  ['api::topic.topic', 'category', 'topics_category_lnk', 'topic_id', 'forum_category_id'],
  ['api::topic.topic', 'tags', 'topics_tags_lnk', 'topic_id', 'tag_id'],
  ['api::topic.topic', 'lastReply', 'topics_last_reply_lnk', 'topic_id', 'reply_id'],
  ['api::topic.topic', 'lastReplyBy', 'topics_last_reply_by_lnk', 'topic_id', 'user_id'],
  ['api::forum-category.forum-category', 'lastTopic', 'forum_categories_last_topic_lnk', 'forum_category_id', 'topic_id'],
  ['api::forum-category.forum-category', 'lastUser', 'forum_categories_last_user_lnk', 'forum_category_id', 'user_id'],
  ['api::comment.comment', 'author', 'comments_author_lnk', 'comment_id', 'user_id'],
  ['api::blog-post.blog-post', 'author', 'blog_posts_author_lnk', 'blog_post_id', 'user_id'],
];

export function assertNames(strapi: Core.Strapi) {
  const problems: string[] = [];
  for (const [uid, [table, ...columns]] of Object.entries(NAMES)) {
    const meta = strapi.db.metadata.get(uid) as ModelMeta;
    if (meta.tableName !== table) problems.push(`${uid}: table ${meta.tableName}, expected ${table}`);
    const known = new Set(
      Object.values(meta.attributes)
        .map((a) => a.columnName)
        .filter(Boolean),
    );
    for (const c of columns) if (!known.has(c)) problems.push(`${uid}: no column ${c}`);
  }
  for (const [uid, attribute, table, from, to] of LINKS) {
    const jt = (strapi.db.metadata.get(uid) as ModelMeta).attributes[attribute]?.joinTable;
    if (!jt || jt.name !== table || jt.joinColumn.name !== from || jt.inverseJoinColumn.name !== to) {
      problems.push(`${uid}.${attribute}: join table is not ${table}(${from}, ${to})`);
    }
  }
  if (problems.length) throw new Error(`recount: schema names changed:\n${problems.join('\n')}`);
}
