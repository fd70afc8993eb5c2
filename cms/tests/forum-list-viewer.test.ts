import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { category, guest, member, topic, type Member } from './helpers/forum';

// GET /api/forum/topics carries the signed-in viewer's own vote and authorship on each card, read with one query
// on the votes table for the whole page; a guest's cards carry neither field.

let app: App;
let plain: { slug: string; id: number };
let author: Member;
let voter: Member;
let other: Member;
let upTopic: { id: number; slug: string };
let downTopic: { id: number; slug: string };
let untouched: { id: number; slug: string };

beforeAll(async () => {
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  await seed(app, { size: 1 });
  plain = await category(app, { isPremium: false });
  author = await member(app);
  voter = await member(app);
  other = await member(app);
  upTopic = await topic(author, plain.slug);
  downTopic = await topic(author, plain.slug);
  untouched = await topic(author, plain.slug);
  for (const [t, v] of [
    [upTopic, 'up'],
    [downTopic, 'down'],
  ] as const) {
    const res = await voter.post('/api/forum/votes', { targetType: 'topic', targetId: t.id, vote: v });
    expect(res.status).toBe(200);
  }
});
afterAll(async () => {
  await teardownStrapi(app);
});

const LIST = () => `/api/forum/topics?category=${plain.slug}&sort=new&pageSize=20`;
type Card = { id: number; userVote?: string; isAuthor?: boolean; [k: string]: unknown };
const ours = (cards: Card[]) =>
  Object.fromEntries(
    cards
      .filter((c) => [upTopic.id, downTopic.id, untouched.id].includes(c.id))
      .map((c) => [c.id, { userVote: c.userVote, isAuthor: c.isAuthor, hasVote: 'userVote' in c, hasAuthor: 'isAuthor' in c }]),
  );

/** Runs `call`, counting the SQL statements that read the votes table meanwhile. */
async function votesQueries(call: () => Promise<any>) {
  const seen: string[] = [];
  const listener = (q: { sql: string }) => {
    if (/\bfrom\s+"votes"/i.test(q.sql)) seen.push(q.sql);
  };
  app.db.connection.on('query', listener);
  try {
    const res = await call();
    return { res, count: seen.length };
  } finally {
    app.db.connection.removeListener('query', listener);
  }
}

describe('GET /api/forum/topics with the viewer', () => {
  it('shows the member exactly their own up and down votes, from one query on the votes table', async () => {
    const rows = await app.db.connection('votes').where({ user_id: voter.id, target_type: 'topic' }).orderBy('target_id');
    expect(rows.map((r: any) => [r.target_id, r.value])).toEqual([
      [upTopic.id, 1],
      [downTopic.id, -1],
    ]);
    const { res, count } = await votesQueries(() => voter.get(LIST()));
    expect(res.status).toBe(200);
    expect(ours(res.body.data)).toEqual({
      [upTopic.id]: { userVote: 'up', isAuthor: false, hasVote: true, hasAuthor: true },
      [downTopic.id]: { userVote: 'down', isAuthor: false, hasVote: true, hasAuthor: true },
      [untouched.id]: { userVote: 'none', isAuthor: false, hasVote: true, hasAuthor: true },
    });
    // every card of the page carries the field, and the page cost one votes query, not one per card
    expect(res.body.data.length).toBeGreaterThanOrEqual(3);
    expect(res.body.data.every((c: Card) => ['up', 'down', 'none'].includes(c.userVote as string))).toBe(true);
    expect(count).toBe(1);
  });

  it('shows another member none on every card, and the author isAuthor on their own', async () => {
    const res = await other.get(LIST());
    expect(res.status).toBe(200);
    expect(ours(res.body.data)).toEqual({
      [upTopic.id]: { userVote: 'none', isAuthor: false, hasVote: true, hasAuthor: true },
      [downTopic.id]: { userVote: 'none', isAuthor: false, hasVote: true, hasAuthor: true },
      [untouched.id]: { userVote: 'none', isAuthor: false, hasVote: true, hasAuthor: true },
    });
    const mine = await author.get(LIST());
    expect(ours(mine.body.data)).toEqual({
      [upTopic.id]: { userVote: 'none', isAuthor: true, hasVote: true, hasAuthor: true },
      [downTopic.id]: { userVote: 'none', isAuthor: true, hasVote: true, hasAuthor: true },
      [untouched.id]: { userVote: 'none', isAuthor: true, hasVote: true, hasAuthor: true },
    });
    // the counts the cards show are the same for everyone
    const byId = (cards: Card[]) => cards.find((c) => c.id === upTopic.id);
    expect(byId(res.body.data)).toMatchObject({ score: 1, upvoteCount: 1, downvoteCount: 0 });
  });

  it('gives a guest cards without userVote or isAuthor, and reads no votes', async () => {
    const { res, count } = await votesQueries(() => guest(app).get(LIST()));
    expect(res.status).toBe(200);
    expect(ours(res.body.data)).toEqual({
      [upTopic.id]: { userVote: undefined, isAuthor: undefined, hasVote: false, hasAuthor: false },
      [downTopic.id]: { userVote: undefined, isAuthor: undefined, hasVote: false, hasAuthor: false },
      [untouched.id]: { userVote: undefined, isAuthor: undefined, hasVote: false, hasAuthor: false },
    });
    expect(res.body.data.some((c: Card) => 'userVote' in c || 'isAuthor' in c)).toBe(false);
    expect(count).toBe(0);
  });

  it('follows a changed vote on the next list', async () => {
    expect((await voter.post('/api/forum/votes', { targetType: 'topic', targetId: upTopic.id, vote: 'none' })).status).toBe(200);
    const res = await voter.get(LIST());
    expect(ours(res.body.data)[upTopic.id]).toMatchObject({ userVote: 'none' });
    expect(ours(res.body.data)[downTopic.id]).toMatchObject({ userVote: 'down' });
    expect(await app.db.connection('votes').where({ user_id: voter.id, target_type: 'topic', target_id: upTopic.id })).toEqual([]);
  });
});
