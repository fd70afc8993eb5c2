import { ACTIVITY_POINTS } from '@oyundev/domain';
import {
  activitiesOf,
  badgeLine,
  dailyLine,
  badgeOf,
  categoryRow,
  guest,
  member,
  reply,
  setCategorySettings,
  topic,
  topicRow,
  expectRecountAgrees,
  unchanged,
  userRowOf,
  expectError,
} from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);

describe('POST /api/forum/topics', () => {
  it('creates the topic with a Turkish-aware slug, normalised tags, counters and points', async () => {
    const writer = await member(suite.app);
    const before = { category: await categoryRow(suite.app, suite.plain.id), writer: await userRowOf(suite.app, writer.id) };
    const res = await writer.post(
      '/api/forum/topics',
      suite.draft({
        title: '  Çığ Gibi Büyüyen Şeyler: Öğün, Işık ve Ünlü Sahneler  ',
        content: '  ## Başlık\n\nİçerik **markdown** olarak saklanır.  ',
        tags: ['  Unity ', 'unity', 'C#', 'Oyun Tasarımı'],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ pending: false, message: 'Konu başarıyla oluşturuldu' });
    const t = res.body.data;
    expect(t).toMatchObject({
      title: 'Çığ Gibi Büyüyen Şeyler: Öğün, Işık ve Ünlü Sahneler',
      slug: 'cig-gibi-buyuyen-seyler-ogun-isik-ve-unlu-sahneler',
      tags: ['unity', 'c#', 'oyun tasarımı'],
      content: '  ## Başlık\n\nİçerik **markdown** olarak saklanır.  ',
      author: { id: writer.id },
      category: { slug: suite.plain.slug },
      replyCount: 0,
      pending: false,
      isAuthor: true,
      canModerate: false,
      userVote: 'none',
    });
    const row = await topicRow(suite.app, t.id);
    expect(row).toMatchObject({ isApproved: true, requiresApproval: false, isActive: true });
    expect(row.category.id).toBe(suite.plain.id);
    expect(row.tags.map((g: any) => g.name).sort()).toEqual(['c#', 'oyun tasarımı', 'unity']);
    const tag = await suite.app.db.connection('tags').where({ name: 'oyun tasarımı' }).first();
    expect(tag.topic_count).toBe(1);
    const cat = await categoryRow(suite.app, suite.plain.id);
    expect(cat.topicCount).toBe(before.category.topicCount + 1);
    expect(cat.postCount).toBe(before.category.postCount + 1);
    expect(cat.lastTopic.id).toBe(t.id);
    expect(cat.lastUser.id).toBe(writer.id);
    const w = await userRowOf(suite.app, writer.id);
    expect(w.topic_count).toBe(before.writer.topic_count + 1);
    expect(w.forum_post_count).toBe(before.writer.forum_post_count + 1);
    // The day's first act writes its daily line (+1); the first topic also earns the 'İlk Konu' badge, its reward
    // line after them.
    const first = await badgeOf(suite.app, 'ilk-konu');
    expect(w.reputation).toBe(before.writer.reputation + ACTIVITY_POINTS.topic_created + ACTIVITY_POINTS.daily_login + first.reward);
    expect((await activitiesOf(suite.app, writer.id)).slice(0, 3)).toEqual([
      badgeLine(first),
      dailyLine(),
      { type: 'topic_created', points: 10, target_type: 'topic', target_id: t.id },
    ]);
    // Open at once through the API, by slug and by id.
    expect((await guest(suite.app).get(`/api/forum/topics/${t.slug}`)).body.data.id).toBe(t.id);
    expect((await guest(suite.app).get(`/api/forum/topics/${t.id}`)).body.data.slug).toBe(t.slug);
  });

  it('cuts the slug at 60 characters and keeps it unique with -2, -3…, also for titles of symbols only', async () => {
    const title = 'Şu uzun başlık altmış karakterden çok daha uzun olduğu için kesilmesi gereken bir başlık';
    const a = await topic(suite.moderator, suite.plain.slug, { title });
    const b = await topic(suite.moderator, suite.plain.slug, { title });
    const c = await topic(suite.moderator, suite.plain.slug, { title });
    expect(a.slug.length).toBeLessThanOrEqual(60);
    expect(a.slug).toBe('su-uzun-baslik-altmis-karakterden-cok-daha-uzun-oldugu-icin');
    expect(b.slug).toBe(`${a.slug.slice(0, 58).replace(/-+$/, '')}-2`);
    expect(c.slug).toBe(`${a.slug.slice(0, 58).replace(/-+$/, '')}-3`);
    expect(b.slug.length).toBeLessThanOrEqual(60);
    const symbols = await topic(suite.moderator, suite.plain.slug, { title: '?!?!? ... !!!' });
    expect(symbols.slug).toMatch(/^konu(-\d+)?$/);
  });

  it('gives every one of many simultaneous same-title topics its own slug', async () => {
    const writers = await Promise.all(Array.from({ length: 8 }, () => member(suite.app)));
    const title = 'Aynı anda açılan konu başlığı';
    const results = await Promise.all(writers.map((w) => w.post('/api/forum/topics', suite.draft({ title }))));
    expect(results.map((r) => r.status)).toEqual(writers.map(() => 201));
    const slugs = results.map((r) => r.body.data.slug);
    expect(new Set(slugs).size).toBe(8);
    expect(slugs.sort()).toEqual(
      ['ayni-anda-acilan-konu-basligi', ...[2, 3, 4, 5, 6, 7, 8].map((n) => `ayni-anda-acilan-konu-basligi-${n}`)].sort(),
    );
  });

  it('answers every §5 rule with its message and writes nothing', async () => {
    const writer = await member(suite.app);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ title: '' }, { title: 'Başlık gereklidir' }],
      [{ title: 'abcd' }, { title: 'Başlık en az 5 karakter olmalıdır' }],
      [{ title: 'x'.repeat(201) }, { title: 'Başlık en fazla 200 karakter olabilir' }],
      [{ content: '   ' }, { content: 'İçerik gereklidir' }],
      [{ content: 'kısa' }, { content: 'İçerik en az 10 karakter olmalıdır' }],
      [{ category: '' }, { category: 'Kategori seçilmelidir' }],
      [{ category: undefined }, { category: 'Kategori seçilmelidir' }],
      [{ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, { tags: 'En fazla 5 etiket ekleyebilirsiniz' }],
      [{ tags: ['x'.repeat(21)] }, { tags: 'Etiketler en fazla 20 karakter olabilir' }],
      [{ tags: [1, 2] }, { 'tags.0': 'Gönderilen veriler geçersiz' }],
    ];
    for (const [patch, errors] of cases) {
      const res = await unchanged(suite.app, () => writer.post('/api/forum/topics', suite.draft(patch)));
      expect({ patch, status: res.status, errors: res.body.error.details.errors }).toEqual({
        patch,
        status: 400,
        errors: expect.objectContaining(errors),
      });
      expect(res.body.error.message).toBe(Object.values(res.body.error.details.errors)[0]);
    }
    // Duplicates and blanks collapse before counting: six spellings of five tags are fine.
    const ok = await writer.post('/api/forum/topics', suite.draft({ tags: ['a', 'A', ' b ', 'c', 'd', 'e', ''] }));
    expect(ok.status).toBe(201);
    expect(ok.body.data.tags).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('refuses guests with the spec text, unknown categories, and premium categories for non-premium members', async () => {
    expectError(
      await unchanged(suite.app, () => guest(suite.app).post('/api/forum/topics', suite.draft())),
      'TOPIC_LOGIN_REQUIRED',
      'Konu oluşturmak için giriş yapmalısınız',
    );
    const writer = await member(suite.app);
    expectError(
      await unchanged(suite.app, () => writer.post('/api/forum/topics', suite.draft({ category: 'yok-boyle-kategori' }))),
      'CATEGORY_NOT_FOUND',
    );
    expectError(
      await unchanged(suite.app, () => writer.post('/api/forum/topics', suite.draft({ category: suite.premium.slug }))),
      'PREMIUM_REQUIRED',
    );
    const premium = await member(suite.app, 'premium');
    expect((await premium.post('/api/forum/topics', suite.draft({ category: suite.premium.slug }))).status).toBe(201);
    // A category may also be named by id.
    expect((await writer.post('/api/forum/topics', suite.draft({ category: suite.plain.id }))).body.data.category.slug).toBe(
      suite.plain.slug,
    );
  });
});

describe('PATCH /api/forum/topics/:id/moderation', () => {
  it('pins, closes, resolves and features; only moderators and admins', async () => {
    const t = await topic(await member(suite.app), suite.plain.slug);
    const res = await suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, {
      isPinned: true,
      isClosed: true,
      isResolved: true,
      isFeatured: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isPinned: true, isClosed: true, isResolved: true, isFeatured: true, canModerate: true });
    expect(await topicRow(suite.app, t.id)).toMatchObject({ isPinned: true, isClosed: true, isResolved: true, isFeatured: true });
    const admin = await member(suite.app, 'admin');
    expect((await admin.patch(`/api/forum/topics/${t.id}/moderation`, { isPinned: false })).body.data.isPinned).toBe(false);
    for (const who of [await member(suite.app), await member(suite.app, 'premium')]) {
      expect((await unchanged(suite.app, () => who.patch(`/api/forum/topics/${t.id}/moderation`, { isPinned: true }))).status).toBe(403);
    }
    expect(
      (await unchanged(suite.app, () => guest(suite.app).post(`/api/forum/topics/${t.id}/moderation`, {}))).status,
    ).toBeGreaterThanOrEqual(400);
    for (const body of [{}, { isPinned: 'yes' }, { approve: false }, { category: 42 }]) {
      const bad = await unchanged(suite.app, () => suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, body));
      expect({ body, status: bad.status }).toEqual({ body, status: 400 });
    }
    expectError(
      await unchanged(suite.app, () => suite.moderator.patch('/api/forum/topics/abc/moderation', { isPinned: true })),
      'TOPIC_NOT_FOUND',
    );
    expectError(
      await unchanged(suite.app, () => suite.moderator.patch('/api/forum/topics/2147483647/moderation', { isPinned: true })),
      'TOPIC_NOT_FOUND',
    );
  });

  it('moves a topic between categories with both categories counted again', async () => {
    const writer = await member(suite.app);
    const t = await topic(writer, suite.plain.slug);
    await reply(await member(suite.app), t.slug, 'Taşınmadan önceki yanıt');
    await reply(await member(suite.app), t.slug, 'İkinci yanıt');
    const before = { from: await categoryRow(suite.app, suite.plain.id), to: await categoryRow(suite.app, suite.other.id) };
    const res = await suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, { category: suite.other.slug });
    expect(res.status).toBe(200);
    expect(res.body.data.category.slug).toBe(suite.other.slug);
    expect((await topicRow(suite.app, t.id)).category.id).toBe(suite.other.id);
    const from = await categoryRow(suite.app, suite.plain.id);
    const to = await categoryRow(suite.app, suite.other.id);
    expect(from.topicCount).toBe(before.from.topicCount - 1);
    expect(from.postCount).toBe(before.from.postCount - 3);
    expect(to.topicCount).toBe(before.to.topicCount + 1);
    expect(to.postCount).toBe(before.to.postCount + 3);
    expect(to.lastTopic.id).toBe(t.id);
    expect(from.lastTopic?.id).not.toBe(t.id);
    expectError(
      await unchanged(suite.app, () => suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, { category: 'yok-boyle' })),
      'CATEGORY_NOT_FOUND',
    );
    // Moving back restores the first category's numbers.
    await suite.moderator.patch(`/api/forum/topics/${t.id}/moderation`, { category: suite.plain.slug });
    expect((await categoryRow(suite.app, suite.plain.id)).postCount).toBe(before.from.postCount);
    expect((await categoryRow(suite.app, suite.other.id)).postCount).toBe(before.to.postCount);
  });
});

describe('POST /api/forum/reports', () => {
  it('files one pending report per member and target into the admin queue', async () => {
    const writer = await member(suite.app);
    const t = await topic(writer, suite.plain.slug);
    const r = await reply(writer, t.slug, 'Reklam içeren yanıt');
    const reporter = await member(suite.app);
    const res = await reporter.post('/api/forum/reports', { contentType: 'topic', contentId: t.id, type: 'spam', reason: '  Reklam  ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Bildiriminiz alındı. Moderatörlerimiz en kısa sürede inceleyecek.' });
    const row = await suite.app.db
      .connection('reports')
      .where({ reporter_id: reporter.id, content_type: 'topic', content_id: t.id })
      .first();
    expect(row).toMatchObject({
      type: 'spam',
      status: 'pending',
      reason: 'Reklam',
      content_title: t.title,
      content_author_id: writer.id,
      report_count: 1,
    });
    expect(await topicRow(suite.app, t.id)).toMatchObject({ reportCount: 1, isReported: true });

    expectError(
      await unchanged(suite.app, () => reporter.post('/api/forum/reports', { contentType: 'topic', contentId: t.id, type: 'harassment' })),
      'ALREADY_REPORTED',
    );
    const second = await member(suite.app);
    expect((await second.post('/api/forum/reports', { contentType: 'topic', contentId: t.id, type: 'inappropriate' })).status).toBe(201);
    const rows = await suite.app.db.connection('reports').where({ content_type: 'topic', content_id: t.id });
    expect(rows.map((x: any) => x.report_count)).toEqual([2, 2]);
    expect((await topicRow(suite.app, t.id)).reportCount).toBe(2);

    expect((await reporter.post('/api/forum/reports', { contentType: 'reply', contentId: r.id, type: 'spam' })).status).toBe(201);
    expect(await suite.app.db.connection('reports').where({ content_type: 'reply', content_id: r.id }).first()).toMatchObject({
      status: 'pending',
      reason: '',
    });
  });

  it('refuses own content, guests, bad input and unknown targets, changing nothing', async () => {
    const writer = await member(suite.app);
    const t = await topic(writer, suite.plain.slug);
    expectError(
      await unchanged(suite.app, () => writer.post('/api/forum/reports', { contentType: 'topic', contentId: t.id, type: 'spam' })),
      'SELF_REPORT',
    );
    expectError(
      await unchanged(suite.app, () =>
        guest(suite.app).post('/api/forum/reports', { contentType: 'topic', contentId: t.id, type: 'spam' }),
      ),
      'REPORT_LOGIN_REQUIRED',
    );
    const reporter = await member(suite.app);
    const invalid = await unchanged(suite.app, () =>
      reporter.post('/api/forum/reports', { contentType: 'topic', contentId: t.id, type: 'rude' }),
    );
    expectError(invalid, 'VALIDATION', 'Bir bildirim nedeni seçin');
    for (const body of [
      { contentType: 'user', contentId: 1, type: 'spam' },
      { contentType: 'topic', contentId: 'x', type: 'spam' },
      { contentType: 'topic', contentId: t.id, type: 'spam', reason: 'x'.repeat(1001) },
    ]) {
      expect((await unchanged(suite.app, () => reporter.post('/api/forum/reports', body))).status).toBe(400);
    }
    expectError(
      await unchanged(suite.app, () => reporter.post('/api/forum/reports', { contentType: 'reply', contentId: 2147483647, type: 'spam' })),
      'REPLY_NOT_FOUND',
    );
  });
});

describe('GET /api/forum/mine', () => {
  it('lists the member’s own topics and live replies, newest first, with counts and status', async () => {
    const me = await member(suite.app);
    const someone = await member(suite.app);
    const t1 = await topic(me, suite.plain.slug);
    const t2 = await topic(me, suite.plain.slug);
    const theirs = await topic(someone, suite.plain.slug);
    const r1 = await reply(me, theirs.slug, 'Benim yanıtım');
    const r2 = await reply(me, theirs.slug, 'Silinecek yanıtım');
    await me.delete(`/api/forum/${r2.id}`);
    await reply(someone, t1.slug, 'Konuna yanıt');

    const res = await me.get('/api/forum/mine');
    expect(res.status).toBe(200);
    expect(res.body.data.topics.map((t: any) => t.id)).toEqual([t2.id, t1.id]);
    expect(res.body.data.topics[1]).toMatchObject({ replyCount: 1, pending: false, isApproved: true });
    expect(res.body.data.replies).toEqual([
      {
        id: r1.id,
        content: 'Benim yanıtım',
        topic: { slug: theirs.slug, title: theirs.title },
        createdAt: expect.any(String),
        likeCount: 0,
        score: 0,
        isEdited: false,
      },
    ]);
    expect(res.body.meta.pagination.topics).toMatchObject({ total: 2, page: 1 });
    expect(JSON.stringify(res.body)).not.toMatch(/email|ipAddress/);
    expect((await guest(suite.app).get('/api/forum/mine')).status).toBe(401);
  });
});

describe('rebuild hook', () => {
  it('tells the rebuild runner about public changes only, after they are committed', async () => {
    const http = require('node:http');
    const received: any[] = [];
    let waiting: Array<{ n: number; resolve: () => void }> = [];
    const server = http.createServer((req: any, res: any) => {
      let body = '';
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push({ secret: req.headers['x-rebuild-secret'], ...JSON.parse(body) });
        res.end('ok');
        waiting = waiting.filter((w) => (received.length >= w.n ? (w.resolve(), false) : true));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const heard = (n: number) => new Promise<void>((resolve) => (received.length >= n ? resolve() : waiting.push({ n, resolve })));
    process.env.REBUILD_HOOK_URL = `http://127.0.0.1:${server.address().port}/rebuild`;
    try {
      const gated = suite.other;
      await setCategorySettings(suite.app, gated.id, { requireApproval: true });
      const writer = await member(suite.app);
      const pending = (await writer.post('/api/forum/topics', suite.draft({ category: gated.slug, title: 'Onay bekleyen konu' }))).body
        .data;
      await setCategorySettings(suite.app, gated.id, { requireApproval: false });
      const t = await topic(writer, suite.plain.slug);
      await heard(1);
      expect(received).toEqual([{ secret: expect.any(String), type: 'topic', slug: t.slug }]);
      const r = await reply(await member(suite.app), t.slug, 'Statik sayfaya girecek yanıt');
      await heard(2);
      expect(received[1]).toMatchObject({ type: 'reply', slug: t.slug });
      await writer.patch(`/api/forum/topics/${t.id}/moderation`, { isPinned: true }); // a member: refused, no change
      await suite.moderator.delete(`/api/forum/${r.id}`);
      await heard(3);
      // The static page still shows the deleted reply: it leaves the live site until the rebuild.
      expect(received[2]).toMatchObject({ type: 'topic', slug: t.slug, hide: true });
      await suite.moderator.patch(`/api/forum/topics/${pending.id}/moderation`, { approve: true });
      await heard(4);
      expect(received[3]).toMatchObject({ type: 'topic', slug: pending.slug });
      expect(received).toHaveLength(4);
    } finally {
      delete process.env.REBUILD_HOOK_URL;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('counters', () => {
  it('after all of the above, every counter equals a full recount from the rows', async () => {
    await expectRecountAgrees(suite.app);
  });
});
