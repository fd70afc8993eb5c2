import { LEVELS } from '@oyundev/domain';

/**
 * Every denormalised counter the consistency job (lib/consistency.ts) compares with the rows it counts, one
 * line each: the table, its column, and the SQL of the true value for the row aliased `x`. The meanings are
 * those of seed/recount.ts (a reply counts when approved and not deleted, a topic when active and approved).
 * Checks run in this order, so a derived counter (score, experience, level) comes after what it is built from.
 *
 * Adding a counter is one line here; `consistency.test.ts` corrupts every listed counter and expects it back.
 */
export interface CounterCheck {
  table: string;
  column: string;
  /** SQL for the value the column should hold, correlated with the row `x`. */
  expected: string;
}

const countedReply = `r.is_deleted = false AND r.is_approved = true`;
const countedTopic = `t.is_active = true AND t.is_approved = true`;
const likes = (type: string, key = 'x.id') => `(SELECT count(*) FROM likes l WHERE l.target_type = '${type}' AND l.target_id = ${key})`;
const votes = (type: string, value: 1 | -1) =>
  `(SELECT count(*) FROM votes v WHERE v.target_type = '${type}' AND v.target_id = x.id AND v.value = ${value})`;
const reports = (type: string, key = 'x.id') =>
  `(SELECT count(*) FROM reports p WHERE p.content_type = '${type}' AND p.content_id = ${key})`;

const authoredTopics = `SELECT t.id FROM topics t JOIN topics_author_lnk ta ON ta.topic_id = t.id WHERE ta.user_id = x.id`;
const authoredReplies = `SELECT r.id FROM replies r JOIN replies_author_lnk ra ON ra.reply_id = r.id WHERE ra.user_id = x.id`;
const authoredComments = `SELECT c.id FROM comments c JOIN comments_author_lnk ca ON ca.comment_id = c.id WHERE ca.user_id = x.id`;
const authoredPosts = `SELECT b.post_number FROM blog_posts b JOIN blog_posts_author_lnk ba ON ba.blog_post_id = b.id
                       WHERE ba.user_id = x.id AND b.published_at IS NOT NULL`;
const memberTopics = `(SELECT count(*) FROM topics t JOIN topics_author_lnk ta ON ta.topic_id = t.id WHERE ta.user_id = x.id AND ${countedTopic})`;
const memberReplies = `(SELECT count(*) FROM replies r JOIN replies_author_lnk ra ON ra.reply_id = r.id WHERE ra.user_id = x.id AND ${countedReply})`;
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const level = `CASE ${[...LEVELS]
  .reverse()
  .map((l) => `WHEN x.reputation >= ${Number(l.min)} THEN ${quote(l.name)}`)
  .join(' ')} ELSE ${quote(LEVELS[0].name)} END`;

export const COUNTER_CHECKS: CounterCheck[] = [
  // Replies and comments
  { table: 'replies', column: 'like_count', expected: likes('reply') },
  { table: 'replies', column: 'upvote_count', expected: votes('reply', 1) },
  { table: 'replies', column: 'downvote_count', expected: votes('reply', -1) },
  { table: 'replies', column: 'score', expected: 'x.upvote_count - x.downvote_count' },
  { table: 'comments', column: 'like_count', expected: likes('comment') },
  // Topics
  {
    table: 'topics',
    column: 'reply_count',
    expected: `(SELECT count(*) FROM replies r JOIN replies_topic_lnk rt ON rt.reply_id = r.id WHERE rt.topic_id = x.id AND ${countedReply})`,
  },
  { table: 'topics', column: 'like_count', expected: likes('topic') },
  { table: 'topics', column: 'upvote_count', expected: votes('topic', 1) },
  { table: 'topics', column: 'downvote_count', expected: votes('topic', -1) },
  { table: 'topics', column: 'score', expected: 'x.upvote_count - x.downvote_count' },
  { table: 'topics', column: 'report_count', expected: reports('topic') },
  // Tags and categories
  {
    table: 'tags',
    column: 'topic_count',
    expected: `(SELECT count(*) FROM topics_tags_lnk tt JOIN topics t ON t.id = tt.topic_id WHERE tt.tag_id = x.id AND ${countedTopic})`,
  },
  {
    table: 'forum_categories',
    column: 'topic_count',
    expected: `(SELECT count(*) FROM topics t JOIN topics_category_lnk tc ON tc.topic_id = t.id WHERE tc.forum_category_id = x.id AND ${countedTopic})`,
  },
  {
    table: 'forum_categories',
    column: 'post_count',
    expected: `(SELECT COALESCE(count(*) + sum(t.reply_count), 0) FROM topics t JOIN topics_category_lnk tc ON tc.topic_id = t.id
                WHERE tc.forum_category_id = x.id AND ${countedTopic})`,
  },
  // Blog posts (both rows of a document, keyed by post number)
  { table: 'blog_posts', column: 'like_count', expected: likes('blog-post', 'x.post_number') },
  {
    table: 'blog_posts',
    column: 'bookmark_count',
    expected: `(SELECT count(*) FROM bookmarks k WHERE k.target_type = 'blog-post' AND k.target_id = x.post_number)`,
  },
  {
    table: 'blog_posts',
    column: 'comment_count',
    expected: `(SELECT count(*) FROM comments c WHERE c.content_type = 'blog' AND c.content_id = x.post_number AND c.is_approved = true)`,
  },
  { table: 'blog_posts', column: 'report_count', expected: reports('blog-post', 'x.post_number') },
  // Members
  { table: 'up_users', column: 'topic_count', expected: memberTopics },
  { table: 'up_users', column: 'forum_post_count', expected: `${memberTopics} + ${memberReplies}` },
  { table: 'up_users', column: 'blog_post_count', expected: `(${authoredPosts.replace('SELECT b.post_number', 'SELECT count(*)')})` },
  { table: 'up_users', column: 'likes_given', expected: '(SELECT count(*) FROM likes l WHERE l.user_id = x.id)' },
  {
    table: 'up_users',
    column: 'likes_received',
    expected: `(SELECT count(*) FROM likes l WHERE
        (l.target_type = 'topic' AND l.target_id IN (${authoredTopics}))
     OR (l.target_type = 'reply' AND l.target_id IN (${authoredReplies}))
     OR (l.target_type = 'comment' AND l.target_id IN (${authoredComments}))
     OR (l.target_type = 'blog-post' AND l.target_id IN (${authoredPosts})))`,
  },
  {
    table: 'up_users',
    column: 'comments_given',
    expected: '(SELECT count(*) FROM comments c JOIN comments_author_lnk ca ON ca.comment_id = c.id WHERE ca.user_id = x.id)',
  },
  {
    table: 'up_users',
    column: 'comments_received',
    expected: `(SELECT count(*) FROM comments c JOIN comments_author_lnk ca ON ca.comment_id = c.id
                WHERE c.content_type = 'blog' AND c.content_id IN (${authoredPosts}) AND ca.user_id <> x.id)`,
  },
  { table: 'up_users', column: 'bookmark_count', expected: '(SELECT count(*) FROM bookmarks k WHERE k.user_id = x.id)' },
  { table: 'up_users', column: 'follower_count', expected: '(SELECT count(*) FROM follows f WHERE f.following_id = x.id)' },
  { table: 'up_users', column: 'following_count', expected: '(SELECT count(*) FROM follows f WHERE f.follower_id = x.id)' },
  {
    table: 'up_users',
    column: 'solution_count',
    expected: `(SELECT count(*) FROM activities a WHERE a.user_id = x.id AND a.type = 'solution_accepted')`,
  },
  { table: 'up_users', column: 'reputation', expected: '(SELECT COALESCE(sum(a.points), 0) FROM activities a WHERE a.user_id = x.id)' },
  {
    table: 'up_users',
    column: 'activity_points',
    expected: '(SELECT COALESCE(sum(a.points), 0) FROM activities a WHERE a.user_id = x.id AND a.points > 0)',
  },
  { table: 'up_users', column: 'experience', expected: 'x.activity_points' },
  { table: 'up_users', column: 'level', expected: level },
];
