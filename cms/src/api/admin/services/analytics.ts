import type { Core } from '@strapi/strapi';
import { ACTIVE_TYPES, ANALYTICS_RANGE_HOURS, TIME_ZONE, type AdminAnalytics, type AnalyticsRange } from '@oyundev/domain';
import { raw } from '../../../lib/sql-names';
import { istanbulDay } from '../../../lib/time';
import type { SqlRow } from '../lib/bulk';

const DAY_MS = 86_400_000;
/** The Istanbul calendar day / hour of a timestamp column (stored as UTC without a zone), in SQL. */
const local = (col: string) => `((${col} AT TIME ZONE 'UTC') AT TIME ZONE '${TIME_ZONE}')`;
const day = (col: string) => `${local(col)}::date`;
/** A bound ISO moment as the columns store it (UTC, no zone). */
const SINCE = `(?::timestamptz AT TIME ZONE 'UTC')`;

/** What counts, as the counters count it (src/seed/recount.ts): topics active and approved, replies approved and kept. */
const TOPICS = `{topic} t WHERE t.is_active AND t.is_approved`;
const REPLIES = `{reply} r WHERE r.is_deleted = false AND r.is_approved`;
const MEMBERS = `{user} u WHERE u.deleted_at IS NULL`;
const TOP = 5;

/** The admin analytics tab from the rows as they are (forum spec §2, §3 "Analytics object"). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async analytics(range: AnalyticsRange, now = new Date()): Promise<AdminAnalytics> {
    const db = strapi.db.connection;
    const since = new Date(now.getTime() - ANALYTICS_RANGE_HOURS[range] * 3_600_000).toISOString();
    const sinceDay = istanbulDay(new Date(since));
    const today = istanbulDay(now);
    const rows = async (sql: string, bindings: unknown[] = []): Promise<SqlRow[]> => (await raw(db, sql, bindings)).rows;
    const one = async (sql: string, bindings: unknown[] = []) => Number((await rows(sql, bindings))[0].n ?? 0);
    const active = `{${ACTIVE_TYPES.join(',')}}`;

    const overview = {
      totalUsers: await one(`SELECT count(*) AS n FROM ${MEMBERS}`),
      activeUsers: await one(
        `SELECT count(DISTINCT user_id) AS n FROM {activity} WHERE type = ANY(?::text[]) AND occurred_at >= ${SINCE}`,
        [active, since],
      ),
      newUsers: await one(`SELECT count(*) AS n FROM ${MEMBERS} AND u.created_at >= ${SINCE}`, [since]),
      // The range's own figures: what was written in it, not all-time (the category bars count the same rows).
      totalPosts: await one(
        `SELECT (SELECT count(*) FROM ${TOPICS} AND t.created_at >= ${SINCE}) + (SELECT count(*) FROM ${REPLIES} AND r.created_at >= ${SINCE}) AS n`,
        [since, since],
      ),
      todayPosts: await one(
        `SELECT (SELECT count(*) FROM ${TOPICS} AND ${day('t.created_at')} = ?::date)
              + (SELECT count(*) FROM ${REPLIES} AND ${day('r.created_at')} = ?::date) AS n`,
        [today, today],
      ),
      totalTopics: await one(`SELECT count(*) AS n FROM ${TOPICS} AND t.created_at >= ${SINCE}`, [since]),
      todayTopics: await one(`SELECT count(*) AS n FROM ${TOPICS} AND ${day('t.created_at')} = ?::date`, [today]),
      pageViews: await one(`SELECT sum(views) AS n FROM {page-view} WHERE day >= ?::date`, [sinceDay]),
      todayViews: await one(`SELECT sum(views) AS n FROM {page-view} WHERE day = ?::date`, [today]),
    };

    // Members at the end of each of the last 8 days: those who joined before the first, plus each day's joins.
    const days = Array.from({ length: 8 }, (_, i) => istanbulDay(new Date(now.getTime() - (7 - i) * DAY_MS)));
    const before = await one(`SELECT count(*) AS n FROM ${MEMBERS} AND ${day('u.created_at')} < ?::date`, [days[0]]);
    const joins = new Map(
      (
        await rows(
          `SELECT to_char(${day('u.created_at')}, 'YYYY-MM-DD') AS d, count(*) AS n FROM ${MEMBERS}
           AND ${day('u.created_at')} BETWEEN ?::date AND ?::date GROUP BY 1`,
          [days[0], today],
        )
      ).map((r) => [r.d as string, Number(r.n)]),
    );
    let members = before;
    const growth = days.map((d) => (members += joins.get(d) ?? 0));

    // Per category, the range's topics and its posts (those topics plus the replies written in the range to any of
    // the category's topics); a category with nothing in the range is left out.
    const categories = await rows(
      `SELECT c.name, count(*) FILTER (WHERE p.kind = 'topic') AS topics, count(*) AS posts
       FROM {forum-category} c
       JOIN {topic.category} tc ON tc.forum_category_id = c.id
       JOIN {topic} t ON t.id = tc.topic_id AND t.is_active AND t.is_approved
       JOIN LATERAL (
         SELECT 'topic' AS kind WHERE t.created_at >= ${SINCE}
         UNION ALL
         SELECT 'reply' FROM {reply.topic} rt JOIN {reply} r ON r.id = rt.reply_id
          WHERE rt.topic_id = t.id AND r.is_deleted = false AND r.is_approved AND r.created_at >= ${SINCE}
       ) p ON true
       GROUP BY c.id, c.name ORDER BY posts DESC, c.id`,
      [since, since],
    );

    // The most read topics and published blog posts of the range, by the site server's page views of their pages.
    const content = await rows(
      `WITH v AS (SELECT path, sum(views) AS views FROM {page-view} WHERE day >= ?::date GROUP BY path)
       SELECT title, views, likes, link FROM (
         SELECT t.title, v.views, t.like_count + t.upvote_count AS likes, v.path AS link, t.id AS k
           FROM v JOIN {topic} t ON v.path = '/forum/konu/' || t.slug WHERE t.is_active AND t.is_approved
         UNION ALL
         SELECT b.title, v.views, b.like_count, v.path, -b.id
           FROM v JOIN {blog-post} b ON v.path = '/blog/' || b.slug WHERE b.published_at IS NOT NULL AND b.is_approved IS NOT FALSE
       ) x ORDER BY views DESC, k DESC LIMIT ${TOP}`,
      [sinceDay],
    );

    const postsSince = `
      SELECT ta.user_id, t.created_at FROM {topic} t JOIN {topic.author} ta ON ta.topic_id = t.id
       WHERE t.is_active AND t.is_approved AND t.created_at >= ${SINCE}
      UNION ALL
      SELECT ra.user_id, r.created_at FROM {reply} r JOIN {reply.author} ra ON ra.reply_id = r.id
       WHERE r.is_deleted = false AND r.is_approved AND r.created_at >= ${SINCE}`;
    const writers = await rows(
      `SELECT u.username, u.reputation, count(*) AS posts FROM (${postsSince}) p JOIN {user} u ON u.id = p.user_id
       WHERE u.deleted_at IS NULL GROUP BY u.id ORDER BY posts DESC, u.reputation DESC, u.id LIMIT ${TOP}`,
      [since, since],
    );

    const hourly = (list: SqlRow[]) => new Map(list.map((r) => [Number(r.h), Number(r.n)]));
    const usersByHour = hourly(
      await rows(
        `SELECT extract(hour FROM ${local('occurred_at')}) AS h, count(DISTINCT user_id) AS n FROM {activity}
         WHERE type = ANY(?::text[]) AND occurred_at >= ${SINCE} GROUP BY 1`,
        [active, since],
      ),
    );
    const postsByHour = hourly(
      await rows(`SELECT extract(hour FROM ${local('p.created_at')}) AS h, count(*) AS n FROM (${postsSince}) p GROUP BY 1`, [
        since,
        since,
      ]),
    );

    return {
      range,
      overview,
      userGrowth: { labels: days, data: growth },
      contentStats: {
        labels: categories.map((c) => String(c.name)),
        topics: categories.map((c) => Number(c.topics)),
        posts: categories.map((c) => Number(c.posts)),
      },
      topPerformers: {
        posts: content.map((c) => ({ title: String(c.title), views: Number(c.views), likes: Number(c.likes ?? 0), link: String(c.link) })),
        users: writers.map((w) => ({ username: String(w.username), posts: Number(w.posts), reputation: Number(w.reputation ?? 0) })),
      },
      trends: {
        dailyActivity: Array.from({ length: 24 }, (_, h) => ({
          time: `${String(h).padStart(2, '0')}:00`,
          users: usersByHour.get(h) ?? 0,
          posts: postsByHour.get(h) ?? 0,
        })),
      },
    };
  },
});
