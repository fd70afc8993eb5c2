import type { Core } from '@strapi/strapi';
import { TIME_ZONE, type AdminActivity, type AdminDashboard } from '@oyundev/domain';
import { raw } from '../../../lib/sql-names';
import { istanbulDay } from '../../../lib/time';

const DAY_MS = 86_400_000;
/** The UTC instant (as the columns store it) an Istanbul day begins: `col >= start` is `day(col) >= that day`. */
const dayStart = (date: string) => `((${date})::timestamp AT TIME ZONE '${TIME_ZONE}') AT TIME ZONE 'UTC'`;
/**
 * Rows per Istanbul day of the 14 (a JSON object: 1-based day index → count): each row's time is placed among the 15
 * day bounds (b.bounds) by width_bucket — one comparison search a row, where turning every row's time into its
 * Istanbul day was most of the cost —, read by range on an index.
 */
const perDay = (from: string, col: string, where: string) =>
  `(SELECT coalesce(json_object_agg(i, n), '{}') FROM (SELECT width_bucket(${col}, b.bounds) AS i, count(*) AS n FROM ${from}
     WHERE ${where} AND ${col} >= b.bounds[1] AND ${col} < b.bounds[15] GROUP BY 1) s)`;

/**
 * The dashboard's figures in one statement (forum spec §2 "Admin dashboard"): each series reads its 14 days by range
 * on the created-at indexes (an Istanbul day turned into its UTC bounds, not each row's day computed), the totals
 * count narrow partial indexes. 19 statements and ~620 ms of SQL at the large seed before.
 */
const FIGURES = `
  WITH b AS (SELECT ARRAY(SELECT ${dayStart('?::date + i')} FROM generate_series(0, 14) i) AS bounds)
  SELECT
    ${perDay('{user}', 'created_at', 'deleted_at IS NULL')} AS signups,
    ${perDay('{topic}', 'created_at', 'is_active AND is_approved')} AS topics_new,
    ${perDay('{reply}', 'created_at', 'is_approved AND NOT is_deleted')} AS replies_new,
    ${perDay('{report}', 'created_at', "status = 'pending'")} AS reports_new,
    (SELECT coalesce(json_object_agg(i, n), '{}') FROM (SELECT day - ?::date + 1 AS i, sum(views) AS n FROM {page-view}
       WHERE day >= ?::date GROUP BY 1) s) AS views,
    (SELECT count(*) FROM {user} WHERE deleted_at IS NULL) AS users,
    (SELECT count(*) FROM {topic} WHERE is_active AND is_approved) AS topics,
    (SELECT count(*) FROM {reply} WHERE is_approved AND NOT is_deleted) AS replies,
    (SELECT count(*) FROM {report} WHERE status = 'pending') AS pending_reports,
    (SELECT count(DISTINCT user_id) FROM {activity} WHERE occurred_at >= b.bounds[14] AND occurred_at < b.bounds[15]) AS active_users
  FROM b`;

type Figures = Record<'signups' | 'topics_new' | 'replies_new' | 'reports_new' | 'views', Record<string, string | number>> &
  Record<'users' | 'topics' | 'replies' | 'pending_reports' | 'active_users', string | number>;

/** The admin dashboard from the database as it is (forum spec §2 "Admin dashboard"). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const days = Array.from({ length: 14 }, (_, i) => istanbulDay(new Date(now.getTime() - (13 - i) * DAY_MS)));
    const first = days[0];
    const [{ rows }, recentRows] = await Promise.all([raw(strapi.db.connection, FIGURES, [first, first, first]), recent(strapi)]);
    const f = rows[0] as Figures;
    const series = (byDay: Record<string, string | number>) => days.map((_, i) => Number(byDay[i + 1] ?? 0));
    const signups = series(f.signups);
    const topicsNew = series(f.topics_new);
    const posts = series(f.replies_new).map((n, i) => n + topicsNew[i]);
    const views = series(f.views);
    const totals = {
      users: Number(f.users),
      topics: Number(f.topics),
      posts: Number(f.topics) + Number(f.replies),
      pendingReports: Number(f.pending_reports),
    };
    const card = (total: number, list: number[]) => {
      const recent = list.slice(7).reduce((a, b) => a + b, 0);
      const before = list.slice(0, 7).reduce((a, b) => a + b, 0);
      return { total, change: before === 0 ? null : Math.round(((recent - before) / before) * 1000) / 10 };
    };
    return {
      users: card(totals.users, signups),
      topics: card(totals.topics, topicsNew),
      posts: card(totals.posts, posts),
      pendingReports: card(totals.pendingReports, series(f.reports_new)),
      today: { signups: signups[13], posts: posts[13], activeUsers: Number(f.active_users), pageViews: views[13] },
      trend: { days: days.slice(7), signups: signups.slice(7), posts: posts.slice(7), views: views.slice(7) },
      recent: recentRows,
    };
  },
});

/** The newest joins, topics, reports and blog posts, merged newest first (10). */
async function recent(strapi: Core.Strapi): Promise<AdminActivity[]> {
  const { rows } = await raw(
    strapi.db.connection,
    `
    (SELECT 'user_joined' AS type, u.username AS name, NULL AS title, u.created_at AS at, '/profil/' || u.username AS link
       FROM {user} u WHERE u.deleted_at IS NULL ORDER BY u.created_at DESC LIMIT 10)
    UNION ALL
    (SELECT 'new_topic', COALESCE(u.username, ''), t.title, t.created_at, '/forum/konu/' || t.slug
       FROM {topic} t LEFT JOIN {topic.author} ta ON ta.topic_id = t.id LEFT JOIN {user} u ON u.id = ta.user_id
       WHERE t.is_active AND t.is_approved ORDER BY t.created_at DESC LIMIT 10)
    UNION ALL
    (SELECT 'report', COALESCE(u.username, ''), r.content_title, r.created_at, '/admin/reports'
       FROM {report} r LEFT JOIN {user} u ON u.id = r.reporter_id ORDER BY r.created_at DESC LIMIT 10)
    UNION ALL
    (SELECT 'blog_post', COALESCE(u.username, ''), b.title, b.published_at, '/blog/' || b.slug
       FROM {blog-post} b LEFT JOIN {blog-post.author} ba ON ba.blog_post_id = b.id LEFT JOIN {user} u ON u.id = ba.user_id
       WHERE b.published_at IS NOT NULL ORDER BY b.published_at DESC LIMIT 10)
    ORDER BY at DESC LIMIT 10`,
  );
  return rows.map((r: { type: AdminActivity['type']; name: string; title: string | null; at: string | Date; link: string | null }) => ({
    type: r.type,
    name: r.name,
    title: r.title,
    at: new Date(r.at).toISOString(),
    link: r.link,
  }));
}
