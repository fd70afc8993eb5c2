// The admin analytics tab (issue 14, forum spec §2, §3 "Analytics object"): every figure equals a count
// made here from the rows, for each range; only admins may read it.
import { ACTIVE_TYPES, adminAnalyticsSchema } from '@oyundev/domain';
import { forumSuite } from './helpers/suite';
import { expectError, guest, member, reply, topic, unchanged, type Member } from './helpers/forum';

const s = forumSuite(__filename);
const TZ = `'Europe/Istanbul'`;
const local = (col: string) => `((${col} AT TIME ZONE 'UTC') AT TIME ZONE ${TZ})`;
const todayIst = `(now() AT TIME ZONE ${TZ})::date`;

let admin: Member;
beforeAll(async () => {
  admin = await member(s.app, 'admin');
});

const analytics = async (range?: string) => {
  const res = await admin.get(`/api/admin/analytics${range ? `?range=${range}` : ''}`);
  expect(res.status).toBe(200);
  return adminAnalyticsSchema.parse(res.body.data);
};
const n = async (sql: string, bindings: unknown[] = []) => Number((await s.app.db.connection.raw(sql, bindings as never)).rows[0].n ?? 0);

/** The figures, counted here independently of the service. */
async function expected(hours: number) {
  const since = `(now() - interval '${hours} hours')`;
  const sinceDay = `(${since} AT TIME ZONE ${TZ})::date`;
  const topics = `FROM topics t WHERE t.is_active AND t.is_approved`;
  const replies = `FROM replies r WHERE NOT r.is_deleted AND r.is_approved`;
  return {
    totalUsers: await n(`SELECT count(*) AS n FROM up_users WHERE deleted_at IS NULL`),
    activeUsers: await n(
      `SELECT count(DISTINCT user_id) AS n FROM activities WHERE type = ANY(?::text[]) AND occurred_at AT TIME ZONE 'UTC' >= ${since}`,
      [`{${ACTIVE_TYPES.join(',')}}`],
    ),
    newUsers: await n(`SELECT count(*) AS n FROM up_users WHERE deleted_at IS NULL AND created_at AT TIME ZONE 'UTC' >= ${since}`),
    totalPosts:
      (await n(`SELECT count(*) AS n ${topics} AND t.created_at AT TIME ZONE 'UTC' >= ${since}`)) +
      (await n(`SELECT count(*) AS n ${replies} AND r.created_at AT TIME ZONE 'UTC' >= ${since}`)),
    todayPosts:
      (await n(`SELECT count(*) AS n ${topics} AND ${local('t.created_at')}::date = ${todayIst}`)) +
      (await n(`SELECT count(*) AS n ${replies} AND ${local('r.created_at')}::date = ${todayIst}`)),
    totalTopics: await n(`SELECT count(*) AS n ${topics} AND t.created_at AT TIME ZONE 'UTC' >= ${since}`),
    todayTopics: await n(`SELECT count(*) AS n ${topics} AND ${local('t.created_at')}::date = ${todayIst}`),
    pageViews: await n(`SELECT sum(views) AS n FROM page_views WHERE day >= ${sinceDay}`),
    todayViews: await n(`SELECT sum(views) AS n FROM page_views WHERE day = ${todayIst}`),
    postsInRange:
      (await n(`SELECT count(*) AS n ${topics} AND t.created_at AT TIME ZONE 'UTC' >= ${since}`)) +
      (await n(`SELECT count(*) AS n ${replies} AND r.created_at AT TIME ZONE 'UTC' >= ${since}`)),
  };
}

describe('GET /api/admin/analytics', () => {
  it('only admins: guest 401, user / premium / moderator 403, nothing changes; a bad range is 400', async () => {
    expectError(await unchanged(s.app, () => guest(s.app).get('/api/admin/analytics')), 'NOT_AUTHENTICATED');
    for (const role of ['user', 'premium', 'moderator'] as const) {
      const caller = await member(s.app, role);
      expectError(await unchanged(s.app, () => caller.get('/api/admin/analytics?range=30days')), 'FORBIDDEN');
    }
    expectError(await admin.get('/api/admin/analytics?range=1year'), 'VALIDATION');
  });

  it('overview figures equal the counts of the rows, for every range (default 7 days)', async () => {
    // Something new today: a fresh member, a topic with a reply, and page views of the topic's page.
    const writer = await member(s.app, 'user', { fresh: true });
    const t = await topic(s.moderator, s.plain.slug);
    await reply(writer, t.slug);
    await s.app.db.connection.raw(
      `INSERT INTO page_views (document_id, day, path, views, unique_visitors, created_at, updated_at)
       VALUES (md5(random()::text), (now() AT TIME ZONE ${TZ})::date, ?, 100000, 5, now(), now())`,
      [`/forum/konu/${t.slug}`],
    );
    expect((await analytics()).range).toBe('7days');
    for (const [range, hours] of [
      ['24hours', 24],
      ['7days', 168],
      ['30days', 720],
      ['90days', 2160],
    ] as const) {
      const a = await analytics(range);
      const { postsInRange, ...overview } = await expected(hours);
      expect({ range, ...a.overview }).toEqual({ range, ...overview });
      expect(a.overview.newUsers).toBeGreaterThanOrEqual(1);
      expect(a.overview.todayTopics).toBeGreaterThanOrEqual(1);
      expect(a.overview.todayViews).toBeGreaterThanOrEqual(100000);
      // The hourly activity holds every post of the range, in 24 Istanbul hours.
      expect(a.trends.dailyActivity.map((h) => h.time)).toEqual(Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`));
      expect(a.trends.dailyActivity.reduce((sum, h) => sum + h.posts, 0)).toBe(postsInRange);
      // The most read page of the range is the topic with 100 000 views today.
      expect(a.topPerformers.posts[0]).toMatchObject({ title: t.title, link: `/forum/konu/${t.slug}` });
      expect(a.topPerformers.posts[0].views).toBe(
        await n(
          `SELECT sum(views) AS n FROM page_views WHERE path = ? AND day >= ((now() - interval '${hours} hours') AT TIME ZONE ${TZ})::date`,
          [`/forum/konu/${t.slug}`],
        ),
      );
    }
  });

  it('user growth: the member count at the end of each of the last 8 days, ending at today’s total', async () => {
    const a = await analytics('30days');
    expect(a.userGrowth.labels).toHaveLength(8);
    expect(a.userGrowth.data[7]).toBe(a.overview.totalUsers);
    for (const [i, day] of a.userGrowth.labels.entries()) {
      expect(a.userGrowth.data[i]).toBe(
        await n(`SELECT count(*) AS n FROM up_users WHERE deleted_at IS NULL AND ${local('created_at')}::date <= ?::date`, [day]),
      );
    }
  });

  it('category distribution and totals count only the range: rows older than it are left out', async () => {
    // In `other`: a topic and a reply of 40 days ago, and today a new topic and a reply to the old topic.
    const old = await topic(s.moderator, s.other.slug);
    const oldReply = await reply(s.moderator, old.slug);
    const backdate = (table: string, id: number) =>
      s.app.db.connection.raw(`UPDATE ${table} SET created_at = now() - interval '40 days' WHERE id = ?`, [id]);
    await backdate('topics', old.id);
    await backdate('replies', oldReply.id);
    await topic(s.moderator, s.other.slug);
    await reply(s.moderator, old.slug);

    const perCategory = async (hours: number) => {
      const since = `now() - interval '${hours} hours'`;
      const { rows } = await s.app.db.connection.raw(
        `SELECT c.name,
                count(*) FILTER (WHERE t.created_at AT TIME ZONE 'UTC' >= ${since}) AS topics,
                count(*) FILTER (WHERE t.created_at AT TIME ZONE 'UTC' >= ${since})
                  + sum((SELECT count(*) FROM replies_topic_lnk rt JOIN replies r ON r.id = rt.reply_id
                         WHERE rt.topic_id = t.id AND NOT r.is_deleted AND r.is_approved
                           AND r.created_at AT TIME ZONE 'UTC' >= ${since})) AS posts
         FROM forum_categories c JOIN topics_category_lnk tc ON tc.forum_category_id = c.id
         JOIN topics t ON t.id = tc.topic_id AND t.is_active AND t.is_approved GROUP BY c.id, c.name`,
      );
      return Object.fromEntries(
        rows.filter((r: any) => Number(r.posts) > 0).map((r: any) => [r.name, { topics: Number(r.topics), posts: Number(r.posts) }]),
      );
    };
    const byName = (a: Awaited<ReturnType<typeof analytics>>) =>
      Object.fromEntries(
        a.contentStats.labels.map((name, i) => [name, { topics: a.contentStats.topics[i], posts: a.contentStats.posts[i] }]),
      );
    const { name } = await s.app.db.connection('forum_categories').where({ id: s.other.id }).first();

    const month = await analytics('30days');
    const quarter = await analytics('90days');
    expect(byName(month)).toEqual(await perCategory(720));
    expect(byName(quarter)).toEqual(await perCategory(2160));
    // The old topic and its old reply count in 'Son 3 Ay' only; today's topic and reply in both.
    expect(byName(quarter)[name].topics - byName(month)[name].topics).toBe(
      await n(
        `SELECT count(*) AS n FROM topics t JOIN topics_category_lnk tc ON tc.topic_id = t.id WHERE tc.forum_category_id = ?
           AND t.is_active AND t.is_approved AND t.created_at AT TIME ZONE 'UTC' BETWEEN now() - interval '2160 hours' AND now() - interval '720 hours'`,
        [s.other.id],
      ),
    );
    expect(byName(quarter)[name].topics).toBeGreaterThan(byName(month)[name].topics);
    expect(byName(quarter)[name].posts - byName(month)[name].posts).toBeGreaterThanOrEqual(2);
    expect(month.overview.totalTopics).toBe((await expected(720)).totalTopics);
    expect(quarter.overview.totalPosts - month.overview.totalPosts).toBeGreaterThanOrEqual(2);
    // Largest first.
    for (const a of [month, quarter]) expect(a.contentStats.posts).toEqual([...a.contentStats.posts].sort((x, y) => y - x));
  });

  it('most active members: posts written in the range, with their reputation', async () => {
    const busy = await member(s.app, 'moderator');
    for (let i = 0; i < 30; i++) await topic(busy, s.plain.slug);
    const a = await analytics('24hours');
    expect(a.topPerformers.users[0]).toEqual({
      username: busy.username,
      posts: 30,
      reputation: Number((await s.app.db.connection('up_users').where({ id: busy.id }).first()).reputation),
    });
    const counts = a.topPerformers.users.map((u) => u.posts);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });
});
