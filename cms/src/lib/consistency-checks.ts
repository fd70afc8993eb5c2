import { LEVELS } from '@oyundev/domain';
import { PERIOD_TOTAL_EXPECTED } from './period-points';

/**
 * Every denormalised counter the consistency job (lib/consistency.ts) compares with the rows it counts, one
 * line each: the model, its column, and the SQL of the true value for the row aliased `x`. The meanings are
 * those of seed/recount.ts (a reply counts when approved and not deleted, a topic when active and approved).
 * Checks run in this order, so a derived counter (score, experience, level) comes after what it is built from.
 *
 * Adding a counter is one line here; `consistency.test.ts` corrupts every listed counter and expects it back.
 */
export interface CounterCheck {
  /** The model key of lib/sql-names.ts (`reply`, `forum-category`, `user`); tables in `expected` as placeholders. */
  model: string;
  column: string;
  /** SQL for the value the column should hold, correlated with the row `x`. */
  expected: string;
}

const countedReply = `r.is_deleted = false AND r.is_approved = true`;
const countedTopic = `t.is_active = true AND t.is_approved = true`;
const likes = (type: string, key = 'x.id') => `(SELECT count(*) FROM {like} l WHERE l.target_type = '${type}' AND l.target_id = ${key})`;
const votes = (type: string, value: 1 | -1) =>
  `(SELECT count(*) FROM {vote} v WHERE v.target_type = '${type}' AND v.target_id = x.id AND v.value = ${value})`;
const reports = (type: string, key = 'x.id') =>
  `(SELECT count(*) FROM {report} p WHERE p.content_type = '${type}' AND p.content_id = ${key})`;

const authoredPosts = `SELECT b.post_number FROM {blog-post} b JOIN {blog-post.author} ba ON ba.blog_post_id = b.id
                       WHERE ba.user_id = x.id AND b.published_at IS NOT NULL`;
const memberTopics = `(SELECT count(*) FROM {topic} t JOIN {topic.author} ta ON ta.topic_id = t.id WHERE ta.user_id = x.id AND ${countedTopic})`;
const memberReplies = `(SELECT count(*) FROM {reply} r JOIN {reply.author} ra ON ra.reply_id = r.id WHERE ra.user_id = x.id AND ${countedReply})`;
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const level = `CASE ${[...LEVELS]
  .reverse()
  .map((l) => `WHEN x.reputation >= ${Number(l.min)} THEN ${quote(l.name)}`)
  .join(' ')} ELSE ${quote(LEVELS[0].name)} END`;

/**
 * What a member's likes_received and comments_received should be, for the member row aliased `u` (shared with
 * seed/recount.ts). Driven from the member's own rows through the author links and the (target_type, target_id)
 * and (content_type, content_id) indexes: the `target_id IN (their rows)` form read every like once per member,
 * minutes at 5,000 members and 200,000 likes. A like or comment is counted once either way (one author per row,
 * one published row per post number).
 */
export const likesReceivedSql = (u: string) => `(
    (SELECT count(*) FROM {topic.author} ta JOIN {like} l ON l.target_type = 'topic' AND l.target_id = ta.topic_id
      WHERE ta.user_id = ${u}.id)
  + (SELECT count(*) FROM {reply.author} ra JOIN {like} l ON l.target_type = 'reply' AND l.target_id = ra.reply_id
      WHERE ra.user_id = ${u}.id)
  + (SELECT count(*) FROM {comment.author} ca JOIN {like} l ON l.target_type = 'comment' AND l.target_id = ca.comment_id
      WHERE ca.user_id = ${u}.id)
  + (SELECT count(*) FROM {blog-post.author} ba JOIN {blog-post} b ON b.id = ba.blog_post_id AND b.published_at IS NOT NULL
      JOIN {like} l ON l.target_type = 'blog-post' AND l.target_id = b.post_number WHERE ba.user_id = ${u}.id))`;
export const commentsReceivedSql = (u: string) => `(
    SELECT count(*) FROM {blog-post.author} ba JOIN {blog-post} b ON b.id = ba.blog_post_id AND b.published_at IS NOT NULL
    JOIN {comment} c ON c.content_type = 'blog' AND c.content_id = b.post_number
    JOIN {comment.author} ca ON ca.comment_id = c.id
    WHERE ba.user_id = ${u}.id AND ca.user_id <> ${u}.id)`;

export const COUNTER_CHECKS: CounterCheck[] = [
  // Replies and comments
  { model: 'reply', column: 'like_count', expected: likes('reply') },
  { model: 'reply', column: 'upvote_count', expected: votes('reply', 1) },
  { model: 'reply', column: 'downvote_count', expected: votes('reply', -1) },
  { model: 'reply', column: 'score', expected: 'x.upvote_count - x.downvote_count' },
  { model: 'comment', column: 'like_count', expected: likes('comment') },
  // Topics
  {
    model: 'topic',
    column: 'reply_count',
    expected: `(SELECT count(*) FROM {reply} r JOIN {reply.topic} rt ON rt.reply_id = r.id WHERE rt.topic_id = x.id AND ${countedReply})`,
  },
  { model: 'topic', column: 'like_count', expected: likes('topic') },
  { model: 'topic', column: 'upvote_count', expected: votes('topic', 1) },
  { model: 'topic', column: 'downvote_count', expected: votes('topic', -1) },
  { model: 'topic', column: 'score', expected: 'x.upvote_count - x.downvote_count' },
  { model: 'topic', column: 'report_count', expected: reports('topic') },
  // Tags and categories
  {
    model: 'tag',
    column: 'topic_count',
    expected: `(SELECT count(*) FROM {topic.tags} tt JOIN {topic} t ON t.id = tt.topic_id WHERE tt.tag_id = x.id AND ${countedTopic})`,
  },
  {
    model: 'forum-category',
    column: 'topic_count',
    expected: `(SELECT count(*) FROM {topic} t JOIN {topic.category} tc ON tc.topic_id = t.id WHERE tc.forum_category_id = x.id AND ${countedTopic})`,
  },
  {
    model: 'forum-category',
    column: 'post_count',
    expected: `(SELECT COALESCE(count(*) + sum(t.reply_count), 0) FROM {topic} t JOIN {topic.category} tc ON tc.topic_id = t.id
                WHERE tc.forum_category_id = x.id AND ${countedTopic})`,
  },
  // Blog posts (both rows of a document, keyed by post number)
  { model: 'blog-post', column: 'like_count', expected: likes('blog-post', 'x.post_number') },
  {
    model: 'blog-post',
    column: 'bookmark_count',
    expected: `(SELECT count(*) FROM {bookmark} k WHERE k.target_type = 'blog-post' AND k.target_id = x.post_number)`,
  },
  {
    model: 'blog-post',
    column: 'comment_count',
    expected: `(SELECT count(*) FROM {comment} c WHERE c.content_type = 'blog' AND c.content_id = x.post_number AND c.is_approved = true)`,
  },
  { model: 'blog-post', column: 'report_count', expected: reports('blog-post', 'x.post_number') },
  // Members
  { model: 'user', column: 'topic_count', expected: memberTopics },
  { model: 'user', column: 'forum_post_count', expected: `${memberTopics} + ${memberReplies}` },
  { model: 'user', column: 'blog_post_count', expected: `(${authoredPosts.replace('SELECT b.post_number', 'SELECT count(*)')})` },
  { model: 'user', column: 'likes_given', expected: '(SELECT count(*) FROM {like} l WHERE l.user_id = x.id)' },
  {
    model: 'user',
    column: 'likes_received',
    expected: likesReceivedSql('x'),
  },
  {
    model: 'user',
    column: 'comments_given',
    expected: '(SELECT count(*) FROM {comment} c JOIN {comment.author} ca ON ca.comment_id = c.id WHERE ca.user_id = x.id)',
  },
  {
    model: 'user',
    column: 'comments_received',
    expected: commentsReceivedSql('x'),
  },
  { model: 'user', column: 'bookmark_count', expected: '(SELECT count(*) FROM {bookmark} k WHERE k.user_id = x.id)' },
  { model: 'user', column: 'follower_count', expected: '(SELECT count(*) FROM {follow} f WHERE f.following_id = x.id)' },
  { model: 'user', column: 'following_count', expected: '(SELECT count(*) FROM {follow} f WHERE f.follower_id = x.id)' },
  {
    model: 'user',
    column: 'solution_count',
    expected: `(SELECT count(*) FROM {activity} a WHERE a.user_id = x.id AND a.type = 'solution_accepted')`,
  },
  { model: 'user', column: 'reputation', expected: '(SELECT COALESCE(sum(a.points), 0) FROM {activity} a WHERE a.user_id = x.id)' },
  {
    model: 'user',
    column: 'activity_points',
    expected: '(SELECT COALESCE(sum(a.points), 0) FROM {activity} a WHERE a.user_id = x.id AND a.points > 0)',
  },
  { model: 'user', column: 'experience', expected: 'x.activity_points' },
  { model: 'user', column: 'level', expected: level },
  // The weekly / monthly leaderboards' materialised totals.
  { model: 'points-total', column: 'points', expected: PERIOD_TOTAL_EXPECTED },
];
