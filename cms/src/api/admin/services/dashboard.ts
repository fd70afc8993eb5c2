import type { Core } from '@strapi/strapi';
import { TIME_ZONE, type AdminActivity, type AdminDashboard } from '@oyundev/domain';
import { raw } from '../../../lib/sql-names';
import { istanbulDay } from '../../../lib/time';

const DAY_MS = 86_400_000;
/** An Istanbul calendar day of a timestamp column, in SQL. */
const day = (col: string) => `((${col} AT TIME ZONE 'UTC') AT TIME ZONE '${TIME_ZONE}')::date`;

/** The admin dashboard from the database as it is (forum spec §2 "Admin dashboard"). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async dashboard(now = new Date()): Promise<AdminDashboard> {
    const db = strapi.db.connection;
    const days = Array.from({ length: 14 }, (_, i) => istanbulDay(new Date(now.getTime() - (13 - i) * DAY_MS)));
    const first = days[0];
    const today = days[13];
    const series = async (sql: string): Promise<number[]> => {
      const { rows } = await raw(db, sql, [first]);
      const byDay = new Map<string, number>(rows.map((r: { d: string; n: string }) => [r.d, Number(r.n)]));
      return days.map((d) => byDay.get(d) ?? 0);
    };
    const signups = await series(
      `SELECT to_char(${day('created_at')}, 'YYYY-MM-DD') AS d, count(*) AS n FROM {user} WHERE deleted_at IS NULL AND ${day('created_at')} >= ?::date GROUP BY 1`,
    );
    const topicsNew = await series(
      `SELECT to_char(${day('created_at')}, 'YYYY-MM-DD') AS d, count(*) AS n FROM {topic} WHERE is_active AND is_approved AND ${day('created_at')} >= ?::date GROUP BY 1`,
    );
    const repliesNew = await series(
      `SELECT to_char(${day('created_at')}, 'YYYY-MM-DD') AS d, count(*) AS n FROM {reply} WHERE is_deleted = false AND is_approved AND ${day('created_at')} >= ?::date GROUP BY 1`,
    );
    const reportsNew = await series(
      `SELECT to_char(${day('created_at')}, 'YYYY-MM-DD') AS d, count(*) AS n FROM {report} WHERE status = 'pending' AND ${day('created_at')} >= ?::date GROUP BY 1`,
    );
    const views = await series(`SELECT to_char(day, 'YYYY-MM-DD') AS d, sum(views) AS n FROM {page-view} WHERE day >= ?::date GROUP BY 1`);
    const posts = topicsNew.map((n, i) => n + repliesNew[i]);

    const one = async (sql: string, bindings: unknown[] = []) => Number((await raw(db, sql, bindings)).rows[0].n);
    const totals = {
      users: await one('SELECT count(*) AS n FROM {user} WHERE deleted_at IS NULL'),
      topics: await one('SELECT count(*) AS n FROM {topic} WHERE is_active AND is_approved'),
      posts: await one(
        `SELECT (SELECT count(*) FROM {topic} WHERE is_active AND is_approved) + (SELECT count(*) FROM {reply} WHERE is_deleted = false AND is_approved) AS n`,
      ),
      pendingReports: await one(`SELECT count(*) AS n FROM {report} WHERE status = 'pending'`),
    };
    const activeUsers = await one(`SELECT count(DISTINCT user_id) AS n FROM {activity} WHERE ${day('occurred_at')} = ?::date`, [today]);
    const card = (total: number, list: number[]) => {
      const recent = list.slice(7).reduce((a, b) => a + b, 0);
      const before = list.slice(0, 7).reduce((a, b) => a + b, 0);
      return { total, change: before === 0 ? null : Math.round(((recent - before) / before) * 1000) / 10 };
    };
    return {
      users: card(totals.users, signups),
      topics: card(totals.topics, topicsNew),
      posts: card(totals.posts, posts),
      pendingReports: card(totals.pendingReports, reportsNew),
      today: { signups: signups[13], posts: posts[13], activeUsers, pageViews: views[13] },
      trend: { days: days.slice(7), signups: signups.slice(7), posts: posts.slice(7), views: views.slice(7) },
      recent: await recent(strapi),
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
