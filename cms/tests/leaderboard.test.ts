// Leaderboards from the points ledger (forum spec §9): overall = reputation, weekly / monthly = the lines of
// the Istanbul week / month; deterministic ties (older account first); the viewer's own row on any page.

import { leaderboardAnswerSchema } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { expectRecountAgrees, guest, member, type Member } from './helpers/forum';

let app: App;
beforeAll(async () => {
  app = await setupStrapi(__filename);
});
afterAll(async () => {
  await teardownStrapi(app);
});

const DAY = 86_400_000;

/** Ledger lines through the real ledger (lib/ledger.ts), as the forum writes them. */
async function award(m: Member, type: string, times: number, at = new Date()) {
  const { award: write } = require('../dist/src/lib/ledger');
  await app.db.connection.transaction(async (trx: any) => {
    for (let i = 0; i < times; i++) await write(app, trx, { userId: m.id, type, targetType: 'topic', targetId: 1 }, at);
  });
}

it('ranks overall by reputation, this week and month by their lines, ties to the older account', async () => {
  const a = await member(app);
  const b = await member(app);
  const c = await member(app);
  const d = await member(app);
  // Each member's first own act of the day also writes the day's line (+1); a like received is not one's own act.
  await award(a, 'topic_created', 1); // 10 + 1
  await award(b, 'reply_created', 3); // 15 + 1
  await award(c, 'like_received', 1, new Date(Date.now() - 40 * DAY)); // 5, long ago
  await award(d, 'topic_created', 1); // 10 + 1, a tie with a: a is older (lower id)

  const overall = leaderboardAnswerSchema.parse((await guest(app).get('/api/leaderboard')).body);
  expect(overall.meta.period).toBe('overall');
  expect(overall.meta.viewer).toBeNull();
  const names = (board: typeof overall) =>
    board.data.filter((r) => [a, b, c, d].some((m) => m.id === r.member.id)).map((r) => [r.member.username, r.points]);
  expect(names(overall)).toEqual([
    [b.username, 16],
    [a.username, 11],
    [d.username, 11],
    [c.username, 5],
  ]);
  expect(overall.data.map((r) => r.rank)).toEqual(overall.data.map((_, i) => i + 1));

  for (const period of ['weekly', 'monthly']) {
    const board = leaderboardAnswerSchema.parse((await guest(app).get(`/api/leaderboard?period=${period}`)).body);
    expect(board.meta.period).toBe(period);
    expect(names(board)).toEqual([
      [b.username, 16],
      [a.username, 11],
      [d.username, 11],
    ]);
    expect(board.meta.pagination.total).toBe(3);
  }
  // An unknown period reads as overall.
  expect((await guest(app).get('/api/leaderboard?period=yillik')).body.meta.period).toBe('overall');

  // The viewer's own row comes with any page, even one they are not on.
  const mine = leaderboardAnswerSchema.parse((await b.get('/api/leaderboard?period=weekly&page=2')).body);
  expect(mine.data).toEqual([]);
  expect(mine.meta.viewer).toEqual({ rank: 1, points: 16 });
  const unranked = leaderboardAnswerSchema.parse((await c.get('/api/leaderboard?period=weekly')).body);
  expect(unranked.meta.viewer).toBeNull();

  // The profile's position is the overall board's.
  const profile = await guest(app).get(`/api/profiles/${d.username}`);
  const row = overall.data.find((r) => r.member.id === d.id)!;
  expect(profile.body.data.leaderboardPosition).toBe(row.rank);
  expect(profile.body.data.totalUsers).toBe(overall.meta.pagination.total);
});

/** The Istanbul week (Monday) or month (the 1st) holding `at`, as the totals key it. */
function periodStart(unit: 'week' | 'month', at: Date): string {
  const { istanbulDay } = require('../dist/src/lib/time');
  const day: string = istanbulDay(at);
  if (unit === 'month') return `${day.slice(0, 8)}01`;
  const midnight = new Date(`${day}T00:00:00Z`);
  return new Date(midnight.getTime() - ((midnight.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
}

it("keeps the period totals the boards read equal to their lines; an undo takes points off the line's own week and month", async () => {
  const { revoke } = require('../dist/src/lib/ledger');
  const { countDrift } = require('../dist/src/lib/consistency');
  const k = app.db.connection;
  const m = await member(app);
  const old = new Date(Date.now() - 40 * DAY);
  await award(m, 'topic_created', 1, old); // 10 + that day's line 1, in an earlier week and month
  await award(m, 'reply_created', 2); // 10 + today's line 1, now
  const totals = async () =>
    (
      await k('points_totals')
        .where({ user_id: m.id })
        .orderBy([{ column: 'period' }, { column: 'period_start' }])
        .select('period', k.raw(`to_char(period_start, 'YYYY-MM-DD') AS start`), 'points')
    ).map((r: { period: string; start: string; points: number }) => [r.period, r.start, r.points]);
  const now = new Date();
  expect(await totals()).toEqual([
    ['month', periodStart('month', old), 11],
    ['month', periodStart('month', now), 11],
    ['week', periodStart('week', old), 11],
    ['week', periodStart('week', now), 11],
  ]);
  const pointsOn = async (period: string) =>
    leaderboardAnswerSchema.parse((await m.get(`/api/leaderboard?period=${period}`)).body).meta.viewer?.points ?? null;
  expect([await pointsOn('weekly'), await pointsOn('monthly'), await pointsOn('overall')]).toEqual([11, 11, 22]);

  // Undo the old topic: its own week and month lose it (that day's line stays: the member was active), this
  // week's and month's board do not move.
  const line = (type: string) => ({ userId: m.id, type, targetType: 'topic', targetId: 1 });
  await k.transaction((trx: any) => revoke(app, trx, line('topic_created')));
  expect(await totals()).toEqual([
    ['month', periodStart('month', old), 1],
    ['month', periodStart('month', now), 11],
    ['week', periodStart('week', old), 1],
    ['week', periodStart('week', now), 11],
  ]);
  expect([await pointsOn('weekly'), await pointsOn('monthly'), await pointsOn('overall')]).toEqual([11, 11, 12]);

  // Undo a reply of today: this week and month lose it, as the reputation does.
  await k.transaction((trx: any) => revoke(app, trx, line('reply_created')));
  expect([await pointsOn('weekly'), await pointsOn('monthly'), await pointsOn('overall')]).toEqual([6, 6, 7]);
  expect((await totals()).filter((r: unknown[]) => r[1] === periodStart(r[0] as 'week' | 'month', now))).toEqual([
    ['month', periodStart('month', now), 6],
    ['week', periodStart('week', now), 6],
  ]);

  // The consistency job's check of every total agrees, and the seed's rebuild gives the same totals.
  expect(Object.entries(await countDrift(app)).filter(([, n]) => n !== 0)).toEqual([]);
  await expectRecountAgrees(app);
});
