// Automatic badges (lib/badges.ts checkBadges): a member's ledger counters reaching a rule's threshold award the
// badge once — the award row, the reward as a badge_earned ledger line, a badge_earned notification — and a
// repeated or concurrent check awards nothing more (UNIQUE(user, badge)).

import { msg } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { expectRecountAgrees, forumCategories, member, topic, type Member } from './helpers/forum';

let app: App;
let open: { slug: string };
beforeAll(async () => {
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  await seed(app, { size: 0.2 });
  open = (await forumCategories(app)).open[0];
}, 300000);
afterAll(async () => {
  await teardownStrapi(app);
});

const k = () => app.db.connection;
const check = (m: Member) => {
  const { checkBadges } = require('../dist/src/lib/badges');
  return k().transaction((trx: any) => checkBadges(app, trx, m.id));
};
const badgeId = async (slug: string) => Number((await k()('badges').where({ slug }).first('id')).id);
/** Everything a badge award writes for `m`. */
const state = async (m: Member) => ({
  awards: await k()('badge_awards').where({ user_id: m.id }).orderBy('badge_id').select('badge_id'),
  lines: await k()('activities').where({ user_id: m.id, type: 'badge_earned' }).orderBy('id').select('target_id', 'points'),
  notes: await k()('notifications').where({ user_id: m.id, type: 'badge_earned' }).orderBy('id').select('title', 'message', 'link'),
  reputation: (await k()('up_users').where({ id: m.id }).first('reputation')).reputation,
});

it('awards the first-topic badge once, with its reward line and a notification', async () => {
  const writer = await member(app, 'moderator'); // moderators are never rate limited
  const before = await state(writer);
  expect(await check(writer)).toEqual([]); // no topic yet: nothing reached, nothing written
  expect(await state(writer)).toEqual(before);

  await topic(writer, open.slug);
  const afterTopic = await state(writer);
  expect(await check(writer)).toEqual(['ilk-konu']);
  const ilk = await k()('badges').where({ slug: 'ilk-konu' }).first('id', 'name', 'reward');
  const after = await state(writer);
  expect(after.awards).toEqual([...afterTopic.awards, { badge_id: ilk.id }]);
  expect(after.lines).toEqual([...afterTopic.lines, { target_id: ilk.id, points: ilk.reward }]);
  expect(after.reputation).toBe(afterTopic.reputation + ilk.reward);
  expect(after.notes).toEqual([
    ...afterTopic.notes,
    {
      title: msg('badge.notification.title'),
      message: msg('badge.notification.message', { name: ilk.name }),
      link: `/profil/${writer.username}`,
    },
  ]);

  // Again: held already, nothing more.
  expect(await check(writer)).toEqual([]);
  expect(await state(writer)).toEqual(after);
  await expectRecountAgrees(app);
});

it('never awards twice when checks run in parallel', async () => {
  const writer = await member(app, 'moderator');
  await topic(writer, open.slug);
  const results = await Promise.all(Array.from({ length: 6 }, () => check(writer)));
  expect(results.flat()).toEqual(['ilk-konu']);
  const id = await badgeId('ilk-konu');
  expect(await k()('badge_awards').where({ user_id: writer.id, badge_id: id }).count({ n: 'id' })).toEqual([{ n: '1' }]);
  expect(await k()('activities').where({ user_id: writer.id, type: 'badge_earned', target_id: id }).count({ n: 'id' })).toEqual([
    { n: '1' },
  ]);
  expect(await k()('notifications').where({ user_id: writer.id, type: 'badge_earned' }).count({ n: 'id' })).toEqual([{ n: '1' }]);
  await expectRecountAgrees(app);
});
