// The member's notifications: written in the events' transactions (likes, follows, replies), listed grouped,
// marked read one group or all at once; the unread count the header polls follows.

import { notificationListSchema, unreadAnswerSchema } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { expectError, forumCategories, guest, member, reply, topic } from './helpers/forum';

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

const rows = (userId: number, type?: string) =>
  app.db
    .connection('notifications')
    .where({ user_id: userId, ...(type ? { type } : {}) })
    .orderBy('id');
const unreadInDb = async (userId: number) =>
  Number((await app.db.connection('notifications').where({ user_id: userId, is_read: false }).count({ n: 'id' }))[0].n);

it('a like tells the author once, linked to the reply; like/unlike cycles add nothing; the newLike switch is obeyed', async () => {
  const author = await member(app, 'moderator');
  const t = await topic(author, open.slug);
  const r = await reply(author, t.slug);
  const fan = await member(app);
  expect((await fan.post(`/api/forum/${r.id}/like`)).body.liked).toBe(true);
  expect((await fan.post(`/api/forum/${r.id}/like`)).body.liked).toBe(false);
  expect((await fan.post(`/api/forum/${r.id}/like`)).body.liked).toBe(true);
  const likes = await rows(author.id, 'new_like');
  expect(likes).toHaveLength(1);
  expect(likes[0]).toMatchObject({
    actor_id: fan.id,
    link: `/forum/konu/${t.slug}#yanit-${r.id}`,
    message: `${fan.username} yanıtını beğendi.`,
  });

  const quiet = await member(app, 'moderator');
  const qt = await topic(quiet, open.slug);
  expect((await quiet.put('/api/account/notifications', { newLike: false })).status).toBe(200);
  expect((await fan.post(`/api/forum/topics/${qt.id}/like`)).body.liked).toBe(true);
  expect(await rows(quiet.id, 'new_like')).toHaveLength(0);
});

it('lists groups ("3 kişi yanıtını beğendi"), marks one group and then all read, the unread count following', async () => {
  const author = await member(app, 'moderator');
  const t = await topic(author, open.slug);
  const r = await reply(author, t.slug);
  const fans = await Promise.all([member(app), member(app), member(app)]);
  for (const f of fans) expect((await f.post(`/api/forum/${r.id}/like`)).status).toBe(200);
  const follower = await member(app);
  await follower.post(`/api/profiles/${author.username}/follow`, { following: true });

  const res = await author.get('/api/notifications');
  expect(res.status).toBe(200);
  const list = notificationListSchema.parse(res.body);
  expect(list.meta.unread).toBe(await unreadInDb(author.id));
  // The author's first topic and reply may also have earned badges, each with its own notification.
  const badges = (await rows(author.id, 'badge_earned')).length;
  expect(list.meta.unread).toBe(4 + badges);
  const liked = list.data.find((n) => n.type === 'new_like')!;
  expect(liked).toMatchObject({ count: 3, actorCount: 3, isRead: false, message: '3 kişi yanıtını beğendi' });
  const followed = list.data.find((n) => n.type === 'new_follower')!;
  expect(followed).toMatchObject({
    count: 1,
    message: `${follower.username} seni takip etmeye başladı.`,
    link: `/profil/${follower.username}`,
  });
  expect(followed.actor?.username).toBe(follower.username);
  // Newest first.
  expect(list.data[0].id).toBe(followed.id);

  expect(unreadAnswerSchema.parse((await author.get('/api/notifications/unread-count')).body)).toEqual({ unread: 4 + badges });
  expect((await author.post(`/api/notifications/${liked.id}/read`)).body).toEqual({ unread: 1 + badges });
  expect(await unreadInDb(author.id)).toBe(1 + badges);
  expect((await rows(author.id, 'new_like')).every((n: any) => n.is_read)).toBe(true);

  const all = await author.post('/api/notifications/read-all');
  expect(all.body).toEqual({ unread: 0, message: 'Tüm bildirimler okundu olarak işaretlendi' });
  expect(await unreadInDb(author.id)).toBe(0);
  expect((await author.get('/api/me')).body.unreadNotifications ?? (await author.get('/api/me')).body.data?.unreadNotifications).toBe(0);
});

it('is the member’s own: guests are refused, another member’s notification is not found and stays unread', async () => {
  const owner = await member(app);
  const other = await member(app);
  await other.post(`/api/profiles/${owner.username}/follow`, { following: true });
  const [note] = await rows(owner.id, 'new_follower');
  expect((await guest(app).get('/api/notifications')).status).toBeGreaterThanOrEqual(401);
  expect((await guest(app).get('/api/notifications')).status).toBeLessThan(404);
  expect((await guest(app).post(`/api/notifications/${note.id}/read`)).status).toBeLessThan(404);
  expectError(await other.post(`/api/notifications/${note.id}/read`), 'NOT_FOUND');
  expectError(await other.post('/api/notifications/abc/read'), 'NOT_FOUND');
  expect((await rows(owner.id, 'new_follower'))[0].is_read).toBe(false);
  // A reply to one's topic arrives too, linked to the topic.
  const writer = await member(app, 'moderator');
  const t = await topic(writer, open.slug);
  await reply(owner, t.slug);
  const replies = await rows(writer.id, 'new_reply');
  expect(replies.map((n: any) => n.link)).toEqual([`/forum/konu/${t.slug}`]);
});
