// Solutions: the topic's author or a moderator marks one reply; the topic is resolved, the answerer gains the
// solution_accepted line (points, solutions stat) and a notification; another choice or unmarking takes it back.

import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { expectError, expectRecountAgrees, forumCategories, guest, member, reply, topic, type Member } from './helpers/forum';

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

const k = () => app.db.connection;
const lines = (m: Member) => k()('activities').where({ user_id: m.id, type: 'solution_accepted' }).select('target_id', 'points');
const user = (m: Member) => k()('up_users').where({ id: m.id }).first('solution_count', 'reputation');
const topicState = (id: number) => k()('topics').where({ id }).first('is_resolved', 'solution_reply_id');
/** Lines, counters, notifications and the topic: a refusal leaves all of it. */
const state = async (topicId: number) => ({
  topic: await topicState(topicId),
  lines: await k()('activities').where({ type: 'solution_accepted' }).count({ n: 'id' }),
  counts: await k()('up_users').orderBy('id').select('id', 'solution_count', 'reputation'),
  notifications: await k()('notifications').count({ n: 'id' }),
});

it('marks, moves and unmarks the solution, the points and the stat following; refusals change nothing', async () => {
  const asker = await member(app, 'moderator'); // a moderator is never rate limited; as the author it acts as the author
  const plainAsker = await member(app);
  const b = await member(app, 'moderator');
  const c = await member(app, 'moderator');
  const outsider = await member(app);
  const t = await topic(asker, open.slug);
  const r1 = await reply(b, t.slug);
  const r2 = await reply(c, t.slug);
  const own = await reply(asker, t.slug);
  const mark = (m: Member, id: number, body: unknown = {}) => m.post(`/api/forum/replies/${id}/solution`, body);

  const before = await state(t.id);
  expect((await guest(app).post(`/api/forum/replies/${r1.id}/solution`, {})).status).toBe(401);
  expectError(await mark(outsider, r1.id), 'SOLUTION_FORBIDDEN');
  expectError(await mark(plainAsker, r1.id), 'SOLUTION_FORBIDDEN');
  expectError(await mark(asker, own.id), 'SELF_SOLUTION');
  expectError(await mark(asker, 999999), 'REPLY_NOT_FOUND');
  expect((await mark(asker, r1.id, { solution: 'evet' })).status).toBe(400);
  expect(await state(t.id)).toEqual(before);

  const bBefore = await user(b);
  const first = await mark(asker, r1.id);
  expect(first.body).toEqual({ message: 'Yanıt çözüm olarak işaretlendi', solutionReplyId: r1.id, isResolved: true });
  expect((await mark(asker, r1.id)).body.solutionReplyId).toBe(r1.id); // again: nothing more
  expect(await topicState(t.id)).toEqual({ is_resolved: true, solution_reply_id: r1.id });
  expect(await lines(b)).toEqual([{ target_id: r1.id, points: 25 }]);
  // The first solution also earns the 'Çözüm Bulucu' badge, linked to the reply, with its reward.
  const finder = await k()('badges').where({ slug: 'cozum-bulucu' }).first('id', 'reward');
  expect(await k()('badge_awards').where({ user_id: b.id, badge_id: finder.id }).select('target_type', 'target_id')).toEqual([
    { target_type: 'reply', target_id: r1.id },
  ]);
  expect(await user(b)).toEqual({ solution_count: bBefore.solution_count + 1, reputation: bBefore.reputation + 25 + finder.reward });
  const note = await k()('notifications').where({ user_id: b.id, type: 'solution_chosen' });
  expect(note).toHaveLength(1);
  expect(note[0].link).toBe(`/forum/konu/${t.slug}#yanit-${r1.id}`);
  expect((await guest(app).get(`/api/forum/topics/${t.slug}`)).body.data).toMatchObject({ isResolved: true, solutionReplyId: r1.id });
  expect((await guest(app).get(`/api/profiles/${b.username}`)).body.data.stats.solutions).toBe(bBefore.solution_count + 1);

  // Another reply: the first answerer's line goes.
  await mark(asker, r2.id);
  expect(await lines(b)).toEqual([]);
  // The solution's points go; the badge, once earned, stays.
  expect(await user(b)).toEqual({ ...bBefore, reputation: bBefore.reputation + finder.reward });
  expect(await lines(c)).toEqual([{ target_id: r2.id, points: 25 }]);

  // A moderator unmarks it: nothing is left.
  const off = await mark(b, r2.id, { solution: false });
  expect(off.body).toEqual({ message: 'Çözüm işareti kaldırıldı', solutionReplyId: null, isResolved: false });
  expect(await lines(c)).toEqual([]);
  expect(await topicState(t.id)).toEqual({ is_resolved: false, solution_reply_id: null });
  await expectRecountAgrees(app);
});
