// Categories that require approval (split from forum-topics).
import { ACTIVITY_POINTS } from '@oyundev/domain';
import { teardownStrapi, type App } from './helpers/strapi';
import {
  categoryRow,
  guest,
  member,
  setCategorySettings,
  setContentSettings,
  topicRow,
  expectRecountAgrees,
  unchanged,
  userRowOf,
  type Member,
  seededApp,
  forumCategories,
  expectError,
} from './helpers/forum';

let app: App;
let plain: any;
let other: any;
let moderator: Member;

beforeAll(async () => {
  app = await seededApp(__filename);
  const { open } = await forumCategories(app);
  [plain, other] = open;
  moderator = await member(app, 'moderator');
});
afterAll(async () => {
  await teardownStrapi(app);
});

const draft = (extra: Record<string, unknown> = {}) => ({
  title: 'Godot 4 ile çok oyunculu oyun yapmak',
  content: 'ENet mi WebSocket mi? Deneyimlerinizi paylaşır mısınız?',
  category: plain.slug,
  tags: ['godot'],
  ...extra,
});

describe('categories that require approval', () => {
  it('keep a new topic pending, seen only by its author and moderators, until a moderator approves it', async () => {
    const gated = other;
    await setCategorySettings(app, gated.id, { requireApproval: true });
    try {
      const writer = await member(app);
      const before = { category: await categoryRow(app, gated.id), writer: await userRowOf(app, writer.id) };
      const res = await writer.post('/api/forum/topics', draft({ category: gated.slug, tags: ['onay-bekliyor'] }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ pending: true, data: { pending: true } });
      const t = res.body.data;
      expect(await topicRow(app, t.id)).toMatchObject({ isApproved: false, requiresApproval: true });
      // Nothing counts yet.
      expect((await categoryRow(app, gated.id)).topicCount).toBe(before.category.topicCount);
      expect((await userRowOf(app, writer.id)).topic_count).toBe(before.writer.topic_count);
      expect((await userRowOf(app, writer.id)).reputation).toBe(before.writer.reputation);
      expect((await app.db.connection('tags').where({ name: 'onay-bekliyor' }).first()).topic_count).toBe(0);

      // Visible to the author and moderators only.
      expect((await guest(app).get(`/api/forum/topics/${t.slug}`)).status).toBe(404);
      expect((await (await member(app)).get(`/api/forum/topics/${t.slug}`)).status).toBe(404);
      expect((await writer.get(`/api/forum/topics/${t.slug}`)).body.data).toMatchObject({ pending: true, isAuthor: true });
      expect((await moderator.get(`/api/forum/topics/${t.slug}`)).body.data).toMatchObject({ pending: true, canModerate: true });
      const listed = await guest(app).get(`/api/forum/topics?category=${gated.slug}&pageSize=100`);
      expect(listed.body.data.map((x: any) => x.id)).not.toContain(t.id);
      expect((await writer.get('/api/forum/mine')).body.data.topics[0]).toMatchObject({ id: t.id, pending: true, isApproved: false });

      // No replies from members yet; the author is told why.
      expectError(await unchanged(app, () => writer.post(`/api/forum/${t.slug}/reply`, { content: 'Ek bilgi' })), 'TOPIC_PENDING');

      // A plain member cannot approve.
      expectError(await unchanged(app, () => writer.patch(`/api/forum/topics/${t.id}/moderation`, { approve: true })), 'FORBIDDEN');

      const approved = await moderator.patch(`/api/forum/topics/${t.id}/moderation`, { approve: true });
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({ id: t.id, pending: false });
      expect(await topicRow(app, t.id)).toMatchObject({ isApproved: true, requiresApproval: false });
      const cat = await categoryRow(app, gated.id);
      expect(cat.topicCount).toBe(before.category.topicCount + 1);
      expect(cat.postCount).toBe(before.category.postCount + 1);
      expect((await userRowOf(app, writer.id)).topic_count).toBe(before.writer.topic_count + 1);
      expect((await userRowOf(app, writer.id)).reputation).toBe(before.writer.reputation + ACTIVITY_POINTS.topic_created);
      expect((await app.db.connection('tags').where({ name: 'onay-bekliyor' }).first()).topic_count).toBe(1);
      expect((await guest(app).get(`/api/forum/topics/${t.slug}`)).status).toBe(200);
      // Approving twice counts once.
      await moderator.patch(`/api/forum/topics/${t.id}/moderation`, { approve: true });
      expect((await categoryRow(app, gated.id)).topicCount).toBe(before.category.topicCount + 1);

      // A moderator's own topic never waits.
      expect((await moderator.post('/api/forum/topics', draft({ category: gated.slug }))).body.pending).toBe(false);
    } finally {
      await setCategorySettings(app, gated.id, { requireApproval: false });
    }
  });

  it('the site-wide requireApproval setting holds every member topic', async () => {
    await setContentSettings(app, { requireApproval: true });
    try {
      const res = await (await member(app)).post('/api/forum/topics', draft());
      expect(res.body.pending).toBe(true);
    } finally {
      await setContentSettings(app, { requireApproval: false });
    }
  });
});

describe('counters', () => {
  it('after all of the above, every counter equals a full recount from the rows', async () => {
    await expectRecountAgrees(app);
  });
});
