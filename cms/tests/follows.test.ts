// Follows (accounts spec §7): one per pair, no self-follow, idempotent, exact counts under concurrency, the
// followed member notified (unless their newFollower switch is off), followers / following lists.

import { followAnswerSchema, pagedAnswerSchema, authorSummarySchema } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { expectError, guest, member, type Member } from './helpers/forum';

let app: App;
beforeAll(async () => {
  app = await setupStrapi(__filename);
});
afterAll(async () => {
  await teardownStrapi(app);
});

const k = () => app.db.connection;
const follow = (m: Member, username: string, body: unknown = {}) => m.post(`/api/profiles/${username}/follow`, body);
const counts = async (id: number) => {
  const row = await k()('up_users').where({ id }).first('follower_count', 'following_count');
  return { followers: row.follower_count, following: row.following_count };
};
/** Follow rows, counters and notifications: what a refused call must leave alone. */
const state = async () => ({
  follows: await k()('follows').orderBy('id').select('follower_id', 'following_id'),
  counters: await k()('up_users').orderBy('id').select('id', 'follower_count', 'following_count'),
  notifications: await k()('notifications').count({ n: 'id' }),
});

it('follows, repeats harmlessly, toggles, and tells the followed member', async () => {
  const a = await member(app);
  const b = await member(app);
  const res = await follow(a, b.username, { following: true });
  expect(res.status).toBe(200);
  expect(followAnswerSchema.parse(res.body)).toEqual({ message: 'Kullanıcı takip edildi', following: true, followerCount: 1 });
  expect((await follow(a, b.username, { following: true })).body.followerCount).toBe(1);
  expect(await k()('follows').where({ follower_id: a.id, following_id: b.id }).count({ n: 'id' })).toEqual([{ n: '1' }]);
  expect(await counts(b.id)).toEqual({ followers: 1, following: 0 });
  expect(await counts(a.id)).toEqual({ followers: 0, following: 1 });
  const notes = await k()('notifications').where({ user_id: b.id, type: 'new_follower' });
  expect(notes).toHaveLength(1);
  expect(notes[0]).toMatchObject({ actor_id: a.id, link: `/profil/${a.username}`, message: `${a.username} seni takip etmeye başladı.` });
  expect((await b.get(`/api/profiles/${b.username}`)).body.data.stats.followers).toBe(1);
  expect((await a.get(`/api/profiles/${b.username}`)).body.data.viewer.isFollowing).toBe(true);

  const off = await follow(a, b.username);
  expect(off.body).toEqual({ message: 'Kullanıcı takibi bırakıldı', following: false, followerCount: 0 });
  expect((await follow(a, b.username, { following: false })).body.followerCount).toBe(0);
  expect(await counts(b.id)).toEqual({ followers: 0, following: 0 });
  expect(await counts(a.id)).toEqual({ followers: 0, following: 0 });
});

it('refuses guests, self-follows, unknown members and bad bodies, changing nothing', async () => {
  const a = await member(app);
  const before = await state();
  expectError(await guest(app).post(`/api/profiles/${a.username}/follow`, {}), 'FOLLOW_LOGIN_REQUIRED');
  expectError(await follow(a, a.username), 'SELF_FOLLOW');
  expectError(await follow(a, 'kimse_yok_123'), 'PROFILE_NOT_FOUND');
  const bad = await follow(a, a.username, { following: 'evet' });
  expect(bad.status).toBe(400);
  expect(bad.body.error.message).toBe('Gönderilen veriler geçersiz');
  expect(await state()).toEqual(before);
});

it('respects the newFollower switch', async () => {
  const a = await member(app);
  const b = await member(app);
  expect((await b.put('/api/account/notifications', { newFollower: false })).status).toBe(200);
  expect((await follow(a, b.username)).body.following).toBe(true);
  expect(await k()('notifications').where({ user_id: b.id, type: 'new_follower' })).toHaveLength(0);
});

it('100 members following at once leave exactly 100 followers, listed 10 a page', async () => {
  const star = await member(app);
  const fans: Member[] = [];
  for (let i = 0; i < 100; i += 20) fans.push(...(await Promise.all(Array.from({ length: 20 }, () => member(app)))));
  const answers = await Promise.all(fans.map((f) => follow(f, star.username, { following: true })));
  expect(answers.map((r) => r.status)).toEqual(fans.map(() => 200));
  // The same 100 again, at once: nothing more.
  await Promise.all(fans.map((f) => follow(f, star.username, { following: true })));
  expect(await counts(star.id)).toEqual({ followers: 100, following: 0 });
  expect(await k()('follows').where({ following_id: star.id }).count({ n: 'id' })).toEqual([{ n: '100' }]);
  const list = pagedAnswerSchema(authorSummarySchema).parse((await guest(app).get(`/api/profiles/${star.username}/followers?page=2`)).body);
  expect(list.meta.pagination).toEqual({ page: 2, pageSize: 10, pageCount: 10, total: 100 });
  expect(list.data).toHaveLength(10);
  const following = await guest(app).get(`/api/profiles/${fans[0].username}/following`);
  expect(following.body.data.map((m: any) => m.username)).toEqual([star.username]);
});
