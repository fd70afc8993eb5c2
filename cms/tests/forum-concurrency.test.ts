import { expectRecountAgrees, member, reply, topic, topicRow } from './helpers/forum';
import { forumSuite } from './helpers/suite';

/*
 * Many writes on one topic at the same moment (issue 9 §1): every request either succeeds or is refused
 * with a 4xx — never a 500 from a deadlock — and the counters it moved are exact afterwards.
 */

const suite = forumSuite(__filename);
/** PostgreSQL errors that broke a transaction (deadlocks, serialisation failures), by code. */
let broken: string[] = [];
beforeEach(() => {
  broken = [];
  const original = suite.app.db.transaction.bind(suite.app.db);
  jest.spyOn(suite.app.db, 'transaction').mockImplementation(async (cb: any) => {
    try {
      return await original(cb);
    } catch (error) {
      if (['40P01', '40001'].includes((error as any)?.code)) broken.push((error as any).code);
      throw error;
    }
  });
});
afterEach(() => jest.restoreAllMocks());

/** Status and error code of each response; a 500 shows as such in a failing expectation. */
const outcomes = (responses: any[]) => responses.map((res) => `${res.status} ${res.body?.error?.details?.code ?? ''}`.trim());

/** The counted replies of the topic, as the recount sees them. */
async function countedReplies(topicId: number) {
  const { rows } = await suite.app.db.connection.raw(
    `SELECT count(*)::int AS n FROM replies r JOIN replies_topic_lnk rt ON rt.reply_id = r.id
     WHERE rt.topic_id = ? AND r.is_deleted = false AND r.is_approved = true`,
    [topicId],
  );
  return rows[0].n as number;
}

describe('concurrent writes on one topic', () => {
  it('20 parallel deletes of replies in one topic all succeed and leave the counts exact', async () => {
    const author = await member(suite.app);
    const t = await topic(author, suite.plain.slug);
    // The kept reply is the oldest: every delete moves the topic's "last reply" to a reply being deleted.
    const kept = await reply(author, t.slug, 'Bu yanıt silinmeyecek.');
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await reply(suite.moderator, t.slug, `Yanıt ${i}: deneme içeriği`)).id);

    const responses = await Promise.all(ids.map((id) => suite.moderator.delete(`/api/forum/${id}`)));

    expect(outcomes(responses)).toEqual(ids.map(() => '200'));
    expect(broken).toEqual([]);
    const after = await topicRow(suite.app, t.id);
    expect(after.replyCount).toBe(1);
    expect(after.lastReply.id).toBe(kept.id);
    expect(after.lastReplyBy.id).toBe(author.id);
    expect(await suite.app.db.connection('replies').whereIn('id', ids).where({ is_deleted: true }).count({ n: '*' }).first()).toEqual({
      n: '20',
    });
    const reputations = await suite.app.db
      .connection('activities')
      .where({ user_id: suite.moderator.id, type: 'reply_created' })
      .whereIn('target_id', ids);
    expect(reputations).toEqual([]);
    await expectRecountAgrees(suite.app);
  });

  it('20 parallel replies in one topic are all counted, the newest is the last reply', async () => {
    const author = await member(suite.app);
    const t = await topic(author, suite.plain.slug);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        suite.moderator.post(`/api/forum/${t.slug}/reply`, { content: `Eşzamanlı yanıt ${i}`, replyTo: null }),
      ),
    );

    expect(outcomes(responses)).toEqual(responses.map(() => '201'));
    expect(broken).toEqual([]);
    const after = await topicRow(suite.app, t.id);
    expect(after.replyCount).toBe(20);
    expect(await countedReplies(t.id)).toBe(20);
    expect(after.lastReply.id).toBe(Math.max(...responses.map((r) => r.body.data.id)));
    await expectRecountAgrees(suite.app);
  });

  it('a mix of parallel replies, deletes, likes and votes on one topic answers no 5xx and keeps every counter exact', async () => {
    const author = await member(suite.app);
    const t = await topic(author, suite.plain.slug);
    const members = [await member(suite.app), await member(suite.app), await member(suite.app), await member(suite.app)];
    const authorsReply = await reply(author, t.slug, 'Konu sahibinin yanıtı');
    const existing: number[] = [];
    for (let i = 0; i < 12; i++) existing.push((await reply(suite.moderator, t.slug, `Var olan yanıt ${i}`)).id);

    const calls: Array<Promise<any>> = [];
    // Deletes of half the existing replies, while others like and vote on all of them.
    for (const id of existing.slice(6)) calls.push(suite.moderator.delete(`/api/forum/${id}`)); // the newest ones
    for (const m of members) {
      calls.push(m.post(`/api/forum/${t.slug}/reply`, { content: `${m.username} yanıtlıyor`, replyTo: existing[1] }));
      calls.push(m.post(`/api/forum/topics/${t.id}/like`, {}));
      calls.push(m.post('/api/forum/votes', { targetType: 'topic', targetId: t.id, vote: 'up' }));
      calls.push(m.post(`/api/forum/${authorsReply.id}/like`, {}));
      for (const id of existing) {
        calls.push(m.post(`/api/forum/${id}/like`, {}));
        calls.push(m.post('/api/forum/votes', { targetType: 'reply', targetId: id, vote: id % 2 ? 'up' : 'down' }));
      }
    }
    calls.push(author.delete(`/api/forum/${authorsReply.id}`));
    // Edits, reports and moderation on the same topic at the same moment.
    calls.push(suite.moderator.put(`/api/forum/replies/${existing[2]}`, { content: 'Düzenlenmiş yanıt' }));
    calls.push(members[0].post('/api/forum/reports', { contentType: 'reply', contentId: existing[3], type: 'spam', reason: 'Reklam' }));
    calls.push(members[1].post('/api/forum/reports', { contentType: 'topic', contentId: t.id, type: 'spam', reason: 'Reklam' }));
    calls.push(suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, { isPinned: true }));

    const responses = await Promise.all(calls);

    // A like or vote on a reply deleted a moment before is a 404; nothing may be a 5xx.
    const statuses = responses.map((r) => r.status);
    expect(outcomes(responses.filter((r) => r.status >= 500))).toEqual([]);
    expect(broken).toEqual([]);
    expect(statuses.every((s) => [200, 201, 404].includes(s))).toBe(true);
    expect(responses.filter((r) => r.status === 404).every((r) => r.body.error.details.code === 'REPLY_NOT_FOUND')).toBe(true);

    const after = await topicRow(suite.app, t.id);
    expect(after.replyCount).toBe(6 + members.length);
    expect(await countedReplies(t.id)).toBe(6 + members.length);
    expect(after.likeCount).toBe(members.length);
    expect(after.upvoteCount).toBe(members.length);
    expect(after.isPinned).toBe(true);
    expect((await suite.app.db.connection('replies').where({ id: existing[2] }).first('content')).content).toBe('Düzenlenmiş yanıt');
    const reports = suite.app.db
      .connection('reports')
      .where({ content_type: 'reply', content_id: existing[3] })
      .orWhere({ content_type: 'topic', content_id: t.id });
    expect(await reports.count({ n: '*' }).first()).toEqual({ n: '2' });
    await expectRecountAgrees(suite.app);
  });
});

describe('inTransaction (the one way every write runs)', () => {
  const { inTransaction } = require('../dist/src/lib/db');
  const pair = async () => {
    const [a, b] = await suite.app.db.connection('forum_categories').orderBy('id').limit(2).select('id');
    return [Number(a.id), Number(b.id)];
  };

  it('runs a transaction again when PostgreSQL breaks it with a deadlock, and both writers succeed', async () => {
    const [a, b] = await pair();
    const before = await suite.app.db.connection('forum_categories').whereIn('id', [a, b]).orderBy('id').select('id', 'post_count');
    // Two writers take the same two rows in opposite order: a real deadlock, which PostgreSQL breaks.
    let arrived = 0;
    let release: () => void;
    const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
    const writer = (first: number, second: number) =>
      inTransaction(suite.app, async (trx: any) => {
        await trx.raw('UPDATE forum_categories SET post_count = post_count + 1 WHERE id = ?', [first]);
        if (++arrived === 2) release();
        await bothHoldOne;
        await trx.raw('UPDATE forum_categories SET post_count = post_count + 1 WHERE id = ?', [second]);
        return 'ok';
      });

    expect(await Promise.all([writer(a, b), writer(b, a)])).toEqual(['ok', 'ok']);
    expect(broken).toEqual(['40P01']);
    const after = await suite.app.db.connection('forum_categories').whereIn('id', [a, b]).orderBy('id').select('id', 'post_count');
    // Each writer counted once on each row: the broken attempt was rolled back, not counted.
    expect(after.map((r: any) => r.post_count)).toEqual(before.map((r: any) => r.post_count + 2));
    await suite.app.db.connection('forum_categories').whereIn('id', [a, b]).decrement('post_count', 2);
  });

  it('answers WRITE_CONFLICT (409, Turkish) when every attempt is broken, and keeps nothing of them', async () => {
    const [a] = await pair();
    const before = await suite.app.db.connection('forum_categories').where({ id: a }).first('post_count');
    let attempts = 0;
    const failing = inTransaction(suite.app, async (trx: any) => {
      attempts++;
      await trx.raw('UPDATE forum_categories SET post_count = post_count + 1 WHERE id = ?', [a]);
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    await expect(failing).rejects.toMatchObject({
      code: 'WRITE_CONFLICT',
      status: 409,
      message: 'Aynı anda yapılan başka bir işlemle çakıştı. Lütfen tekrar deneyin.',
    });
    expect(attempts).toBe(3);
    expect(await suite.app.db.connection('forum_categories').where({ id: a }).first('post_count')).toEqual(before);
  });
});
