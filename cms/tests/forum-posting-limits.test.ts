// Posting limits: per member, stricter on the first day (split from forum-topics).
import { POSTING_LIMITS, msg } from '@oyundev/domain';
import { member, reply, topic, expectRecountAgrees, unchanged, expectError } from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);

describe('posting limits', () => {
  it('limits a new account to the first-day numbers with a Turkish 429, and to a few links per post', async () => {
    const newcomer = await member(suite.app, 'user', { fresh: true });
    // An hour old: still new, and old enough for replies dated before now to count towards its first day.
    await suite.app.db
      .connection('up_users')
      .where({ id: newcomer.id })
      .update({ created_at: new Date(Date.now() - 3_600_000) });
    const t = await topic(suite.moderator, suite.plain.slug);
    const links = Array.from({ length: POSTING_LIMITS.newAccountLinksPerPost + 1 }, (_, i) => `https://example${i}.com/x`).join(' ');
    const linky = await unchanged(suite.app, () => newcomer.post(`/api/forum/${t.slug}/reply`, { content: `Bakın: ${links}` }));
    expectError(linky, 'TOO_MANY_LINKS', msg('error.newAccountLinks', { n: POSTING_LIMITS.newAccountLinksPerPost }));
    expect(linky.body.error.details.errors).toEqual({
      content: msg('error.newAccountLinks', { n: POSTING_LIMITS.newAccountLinksPerPost }),
    });

    for (let i = 0; i < POSTING_LIMITS.newAccountTopics; i++) {
      expect((await newcomer.post('/api/forum/topics', suite.draft({ title: `Yeni üyenin ${i + 1}. konusu` }))).status).toBe(201);
    }
    const topicLimit = await unchanged(suite.app, () => newcomer.post('/api/forum/topics', suite.draft({ title: 'Bir konu daha' })));
    expectError(topicLimit, 'POSTING_RATE_LIMITED', msg('error.newAccountTopics', { n: POSTING_LIMITS.newAccountTopics }));
    expect(topicLimit.status).toBe(429);
    // Retry-After names the end of the first day: the account is an hour old.
    expect(topicLimit.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    const firstDayLeft = (POSTING_LIMITS.newAccountHours - 1) * 3600;
    expect(Number(topicLimit.headers['retry-after'])).toBeGreaterThan(firstDayLeft - 120);
    expect(Number(topicLimit.headers['retry-after'])).toBeLessThanOrEqual(firstDayLeft + 1);

    // Replies written more than a minute ago, so that only the first-day limit is in play.
    const earlier = new Date(Date.now() - 10 * 60_000);
    for (let i = 0; i < POSTING_LIMITS.newAccountReplies; i++) {
      const r = await reply(newcomer, t.slug, `Yanıt ${i + 1}`);
      await suite.app.db.connection('replies').where({ id: r.id }).update({ created_at: earlier });
    }
    const replyLimit = await unchanged(suite.app, () => newcomer.post(`/api/forum/${t.slug}/reply`, { content: 'Bir yanıt daha' }));
    expectError(replyLimit, 'POSTING_RATE_LIMITED', msg('error.newAccountReplies', { n: POSTING_LIMITS.newAccountReplies }));

    // A day later the same member posts under the regular limits.
    await suite.app.db
      .connection('up_users')
      .where({ id: newcomer.id })
      .update({ created_at: new Date(Date.now() - 2 * 86_400_000) });
    expect((await newcomer.post(`/api/forum/${t.slug}/reply`, { content: `Artık bağlantı da paylaşabilirim: ${links}` })).status).toBe(201);
  });

  it('limits every member to the replies per minute and topics per hour; moderators are not limited', async () => {
    const busy = await member(suite.app);
    const t = await topic(suite.moderator, suite.plain.slug);
    for (let i = 0; i < POSTING_LIMITS.repliesPerMinute; i++) await reply(busy, t.slug, `Hızlı yanıt ${i + 1}`);
    const tooFast = await unchanged(suite.app, () => busy.post(`/api/forum/${t.slug}/reply`, { content: 'Bir tane daha' }));
    expectError(tooFast, 'POSTING_RATE_LIMITED', msg('error.repliesPerMinute', { n: POSTING_LIMITS.repliesPerMinute }));
    // Retry-After: whole seconds until the oldest of those replies leaves the rolling minute.
    expect(tooFast.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(tooFast.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Deleted replies still count: writing and deleting does not reset the limit.
    const last = await suite.app.db.connection('replies_author_lnk').where({ user_id: busy.id }).orderBy('reply_id', 'desc').first();
    await busy.delete(`/api/forum/${last.reply_id}`);
    expect((await busy.post(`/api/forum/${t.slug}/reply`, { content: 'Silince yer açılır mı?' })).status).toBe(429);
    // A minute later there is room again.
    await suite.app.db
      .connection('replies')
      .whereIn('id', suite.app.db.connection('replies_author_lnk').where({ user_id: busy.id }).select('reply_id'))
      .update({ created_at: new Date(Date.now() - 61_000) });
    expect((await busy.post(`/api/forum/${t.slug}/reply`, { content: 'Bir dakika geçti' })).status).toBe(201);

    for (let i = 0; i < POSTING_LIMITS.topicsPerHour; i++) {
      expect((await busy.post('/api/forum/topics', suite.draft({ title: `Saatlik konu ${i + 1}` }))).status).toBe(201);
    }
    // The oldest of them written 40 minutes ago, the rest 10: room again in 20 minutes, when that one leaves the hour.
    const busyTopics = await suite.app.db
      .connection('topics_author_lnk')
      .where({ user_id: busy.id })
      .orderBy('topic_id')
      .select('topic_id');
    await suite.app.db
      .connection('topics')
      .whereIn(
        'id',
        busyTopics.map((r: any) => r.topic_id),
      )
      .update({ created_at: new Date(Date.now() - 10 * 60_000) });
    await suite.app.db
      .connection('topics')
      .where({ id: busyTopics[0].topic_id })
      .update({ created_at: new Date(Date.now() - 40 * 60_000) });
    const hourly = await unchanged(suite.app, () => busy.post('/api/forum/topics', suite.draft({ title: 'Saatlik sınırın ötesi' })));
    expectError(hourly, 'POSTING_RATE_LIMITED', msg('error.topicsPerHour', { n: POSTING_LIMITS.topicsPerHour }));
    expect(hourly.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(20 * 60 - 60);
    expect(Number(hourly.headers['retry-after'])).toBeLessThanOrEqual(20 * 60 + 1);
    for (let i = 0; i < POSTING_LIMITS.repliesPerMinute + 2; i++) await reply(suite.moderator, t.slug, `Moderatör yanıtı ${i + 1}`);
  });
});

describe('posting counts at scale', () => {
  const { raw } = require('../dist/src/lib/sql-names');
  const { postingCountsSql } = require('../dist/src/api/forum/lib/posting-limits');

  /** The buffers PostgreSQL reads for one member's counts (every subquery included). */
  const countBuffers = (kind: 'reply' | 'topic', memberId: number) =>
    suite.app.db.connection.transaction(async (trx: any) => {
      const counts = postingCountsSql(kind, memberId, new Date());
      const { rows } = await raw(trx, `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT ${counts.sql}`, counts.bindings);
      const plan = rows[0]['QUERY PLAN'][0].Plan;
      return plan['Shared Hit Blocks'] + plan['Shared Read Blocks'];
    });

  it("reads the member's own newest posts: everyone else's busy minute and hour cost it nothing", async () => {
    const quiet = await member(suite.app, 'user', { fresh: true });
    const loud = await member(suite.app);
    const t = await topic(suite.moderator, suite.plain.slug);
    await reply(quiet, t.slug, 'Tek yanıtım');
    const before = { reply: await countBuffers('reply', quiet.id), topic: await countBuffers('topic', quiet.id) };

    // Another member's 400 replies and 400 topics in the last minute (rows alone: the counts read nothing else).
    const db = suite.app.db.connection;
    const now = new Date();
    const replies = await db('replies')
      .insert(
        Array.from({ length: 400 }, (_, i) => ({
          content: `Kalabalık ${i}`,
          created_at: now,
          updated_at: now,
          is_approved: true,
          is_deleted: false,
        })),
      )
      .returning('id');
    const topics = await db('topics')
      .insert(
        Array.from({ length: 400 }, (_, i) => ({
          title: `Kalabalık ${i}`,
          slug: `kalabalik-${now.getTime()}-${i}`,
          created_at: now,
          updated_at: now,
          is_active: false,
        })),
      )
      .returning('id');
    await db('replies_author_lnk').insert(replies.map((r: { id: number }) => ({ reply_id: r.id, user_id: loud.id })));
    await db('topics_author_lnk').insert(topics.map((t: { id: number }) => ({ topic_id: t.id, user_id: loud.id })));
    try {
      const after = { reply: await countBuffers('reply', quiet.id), topic: await countBuffers('topic', quiet.id) };
      // Counting the window's posts of everyone read each of the 400 (and its author link): 800 buffers more. Reading
      // the member's own, a few index pages may differ (the other member's links sit beside theirs in the index).
      expect(after.reply).toBeLessThanOrEqual(before.reply + 10);
      expect(after.topic).toBeLessThanOrEqual(before.topic + 10);
      // The loud member's own counts stop at the limits, and say what the limits need.
      await db.transaction(async (trx: any) => {
        const counts = postingCountsSql('reply', loud.id, new Date());
        const { rows } = await raw(trx, `SELECT ${counts.sql}`, counts.bindings);
        expect(rows[0].posting_recent).toBe(POSTING_LIMITS.repliesPerMinute);
      });
      const refused = await unchanged(suite.app, () => loud.post(`/api/forum/${t.slug}/reply`, { content: 'Bir tane daha' }));
      expect(refused.status).toBe(429);
    } finally {
      await db('replies')
        .whereIn(
          'id',
          replies.map((r: { id: number }) => r.id),
        )
        .del();
      await db('topics')
        .whereIn(
          'id',
          topics.map((t: { id: number }) => t.id),
        )
        .del();
    }
  });
});

describe('counters', () => {
  it('after all of the above, every counter equals a full recount from the rows', async () => {
    await expectRecountAgrees(suite.app);
  });
});
