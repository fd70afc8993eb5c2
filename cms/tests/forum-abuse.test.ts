import { ACTIVITY_POINTS, ERROR_CODES, POSTING_LIMITS, msg } from '@oyundev/domain';
import { api } from './helpers/strapi';
import {
  badgeOf,
  categoryRow,
  expectRecountAgrees,
  forumState,
  member,
  reply,
  replyRowOf,
  topic,
  topicRow,
  unchanged,
  userRowOf,
  type Member,
} from './helpers/forum';
import { NAUGHTY_STRINGS } from './fixtures/naughty-strings';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);

/** `n` aged members, created a few at a time (each one hashes a password). */
async function members(n: number, role: 'user' | 'premium' = 'user') {
  const out: Member[] = [];
  while (out.length < n)
    out.push(...(await Promise.all(Array.from({ length: Math.min(10, n - out.length) }, () => member(suite.app, role)))));
  return out;
}

const isTurkish4xx = (res: any) =>
  res.status >= 400 && res.status < 500 && typeof res.body?.error?.message === 'string' && res.body.error.details?.code in ERROR_CODES;

describe('hostile input', () => {
  it('stores every naughty string exactly as sent, or refuses it with a Turkish 4xx — never a 500', async () => {
    const t = await topic(suite.moderator, suite.plain.slug);
    const writer = suite.moderator; // not rate limited: this test is about input, not limits
    let stored = 0;
    let refused = 0;
    for (const text of NAUGHTY_STRINGS) {
      const before = await forumState(suite.app);
      const res = await writer.post(`/api/forum/${t.slug}/reply`, { content: text, replyTo: null });
      if (res.status === 201) {
        stored += 1;
        expect({ text, stored: (await replyRowOf(suite.app, res.body.data.id)).content }).toEqual({ text, stored: text });
        expect(res.body.data.content).toBe(text);
      } else {
        refused += 1;
        expect({ text, ok: isTurkish4xx(res) }).toEqual({ text, ok: true });
        expect(await forumState(suite.app)).toEqual(before);
      }
    }
    // Blank-looking strings and unstorable ones are refused; the rest is kept.
    expect(stored).toBeGreaterThan(NAUGHTY_STRINGS.length - 6);
    expect(refused).toBeGreaterThan(0);
  });

  it('accepts naughty titles and tags for topics and gives them safe slugs', async () => {
    for (const text of NAUGHTY_STRINGS.slice(0, 60)) {
      const res = await suite.moderator.post('/api/forum/topics', {
        title: `Konu ${text}`.slice(0, 200),
        content: `İçerik: ${text} — yeterince uzun bir metin.`,
        category: suite.plain.slug,
        tags: [text.slice(0, 20)],
      });
      if (res.status === 201) {
        expect({ text, slug: res.body.data.slug }).toEqual({ text, slug: expect.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/) });
        expect((await topicRow(suite.app, res.body.data.id)).title).toBe(`Konu ${text}`.slice(0, 200).trim());
      } else {
        expect({ text, ok: isTurkish4xx(res) }).toEqual({ text, ok: true });
      }
    }
  });

  it('answers naughty path segments and query strings on every forum route with 4xx or 200, never 500', async () => {
    const someone = await member(suite.app);
    const segments = ['abc', '-1', '1e9', '99999999999', '0', '%00', '%27%3B--', '..%2F..%2Fetc', '%F0%9F%98%8D', 'a'.repeat(300)];
    for (const s of segments) {
      const calls = [
        someone.post(`/api/forum/${s}/reply`, { content: 'Merhaba' }),
        someone.post(`/api/forum/${s}/like`),
        someone.delete(`/api/forum/${s}`),
        someone.put(`/api/forum/replies/${s}`, { content: 'x' }),
        suite.moderator.get(`/api/forum/replies/${s}/history`),
        someone.post(`/api/forum/topics/${s}/like`),
        suite.moderator.patch(`/api/forum/topics/${s}/moderation`, { isPinned: true }),
        someone.post(`/api/forum/topics/${s}/view`),
        someone.get(`/api/forum/topics/${s}`),
        someone.get(`/api/forum/topics/${s}/replies`),
        someone.get(`/api/forum/categories/${s}`),
        someone.get(`/api/forum/topics?search=${s}&tag=${s}&category=${s}`),
        someone.get(`/api/forum/mine?page=${s}`),
      ];
      const before = await forumState(suite.app);
      for (const res of await Promise.all(calls)) {
        expect({ s, url: res.req.path, status: res.status < 500 }).toEqual({ s, url: res.req.path, status: true });
        if (res.status >= 400) expect({ s, url: res.req.path, ok: isTurkish4xx(res) }).toEqual({ s, url: res.req.path, ok: true });
      }
      expect(await forumState(suite.app)).toEqual(before);
    }
  });

  it('refuses malformed JSON, non-object bodies, oversized text and huge bodies with Turkish 4xx, changing nothing', async () => {
    const t = await topic(suite.moderator, suite.plain.slug);
    const writer = await member(suite.app);
    const raw = (path: string, body: string, type = 'application/json') =>
      api(suite.app).post(path).set('Authorization', `Bearer ${writer.jwt}`).set('Content-Type', type).send(body);
    const bodies = [
      '{"content": ',
      '{content: "x"}',
      '[1,2]',
      '"just a string"',
      'null',
      '42',
      '{"content": {"$gt": ""}}',
      '{"__proto__": {"content": 1}}',
    ];
    for (const body of bodies) {
      for (const path of [`/api/forum/${t.slug}/reply`, '/api/forum/topics', '/api/forum/votes', '/api/forum/reports']) {
        const res = await unchanged(suite.app, () => raw(path, body));
        expect({ body, path, status: res.status }).toEqual({ body, path, status: 400 });
        expect(isTurkish4xx(res)).toBe(true);
      }
    }
    const text = await unchanged(suite.app, () => raw(`/api/forum/${t.slug}/reply`, 'content=x', 'text/suite.plain'));
    expect(isTurkish4xx(text)).toBe(true);
    const long = await unchanged(suite.app, () => writer.post(`/api/forum/${t.slug}/reply`, { content: 'a'.repeat(20_001) }));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe('İçerik en fazla 20.000 karakter olabilir');
    const huge = await unchanged(suite.app, () => writer.post(`/api/forum/${t.slug}/reply`, { content: 'a'.repeat(400_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.message).toBe(ERROR_CODES.PAYLOAD_TOO_LARGE.message);
    const deep = await unchanged(suite.app, () => raw('/api/forum/topics', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`));
    expect(isTurkish4xx(deep)).toBe(true);
  });
});

describe('under concurrency', () => {
  it('50 simultaneous likes by one member leave one like', async () => {
    const writer = await member(suite.app);
    const t = await topic(suite.moderator, suite.plain.slug);
    const r = await reply(writer, t.slug, 'Çok beğenilecek yanıt');
    const liker = await member(suite.app);
    const before = await userRowOf(suite.app, writer.id);
    const results = await Promise.all(Array.from({ length: 50 }, () => liker.post(`/api/forum/${r.id}/like`, { liked: true })));
    expect(results.map((x) => x.status)).toEqual(results.map(() => 200));
    expect(results.every((x) => x.body.likeCount === 1 && x.body.liked === true)).toBe(true);
    expect(await suite.app.db.connection('likes').where({ target_type: 'reply', target_id: r.id }).count({ n: '*' }).first()).toEqual({
      n: '1',
    });
    expect((await replyRowOf(suite.app, r.id)).likeCount).toBe(1);
    expect((await userRowOf(suite.app, liker.id)).likes_given).toBe(1);
    const after = await userRowOf(suite.app, writer.id);
    expect(after.likes_received).toBe(before.likes_received + 1);
    expect(after.reputation).toBe(before.reputation + ACTIVITY_POINTS.like_received);
  });

  it('toggles from one member at once end exactly where their count says (50 toggles: not liked)', async () => {
    const t = await topic(suite.moderator, suite.plain.slug);
    const r = await reply(await member(suite.app), t.slug, 'Aç kapa');
    const liker = await member(suite.app);
    const results = await Promise.all(Array.from({ length: 50 }, () => liker.post(`/api/forum/${r.id}/like`)));
    expect(results.filter((x) => x.body.liked).length).toBe(25);
    expect((await replyRowOf(suite.app, r.id)).likeCount).toBe(0);
    expect(await suite.app.db.connection('likes').where({ target_type: 'reply', target_id: r.id }).count({ n: '*' }).first()).toEqual({
      n: '0',
    });
    expect((await userRowOf(suite.app, liker.id)).likes_given).toBe(0);
  });

  it('100 members liking at once leave likeCount 100', async () => {
    const writer = await member(suite.app);
    const t = await topic(suite.moderator, suite.plain.slug);
    const r = await reply(writer, t.slug, 'Herkes beğensin');
    const likers = await members(100);
    const before = await userRowOf(suite.app, writer.id);
    const results = await Promise.all(likers.map((m) => m.post(`/api/forum/${r.id}/like`)));
    expect(results.map((x) => x.status)).toEqual(likers.map(() => 200));
    expect((await replyRowOf(suite.app, r.id)).likeCount).toBe(100);
    expect(await suite.app.db.connection('likes').where({ target_type: 'reply', target_id: r.id }).count({ n: '*' }).first()).toEqual({
      n: '100',
    });
    expect(Math.max(...results.map((x) => x.body.likeCount))).toBe(100);
    const after = await userRowOf(suite.app, writer.id);
    expect(after.likes_received).toBe(before.likes_received + 100);
    // 10 and 30 likes received earn two badges on the way, each exactly once however the likes interleave.
    const magnet = await badgeOf(suite.app, 'begeni-miknatisi');
    const popular = await badgeOf(suite.app, 'populer-yazar');
    expect(after.reputation).toBe(before.reputation + 100 * ACTIVITY_POINTS.like_received + magnet.reward + popular.reward);
    for (const badge of [magnet, popular]) {
      expect(
        await suite.app.db.connection('badge_awards').where({ user_id: writer.id, badge_id: badge.id }).select('target_type', 'target_id'),
      ).toEqual([{ target_type: 'reply', target_id: r.id }]);
      expect(
        await suite.app.db
          .connection('notifications')
          .where({ user_id: writer.id, type: 'badge_earned', message: msg('badge.notification.message', { name: badge.name }) })
          .count({ n: '*' })
          .first(),
      ).toEqual({ n: '1' });
    }
    const lines = await suite.app.db
      .connection('activities')
      .where({ user_id: writer.id, type: 'like_received', target_id: r.id })
      .count({ n: '*' })
      .first();
    expect(lines).toEqual({ n: '100' });
  });

  it('20 simultaneous replies leave replyCount equal to the number of replies', async () => {
    const t = await topic(suite.moderator, suite.plain.slug);
    const writers = await members(20);
    const categoryBefore = await categoryRow(suite.app, suite.plain.id);
    const results = await Promise.all(writers.map((w, i) => w.post(`/api/forum/${t.slug}/reply`, { content: `Aynı anda yanıt ${i + 1}` })));
    expect(results.map((x) => x.status)).toEqual(writers.map(() => 201));
    const stored = await suite.app.db.connection('replies_topic_lnk').where({ topic_id: t.id }).count({ n: '*' }).first();
    const row = await topicRow(suite.app, t.id);
    expect(row.replyCount).toBe(20);
    expect(Number(stored.n)).toBe(20);
    expect([...results.map((x) => x.body.replyCount)].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const newest = await suite.app.db
      .connection('replies')
      .join('replies_topic_lnk', 'replies_topic_lnk.reply_id', 'replies.id')
      .where('replies_topic_lnk.topic_id', t.id)
      .orderBy([
        { column: 'replies.created_at', order: 'desc' },
        { column: 'replies.id', order: 'desc' },
      ])
      .first('replies.id');
    expect(row.lastReply.id).toBe(newest.id);
    expect((await categoryRow(suite.app, suite.plain.id)).postCount).toBe(categoryBefore.postCount + 20);
  });

  it('20 simultaneous replies by one member stop exactly at the per-minute limit', async () => {
    const t = await topic(suite.moderator, suite.plain.slug);
    const hasty = await member(suite.app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => hasty.post(`/api/forum/${t.slug}/reply`, { content: `Seri yanıt ${i + 1}` })),
    );
    const created = results.filter((x) => x.status === 201).length;
    expect(created).toBe(POSTING_LIMITS.repliesPerMinute);
    expect(results.filter((x) => x.status === 429).length).toBe(20 - POSTING_LIMITS.repliesPerMinute);
    expect((await topicRow(suite.app, t.id)).replyCount).toBe(created);
    expect((await userRowOf(suite.app, hasty.id)).forum_post_count).toBe(created);
  });

  it('parallel votes keep score = ups − downs, for many members and for one member flipping', async () => {
    const writer = await member(suite.app);
    const t = await topic(writer, suite.plain.slug);
    const voters = await members(60);
    const before = await userRowOf(suite.app, writer.id);
    const results = await Promise.all(
      voters.map((v, i) => v.post('/api/forum/votes', { targetType: 'topic', targetId: t.id, vote: i % 3 === 2 ? 'down' : 'up' })),
    );
    expect(results.map((x) => x.status)).toEqual(voters.map(() => 200));
    let row = await topicRow(suite.app, t.id);
    expect(row).toMatchObject({ upvoteCount: 40, downvoteCount: 20, score: 20 });
    expect((await userRowOf(suite.app, writer.id)).reputation).toBe(before.reputation + 40 * 2 - 20 * 2);

    // One member pressing up, down and none in a burst, while others change their minds too.
    const flipper = voters[0];
    const burst = ['up', 'down', 'none', 'down', 'up', 'none', 'up', 'down', 'up', 'down', 'none', 'up'];
    await Promise.all([
      ...burst.map((v) => flipper.post('/api/forum/votes', { targetType: 'topic', targetId: t.id, vote: v })),
      ...voters.slice(1, 21).map((v) => v.post('/api/forum/votes', { targetType: 'topic', targetId: t.id, vote: 'none' })),
      ...voters.slice(21, 41).map((v) => v.post('/api/forum/votes', { targetType: 'topic', targetId: t.id, vote: 'down' })),
    ]);
    row = await topicRow(suite.app, t.id);
    const votes = await suite.app.db.connection('votes').where({ target_type: 'topic', target_id: t.id }).select('user_id', 'value');
    const ups = votes.filter((v: any) => v.value === 1).length;
    const downs = votes.filter((v: any) => v.value === -1).length;
    expect(new Set(votes.map((v: any) => v.user_id)).size).toBe(votes.length);
    expect(row).toMatchObject({ upvoteCount: ups, downvoteCount: downs, score: ups - downs });
    expect((await userRowOf(suite.app, writer.id)).reputation).toBe(before.reputation + 2 * ups - 2 * downs);
    const lines = await suite.app.db
      .connection('activities')
      .where({ user_id: writer.id, target_type: 'topic', target_id: t.id })
      .whereIn('type', ['upvote_received', 'downvote_received']);
    expect(lines.filter((l: any) => l.type === 'upvote_received').length).toBe(ups);
    expect(lines.filter((l: any) => l.type === 'downvote_received').length).toBe(downs);
  });
});

describe('counters', () => {
  it('after the bursts, every counter equals a full recount from the rows', async () => {
    await expectRecountAgrees(suite.app);
  });
});
