// Leaderboards from the points ledger (forum spec §9): overall = reputation, weekly / monthly = the lines of
// the Istanbul week / month; deterministic ties (older account first); the viewer's own row on any page.

import { leaderboardAnswerSchema } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { guest, member, type Member } from './helpers/forum';

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
  await award(a, 'topic_created', 1); // 10
  await award(b, 'reply_created', 3); // 15
  await award(c, 'like_received', 1, new Date(Date.now() - 40 * DAY)); // 5, long ago
  await award(d, 'topic_created', 1); // 10, a tie with a: a is older (lower id)

  const overall = leaderboardAnswerSchema.parse((await guest(app).get('/api/leaderboard')).body);
  expect(overall.meta.period).toBe('overall');
  expect(overall.meta.viewer).toBeNull();
  const names = (board: typeof overall) =>
    board.data.filter((r) => [a, b, c, d].some((m) => m.id === r.member.id)).map((r) => [r.member.username, r.points]);
  expect(names(overall)).toEqual([
    [b.username, 15],
    [a.username, 10],
    [d.username, 10],
    [c.username, 5],
  ]);
  expect(overall.data.map((r) => r.rank)).toEqual(overall.data.map((_, i) => i + 1));

  for (const period of ['weekly', 'monthly']) {
    const board = leaderboardAnswerSchema.parse((await guest(app).get(`/api/leaderboard?period=${period}`)).body);
    expect(board.meta.period).toBe(period);
    expect(names(board)).toEqual([
      [b.username, 15],
      [a.username, 10],
      [d.username, 10],
    ]);
    expect(board.meta.pagination.total).toBe(3);
  }
  // An unknown period reads as overall.
  expect((await guest(app).get('/api/leaderboard?period=yillik')).body.meta.period).toBe('overall');

  // The viewer's own row comes with any page, even one they are not on.
  const mine = leaderboardAnswerSchema.parse((await b.get('/api/leaderboard?period=weekly&page=2')).body);
  expect(mine.data).toEqual([]);
  expect(mine.meta.viewer).toEqual({ rank: 1, points: 15 });
  const unranked = leaderboardAnswerSchema.parse((await c.get('/api/leaderboard?period=weekly')).body);
  expect(unranked.meta.viewer).toBeNull();

  // The profile's position is the overall board's.
  const profile = await guest(app).get(`/api/profiles/${d.username}`);
  const row = overall.data.find((r) => r.member.id === d.id)!;
  expect(profile.body.data.leaderboardPosition).toBe(row.rank);
  expect(profile.body.data.totalUsers).toBe(overall.meta.pagination.total);
});
