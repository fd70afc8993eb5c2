// The admin API's content and reports queue (issue 14): actions, their effects on the forum's counters,
// the authors' notifications, the exact resolution texts, bulk on mixed selections and the audit rows.
import { adminContentItemSchema, adminReportSchema, msg, pagedAnswerSchema } from '@oyundev/domain';
import { teardownStrapi, type App } from './helpers/strapi';
import {
  categoryRow,
  expectError,
  expectRecountAgrees,
  forumCategories,
  member,
  reply,
  seededApp,
  setCategorySettings,
  topic,
  unchanged,
  userRowOf,
  type Member,
} from './helpers/forum';

let app: App;
let admin: Member;
let author: Member;
let reporter: Member;
let open: any[];

beforeAll(async () => {
  app = await seededApp(__filename);
  ({ open } = await forumCategories(app));
  admin = await member(app, 'admin');
  author = await member(app);
  reporter = await member(app);
});
// Members may open only so many topics an hour: each test writes as a new author.
beforeEach(async () => {
  author = await member(app);
});
afterAll(async () => {
  await teardownStrapi(app);
});

const topicFlags = (id: number) =>
  app.db.connection('topics').where({ id }).first('is_active', 'is_approved', 'requires_approval', 'is_pinned', 'is_featured', 'is_closed');
const notificationsOf = (userId: number) => app.db.connection('notifications').where({ user_id: userId }).orderBy('id', 'desc');
const contentAction = (type: string, action: string, ids: number[]) => admin.post('/api/admin/content/actions', { type, action, ids });
const report = async (by: Member, contentType: 'topic' | 'reply', contentId: number) => {
  const res = await by.post('/api/forum/reports', { contentType, contentId, type: 'spam', reason: 'Reklam içeriği paylaşılmış' });
  expect(res.status).toBe(201);
  return Number(
    (await app.db.connection('reports').where({ reporter_id: by.id, content_type: contentType, content_id: contentId }).first()).id,
  );
};

describe('content', () => {
  it('lists topics with status, author and category; pages and filters', async () => {
    const t = await topic(author, open[0].slug);
    const res = await admin.get(`/api/admin/content?type=topic&search=${encodeURIComponent(t.title)}`);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      id: t.id,
      type: 'topic',
      title: t.title,
      status: 'published',
      author: { id: author.id, username: author.username },
      category: open[0].name,
      pinned: false,
      locked: false,
      featured: false,
    });
    pagedAnswerSchema(adminContentItemSchema).parse(res.body);
    const blog = await admin.get('/api/admin/content?type=blog&pageSize=25');
    expect(blog.status).toBe(200);
    pagedAnswerSchema(adminContentItemSchema).parse(blog.body);
    expect(blog.body.data.length).toBeGreaterThan(0);
    expect(blog.body.data.every((p: any) => p.type === 'blog')).toBe(true);
    expectError(await admin.get('/api/admin/content?type=video'), 'VALIDATION');
  });

  it('pin, feature and lock toggle the flags; each writes an audit row', async () => {
    const t = await topic(author, open[0].slug);
    expect((await contentAction('topic', 'pin', [t.id])).body.message).toBe(msg('admin.content.pinned'));
    expect((await contentAction('topic', 'feature', [t.id])).body.message).toBe(msg('admin.content.featured'));
    expect((await contentAction('topic', 'lock', [t.id])).body.message).toBe(msg('admin.content.locked'));
    expect(await topicFlags(t.id)).toMatchObject({ is_pinned: true, is_featured: true, is_closed: true });
    await contentAction('topic', 'unlock', [t.id]);
    expect(await topicFlags(t.id)).toMatchObject({ is_closed: false });
    const log = (await app.db.connection('audit_logs').where({ target_type: 'topic', target_id: t.id }).orderBy('id')).map((l: any) => ({
      ...l,
      before: typeof l.before === 'string' ? JSON.parse(l.before) : l.before,
      after: typeof l.after === 'string' ? JSON.parse(l.after) : l.after,
    }));
    expect(log.map((l: any) => l.action)).toEqual(['topic.pin', 'topic.feature', 'topic.lock', 'topic.unlock']);
    expect(log[0]).toMatchObject({
      actor_id: admin.id,
      before: expect.objectContaining({ is_pinned: false }),
      after: expect.objectContaining({ is_pinned: true }),
    });
  });

  it('approving a pending topic counts it and notifies its author; rejecting another notifies too', async () => {
    const gated = open[1];
    await setCategorySettings(app, gated.id, { requireApproval: true });
    try {
      const a = await topic(author, gated.slug);
      const b = await topic(author, gated.slug);
      expect(await topicFlags(a.id)).toMatchObject({ is_approved: false, requires_approval: true });
      const before = { category: await categoryRow(app, gated.id), author: await userRowOf(app, author.id) };
      const listed = await admin.get('/api/admin/content?type=topic&status=pending&pageSize=50');
      expect(listed.body.data.map((x: any) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));

      expect((await contentAction('topic', 'approve', [a.id])).body.message).toBe(msg('admin.content.approved'));
      expect((await categoryRow(app, gated.id)).topicCount).toBe(before.category.topicCount + 1);
      expect((await userRowOf(app, author.id)).topic_count).toBe(before.author.topic_count + 1);
      expect((await notificationsOf(author.id))[0]).toMatchObject({
        type: 'content_approved',
        title: msg('admin.notify.approvedTitle'),
        link: `/forum/konu/${a.slug}`,
      });

      expect((await contentAction('topic', 'reject', [b.id])).body.message).toBe(msg('admin.content.rejected'));
      expect(await topicFlags(b.id)).toMatchObject({ is_approved: false, requires_approval: false, is_active: true });
      expect((await notificationsOf(author.id))[0]).toMatchObject({ type: 'content_rejected', title: msg('admin.notify.rejectedTitle') });
      const rejected = await admin.get('/api/admin/content?type=topic&status=rejected&pageSize=50');
      expect(rejected.body.data.map((x: any) => x.id)).toContain(b.id);
      // Approving what is already published is refused and changes nothing.
      expectError(await unchanged(app, () => contentAction('topic', 'approve', [a.id])), 'ADMIN_NOT_APPLICABLE');
      await expectRecountAgrees(app);
    } finally {
      await setCategorySettings(app, gated.id, { requireApproval: false });
    }
  });

  it('delete takes the topic off the site and uncounts it; bulk on a mixed selection reports the refusals', async () => {
    const a = await topic(author, open[0].slug);
    const b = await topic(author, open[0].slug);
    await reply(reporter, a.slug);
    const before = { category: await categoryRow(app, open[0].id), author: await userRowOf(app, author.id) };
    const res = await contentAction('topic', 'delete', [b.id, 2_000_000_000, a.id]);
    expect(res.status).toBe(200);
    expect(res.body.done).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(res.body.failed).toEqual([{ id: 2_000_000_000, message: msg('forum.topic.notFound') }]);
    expect(res.body.message).toBe(msg('admin.content.bulkDone', { n: 2 }));
    expect((await topicFlags(a.id)).is_active).toBe(false);
    const after = await categoryRow(app, open[0].id);
    expect(after.topicCount).toBe(before.category.topicCount - 2);
    expect(after.postCount).toBe(before.category.postCount - 3);
    expect((await userRowOf(app, author.id)).topic_count).toBe(before.author.topic_count - 2);
    expect((await app.db.connection('topics').where({ id: a.id }).first()).is_active).toBe(false);
    await expectRecountAgrees(app);
    // Gone from the list; a second delete is refused.
    expectError(await unchanged(app, () => contentAction('topic', 'delete', [a.id])), 'TOPIC_NOT_FOUND');
    expectError(await unchanged(app, () => contentAction('topic', 'delete', [])), 'VALIDATION', msg('admin.selectItems'));
  });

  it('features a blog post on both of its rows; pin is refused for blog posts', async () => {
    const post = (await admin.get('/api/admin/content?type=blog&status=published')).body.data[0];
    const res = await contentAction('blog', post.featured ? 'unfeature' : 'feature', [post.id]);
    expect(res.status).toBe(200);
    const rows = await app.db.connection('blog_posts').where({ post_number: post.id }).select('is_featured');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: any) => r.is_featured === !post.featured)).toBe(true);
    expectError(await unchanged(app, () => contentAction('blog', 'pin', [post.id])), 'ADMIN_NOT_APPLICABLE');
  });
});

describe('reports queue', () => {
  it('lists pending reports first with reporter, author, count and a working link', async () => {
    const t = await topic(author, open[0].slug);
    const id = await report(reporter, 'topic', t.id);
    const res = await admin.get('/api/admin/reports?status=pending&pageSize=50');
    expect(res.status).toBe(200);
    expect(res.body.meta.pending).toBeGreaterThan(0);
    res.body.data.forEach((r: unknown) => adminReportSchema.parse(r));
    expect(res.body.data.find((r: any) => r.id === id)).toMatchObject({
      type: 'spam',
      status: 'pending',
      contentType: 'topic',
      contentId: t.id,
      contentTitle: t.title,
      contentAuthor: { id: author.id, username: author.username },
      reporter: { id: reporter.id, username: reporter.username },
      reason: 'Reklam içeriği paylaşılmış',
      reportCount: 1,
      resolution: null,
      link: `/forum/konu/${t.slug}`,
    });
  });

  it('approve hides the content, notifies its author and writes the exact resolution', async () => {
    const t = await topic(author, open[0].slug);
    const id = await report(reporter, 'topic', t.id);
    const res = await admin.post('/api/admin/reports/actions', { action: 'approve', ids: [id] });
    expect(res.body).toEqual({ message: msg('admin.reports.approved'), done: [id], failed: [] });
    expect(await app.db.connection('reports').where({ id }).first()).toMatchObject({
      status: 'resolved',
      resolution: 'Rapor onaylandı ve gerekli işlem yapıldı',
    });
    expect(await app.db.connection('topics').where({ id: t.id }).first()).toMatchObject({ is_active: false, is_reported: false });
    expect((await notificationsOf(author.id))[0]).toMatchObject({ type: 'content_removed', title: msg('admin.notify.removedTitle') });
    await expectRecountAgrees(app);
    // Decided reports cannot be decided again.
    expectError(
      await unchanged(app, () => admin.post('/api/admin/reports/actions', { action: 'reject', ids: [id] })),
      'ADMIN_NOT_APPLICABLE',
    );
  });

  it('approving a reply report deletes the reply; reject leaves the content alone', async () => {
    const t = await topic(author, open[0].slug);
    const r = await reply(author, t.slug, 'Satın almak için linke tıklayın.');
    const onReply = await report(reporter, 'reply', r.id);
    await admin.post('/api/admin/reports/actions', { action: 'approve', ids: [onReply] });
    expect((await app.db.connection('replies').where({ id: r.id }).first()).is_deleted).toBe(true);
    expect((await app.db.connection('topics').where({ id: t.id }).first()).reply_count).toBe(0);

    const onTopic = await report(reporter, 'topic', t.id);
    const res = await admin.post('/api/admin/reports/actions', { action: 'reject', ids: [onTopic] });
    expect(res.body.message).toBe(msg('admin.reports.rejected'));
    expect(await app.db.connection('reports').where({ id: onTopic }).first()).toMatchObject({
      status: 'rejected',
      resolution: 'Rapor reddedildi - ihlal bulunamadı',
    });
    expect(await app.db.connection('topics').where({ id: t.id }).first()).toMatchObject({ is_active: true, is_reported: false });
    await expectRecountAgrees(app);
  });

  it('bulk approve, reject and delete use the bulk texts; a mixed selection reports the refused ones', async () => {
    const others = [await member(app), await member(app), await member(app)];
    const t = await topic(author, open[0].slug);
    const ids: number[] = [];
    for (const m of others) ids.push(await report(m, 'topic', t.id));
    const rejected = await admin.post('/api/admin/reports/actions', { action: 'reject', ids: [ids[0], ids[1]] });
    expect(rejected.body.message).toBe(msg('admin.reports.bulkRejected', { n: 2 }));
    expect((await app.db.connection('reports').whereIn('id', [ids[0], ids[1]]).select('resolution')).map((r: any) => r.resolution)).toEqual(
      ['Toplu red - ihlal bulunamadı', 'Toplu red - ihlal bulunamadı'],
    );
    // Two already decided, one pending: only the pending one is approved.
    const mixed = await admin.post('/api/admin/reports/actions', { action: 'approve', ids });
    expect(mixed.body.done).toEqual([ids[2]]);
    expect(mixed.body.failed.map((f: any) => f.id)).toEqual([ids[0], ids[1]]);
    expect(mixed.body.message).toBe(msg('admin.reports.bulkApproved', { n: 1 }));
    expect((await app.db.connection('reports').where({ id: ids[2] }).first()).resolution).toBe('Toplu onay - gerekli işlem yapıldı');

    const deleted = await admin.post('/api/admin/reports/actions', { action: 'delete', ids });
    expect(deleted.body.message).toBe(msg('admin.reports.bulkDeleted', { n: 3 }));
    expect(await app.db.connection('reports').whereIn('id', ids).count({ n: '*' })).toEqual([{ n: '0' }]);
    expect(
      (await app.db.connection('audit_logs').where({ target_type: 'report', target_id: ids[2] }).orderBy('id')).map((l: any) => l.action),
    ).toEqual(['report.approve', 'report.delete']);
    expectError(
      await unchanged(app, () => admin.post('/api/admin/reports/actions', { action: 'delete', ids: [] })),
      'VALIDATION',
      msg('admin.selectReports'),
    );
    expectError(
      await unchanged(app, () => admin.post('/api/admin/reports/actions', { action: 'delete', ids: [ids[0]] })),
      'REPORT_NOT_FOUND',
    );
  });
});
