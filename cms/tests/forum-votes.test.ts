// Votes on topics and replies (split from forum-write).

import {
  activitiesOf,
  guest,
  member,
  reply,
  replyRowOf,
  setContentSettings,
  topic,
  topicRow,
  expectRecountAgrees,
  unchanged,
  userRowOf,
  type Member,
  expectError,
} from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);

describe('votes: POST /api/forum/votes', () => {
  const vote = (m: Member, targetType: string, targetId: number, v: string) =>
    m.post('/api/forum/votes', { targetType, targetId, vote: v });

  it('follows the §4 transitions, one row per member, and moves the author reputation', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const voter = await member(suite.app);
    const rep = async () => (await userRowOf(suite.app, author.id)).reputation;
    const start = await rep();
    const steps: Array<[string, number, number]> = [
      // [new vote, score after, author reputation change from start]
      ['up', 1, 2],
      ['none', 0, 0],
      ['down', -1, -2],
      ['up', 1, 2],
      ['down', -1, -2],
      ['none', 0, 0],
      ['down', -1, -2],
      ['down', -1, -2], // the same vote again changes nothing
    ];
    for (const [v, score, points] of steps) {
      const res = await vote(voter, 'topic', t.id, v);
      expect({ v, status: res.status, body: res.body }).toEqual({
        v,
        status: 200,
        body: { score, upvoteCount: score > 0 ? 1 : 0, downvoteCount: score < 0 ? 1 : 0, userVote: v },
      });
      const row = await topicRow(suite.app, t.id);
      expect({ v, score: row.score, up: row.upvoteCount, down: row.downvoteCount }).toEqual({
        v,
        score,
        up: score > 0 ? 1 : 0,
        down: score < 0 ? 1 : 0,
      });
      const rows = await suite.app.db.connection('votes').where({ user_id: voter.id, target_type: 'topic', target_id: t.id });
      expect(rows.map((x: any) => x.value)).toEqual(v === 'none' ? [] : [v === 'up' ? 1 : -1]);
      expect({ v, rep: (await rep()) - start }).toEqual({ v, rep: points });
    }
    expect((await voter.get(`/api/forum/topics/${t.slug}`)).body.data.userVote).toBe('down');
  });

  it('votes on replies, and shows the member their vote in the list', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const writer = await member(suite.app);
    const r = await reply(writer, t.slug, 'Oylanacak yanıt');
    const voter = await member(suite.app);
    expect((await vote(voter, 'reply', r.id, 'up')).body).toEqual({ score: 1, upvoteCount: 1, downvoteCount: 0, userVote: 'up' });
    expect((await replyRowOf(suite.app, r.id)).score).toBe(1);
    expect((await activitiesOf(suite.app, writer.id))[0]).toEqual({
      type: 'upvote_received',
      points: 2,
      target_type: 'reply',
      target_id: r.id,
    });
    expect((await voter.get(`/api/forum/topics/${t.slug}/replies`)).body.data[0]).toMatchObject({ userVote: 'up', score: 1 });
  });

  it('refuses self-votes, guests, bad input and unknown targets, changing nothing', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    expectError(await unchanged(suite.app, () => vote(author, 'topic', t.id, 'up')), 'SELF_VOTE');
    expectError(
      await unchanged(suite.app, () => guest(suite.app).post('/api/forum/votes', { targetType: 'topic', targetId: t.id, vote: 'up' })),
      'VOTE_LOGIN_REQUIRED',
      'Oy vermek için giriş yapmalısınız',
    );
    const voter = await member(suite.app);
    for (const body of [
      {},
      { targetType: 'topic', targetId: t.id, vote: 'sideways' },
      { targetType: 'blog', targetId: t.id, vote: 'up' },
      { targetType: 'topic', targetId: 'abc', vote: 'up' },
      { targetType: 'topic', targetId: 99999999999, vote: 'up' },
      { targetType: 'topic', targetId: -1, vote: 'up' },
      [1, 2, 3],
    ]) {
      const res = await unchanged(suite.app, () => voter.post('/api/forum/votes', body));
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.error.details.code).toBe('VALIDATION');
    }
    expectError(await unchanged(suite.app, () => vote(voter, 'topic', 2147483647, 'up')), 'TOPIC_NOT_FOUND');
    expectError(await unchanged(suite.app, () => vote(voter, 'reply', 2147483647, 'up')), 'REPLY_NOT_FOUND');
  });

  it('is refused while the admin has switched voting off', async () => {
    const author = await member(suite.app); // writes the topics of this test
    const t = await topic(author, suite.plain.slug);
    const voter = await member(suite.app);
    await setContentSettings(suite.app, { enableVoting: false });
    try {
      expectError(await unchanged(suite.app, () => vote(voter, 'topic', t.id, 'up')), 'VOTING_DISABLED');
    } finally {
      await setContentSettings(suite.app, { enableVoting: true });
    }
    expect((await vote(voter, 'topic', t.id, 'up')).status).toBe(200);
  });
});

describe('counters', () => {
  it('after all of the above, every counter equals a full recount from the rows', async () => {
    await expectRecountAgrees(suite.app);
  });
});
