import type { Core } from '@strapi/strapi';
import { ACTIVE_TYPES, LEVELS, TIME_ZONE, dailyStreakOf, runningDailyStreak } from '@oyundev/domain';
import type { Db } from './writer';
import { assertSqlNames, named } from '../lib/sql-names';
import { rebuildPeriodTotals } from '../lib/period-points';
import { istanbulDay } from '../lib/time';
import { commentsReceivedSql, likesReceivedSql } from '../lib/consistency-checks';

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
 *   lastActivityDate / currentStreak / bestStreak / streakFreezeDay from the days (Istanbul) with an ACTIVE_TYPES
 *   line, by domain `dailyStreakOf` (one missed day a week forgiven)
 *
 * Table and column names are Strapi's snake_case of our schema names; `assertSqlNames` (lib/sql-names.ts)
 * checks them against the metadata first, so a schema rename fails loudly here instead of counting nothing.
 */
export async function recountCounters(strapi: Core.Strapi, options: { db?: Db; today?: Date } = {}) {
  const db = options.db ?? strapi.db.connection;
  assertSqlNames(strapi);
  const run = (sql: string, bindings: unknown[] = []) => db.raw(named(sql, strapi), bindings as Parameters<Db['raw']>[1]);
  const localDay = `((occurred_at AT TIME ZONE 'UTC') AT TIME ZONE '${TIME_ZONE}')::date`;
  const countedReplies = `r.is_deleted = false AND r.is_approved = true`;
  const countedTopics = `t.is_active = true AND t.is_approved = true`;
  const active = `type IN (${ACTIVE_TYPES.map((t) => `'${t}'`).join(', ')})`;

  // Replies and comments.
  await run(`
    UPDATE {reply} r SET
      like_count = (SELECT count(*) FROM {like} l WHERE l.target_type = 'reply' AND l.target_id = r.id),
      upvote_count = (SELECT count(*) FROM {vote} v WHERE v.target_type = 'reply' AND v.target_id = r.id AND v.value = 1),
      downvote_count = (SELECT count(*) FROM {vote} v WHERE v.target_type = 'reply' AND v.target_id = r.id AND v.value = -1)`);
  await run(`UPDATE {reply} SET score = upvote_count - downvote_count`);
  await run(`
    UPDATE {comment} c SET
      like_count = (SELECT count(*) FROM {like} l WHERE l.target_type = 'comment' AND l.target_id = c.id)`);

  // Topics.
  await run(`
    UPDATE {topic} t SET
      reply_count = (SELECT count(*) FROM {reply} r JOIN {reply.topic} rt ON rt.reply_id = r.id
                     WHERE rt.topic_id = t.id AND ${countedReplies}),
      last_reply_at = (SELECT max(r.created_at) FROM {reply} r JOIN {reply.topic} rt ON rt.reply_id = r.id
                       WHERE rt.topic_id = t.id AND ${countedReplies}),
      like_count = (SELECT count(*) FROM {like} l WHERE l.target_type = 'topic' AND l.target_id = t.id),
      upvote_count = (SELECT count(*) FROM {vote} v WHERE v.target_type = 'topic' AND v.target_id = t.id AND v.value = 1),
      downvote_count = (SELECT count(*) FROM {vote} v WHERE v.target_type = 'topic' AND v.target_id = t.id AND v.value = -1),
      report_count = (SELECT count(*) FROM {report} p WHERE p.content_type = 'topic' AND p.content_id = t.id),
      is_reported = EXISTS (SELECT 1 FROM {report} p WHERE p.content_type = 'topic' AND p.content_id = t.id
                            AND p.status IN ('pending', 'reviewed'))`);
  await run(`UPDATE {topic} SET score = upvote_count - downvote_count`);
  await run(`DELETE FROM {topic.lastReply}`);
  await run(`
    INSERT INTO {topic.lastReply} (topic_id, reply_id)
    SELECT DISTINCT ON (rt.topic_id) rt.topic_id, r.id
    FROM {reply} r JOIN {reply.topic} rt ON rt.reply_id = r.id
    WHERE ${countedReplies}
    ORDER BY rt.topic_id, r.created_at DESC, r.id DESC`);
  await run(`DELETE FROM {topic.lastReplyBy}`);
  await run(`
    INSERT INTO {topic.lastReplyBy} (topic_id, user_id)
    SELECT lr.topic_id, ra.user_id
    FROM {topic.lastReply} lr JOIN {reply.author} ra ON ra.reply_id = lr.reply_id`);

  // Tags and categories.
  await run(`
    UPDATE {tag} g SET topic_count = (
      SELECT count(*) FROM {topic.tags} tt JOIN {topic} t ON t.id = tt.topic_id
      WHERE tt.tag_id = g.id AND ${countedTopics})`);
  await run(`
    WITH s AS (
      SELECT tc.forum_category_id AS category_id, count(*) AS topics, sum(t.reply_count) AS replies,
             max(COALESCE(t.last_reply_at, t.created_at)) AS last_activity
      FROM {topic} t JOIN {topic.category} tc ON tc.topic_id = t.id
      WHERE ${countedTopics}
      GROUP BY tc.forum_category_id)
    UPDATE {forum-category} f SET
      topic_count = COALESCE(s.topics, 0),
      post_count = COALESCE(s.topics + s.replies, 0),
      last_activity_at = s.last_activity
    FROM {forum-category} f2 LEFT JOIN s ON s.category_id = f2.id
    WHERE f2.id = f.id`);
  await run(`DELETE FROM {forum-category.lastTopic}`);
  await run(`
    INSERT INTO {forum-category.lastTopic} (forum_category_id, topic_id)
    SELECT DISTINCT ON (tc.forum_category_id) tc.forum_category_id, t.id
    FROM {topic} t JOIN {topic.category} tc ON tc.topic_id = t.id
    WHERE ${countedTopics}
    ORDER BY tc.forum_category_id, COALESCE(t.last_reply_at, t.created_at) DESC, t.id DESC`);
  await run(`DELETE FROM {forum-category.lastUser}`);
  await run(`
    INSERT INTO {forum-category.lastUser} (forum_category_id, user_id)
    SELECT lt.forum_category_id, COALESCE(lrb.user_id, ta.user_id)
    FROM {forum-category.lastTopic} lt
    LEFT JOIN {topic.lastReplyBy} lrb ON lrb.topic_id = lt.topic_id
    LEFT JOIN {topic.author} ta ON ta.topic_id = lt.topic_id
    WHERE COALESCE(lrb.user_id, ta.user_id) IS NOT NULL`);

  // Blog posts: both rows of a document carry the same counters.
  await run(`
    UPDATE {blog-post} b SET
      like_count = (SELECT count(*) FROM {like} l WHERE l.target_type = 'blog-post' AND l.target_id = b.post_number),
      bookmark_count = (SELECT count(*) FROM {bookmark} k WHERE k.target_type = 'blog-post' AND k.target_id = b.post_number),
      comment_count = (SELECT count(*) FROM {comment} c WHERE c.content_type = 'blog' AND c.content_id = b.post_number
                       AND c.is_approved = true),
      report_count = (SELECT count(*) FROM {report} p WHERE p.content_type = 'blog-post' AND p.content_id = b.post_number),
      is_reported = EXISTS (SELECT 1 FROM {report} p WHERE p.content_type = 'blog-post' AND p.content_id = b.post_number
                            AND p.status IN ('pending', 'reviewed'))`);

  // Members.
  const authoredPostNumbers = `SELECT b.post_number FROM {blog-post} b JOIN {blog-post.author} ba ON ba.blog_post_id = b.id
                               WHERE ba.user_id = u.id AND b.published_at IS NOT NULL`;
  await run(`
    UPDATE {user} u SET
      topic_count = (SELECT count(*) FROM {topic} t JOIN {topic.author} ta ON ta.topic_id = t.id
                     WHERE ta.user_id = u.id AND ${countedTopics}),
      forum_post_count =
        (SELECT count(*) FROM {topic} t JOIN {topic.author} ta ON ta.topic_id = t.id
         WHERE ta.user_id = u.id AND ${countedTopics})
        + (SELECT count(*) FROM {reply} r JOIN {reply.author} ra ON ra.reply_id = r.id
           WHERE ra.user_id = u.id AND ${countedReplies}),
      blog_post_count = (${authoredPostNumbers.replace('SELECT b.post_number', 'SELECT count(*)')}),
      likes_given = (SELECT count(*) FROM {like} l WHERE l.user_id = u.id),
      likes_received = ${likesReceivedSql('u')},
      comments_given = (SELECT count(*) FROM {comment} c JOIN {comment.author} ca ON ca.comment_id = c.id
                        WHERE ca.user_id = u.id),
      comments_received = ${commentsReceivedSql('u')},
      bookmark_count = (SELECT count(*) FROM {bookmark} k WHERE k.user_id = u.id),
      follower_count = (SELECT count(*) FROM {follow} f WHERE f.following_id = u.id),
      following_count = (SELECT count(*) FROM {follow} f WHERE f.follower_id = u.id),
      solution_count = (SELECT count(*) FROM {activity} a WHERE a.user_id = u.id AND a.type = 'solution_accepted'),
      reputation = COALESCE((SELECT sum(a.points) FROM {activity} a WHERE a.user_id = u.id), 0),
      activity_points = COALESCE((SELECT sum(a.points) FROM {activity} a WHERE a.user_id = u.id AND a.points > 0), 0),
      last_activity_date = (SELECT max(${localDay}) FROM {activity} a WHERE a.user_id = u.id AND a.${active})`);
  await run(`UPDATE {user} SET experience = activity_points`);

  const bands = [...LEVELS].reverse();
  await run(`UPDATE {user} SET level = CASE ${bands.map(() => 'WHEN reputation >= ? THEN ?').join(' ')} ELSE ? END`, [
    ...bands.flatMap((l) => [l.min, l.name]),
    LEVELS[0].name,
  ]);

  // Streaks: the domain's daily rule (one missed day a week forgiven) over each member's active days; the
  // current one counts while it still runs on today (runningDailyStreak).
  const today = istanbulDay(options.today ?? new Date());
  const days = await run(
    `SELECT DISTINCT user_id, to_char(${localDay}, 'YYYY-MM-DD') AS day FROM {activity} WHERE ${active} ORDER BY 1, 2`,
  );
  const byUser = new Map<number, string[]>();
  for (const row of days.rows as Array<{ user_id: number; day: string }>) {
    const list = byUser.get(Number(row.user_id)) ?? [];
    list.push(row.day);
    byUser.set(Number(row.user_id), list);
  }
  await run(`UPDATE {user} SET best_streak = 0, current_streak = 0, streak_freeze_day = NULL`);
  const streaks = [...byUser].map(([id, list]) => {
    const state = dailyStreakOf(list);
    return { id, best: state.best, current: runningDailyStreak(state, today).current, freeze: state.freezeDay };
  });
  for (let i = 0; i < streaks.length; i += 1000) {
    const part = streaks.slice(i, i + 1000);
    await run(
      `UPDATE {user} u SET best_streak = v.best, current_streak = v.current, streak_freeze_day = v.frozen_day
       FROM unnest(?::int[], ?::int[], ?::int[], ?::date[]) AS v(id, best, current, frozen_day) WHERE u.id = v.id`,
      [part.map((p) => p.id), part.map((p) => p.best), part.map((p) => p.current), part.map((p) => p.freeze)],
    );
  }

  // The weekly / monthly leaderboards' totals, from the ledger.
  await rebuildPeriodTotals((sql) => run(sql));

  // A report's reportCount: how many members reported the same content.
  await run(`
    UPDATE {report} p SET report_count = (SELECT count(*) FROM {report} q
      WHERE q.content_type = p.content_type AND q.content_id = p.content_id)`);
}

export { istanbulDay };
