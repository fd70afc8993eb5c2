// Categories that require approval (split from forum-topics).
import { ACTIVITY_POINTS, msg } from '@oyundev/domain';
import {
  badgeOf,
  categoryRow,
  guest,
  member,
  setCategorySettings,
  setContentSettings,
  topicRow,
  expectRecountAgrees,
  unchanged,
  userRowOf,
  expectError,
} from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);

describe('categories that require approval', () => {
  it('keep a new topic pending, seen only by its author and moderators, until a suite.moderator approves it', async () => {
    const gated = suite.other;
    await setCategorySettings(suite.app, gated.id, { requireApproval: true });
    try {
      const writer = await member(suite.app);
      const before = { category: await categoryRow(suite.app, gated.id), writer: await userRowOf(suite.app, writer.id) };
      const res = await writer.post('/api/forum/topics', suite.draft({ category: gated.slug, tags: ['onay-bekliyor'] }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ pending: true, data: { pending: true } });
      const t = res.body.data;
      expect(await topicRow(suite.app, t.id)).toMatchObject({ isApproved: false, requiresApproval: true });
      // Nothing counts yet.
      expect((await categoryRow(suite.app, gated.id)).topicCount).toBe(before.category.topicCount);
      expect((await userRowOf(suite.app, writer.id)).topic_count).toBe(before.writer.topic_count);
      expect((await userRowOf(suite.app, writer.id)).reputation).toBe(before.writer.reputation);
      expect((await suite.app.db.connection('tags').where({ name: 'onay-bekliyor' }).first()).topic_count).toBe(0);

      // Visible to the author and moderators only.
      expect((await guest(suite.app).get(`/api/forum/topics/${t.slug}`)).status).toBe(404);
      expect((await (await member(suite.app)).get(`/api/forum/topics/${t.slug}`)).status).toBe(404);
      expect((await writer.get(`/api/forum/topics/${t.slug}`)).body.data).toMatchObject({ pending: true, isAuthor: true });
      expect((await suite.moderator.get(`/api/forum/topics/${t.slug}`)).body.data).toMatchObject({ pending: true, canModerate: true });
      const listed = await guest(suite.app).get(`/api/forum/topics?category=${gated.slug}&pageSize=100`);
      expect(listed.body.data.map((x: any) => x.id)).not.toContain(t.id);
      expect((await writer.get('/api/forum/mine')).body.data.topics[0]).toMatchObject({ id: t.id, pending: true, isApproved: false });

      // No replies from members yet; the author is told why.
      expectError(await unchanged(suite.app, () => writer.post(`/api/forum/${t.slug}/reply`, { content: 'Ek bilgi' })), 'TOPIC_PENDING');

      // A suite.plain member cannot approve.
      expectError(await unchanged(suite.app, () => writer.patch(`/api/forum/topics/${t.id}/moderation`, { approve: true })), 'FORBIDDEN');

      const approved = await suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, { approve: true });
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ id: t.id, pending: false });
      expect(await topicRow(suite.app, t.id)).toMatchObject({ isApproved: true, requiresApproval: false });
      const cat = await categoryRow(suite.app, gated.id);
      expect(cat.topicCount).toBe(before.category.topicCount + 1);
      expect(cat.postCount).toBe(before.category.postCount + 1);
      expect((await userRowOf(suite.app, writer.id)).topic_count).toBe(before.writer.topic_count + 1);
      // Counted now: its points, the first-topic badge it earns, and the author is told it was approved.
      const first = await badgeOf(suite.app, 'ilk-konu');
      expect((await userRowOf(suite.app, writer.id)).reputation).toBe(
        // The approval counts the topic as the author's act: the day's first one writes its daily line too.
        before.writer.reputation + ACTIVITY_POINTS.topic_created + ACTIVITY_POINTS.daily_login + first.reward,
      );
      expect(
        await suite.app.db
          .connection('notifications')
          .where({ user_id: writer.id, type: 'content_approved' })
          .select('actor_id', 'message', 'link'),
      ).toEqual([
        {
          actor_id: suite.moderator.id,
          message: msg('notification.moderation.topicApproved.message', { title: t.title }),
          link: `/forum/konu/${t.slug}`,
        },
      ]);
      expect((await suite.app.db.connection('tags').where({ name: 'onay-bekliyor' }).first()).topic_count).toBe(1);
      expect((await guest(suite.app).get(`/api/forum/topics/${t.slug}`)).status).toBe(200);
      // Approving twice counts once.
      await suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, { approve: true });
      expect((await categoryRow(suite.app, gated.id)).topicCount).toBe(before.category.topicCount + 1);

      // A suite.moderator's own topic never waits.
      expect((await suite.moderator.post('/api/forum/topics', suite.draft({ category: gated.slug }))).body.pending).toBe(false);
    } finally {
      await setCategorySettings(suite.app, gated.id, { requireApproval: false });
    }
  });

  it('the site-wide requireApproval setting holds every member topic', async () => {
    await setContentSettings(suite.app, { requireApproval: true });
    try {
      const res = await (await member(suite.app)).post('/api/forum/topics', suite.draft());
      expect(res.body.pending).toBe(true);
    } finally {
      await setContentSettings(suite.app, { requireApproval: false });
    }
  });
});

describe('counters', () => {
  it('after all of the above, every counter equals a full recount from the rows', async () => {
    await expectRecountAgrees(suite.app);
  });
});
