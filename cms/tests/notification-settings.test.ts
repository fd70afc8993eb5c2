import { DEFAULT_NOTIFICATION_SETTINGS } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { category, member, reply, topic, type Member } from './helpers/forum';

// In-app notifications follow the recipient's notificationSettings switches (cms/src/lib/notify.ts).

let app: App;
let plain: any;
let replier: Member;

beforeAll(async () => {
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  await seed(app, { size: 1 });
  plain = await category(app);
  replier = await member(app);
});
afterAll(async () => {
  await teardownStrapi(app);
});

const notificationsOf = (userId: number, type: string) =>
  app.db.connection('notifications').where({ user_id: userId, type }).orderBy('id').select('actor_id', 'type', 'link');

const setSwitches = async (who: Member, body: Record<string, boolean>) => {
  const res = await who.put('/api/account/notifications', body);
  expect(res.status).toBe(200);
  return res.body.data.notificationSettings;
};

describe('new_reply follows the topic author’s newComment switch', () => {
  it('a member who never saved settings (no component row) is notified', async () => {
    const author = await member(app);
    const t = await topic(author, plain.slug);
    const joined = await app.db.connection('up_users_cmps').where({ entity_id: author.id, field: 'notificationSettings' });
    expect(joined).toEqual([]);
    await reply(replier, t.slug);
    expect(await notificationsOf(author.id, 'new_reply')).toEqual([
      { actor_id: replier.id, type: 'new_reply', link: `/forum/konu/${t.slug}` },
    ]);
  });

  it('off: a reply by someone else is written and the author gets no notification; on again: one', async () => {
    const author = await member(app);
    const t = await topic(author, plain.slug);
    expect(await setSwitches(author, { newComment: false })).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, newComment: false });

    const res = await replier.post(`/api/forum/${t.slug}/reply`, { content: 'Sessiz bir yanıt.' });
    expect(res.status).toBe(201);
    expect(await app.db.connection('replies').where({ id: res.body.data.id }).first('id')).toBeTruthy();
    expect(await notificationsOf(author.id, 'new_reply')).toEqual([]);

    expect(await setSwitches(author, { newComment: true })).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    await reply(replier, t.slug, 'Bu kez haberin olacak.');
    expect(await notificationsOf(author.id, 'new_reply')).toEqual([
      { actor_id: replier.id, type: 'new_reply', link: `/forum/konu/${t.slug}` },
    ]);
  });

  it('another switch turned off does not silence replies', async () => {
    const author = await member(app);
    const t = await topic(author, plain.slug);
    await setSwitches(author, { newLike: false, weeklyDigest: false });
    await reply(replier, t.slug);
    expect(await notificationsOf(author.id, 'new_reply')).toHaveLength(1);
  });
});

describe('new_like follows the recipient’s newLike switch', () => {
  const likeDraft = (userId: number, actorId: number) => ({
    userId,
    actorId,
    type: 'new_like',
    title: 'Beğeni',
    message: 'Bir yanıtın beğenildi.',
    link: '/forum',
  });

  it('is written while newLike is on (or never saved) and not while it is off', async () => {
    const { notify } = require('../dist/src/lib/notify');
    const send = (userId: number) => app.db.transaction(({ trx }: any) => notify(app, trx, likeDraft(userId, replier.id)));

    const unsaved = await member(app);
    await send(unsaved.id);
    expect(await notificationsOf(unsaved.id, 'new_like')).toHaveLength(1);

    const quiet = await member(app);
    await setSwitches(quiet, { newLike: false });
    await send(quiet.id);
    expect(await notificationsOf(quiet.id, 'new_like')).toEqual([]);

    await setSwitches(quiet, { newLike: true, newComment: false });
    await send(quiet.id);
    expect(await notificationsOf(quiet.id, 'new_like')).toEqual([{ actor_id: replier.id, type: 'new_like', link: '/forum' }]);
  });
});
