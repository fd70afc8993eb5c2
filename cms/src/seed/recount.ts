import type { Core } from '@strapi/strapi';
import { ACTIVE_TYPES, LEVELS, TIME_ZONE, dailyStreakOf, runningDailyStreak } from '@oyundev/domain';
import type { Db } from './writer';
import { assertSqlNames, named } from '../lib/sql-names';
import { rebuildPeriodTotals } from '../lib/period-points';
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

  // Replies and comments. Each counter table is aggregated once and joined (not counted per row), and only the
  // rows whose counters differ are written: after a bulk load most have no likes or votes and stay untouched.
  const reactions = (type: string) => `
    LEFT JOIN (SELECT target_id, count(*) AS n FROM {like} WHERE target_type = '${type}' GROUP BY target_id) l ON l.target_id = o.id
    LEFT JOIN (SELECT target_id, count(*) FILTER (WHERE value = 1) AS ups, count(*) FILTER (WHERE value = -1) AS downs
               FROM {vote} WHERE target_type = '${type}' GROUP BY target_id) v ON v.target_id = o.id`;
  await run(`
    UPDATE {reply} r SET like_count = x.likes, upvote_count = x.ups, downvote_count = x.downs, score = x.ups - x.downs
    FROM (SELECT o.id, COALESCE(l.n, 0) AS likes, COALESCE(v.ups, 0) AS ups, COALESCE(v.downs, 0) AS downs
          FROM {reply} o ${reactions('reply')}) x
    WHERE r.id = x.id
      AND (r.like_count, r.upvote_count, r.downvote_count, r.score) IS DISTINCT FROM (x.likes, x.ups, x.downs, x.ups - x.downs)`);
  await run(`
    UPDATE {comment} c SET
      like_count = (SELECT count(*) FROM {like} l WHERE l.target_type = 'comment' AND l.target_id = c.id)`);

  // Topics.
  await run(`
    UPDATE {topic} t SET reply_count = x.replies, last_reply_at = x.last_at, like_count = x.likes, upvote_count = x.ups,
      downvote_count = x.downs, score = x.ups - x.downs, report_count = x.reports, is_reported = x.reported
    FROM (SELECT o.id, COALESCE(rr.n, 0) AS replies, rr.last_at, COALESCE(l.n, 0) AS likes, COALESCE(v.ups, 0) AS ups,
                 COALESCE(v.downs, 0) AS downs, COALESCE(p.n, 0) AS reports, COALESCE(p.open, false) AS reported
          FROM {topic} o
          LEFT JOIN (SELECT rt.topic_id, count(*) AS n, max(r.created_at) AS last_at
                     FROM {reply} r JOIN {reply.topic} rt ON rt.reply_id = r.id WHERE ${countedReplies}
                     GROUP BY rt.topic_id) rr ON rr.topic_id = o.id
          ${reactions('topic')}
          LEFT JOIN (SELECT content_id, count(*) AS n, bool_or(status IN ('pending', 'reviewed')) AS open
                     FROM {report} WHERE content_type = 'topic' GROUP BY content_id) p ON p.content_id = o.id) x
    WHERE t.id = x.id
      AND (t.reply_count, t.last_reply_at, t.like_count, t.upvote_count, t.downvote_count, t.score, t.report_count, t.is_reported)
          IS DISTINCT FROM (x.replies, x.last_at, x.likes, x.ups, x.downs, x.ups - x.downs, x.reports, x.reported)`);
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

  // Members: every count aggregated once per table (a per-member subquery ran each of them 5,000 times at the
  // large seed), written only where it differs.
  const published = `JOIN {blog-post} b ON b.id = ba.blog_post_id AND b.published_at IS NOT NULL`;
  const counts: Array<[string, string, string]> = [
    [
      'topic_count',
      'tp',
      `SELECT ta.user_id, count(*) AS n FROM {topic} t JOIN {topic.author} ta ON ta.topic_id = t.id WHERE ${countedTopics} GROUP BY 1`,
    ],
    [
      'reply_posts',
      'rp',
      `SELECT ra.user_id, count(*) AS n FROM {reply} r JOIN {reply.author} ra ON ra.reply_id = r.id WHERE ${countedReplies} GROUP BY 1`,
    ],
    ['blog_post_count', 'bp', `SELECT ba.user_id, count(*) AS n FROM {blog-post.author} ba ${published} GROUP BY 1`],
    ['likes_given', 'lg', `SELECT user_id, count(*) AS n FROM {like} GROUP BY 1`],
    [
      'likes_received',
      'lr',
      `SELECT owner AS user_id, count(*) AS n FROM (
         SELECT ta.user_id AS owner FROM {topic.author} ta JOIN {like} l ON l.target_type = 'topic' AND l.target_id = ta.topic_id
         UNION ALL SELECT ra.user_id FROM {reply.author} ra JOIN {like} l ON l.target_type = 'reply' AND l.target_id = ra.reply_id
         UNION ALL SELECT ca.user_id FROM {comment.author} ca JOIN {like} l ON l.target_type = 'comment' AND l.target_id = ca.comment_id
         UNION ALL SELECT ba.user_id FROM {blog-post.author} ba ${published}
           JOIN {like} l ON l.target_type = 'blog-post' AND l.target_id = b.post_number) o GROUP BY 1`,
    ],
    [
      'comments_given',
      'cg',
      `SELECT ca.user_id, count(*) AS n FROM {comment} c JOIN {comment.author} ca ON ca.comment_id = c.id GROUP BY 1`,
    ],
    [
      'comments_received',
      'cr',
      `SELECT ba.user_id, count(*) AS n FROM {blog-post.author} ba ${published}
         JOIN {comment} c ON c.content_type = 'blog' AND c.content_id = b.post_number
         JOIN {comment.author} ca ON ca.comment_id = c.id WHERE ca.user_id <> ba.user_id GROUP BY 1`,
    ],
    ['bookmark_count', 'bk', `SELECT user_id, count(*) AS n FROM {bookmark} GROUP BY 1`],
    ['follower_count', 'fr', `SELECT following_id AS user_id, count(*) AS n FROM {follow} GROUP BY 1`],
    ['following_count', 'fg', `SELECT follower_id AS user_id, count(*) AS n FROM {follow} GROUP BY 1`],
  ];
  const n = (alias: string) => `COALESCE(${alias}.n, 0)`;
  const set: Array<[string, string]> = [
    ...counts.filter(([column]) => column !== 'reply_posts').map(([column, alias]) => [column, n(alias)] as [string, string]),
    ['forum_post_count', `${n('tp')} + ${n('rp')}`],
    ['solution_count', 'COALESCE(ac.solutions, 0)'],
    ['reputation', 'COALESCE(ac.reputation, 0)'],
    ['activity_points', 'COALESCE(ac.earned, 0)'],
    ['experience', 'COALESCE(ac.earned, 0)'],
    ['last_activity_date', 'ac.last_day'],
  ];
  await run(`
    WITH ${counts.map(([, alias, sql]) => `${alias} AS (${sql})`).join(',\n')},
    ac AS (SELECT user_id, count(*) FILTER (WHERE type = 'solution_accepted') AS solutions, sum(points) AS reputation,
                  sum(points) FILTER (WHERE points > 0) AS earned, max(${localDay}) FILTER (WHERE ${active}) AS last_day
           FROM {activity} GROUP BY 1),
    x AS (SELECT o.id, ${set.map(([column, value]) => `${value} AS ${column}`).join(', ')}
          FROM {user} o ${[...counts.map(([, alias]) => alias), 'ac'].map((alias) => `LEFT JOIN ${alias} ON ${alias}.user_id = o.id`).join(' ')})
    UPDATE {user} u SET ${set.map(([column]) => `${column} = x.${column}`).join(', ')}
    FROM x WHERE u.id = x.id
      AND (${set.map(([column]) => `u.${column}`).join(', ')}) IS DISTINCT FROM (${set.map(([column]) => `x.${column}`).join(', ')})`);
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
