// "First activity of the day" (issue 13): a member's first own scoring act of an Istanbul day also writes one
// daily_login line (+1, target the day) with its points, week / month totals and streak; the day's second act does
// not; the next Istanbul day (21:00 UTC) does again; undoing the act leaves the day's line; parallel first acts
// write one line (the UNIQUE index activities_daily_line_uq).

import { ACTIVITY_POINTS } from '@oyundev/domain';
import { expectRecountAgrees, member, reply, topic, type Member } from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename, { size: 0.2 });
const k = () => suite.app.db.connection;
const { award } = require('../dist/src/lib/ledger');
const { inTransaction } = require('../dist/src/lib/db');

const DAILY = ACTIVITY_POINTS.daily_login;
const REPLY = ACTIVITY_POINTS.reply_created;
const dailyLines = (m: Member) =>
  k()('activities').where({ user_id: m.id, type: 'daily_login' }).orderBy('id').select('target_type', 'target_id', 'points');
const userOf = (m: Member) =>
  k()('up_users')
    .where({ id: m.id })
    .first('reputation', 'activity_points', 'current_streak', 'best_streak', k().raw(`to_char(last_activity_date, 'YYYY-MM-DD') AS last`));
const totalsOf = (m: Member) =>
  k()('points_totals')
    .where({ user_id: m.id })
    .orderBy('period')
    .select('period', k().raw(`to_char(period_start, 'YYYY-MM-DD') AS start`), 'points');
/** The badge rewards the acts earned on the way (first reply, 10 / 100 replies …), beside the points counted here. */
const rewards = async (m: Member) =>
  Number((await k()('activities').where({ user_id: m.id, type: 'badge_earned' }).sum({ n: 'points' }))[0].n ?? 0);
const istanbulDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const dayId = (at: Date) => Number(istanbulDay(at).replace(/-/g, ''));

/** One reply_created line for `m` at `at`, through the ledger as a live reply writes it (own transaction). */
let target = 900000;
const act = (m: Member, at: Date) =>
  inTransaction(suite.app, (trx: unknown) =>
    award(suite.app, trx, { userId: m.id, type: 'reply_created', targetType: 'reply', targetId: (target += 1) }, at),
  );

describe('first activity of the day', () => {
  it("the day's first reply writes the daily line with its point; the second reply does not", async () => {
    const author = await member(suite.app, 'moderator');
    const writer = await member(suite.app);
    const t = await topic(author, suite.plain.slug);
    const before = await userOf(writer);
    const base = await rewards(writer); // the welcome badge's, in `before` already
    expect(await dailyLines(writer)).toEqual([]);

    await reply(writer, t.slug, 'Günün ilk yanıtı.');
    const today = dayId(new Date());
    expect(await dailyLines(writer)).toEqual([{ target_type: 'day', target_id: today, points: DAILY }]);
    const first = await userOf(writer);
    expect(first.reputation).toBe(before.reputation + REPLY + DAILY + (await rewards(writer)) - base);
    expect(first.activity_points).toBe(before.activity_points + REPLY + DAILY + (await rewards(writer)) - base);
    expect(first.last).toBe(istanbulDay(new Date()));
    expect(first.current_streak).toBe(1);
    // The week's and the month's totals hold the daily point too.
    for (const total of await totalsOf(writer)) expect(total.points).toBe(REPLY + DAILY + (await rewards(writer)));

    await reply(writer, t.slug, 'Aynı gün ikinci yanıt.');
    expect(await dailyLines(writer)).toHaveLength(1);
    expect((await userOf(writer)).reputation).toBe(before.reputation + 2 * REPLY + DAILY + (await rewards(writer)) - base);
    for (const total of await totalsOf(writer)) expect(total.points).toBe(2 * REPLY + DAILY + (await rewards(writer)));
    await expectRecountAgrees(suite.app);
  });

  it("deleting the day's only reply keeps the daily line; writing again mints no second one", async () => {
    const author = await member(suite.app, 'moderator');
    const writer = await member(suite.app, 'moderator'); // not rate limited: it writes five replies
    const t = await topic(author, suite.plain.slug);
    const before = await userOf(writer);
    const base = await rewards(writer); // the welcome badge's, in `before` already
    const r = await reply(writer, t.slug, 'Sileceğim yanıt.');
    expect((await writer.delete(`/api/forum/${r.id}`)).status).toBe(200);
    // The reply's own points went back; the member was still active today.
    expect(await dailyLines(writer)).toHaveLength(1);
    expect((await userOf(writer)).reputation).toBe(before.reputation + DAILY + (await rewards(writer)) - base);

    for (let i = 0; i < 3; i++) {
      const again = await reply(writer, t.slug, `Yeniden yazıyorum ${i}.`);
      expect((await writer.delete(`/api/forum/${again.id}`)).status).toBe(200);
    }
    expect(await dailyLines(writer)).toHaveLength(1);
    expect((await userOf(writer)).reputation).toBe(before.reputation + DAILY + (await rewards(writer)) - base);
    await expectRecountAgrees(suite.app);
  });

  it('the next Istanbul day begins at 21:00 UTC: an act then writes that day its own line', async () => {
    const writer = await member(suite.app);
    const before = await userOf(writer);
    const base = await rewards(writer); // the welcome badge's, in `before` already
    const lastOfDay = new Date('2026-03-09T20:59:59Z'); // 23:59:59 on 9 March in Istanbul
    const midnight = new Date('2026-03-09T21:00:00Z'); // 00:00 on 10 March in Istanbul
    await act(writer, new Date('2026-03-09T06:00:00Z'));
    await act(writer, lastOfDay);
    expect(await dailyLines(writer)).toEqual([{ target_type: 'day', target_id: 20260309, points: DAILY }]);

    await act(writer, midnight);
    await act(writer, new Date('2026-03-10T20:59:00Z'));
    expect(await dailyLines(writer)).toEqual([
      { target_type: 'day', target_id: 20260309, points: DAILY },
      { target_type: 'day', target_id: 20260310, points: DAILY },
    ]);
    const after = await userOf(writer);
    const earned = (await rewards(writer)) - base;
    expect(after.reputation).toBe(before.reputation + 4 * REPLY + 2 * DAILY + earned);
    expect(after).toMatchObject({ current_streak: 2, best_streak: 2, last: '2026-03-10' });
    // The March totals: the week of Monday 9 March holds both days.
    expect(await totalsOf(writer)).toEqual([
      { period: 'month', start: '2026-03-01', points: 4 * REPLY + 2 * DAILY + earned },
      { period: 'week', start: '2026-03-09', points: 4 * REPLY + 2 * DAILY + earned },
    ]);
  });

  it('100 parallel first acts of a day write one daily line and one daily point', async () => {
    const writer = await member(suite.app);
    const before = await userOf(writer);
    const base = await rewards(writer); // the welcome badge's, in `before` already
    const at = new Date('2026-04-15T09:00:00Z');
    const results = await Promise.allSettled(Array.from({ length: 100 }, () => act(writer, at)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await dailyLines(writer)).toEqual([{ target_type: 'day', target_id: 20260415, points: DAILY }]);
    expect(await k()('activities').where({ user_id: writer.id, type: 'reply_created' }).count({ n: '*' })).toEqual([{ n: '100' }]);
    const after = await userOf(writer);
    const earned = (await rewards(writer)) - base;
    expect(after.reputation).toBe(before.reputation + 100 * REPLY + DAILY + earned);
    expect(await totalsOf(writer)).toEqual([
      { period: 'month', start: '2026-04-01', points: 100 * REPLY + DAILY + earned },
      { period: 'week', start: '2026-04-13', points: 100 * REPLY + DAILY + earned },
    ]);
  });

  it('the database refuses a second daily line for a member and day', async () => {
    const writer = await member(suite.app);
    await act(writer, new Date('2026-05-05T10:00:00Z'));
    const row = await k()('activities').where({ user_id: writer.id, type: 'daily_login' }).first();
    const { id: _id, document_id: _doc, ...copy } = row;
    await expect(k()('activities').insert({ ...copy, document_id: 'dup' })).rejects.toMatchObject({ code: '23505' });
  });
});
