// Automatic badges (lib/badges.ts checkBadges, called by ledger.award()): a member's ledger counters reaching a
// rule's threshold award the badge with the act that earned it — the award row linked to the item, the reward
// as a badge_earned ledger line, a badge_earned notification — and a repeated or concurrent check awards
// nothing more (UNIQUE(user, badge)). GET /api/badges lists every badge with holders and the viewer's progress.

import { ACTIVITY_POINTS, badgeListAnswerSchema, levelForReputation, msg } from '@oyundev/domain';
import { countDrift } from '../src/lib/consistency';
import { COUNTER_CHECKS } from '../src/lib/consistency-checks';
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { expectRecountAgrees, forumCategories, guest, member, reply, topic, type Member } from './helpers/forum';

let app: App;
let open: Array<{ slug: string }>;
beforeAll(async () => {
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  await seed(app, { size: 0.2 });
  open = (await forumCategories(app)).open;
}, 300000);
afterAll(async () => {
  await teardownStrapi(app);
});

const k = () => app.db.connection;
const check = (m: Member) => {
  const { checkBadges } = require('../dist/src/lib/badges');
  return k().transaction((trx: any) => checkBadges(app, trx, m.id));
};
const badgeRow = async (slug: string) => k()('badges').where({ slug }).first('id', 'name', 'reward');
/** Everything a badge award writes for `m`. */
const state = async (m: Member) => ({
  awards: await k()('badge_awards').where({ user_id: m.id }).orderBy('badge_id').select('badge_id', 'target_type', 'target_id'),
  lines: await k()('activities').where({ user_id: m.id, type: 'badge_earned' }).orderBy('id').select('target_id', 'points'),
  notes: await k()('notifications').where({ user_id: m.id, type: 'badge_earned' }).orderBy('id').select('title', 'message', 'link'),
  reputation: (await k()('up_users').where({ id: m.id }).first('reputation')).reputation,
});

it('awards the first-topic badge with the topic itself: linked award, reward line, notification — once', async () => {
  const writer = await member(app, 'moderator'); // moderators are never rate limited
  const before = await state(writer);
  expect(await check(writer)).toEqual([]); // no topic yet: nothing reached, nothing written
  expect(await state(writer)).toEqual(before);

  const t = await topic(writer, open[0].slug);
  const ilk = await badgeRow('ilk-konu');
  const after = await state(writer);
  expect(after.awards).toEqual([...before.awards, { badge_id: ilk.id, target_type: 'topic', target_id: t.id }]);
  expect(after.lines).toEqual([...before.lines, { target_id: ilk.id, points: ilk.reward }]);
  // topic_created 10 + the day's first-activity line 1 + the badge's reward
  expect(after.reputation).toBe(before.reputation + ACTIVITY_POINTS.topic_created + ACTIVITY_POINTS.daily_login + ilk.reward);
  expect(after.notes).toEqual([
    ...before.notes,
    {
      title: msg('badge.notification.title'),
      message: msg('badge.notification.message', { name: ilk.name }),
      link: '/rozetler#ilk-konu',
    },
  ]);

  // A second topic and a repeated check: held already, nothing more.
  await topic(writer, open[0].slug);
  const again = await state(writer);
  expect(again.awards).toEqual(after.awards);
  expect(again.lines).toEqual(after.lines);
  expect(await check(writer)).toEqual([]);
  expect(await state(writer)).toEqual(again);
  await expectRecountAgrees(app);
});

it('never awards twice when checks run in parallel', async () => {
  const writer = await member(app, 'moderator');
  await topic(writer, open[0].slug); // awards ilk-konu with the topic …
  const { id: first, reward } = await badgeRow('ilk-konu');
  // … take the award and its effects back, so the parallel checks below all find it reached and not held
  await k()('badge_awards').where({ user_id: writer.id, badge_id: first }).delete();
  await k()('activities').where({ user_id: writer.id, type: 'badge_earned', target_id: first }).delete();
  await k()('points_totals').where({ user_id: writer.id }).decrement('points', reward); // this week's and month's
  await k()('notifications').where({ user_id: writer.id, type: 'badge_earned' }).delete();
  await k()('up_users')
    .where({ id: writer.id })
    .update({
      reputation: k().raw('reputation - ?', [reward]),
      activity_points: k().raw('activity_points - ?', [reward]),
      experience: k().raw('experience - ?', [reward]),
    });
  const results = await Promise.all(Array.from({ length: 6 }, () => check(writer)));
  expect(results.flat()).toEqual(['ilk-konu']);
  const id = first;
  expect(await k()('badge_awards').where({ user_id: writer.id, badge_id: id }).count({ n: 'id' })).toEqual([{ n: '1' }]);
  expect(await k()('activities').where({ user_id: writer.id, type: 'badge_earned', target_id: id }).count({ n: 'id' })).toEqual([
    { n: '1' },
  ]);
  expect(await k()('notifications').where({ user_id: writer.id, type: 'badge_earned' }).count({ n: 'id' })).toEqual([{ n: '1' }]);
  await expectRecountAgrees(app);
});

it('parallel likes on many replies award the like badge exactly once', async () => {
  const author = await member(app, 'moderator');
  const magnet = await badgeRow('begeni-miknatisi'); // 10 likes received
  const topics = await Promise.all(open.slice(0, 4).map((c) => topic(author, c.slug)));
  const replies: Array<{ id: number }> = [];
  for (const t of topics) for (let i = 0; i < 3; i++) replies.push(await reply(author, t.slug, `Yanıt ${i}: Rigidbody kullan.`));
  const likers = await Promise.all(Array.from({ length: 12 }, () => member(app)));
  const answers = await Promise.all(likers.map((l, i) => l.post(`/api/forum/${replies[i].id}/like`)));
  expect(answers.map((a) => a.status)).toEqual(likers.map(() => 200));

  const awards = await k()('badge_awards').where({ user_id: author.id, badge_id: magnet.id }).select('target_type', 'target_id');
  expect(awards).toHaveLength(1);
  expect(awards[0].target_type).toBe('reply');
  expect(replies.map((r) => r.id)).toContain(awards[0].target_id);
  expect(await k()('activities').where({ user_id: author.id, type: 'badge_earned', target_id: magnet.id }).count({ n: 'id' })).toEqual([
    { n: '1' },
  ]);
  const notes = await k()('notifications')
    .where({ user_id: author.id, type: 'badge_earned', message: msg('badge.notification.message', { name: magnet.name }) })
    .count({ n: 'id' });
  expect(notes).toEqual([{ n: '1' }]);
  await expectRecountAgrees(app);
});

it('registration gives the welcome badge with the ledger line the seed writes (quietly)', async () => {
  const res = await guest(app).post('/api/auth/local/register', {
    username: 'rozet_yeni',
    email: 'rozet_yeni@example.test',
    password: 'Gizli123',
  });
  expect(res.status).toBe(200);
  const user = await k()('up_users').where({ username: 'rozet_yeni' }).first('id', 'reputation');
  const welcome = await k()('badges').where({ slug: 'hos-geldin' }).first('id', 'reward');
  expect(welcome.reward).toBe(10);
  expect(await k()('badge_awards').where({ user_id: user.id }).select('badge_id')).toEqual([{ badge_id: welcome.id }]);
  expect(await k()('activities').where({ user_id: user.id }).select('type', 'points', 'target_type', 'target_id')).toEqual([
    { type: 'badge_earned', points: 10, target_type: 'badge', target_id: welcome.id },
  ]);
  expect(user.reputation).toBe(10);
  // No bell for joining: the new member is on the welcome screen.
  expect(await k()('notifications').where({ user_id: user.id }).count({ n: 'id' })).toEqual([{ n: '0' }]);
  await expectRecountAgrees(app);
});

describe('GET /api/badges', () => {
  it('lists every badge with holders; a guest has no progress', async () => {
    const res = await guest(app).get('/api/badges');
    expect(res.status).toBe(200);
    const body = badgeListAnswerSchema.parse(res.body);
    expect(body.data).toHaveLength(Number((await k()('badges').count({ n: 'id' }))[0].n));
    const welcome = body.data.find((b) => b.slug === 'hos-geldin')!;
    const holders = await k()('badge_awards as a')
      .join('up_users as u', 'u.id', 'a.user_id')
      .where({ badge_id: welcome.id })
      .whereNull('u.deleted_at')
      .count({ n: 'a.id' });
    expect(welcome.holders).toBe(Number(holders[0].n));
    expect(body.data.every((b) => !b.earned && b.progress === null)).toBe(true);
  });

  it('shows a member what they hold and their progress towards each rule badge', async () => {
    const writer = await member(app, 'moderator');
    const t = await topic(writer, open[0].slug);
    await reply(writer, t.slug, 'Kendi konuma bir yanıt: çözüm burada.');
    const res = await writer.get('/api/badges');
    expect(res.status).toBe(200);
    const body = badgeListAnswerSchema.parse(res.body);
    const bySlug = new Map(body.data.map((b) => [b.slug, b]));
    expect(bySlug.get('ilk-konu')).toMatchObject({ earned: true, progress: { current: 1, threshold: 1, percent: 100 } });
    expect(bySlug.get('ilk-konu')!.requirements.every((r) => r.completed)).toBe(true);
    expect(bySlug.get('sohbet-ustasi')).toMatchObject({ earned: false, progress: { current: 1, threshold: 10, percent: 10 } });
    expect(bySlug.get('sohbet-ustasi')!.requirements.every((r) => !r.completed)).toBe(true);
    expect(bySlug.get('kurucu-uye')?.progress ?? null).toBeNull(); // given by hand, no rule
  });
});

// Undo (forum spec is silent; CONTEXT.md "activity"): an unlike, a deleted reply take their own ledger line back,
// but a badge once earned stays — with its reward line, so reputation stays Σ ledger and the level follows it —
// and reaching the threshold again never awards it twice: like/unlike cycles mint nothing.
describe('undoing what earned a badge', () => {
  const memberRow = (m: Member) => k()('up_users').where({ id: m.id }).first('reputation', 'activity_points', 'level', 'likes_received');
  const linesOf = (m: Member, type: string) => k()('activities').where({ user_id: m.id, type }).count({ n: 'id' });
  const expectConsistent = async (m: Member) => {
    const row = await memberRow(m);
    const [{ sum }] = await k()('activities').where({ user_id: m.id }).sum({ sum: 'points' });
    expect(row.reputation).toBe(Number(sum));
    expect(row.level).toBe(levelForReputation(row.reputation).name);
    // Every counter equals its recount; the level is checked above (the members this file creates without any
    // points keep the new-account label 'Yeni Üye', which a recount would read as the first band).
    const drift = await countDrift(
      app,
      k(),
      COUNTER_CHECKS.filter((c) => c.column !== 'level'),
    );
    expect(Object.entries(drift).filter(([, n]) => n !== 0)).toEqual([]);
    await expectRecountAgrees(app);
  };

  it('an unlike below the threshold keeps the like badge and its reward; liking again awards nothing more', async () => {
    const author = await member(app, 'moderator');
    const magnet = await badgeRow('begeni-miknatisi'); // 10 likes received
    const t = await topic(author, open[1].slug);
    const r = await reply(author, t.slug, 'Bu yanıt on beğeni alacak: Time.deltaTime ile çarp.');
    const likers = await Promise.all(Array.from({ length: 10 }, () => member(app)));
    for (const l of likers) expect((await l.post(`/api/forum/${r.id}/like`, { liked: true })).status).toBe(200);
    const earned = await state(author);
    expect(earned.awards).toContainEqual({ badge_id: magnet.id, target_type: 'reply', target_id: r.id });
    const atTen = await memberRow(author);
    expect(atTen.likes_received).toBe(10);

    // One liker takes it back: 9 likes, the like_received line goes, the badge and its reward stay.
    expect((await likers[0].post(`/api/forum/${r.id}/like`, { liked: false })).status).toBe(200);
    const after = await memberRow(author);
    expect(after.likes_received).toBe(9);
    expect(after.reputation).toBe(atTen.reputation - ACTIVITY_POINTS.like_received);
    expect(await linesOf(author, 'like_received')).toEqual([{ n: '9' }]);
    expect(await state(author)).toEqual({ ...earned, reputation: after.reputation });
    await expectConsistent(author);

    // The badge page still shows it earned and complete, though the count is below the threshold now.
    const listed = badgeListAnswerSchema.parse((await author.get('/api/badges')).body).data.find((b) => b.slug === 'begeni-miknatisi')!;
    expect(listed).toMatchObject({ earned: true, progress: { current: 10, threshold: 10, percent: 100 } });
    const profile = await guest(app).get(`/api/profiles/${author.username}`);
    expect(profile.body.data.badges.map((b: { slug: string }) => b.slug)).toContain('begeni-miknatisi');

    // Like / unlike cycles: back at 10 likes, then 9 again — no second award, reward or notification; the
    // reputation returns exactly where it was each time.
    for (let i = 0; i < 2; i++) {
      expect((await likers[0].post(`/api/forum/${r.id}/like`, { liked: true })).status).toBe(200);
      expect((await memberRow(author)).reputation).toBe(atTen.reputation);
      expect((await likers[0].post(`/api/forum/${r.id}/like`, { liked: false })).status).toBe(200);
      expect((await memberRow(author)).reputation).toBe(after.reputation);
    }
    expect(await state(author)).toEqual({ ...earned, reputation: after.reputation });
    await expectConsistent(author);
  });

  it('deleting the reply that earned the first-reply badge takes its points back and keeps the badge', async () => {
    const writer = await member(app, 'moderator');
    const asker = await member(app, 'moderator');
    const first = await badgeRow('ilk-yanit');
    const t = await topic(asker, open[2].slug);
    const before = await memberRow(writer);
    const r = await reply(writer, t.slug, 'İlk yanıtım: NavMesh yeniden oluşturulmalı.');
    const earned = await state(writer);
    expect(earned.awards).toContainEqual({ badge_id: first.id, target_type: 'reply', target_id: r.id });
    // The reply was the day's first act: its daily line (+1) too.
    expect(earned.reputation).toBe(before.reputation + ACTIVITY_POINTS.reply_created + ACTIVITY_POINTS.daily_login + first.reward);

    expect((await writer.delete(`/api/forum/${r.id}`)).status).toBe(200);
    expect(await linesOf(writer, 'reply_created')).toEqual([{ n: '0' }]);
    const after = await state(writer);
    // The day's line stays: the member was active today.
    expect(after).toEqual({ ...earned, reputation: before.reputation + ACTIVITY_POINTS.daily_login + first.reward });
    await expectConsistent(writer);

    // A new first reply after the deletion: the badge is held, nothing is awarded twice.
    await reply(writer, t.slug, 'Yeniden yazdım: NavMesh bake edilmeli.');
    const again = await state(writer);
    expect(again.awards).toEqual(after.awards);
    expect(again.lines).toEqual(after.lines);
    expect(again.notes).toEqual(after.notes);
    await expectConsistent(writer);
  });
});
