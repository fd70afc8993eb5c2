import { ACTIVITY_POINTS, ERROR_CODES, LEVELS, NEW_MEMBER_LEVEL } from '@oyundev/domain';
import { api, setupStrapi, type App } from './strapi';
import { createMember, tableCounts, type Role } from './fixtures';

const DAY = 24 * 3_600_000;

/**
 * A member of `role` whose account is older than a day, so that the new-account posting limits do not
 * apply (tests of those limits use `fresh: true`).
 */
export async function member(
  app: App,
  role: Role = 'user',
  { fresh = false, ...overrides }: { fresh?: boolean } & Record<string, unknown> = {},
) {
  const m = await createMember(app, role, overrides);
  if (!fresh)
    await app.db
      .connection('up_users')
      .where({ id: m.user.id })
      .update({ created_at: new Date(Date.now() - 3 * DAY) });
  const as = (req: any) => req.set('Authorization', `Bearer ${m.jwt}`);
  return {
    ...m,
    id: m.user.id as number,
    get: (path: string) => as(api(app).get(path)),
    post: (path: string, body?: unknown) => as(api(app).post(path)).send(body as any),
    put: (path: string, body?: unknown) => as(api(app).put(path)).send(body as any),
    patch: (path: string, body?: unknown) => as(api(app).patch(path)).send(body as any),
    delete: (path: string) => as(api(app).delete(path)),
  };
}
export type Member = Awaited<ReturnType<typeof member>>;

export const guest = (app: App) => ({
  get: (path: string) => api(app).get(path),
  post: (path: string, body?: unknown) =>
    api(app)
      .post(path)
      .send(body as any),
  put: (path: string, body?: unknown) =>
    api(app)
      .put(path)
      .send(body as any),
  delete: (path: string) => api(app).delete(path),
});

/** A category of the seed by a predicate on its row (with its settings). */
export async function category(app: App, where: Record<string, unknown> = { isPremium: false }) {
  const rows = await app.db
    .query('api::forum-category.forum-category')
    .findMany({ where, populate: { settings: true }, orderBy: { id: 'asc' } });
  return rows.find((c: any) => c.settings?.isActive !== false && !c.settings?.requireApproval) ?? rows[0];
}

/** Sets a category's settings component fields (e.g. requireApproval). */
export async function setCategorySettings(app: App, categoryId: number, patch: Record<string, unknown>) {
  const row = await app.db.query('api::forum-category.forum-category').findOne({ where: { id: categoryId }, populate: { settings: true } });
  await app.db.query('forum.category-settings').update({ where: { id: row.settings.id }, data: patch });
}

let titles = 0;
/** A topic written through the API by `author` (a moderator is never rate limited). */
export async function topic(author: Member, categorySlug: string, extra: Record<string, unknown> = {}) {
  titles += 1;
  const res = await author.post('/api/forum/topics', {
    title: `Test konusu ${titles}: Unity'de karakter hareketi`,
    content: 'Karakterim duvarlara takılıyor, Rigidbody ile mi CharacterController ile mi ilerlemeliyim?',
    category: categorySlug,
    tags: ['unity'],
    ...extra,
  });
  if (res.status !== 201) throw new Error(`topic: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; slug: string; [k: string]: any };
}

export async function reply(
  author: Member,
  topicSlug: string,
  content = 'Bence CharacterController ile başla.',
  replyTo: number | null = null,
) {
  const res = await author.post(`/api/forum/${topicSlug}/reply`, { content, replyTo });
  if (res.status !== 201) throw new Error(`reply: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; [k: string]: any };
}

// ── Database state ─────────────────────────────────────────────────────────

export const topicRow = (app: App, id: number) =>
  app.db.query('api::topic.topic').findOne({ where: { id }, populate: { category: true, lastReply: true, lastReplyBy: true, tags: true } });
export const replyRowOf = (app: App, id: number) =>
  app.db.query('api::reply.reply').findOne({ where: { id }, populate: { editedBy: true, replyTo: true } });
export const categoryRow = (app: App, id: number) =>
  app.db.query('api::forum-category.forum-category').findOne({ where: { id }, populate: { lastTopic: true, lastUser: true } });
export const userRowOf = (app: App, id: number) => app.db.connection('up_users').where({ id }).first();

/** Sums of every counter we move, and the row counts of every table: a denied call leaves all of it alone. */
export async function forumState(app: App) {
  const sum = async (table: string, columns: string[]) => {
    const row = await app.db
      .connection(table)
      .select(app.db.connection.raw(columns.map((c) => `COALESCE(SUM(${c}), 0)::bigint AS ${c}`).join(', ')))
      .first();
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  };
  const flags = async (table: string, columns: string[]) => {
    const row = await app.db
      .connection(table)
      .select(app.db.connection.raw(columns.map((c) => `count(*) FILTER (WHERE ${c}) AS ${c}`).join(', ')))
      .first();
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  };
  const text = async (table: string, column: string) =>
    (
      await app.db
        .connection(table)
        .select(app.db.connection.raw(`md5(string_agg(${column}::text, '|' ORDER BY id)) AS h`))
        .first()
    ).h;
  return {
    rows: await tableCounts(app),
    topics: await sum('topics', [
      'reply_count',
      'like_count',
      'upvote_count',
      'downvote_count',
      'score',
      'view_count',
      'unique_visitors',
      'report_count',
    ]),
    topicFlags: await flags('topics', ['is_pinned', 'is_closed', 'is_resolved', 'is_featured', 'is_approved', 'is_reported']),
    replies: await sum('replies', ['like_count', 'upvote_count', 'downvote_count', 'score']),
    replyFlags: await flags('replies', ['is_deleted', 'is_edited']),
    categories: await sum('forum_categories', ['topic_count', 'post_count']),
    tags: await sum('tags', ['topic_count']),
    users: await sum('up_users', ['reputation', 'activity_points', 'forum_post_count', 'topic_count', 'likes_given', 'likes_received']),
    replyText: await text('replies', 'content'),
    topicCategories: await text('topics_category_lnk', 'forum_category_id'),
  };
}

/** Runs `call`, then checks that the forum's data is exactly as before it. Returns the response. */
export async function unchanged(app: App, call: () => Promise<any>) {
  const before = await forumState(app);
  const res = await call();
  expect(await forumState(app)).toEqual(before);
  return res;
}

/** The ledger lines of a member, newest first. */
export const activitiesOf = (app: App, userId: number) =>
  app.db.connection('activities').where({ user_id: userId }).orderBy('id', 'desc').select('type', 'points', 'target_type', 'target_id');

/** A badge definition of the seed by slug (the award checks read its id and RP reward). */
export const badgeOf = (app: App, slug: string): Promise<{ id: number; name: string; reward: number }> =>
  app.db.connection('badges').where({ slug }).first('id', 'name', 'reward');

/** The ledger line a badge award writes: its reward, pointing at the badge. */
export const badgeLine = (badge: { id: number; reward: number }) => ({
  type: 'badge_earned',
  points: badge.reward,
  target_type: 'badge',
  target_id: badge.id,
});

/**
 * The "first activity of the day" line the member's first own act of an Istanbul day writes (lib/ledger.ts),
 * right after that act's line: +1, pointing at the day (YYYYMMDD).
 */
export const dailyLine = (at: Date = new Date()) => ({
  type: 'daily_login',
  points: ACTIVITY_POINTS.daily_login,
  target_type: 'day',
  target_id: Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' })
      .format(at)
      .replace(/-/g, ''),
  ),
});

/** Changes the admin's content settings (requireApproval, enableVoting…). */
export async function setContentSettings(app: App, patch: Record<string, unknown>) {
  const documents = app.documents('api::site-setting.site-setting');
  const current = await documents.findFirst({ populate: { content: true } });
  const { id: _id, ...fields } = current.content ?? {};
  await documents.update({ documentId: current.documentId, data: { content: { ...fields, ...patch } } });
}

/** Every counter the forum writes keep, and what the "last activity" links point at. */
async function derived(app: App) {
  const k = app.db.connection;
  return {
    state: await forumState(app),
    topics: await k('topics')
      .orderBy('id')
      .select('id', 'reply_count', 'like_count', 'score', 'upvote_count', 'downvote_count', 'last_reply_at', 'report_count', 'is_reported'),
    lastReply: await k('topics_last_reply_lnk').orderBy('topic_id').select('topic_id', 'reply_id'),
    lastReplyBy: await k('topics_last_reply_by_lnk').orderBy('topic_id').select('topic_id', 'user_id'),
    categories: await k('forum_categories').orderBy('id').select('id', 'topic_count', 'post_count', 'last_activity_at'),
    lastTopic: await k('forum_categories_last_topic_lnk').orderBy('forum_category_id').select('forum_category_id', 'topic_id'),
    lastUser: await k('forum_categories_last_user_lnk').orderBy('forum_category_id').select('forum_category_id', 'user_id'),
    tags: await k('tags').orderBy('id').select('id', 'topic_count'),
    // A brand-new account's level reads 'Yeni Üye' until its first points; a recount says the first band.
    users: (
      await k('up_users')
        .orderBy('id')
        .select(
          'id',
          'reputation',
          'activity_points',
          'experience',
          'level',
          'forum_post_count',
          'topic_count',
          'likes_given',
          'likes_received',
        )
    ).map((u: any) => ({ ...u, level: u.level === NEW_MEMBER_LEVEL ? LEVELS[0].name : u.level })),
    replies: await k('replies').orderBy('id').select('id', 'like_count', 'score', 'upvote_count', 'downvote_count'),
    // The leaderboards' week / month totals (lib/period-points.ts); a total moved back to 0 reads as none.
    pointsTotals: await k('points_totals')
      .whereNot('points', 0)
      .orderBy(['user_id', 'period', 'period_start'])
      .select('user_id', 'period', k.raw(`to_char(period_start, 'YYYY-MM-DD') AS start`), 'points'),
    reports: await k('reports').orderBy('id').select('id', 'report_count'),
  };
}

/**
 * The live writes keep every counter's meaning (seed/recount.ts): recounting everything from the rows
 * changes nothing.
 */
export async function expectRecountAgrees(app: App) {
  const { recountCounters } = require('../../dist/src/seed/recount');
  const before = await derived(app);
  await recountCounters(app);
  expect(await derived(app)).toEqual(before);
}

/** The seeded categories forum test files write in: open ones (no approval, active) in id order, and a premium one. */
export async function forumCategories(app: App) {
  const open = (
    await app.db
      .query('api::forum-category.forum-category')
      .findMany({ where: { isPremium: false }, populate: { settings: true }, orderBy: { id: 'asc' } })
  ).filter((c: any) => c.settings?.isActive !== false && !c.settings?.requireApproval);
  return { open, premium: await category(app, { isPremium: true }) };
}

/** A cms booted for `testFile` with the demo seed loaded — the start of every forum test file. */
export async function seededApp(testFile: string, { size = 1 }: { size?: number } = {}): Promise<App> {
  return setupStrapi(testFile, { seed: size });
}

/** The error part of an answer, for comparing with what the catalogue says. */
export const errorOf = (res: any) => ({ status: res.status, code: res.body?.error?.details?.code, message: res.body?.error?.message });

/** The answer is the error `code` with its catalogue status and message (or the given, more specific message). */
export const expectError = (res: any, code: keyof typeof ERROR_CODES, message: string = ERROR_CODES[code].message) =>
  expect(errorOf(res)).toEqual({ status: ERROR_CODES[code].status, code, message });
