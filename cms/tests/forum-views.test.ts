// Topic views: once per visitor and day, bounded per guest address, pruned after the retention window (split from forum-topics).

import { guest, member, topic, topicRow, expectRecountAgrees, unchanged, expectError } from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);

describe('POST /api/forum/topics/:slugOrId/view', () => {
  it('counts a visitor once per day: members by account, guests by address (whatever their browser says)', async () => {
    const t = await topic(await member(suite.app), suite.plain.slug);
    const viewer = await member(suite.app);
    const first = await viewer.post(`/api/forum/topics/${t.slug}/view`);
    expect(first.body).toEqual({ viewCount: 1 });
    expect((await viewer.post(`/api/forum/topics/${t.id}/view`)).body).toEqual({ viewCount: 1 });
    const asGuest = (ip: string, ua = 'Mozilla/5.0 test') =>
      guest(suite.app).post(`/api/forum/topics/${t.slug}/view`).set('X-Forwarded-For', ip).set('User-Agent', ua);
    expect((await asGuest('10.9.0.1')).body).toEqual({ viewCount: 2 });
    expect((await asGuest('10.9.0.1')).body).toEqual({ viewCount: 2 });
    // A different User-Agent from the same address is the same visitor: no free views by changing it.
    for (const ua of ['Other/1.0', 'curl/8', 'x'.repeat(300)]) expect((await asGuest('10.9.0.1', ua)).body).toEqual({ viewCount: 2 });
    expect((await asGuest('10.9.0.2')).body).toEqual({ viewCount: 3 });
    const row = await topicRow(suite.app, t.id);
    expect(row).toMatchObject({ viewCount: 3, uniqueVisitors: 3 });
    const views = await suite.app.db.connection('topic_views').where({ topic_id: t.id });
    expect(views).toHaveLength(3);
    expect(JSON.stringify(views)).not.toContain('10.9.0.1');

    // Another day counts again, but the visitor is not new.
    await suite.app.db
      .connection('topic_views')
      .where({ topic_id: t.id, visitor: `u:${viewer.id}` })
      .update({ day: '2020-01-01' });
    expect((await viewer.post(`/api/forum/topics/${t.slug}/view`)).body).toEqual({ viewCount: 4 });
    expect((await topicRow(suite.app, t.id)).uniqueVisitors).toBe(3);

    // Parallel views of one visitor count once.
    const burst = await Promise.all(Array.from({ length: 10 }, () => asGuest('10.9.0.3')));
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect((await topicRow(suite.app, t.id)).viewCount).toBe(5);
    for (const id of ['olmayan-konu', '99999999999', '-1']) {
      expectError(await unchanged(suite.app, () => guest(suite.app).post(`/api/forum/topics/${id}/view`)), 'TOPIC_NOT_FOUND');
    }
  });
});

describe('guest views are bounded', () => {
  it('one address adds at most GUEST_VIEW_LIMIT new views a day; more are answered but not counted or stored', async () => {
    const author = await member(suite.app);
    const topics = [];
    for (let i = 0; i < 4; i++) topics.push(await topic(author, suite.plain.slug));
    process.env.GUEST_VIEW_LIMIT = '3';
    try {
      const ip = '10.9.7.1';
      const views = [];
      // Reloads of a topic already counted today, and unknown topics, spend nothing of the budget.
      for (let i = 0; i < 5; i++) await guest(suite.app).post(`/api/forum/topics/${topics[0].slug}/view`).set('X-Forwarded-For', ip);
      await guest(suite.app).post('/api/forum/topics/olmayan-konu/view').set('X-Forwarded-For', ip);
      for (const t of topics) views.push(await guest(suite.app).post(`/api/forum/topics/${t.slug}/view`).set('X-Forwarded-For', ip));
      expect(views.map((r) => [r.status, r.body.viewCount])).toEqual([
        [200, 1],
        [200, 1],
        [200, 1],
        [200, 0],
      ]);
      expect((await topicRow(suite.app, topics[3].id)).viewCount).toBe(0);
      expect(await suite.app.db.connection('topic_views').where({ topic_id: topics[3].id })).toHaveLength(0);
      // Another address still counts.
      expect((await guest(suite.app).post(`/api/forum/topics/${topics[3].slug}/view`).set('X-Forwarded-For', '10.9.7.2')).body).toEqual({
        viewCount: 1,
      });
    } finally {
      delete process.env.GUEST_VIEW_LIMIT;
    }
  });

  it('view rows older than the retention window are pruned', async () => {
    const t = await topic(await member(suite.app), suite.plain.slug);
    await guest(suite.app).post(`/api/forum/topics/${t.slug}/view`).set('X-Forwarded-For', '10.9.8.1');
    await suite.app.db
      .connection('topic_views')
      .insert({ topic_id: t.id, visitor: 'g:old', day: '2020-01-01', created_at: new Date(), updated_at: new Date() });
    const { pruneTopicViews } = require('../dist/src/api/forum/services/moderation');
    expect(await pruneTopicViews(suite.app)).toBeGreaterThanOrEqual(1);
    const left = await suite.app.db.connection('topic_views').where({ topic_id: t.id });
    expect(left.map((r: any) => r.visitor)).not.toContain('g:old');
    expect(left).toHaveLength(1);
    expect((await topicRow(suite.app, t.id)).viewCount).toBe(1);
  });
});

describe('counters', () => {
  it('after all of the above, every counter equals a full recount from the rows', async () => {
    await expectRecountAgrees(suite.app);
  });
});
