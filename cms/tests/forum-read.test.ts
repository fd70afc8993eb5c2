import { DEFAULT_SITE_SETTINGS, ERROR_CODES, hotScore, risingScore } from '@oyundev/domain';
import { api } from './helpers/strapi';
import { createMember } from './helpers/fixtures';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename, { size: 0.5 });

const visibleGuestTopics = async () => {
  const rows = await suite.app.db.query('api::topic.topic').findMany({
    where: { isActive: true, isApproved: true },
    populate: { category: { select: ['isPremium', 'slug'] } },
  });
  return rows.filter((t: any) => !t.category?.isPremium);
};

describe('GET /api/forum/topics', () => {
  it("pages the admin's topicsPerPage (default 20) at a time and counts every topic a guest may see", async () => {
    const res = await api(suite.app).get('/api/forum/topics');
    expect(res.status).toBe(200);
    const expected = (await visibleGuestTopics()).length;
    expect(res.body.meta.pagination).toMatchObject({ page: 1, pageSize: DEFAULT_SITE_SETTINGS.content.topicsPerPage, total: expected });
    expect(res.body.data).toHaveLength(Math.min(DEFAULT_SITE_SETTINGS.content.topicsPerPage, expected));
    const card = res.body.data[0];
    expect(card.excerpt.length).toBeLessThanOrEqual(121);
    expect(card.excerpt).not.toMatch(/[#*`]/);
    expect(card.author).toEqual(expect.objectContaining({ username: expect.any(String), role: expect.any(String) }));
  });

  it('orders hot by score / (age + 2)^1.8 and rising by likes / (age + 1)^0.5, as computed by domain', async () => {
    for (const [sort, rank] of [
      ['hot', (t: any) => hotScore(t.score, t.createdAt)],
      ['rising', (t: any) => risingScore(t.likeCount, t.createdAt)],
    ] as const) {
      const res = await api(suite.app).get(`/api/forum/topics?sort=${sort}&pageSize=50`);
      expect(res.status).toBe(200);
      const ranks = res.body.data.map(rank);
      const sorted = [...ranks].sort((a, b) => b - a);
      ranks.forEach((r: number, i: number) => expect(r).toBeCloseTo(sorted[i], 6));
    }
  });

  it('orders new by createdAt and top by score', async () => {
    const newest = (await api(suite.app).get('/api/forum/topics?sort=new&pageSize=50')).body.data.map((t: any) => Date.parse(t.createdAt));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const top = (await api(suite.app).get('/api/forum/topics?sort=top&pageSize=50')).body.data.map((t: any) => t.score);
    expect(top).toEqual([...top].sort((a, b) => b - a));
  });

  it('filters by category and tag', async () => {
    const res = await api(suite.app).get('/api/forum/topics?category=unity&pageSize=50');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const t of res.body.data) expect(t.category.slug).toBe('unity');
    const tag = res.body.data.find((t: any) => t.tags.length)?.tags[0];
    const tagged = await api(suite.app).get(`/api/forum/topics?tag=${encodeURIComponent(tag)}&pageSize=50`);
    for (const t of tagged.body.data) expect(t.tags).toContain(tag);
  });

  it('answers an unknown category with 404 and the spec text', async () => {
    const res = await api(suite.app).get('/api/forum/topics?category=yok-boyle-bir-kategori');
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ message: 'Kategori Bulunamadı', details: { code: 'CATEGORY_NOT_FOUND' } });
  });

  it('never answers hostile query strings with a 500', async () => {
    for (const q of [
      'page=-1',
      'page=abc',
      'pageSize=100000',
      'sort=%27%3Bdrop%20table',
      'search=%25%25%5C',
      'tag[$ne]=x',
      'category[]=a&category[]=b',
      'search=' + 'a'.repeat(5000),
    ]) {
      const res = await api(suite.app).get(`/api/forum/topics?${q}`);
      expect({ q, status: res.status < 500 }).toEqual({ q, status: true });
    }
  });
});

describe('premium categories', () => {
  it('hides their topics from guests and plain members, shows them to premium members', async () => {
    const premiumCategory = await suite.app.db.query('api::forum-category.forum-category').findOne({ where: { isPremium: true } });
    expect(premiumCategory).toBeTruthy();
    const guest = await api(suite.app).get(`/api/forum/topics?category=${premiumCategory.slug}`);
    expect(guest.status).toBe(401);
    const member = await createMember(suite.app, 'user');
    const plain = await api(suite.app)
      .get(`/api/forum/topics?category=${premiumCategory.slug}`)
      .set('Authorization', `Bearer ${member.jwt}`);
    expect(plain.status).toBe(403);
    expect(plain.body.error.message).toBe(ERROR_CODES.PREMIUM_REQUIRED.message);
    const premium = await createMember(suite.app, 'premium');
    const ok = await api(suite.app).get(`/api/forum/topics?category=${premiumCategory.slug}`).set('Authorization', `Bearer ${premium.jwt}`);
    expect(ok.status).toBe(200);
  });

  it('gives a guest a premium topic without its body', async () => {
    const topics = await suite.app.db
      .query('api::topic.topic')
      .findMany({ where: { isActive: true, isApproved: true }, populate: { category: true } });
    const premiumTopic = topics.find((t: any) => t.category?.isPremium);
    expect(premiumTopic).toBeTruthy();
    const res = await api(suite.app).get(`/api/forum/topics/${premiumTopic.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ locked: true, content: null, excerpt: '' });
    const replies = await api(suite.app).get(`/api/forum/topics/${premiumTopic.slug}/replies`);
    expect([401, 403]).toContain(replies.status);
  });
});

describe('GET /api/forum/topics/:slugOrId and replies', () => {
  it('finds a topic by slug and by id, and 404s an unknown one with the spec text', async () => {
    const [t] = await visibleGuestTopics();
    const bySlug = await api(suite.app).get(`/api/forum/topics/${t.slug}`);
    const byId = await api(suite.app).get(`/api/forum/topics/${t.id}`);
    expect(bySlug.status).toBe(200);
    expect(byId.body.data.slug).toBe(t.slug);
    expect(bySlug.body.data.content).toBe(t.content);
    const missing = await api(suite.app).get('/api/forum/topics/olmayan-konu-123');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Konu Bulunamadı');
  });

  it('pages replies 10 at a time, oldest first, with 150-character reply-to quotes', async () => {
    const topics = await visibleGuestTopics();
    const busiest = topics.sort((a: any, b: any) => b.replyCount - a.replyCount)[0];
    const res = await api(suite.app).get(`/api/forum/topics/${busiest.slug}/replies`);
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination.total).toBe(busiest.replyCount);
    expect(res.body.data.length).toBe(Math.min(10, busiest.replyCount));
    const times = res.body.data.map((r: any) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const quoted = (
      await Promise.all(
        Array.from({ length: res.body.meta.pagination.pageCount }, (_, i) =>
          api(suite.app).get(`/api/forum/topics/${busiest.slug}/replies?page=${i + 1}`),
        ),
      )
    )
      .flatMap((r) => r.body.data)
      .filter((r: any) => r.replyTo);
    for (const r of quoted) expect(r.replyTo.content.length).toBeLessThanOrEqual(151);
  });
});

describe('stats', () => {
  it('reports real counts, equal to the database', async () => {
    const res = await api(suite.app).get('/api/stats');
    expect(res.status).toBe(200);
    expect(res.body.data.topics).toBe(await suite.app.db.query('api::topic.topic').count({ where: { isActive: true, isApproved: true } }));
    expect(res.body.data.members).toBe(
      await suite.app.db.query('plugin::users-permissions.user').count({ where: { blocked: false, isActive: true } }),
    );
    expect(res.body.data.blogPosts).toBeGreaterThan(0);
  });
});
