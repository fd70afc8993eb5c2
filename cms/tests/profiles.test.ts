// Public profiles (forum spec §2): every figure from real rows, privacy enforced by the API, views once per
// visitor per day, safe links; the tabs paginated.

import {
  ERROR_CODES,
  publicProfileSchema,
  pagedAnswerSchema,
  profileActivitySchema,
  profileReplySchema,
  dataAnswerSchema,
} from '@oyundev/domain';
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { expectError, forumCategories, guest, member, reply, topic, type Member } from './helpers/forum';

let app: App;
let open: { slug: string };

beforeAll(async () => {
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  await seed(app, { size: 0.2 });
  open = (await forumCategories(app)).open[0];
});
afterAll(async () => {
  await teardownStrapi(app);
});

const setPrivacy = (m: Member, privacy: Record<string, unknown>) => m.put('/api/account/privacy', privacy);
const users = () => app.db.connection('up_users');

describe('GET /api/profiles/:username', () => {
  it('answers every §2 field from the member’s rows, strictly shaped, without an e-mail', async () => {
    const author = await member(app, 'moderator');
    const t = await topic(author, open.slug);
    const replier = await member(app);
    await reply(replier, t.slug);
    await users()
      .where({ id: author.id })
      .update({
        bio: 'Unity ile oyun geliştiriyorum.',
        location: 'İstanbul',
        website: 'https://example.com/ben',
        social_links: JSON.stringify({ github: 'https://github.com/ornek', twitter: 'javascript:alert(1)' }),
        game_engines: JSON.stringify(['unity']),
      });
    const res = await guest(app).get(`/api/profiles/${author.username}`);
    expect(res.status).toBe(200);
    const profile = dataAnswerSchema(publicProfileSchema).parse(res.body).data;
    expect(JSON.stringify(res.body)).not.toContain(author.email);
    expect(profile).toMatchObject({
      username: author.username,
      bio: 'Unity ile oyun geliştiriyorum.',
      location: 'İstanbul',
      website: 'https://example.com/ben',
      gameEngines: ['unity'],
      viewer: { isSelf: false, isFollowing: false },
      showActivity: true,
    });
    // Only http(s) links leave the server.
    expect(profile.socialLinks.github).toBe('https://github.com/ornek');
    expect(profile.socialLinks.twitter).toBeNull();
    // Figures are the rows': reputation, today's points from the ledger, the rank among live members.
    const row = await users().where({ id: author.id }).first();
    expect(profile.reputation).toBe(row.reputation);
    expect(profile.stats.forumPosts).toBe(row.forum_post_count);
    const { rows } = await app.db.connection.raw('SELECT COALESCE(SUM(points),0) AS n FROM activities WHERE user_id = ?', [author.id]);
    expect(profile.todayPoints).toBe(Number(rows[0].n));
    expect(profile.todayPoints).toBeGreaterThan(0);
    const ahead = await users()
      .whereNull('deleted_at')
      .where('is_active', true)
      .where((w: any) =>
        w.where('reputation', '>', row.reputation).orWhere((x: any) => x.where('reputation', row.reputation).where('id', '<', row.id)),
      )
      .count({ n: 'id' });
    expect(profile.leaderboardPosition).toBe(Number(ahead[0].n) + 1);
    expect(profile.totalUsers).toBe(Number((await users().whereNull('deleted_at').where('is_active', true).count({ n: 'id' }))[0].n));
    expect(profile.currentStreak).toBe(1);
  });

  it('says Kullanıcı bulunamadı for an unknown, a malformed and a deleted member', async () => {
    expectError(await guest(app).get('/api/profiles/yok_boyle_biri'), 'PROFILE_NOT_FOUND', 'Kullanıcı bulunamadı');
    expectError(await guest(app).get('/api/profiles/%27%3B--'), 'PROFILE_NOT_FOUND');
    const gone = await member(app);
    await users().where({ id: gone.id }).update({ deleted_at: new Date(), is_active: false });
    expectError(await guest(app).get(`/api/profiles/${gone.username}`), 'PROFILE_NOT_FOUND');
    expectError(await guest(app).get(`/api/profiles/${gone.username}/topics`), 'PROFILE_NOT_FOUND');
  });

  it('shows one’s own profile as their own (edit instead of follow)', async () => {
    const me = await member(app);
    const res = await me.get(`/api/profiles/${me.username.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.data.viewer).toEqual({ isSelf: true, isFollowing: false });
  });
});

describe('privacy is the API’s: profileVisibility and showActivity', () => {
  const paths = (username: string) =>
    ['', '/topics', '/replies', '/posts', '/activity', '/followers', '/following'].map((p) => `/api/profiles/${username}${p}`);

  it('members only: guests are asked to log in on every route, members see it', async () => {
    const owner = await member(app);
    expect((await setPrivacy(owner, { profileVisibility: 'members' })).status).toBe(200);
    const other = await member(app);
    for (const path of paths(owner.username)) {
      expectError(await guest(app).get(path), 'PROFILE_MEMBERS_ONLY');
      expect((await other.get(path)).status).toBe(200);
    }
    expectError(await guest(app).post(`/api/profiles/${owner.username}/view`), 'PROFILE_MEMBERS_ONLY');
  });

  it('private: only the member, moderators and admins', async () => {
    const owner = await member(app);
    await setPrivacy(owner, { profileVisibility: 'private' });
    const other = await member(app);
    const moderator = await member(app, 'moderator');
    const admin = await member(app, 'admin');
    for (const path of paths(owner.username)) {
      expectError(await guest(app).get(path), 'PROFILE_PRIVATE');
      expectError(await other.get(path), 'PROFILE_PRIVATE');
      for (const m of [owner, moderator, admin]) expect((await m.get(path)).status).toBe(200);
    }
    const before = await app.db.connection('follows').count({ n: 'id' });
    expectError(await other.post(`/api/profiles/${owner.username}/follow`, {}), 'PROFILE_PRIVATE');
    expect(await app.db.connection('follows').count({ n: 'id' })).toEqual(before);
  });

  it('showActivity off hides the activity tab from others, not from the member', async () => {
    const owner = await member(app);
    await topic(owner, open.slug);
    await setPrivacy(owner, { showActivity: false });
    const other = await member(app);
    expect((await other.get(`/api/profiles/${owner.username}`)).body.data.showActivity).toBe(false);
    expectError(await other.get(`/api/profiles/${owner.username}/activity`), 'PROFILE_ACTIVITY_HIDDEN');
    expectError(await guest(app).get(`/api/profiles/${owner.username}/activity`), 'PROFILE_ACTIVITY_HIDDEN');
    const own = await owner.get(`/api/profiles/${owner.username}/activity`);
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
  });
});

describe('tabs', () => {
  it('topics, replies and activity come from the member’s rows, paginated and linked', async () => {
    const author = await member(app, 'moderator');
    const t = await topic(author, open.slug);
    const r = await reply(author, t.slug);
    const topics = await guest(app).get(`/api/profiles/${author.username}/topics`);
    expect(topics.status).toBe(200);
    expect(topics.body.data.map((x: any) => x.id)).toEqual([t.id]);
    expect(topics.body.meta.pagination).toEqual({ page: 1, pageSize: 10, pageCount: 1, total: 1 });
    const replies = pagedAnswerSchema(profileReplySchema).parse((await guest(app).get(`/api/profiles/${author.username}/replies`)).body);
    expect(replies.data.map((x) => x.id)).toEqual([r.id]);
    expect(replies.data[0].topic.slug).toBe(t.slug);
    const activity = pagedAnswerSchema(profileActivitySchema).parse(
      (await guest(app).get(`/api/profiles/${author.username}/activity`)).body,
    );
    const lines = await app.db.connection('activities').where({ user_id: author.id }).count({ n: 'id' });
    expect(activity.meta.pagination.total).toBe(Number(lines[0].n));
    const created = activity.data.find((l) => l.type === 'topic_created');
    expect(created?.target).toEqual({ title: t.title, link: `/forum/konu/${t.slug}` });
    // A deleted reply leaves the replies tab.
    expect((await author.delete(`/api/forum/${r.id}`)).status).toBe(200);
    expect((await guest(app).get(`/api/profiles/${author.username}/replies`)).body.data).toEqual([]);
  });

  it('posts lists the member’s published blog posts', async () => {
    const post = await app.db
      .query('api::blog-post.blog-post')
      .findOne({ where: { publishedAt: { $notNull: true } }, populate: { author: true } });
    const res = await guest(app).get(`/api/profiles/${post.author.username}/posts?page=1`);
    expect(res.status).toBe(200);
    const count = await app
      .documents('api::blog-post.blog-post')
      .count({ status: 'published', filters: { author: { id: post.author.id } } });
    expect(res.body.meta.pagination.total).toBe(count);
    expect(res.body.data.map((p: any) => p.slug)).toContain(post.slug);
  });
});

describe('POST /api/profiles/:username/view', () => {
  it('counts once per visitor per Istanbul day, never the member’s own visits', async () => {
    const owner = await member(app);
    const visitor = await member(app);
    const views = async () => (await users().where({ id: owner.id }).first()).profile_views;
    expect((await owner.post(`/api/profiles/${owner.username}/view`)).body).toEqual({ views: 0 });
    expect((await visitor.post(`/api/profiles/${owner.username}/view`)).body).toEqual({ views: 1 });
    expect((await visitor.post(`/api/profiles/${owner.username}/view`)).body).toEqual({ views: 1 });
    expect((await guest(app).post(`/api/profiles/${owner.username}/view`)).body).toEqual({ views: 2 });
    expect((await guest(app).post(`/api/profiles/${owner.username}/view`)).body).toEqual({ views: 2 });
    expect(await views()).toBe(2);
    expect((await guest(app).get(`/api/profiles/${owner.username}`)).body.data.stats.views).toBe(2);
    expect(Object.keys(ERROR_CODES)).toContain('PROFILE_NOT_FOUND');
  });
});
