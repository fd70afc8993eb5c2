import { msg } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, api } from './helpers/strapi';
import { member, category, setCategorySettings, type Member } from './helpers/forum';

// GET /api/search: types, limits, refusals, hostile input, and what never appears (pending, deleted, draft,
// premium topics for non-premium readers, premium bodies in snippets).
let app: any;
let mod: Member;
let author: Member;
let premiumMember: Member;
beforeAll(async () => {
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  await seed(app, { size: 1 });
  mod = await member(app, 'moderator');
  author = await member(app, 'user');
  premiumMember = await member(app, 'premium');
}, 600_000);
afterAll(async () => teardownStrapi(app));

const search = (query: Record<string, unknown>, who?: Member) =>
  who ? who.get('/api/search').query(query) : api(app).get('/api/search').query(query);
const forumTitles = (res: any) => res.body.groups.forum.items.map((i: any) => i.title);
const topicCount = () => app.db.connection('topics').count({ n: '*' }).first();

describe('refusals', () => {
  it("answers 400 'Lütfen arama terimi girin' for an empty or blank term", async () => {
    for (const q of [undefined, '', '   ']) {
      const res = await search(q === undefined ? {} : { q });
      expect(res.status).toBe(400);
      expect(res.body.error.details.code).toBe('SEARCH_QUERY_REQUIRED');
      expect(res.body.error.message).toBe(msg('validation.search.required'));
    }
  });

  it('answers 400 for a term over 100 characters (10,000 characters never reach the database)', async () => {
    const res = await search({ q: 'a'.repeat(10_000) });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(msg('validation.search.max'));
    expect(res.body.error.details.code).toBe('SEARCH_QUERY_TOO_LONG');
    // 10,000 Turkish letters are 60 kB once percent-encoded: the HTTP server refuses the request line itself.
    const huge = await search({ q: 'ş'.repeat(10_000) });
    expect([400, 414, 431]).toContain(huge.status);
  });

  it('answers 400 for a term given twice (an array) and for a NUL byte', async () => {
    expect((await api(app).get('/api/search?q=a&q=b')).status).toBe(400);
    expect((await search({ q: 'uni\u0000ty' })).status).toBe(400);
  });
});

describe('hostile input', () => {
  it('tsquery syntax, punctuation, emoji and SQL answer 200 (possibly empty) and change nothing', async () => {
    const before = await topicCount();
    for (const q of [
      "'&|!:*()<->",
      'unity & !godot | (x):*',
      '!!! ??? ...',
      '🎮🔥',
      "'; DROP TABLE topics; --",
      '\\',
      '%_%',
      'a'.repeat(100),
    ]) {
      const res = await search({ q });
      expect([200]).toContain(res.status);
      expect(res.body.groups.forum.total).toBeGreaterThanOrEqual(0);
    }
    expect(await search({ q: '🎮🔥' }).then((r: { body: { groups: unknown } }) => r.body.groups)).toEqual({
      forum: { total: 0, page: 1, items: [] },
      blog: { total: 0, page: 1, items: [] },
      users: { total: 0, page: 1, items: [] },
    });
    expect(await topicCount()).toEqual(before);
  });
});

describe('types and limits', () => {
  it('groups all three types with at most 10 each, and totals', async () => {
    const res = await search({ q: 'unity' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.groups).sort()).toEqual(['blog', 'forum', 'users']);
    expect(res.body.groups.forum.items).toHaveLength(10);
    expect(res.body.groups.forum.total).toBeGreaterThan(10);
    expect(res.body.terms).toContain('unity');
    const hit = res.body.groups.forum.items[0];
    expect(Object.keys(hit).sort()).toEqual([
      'author',
      'category',
      'createdAt',
      'id',
      'isPremium',
      'slug',
      'snippet',
      'tags',
      'title',
      'type',
    ]);
  });

  it('one type pages through the rest ("see more") without repeating', async () => {
    const first = await search({ q: 'unity', type: 'forum' });
    const second = await search({ q: 'unity', type: 'forum', page: 2 });
    expect(Object.keys(first.body.groups)).toEqual(['forum']);
    expect(second.body.groups.forum.page).toBe(2);
    const ids = [...first.body.groups.forum.items, ...second.body.groups.forum.items].map((i: any) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Math.min(20, first.body.groups.forum.total));
  });

  it('an unknown type means all; perType is capped at 10', async () => {
    const res = await search({ q: 'unity', type: 'nope', perType: 500 });
    expect(res.body.type).toBe('all');
    expect(res.body.groups.forum.items.length).toBeLessThanOrEqual(10);
    expect((await search({ q: 'unity', perType: 3 })).body.groups.forum.items).toHaveLength(3);
  });

  it('finds members by name without leaking e-mail', async () => {
    const res = await search({ q: 'irem', type: 'users' });
    expect(res.body.groups.users.items.map((u: any) => u.username)).toContain('irem_tuncer');
    expect(JSON.stringify(res.body)).not.toMatch(/@/);
  });
});

describe('what never appears', () => {
  it('a pending topic appears only once approved; a moved-to-premium topic only for premium readers; a hidden one never', async () => {
    const cat = await category(app);
    await setCategorySettings(app, cat.id, { requireApproval: true });
    const created = await author.post('/api/forum/topics', {
      title: 'Zxqvorti kalkanı ile bekleyen konu denemesi',
      content: 'Bu konu zxqvorti kelimesini içeriyor ve onay bekliyor.',
      category: cat.slug,
      tags: ['unity'],
    });
    await setCategorySettings(app, cat.id, { requireApproval: false });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    expect((await app.db.connection('topics').where({ id }).first()).is_approved).toBe(false);
    expect(forumTitles(await search({ q: 'zxqvorti' }))).toEqual([]);

    expect((await mod.patch(`/api/forum/topics/${id}/moderation`, { approve: true })).status).toBe(200);
    expect(forumTitles(await search({ q: 'zxqvorti' }))).toEqual(['Zxqvorti kalkanı ile bekleyen konu denemesi']);

    const premiumCat = await category(app, { isPremium: true });
    expect((await mod.patch(`/api/forum/topics/${id}/moderation`, { category: premiumCat.slug })).status).toBe(200);
    expect(forumTitles(await search({ q: 'zxqvorti' }))).toEqual([]);
    expect(forumTitles(await search({ q: 'zxqvorti' }, author))).toEqual([]);
    expect(forumTitles(await search({ q: 'zxqvorti' }, premiumMember))).toEqual(['Zxqvorti kalkanı ile bekleyen konu denemesi']);

    // An edit re-indexes at once (generated column): the new word is found, the old one no more.
    await app.db.query('api::topic.topic').update({ where: { id }, data: { title: 'Plorkam kalkanı ile düzenlenen konu' } });
    expect(forumTitles(await search({ q: 'plorkam' }, premiumMember))).toEqual(['Plorkam kalkanı ile düzenlenen konu']);
    // The body still holds the old word: the topic is found by it, under its new title.
    expect(forumTitles(await search({ q: 'zxqvorti' }, premiumMember))).toEqual(['Plorkam kalkanı ile düzenlenen konu']);

    await app.db.connection('topics').where({ id }).update({ is_active: false });
    expect(forumTitles(await search({ q: 'plorkam' }, premiumMember))).toEqual([]);
  });

  it("never shows a premium post's body in a snippet to a reader without premium", async () => {
    const row = await app.db.connection('blog_posts').where({ is_premium: true }).whereNotNull('published_at').first();
    const word = 'Span';
    const guest = await search({ q: row.title.includes(word) ? word : row.title.split(/\s+/)[0], type: 'blog' });
    const hit = guest.body.groups.blog.items.find((i: any) => i.id === row.id);
    expect(hit).toBeDefined();
    expect(hit.isPremium).toBe(true);
    const bodyStart = row.content
      .replace(/[#*`>_]/g, '')
      .trim()
      .slice(0, 40);
    expect(hit.snippet).not.toContain(bodyStart.slice(0, 25));
    expect((row.premium_preview ?? '').replace(/\s+/g, ' ')).toContain(hit.snippet.replace(/…/g, '').slice(0, 30).trim());
  });

  it('a draft blog post is not found until published', async () => {
    const doc = await app.documents('api::blog-post.blog-post').create({
      data: { title: 'Glorbex taslak yazısı', slug: 'glorbex-taslak', content: 'Glorbex içerik.', excerpt: 'Glorbex' },
    });
    expect((await search({ q: 'glorbex', type: 'blog' })).body.groups.blog.total).toBe(0);
    await app.documents('api::blog-post.blog-post').publish({ documentId: doc.documentId });
    expect((await search({ q: 'glorbex', type: 'blog' })).body.groups.blog.items.map((i: any) => i.title)).toEqual([
      'Glorbex taslak yazısı',
    ]);
  });
});

describe('the forum list search uses the same engine', () => {
  it("'gelistirici' finds 'geliştirici' in GET /api/forum/topics?search=", async () => {
    const res = await api(app).get('/api/forum/topics').query({ search: 'gelistirici' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((t: any) => t.title)).toContain('Türkiye’de oyun geliştirici olmak: 2025 gözlemleri');
    const none = await api(app).get('/api/forum/topics').query({ search: '!!!' });
    expect(none.body.data).toEqual([]);
  });
});

describe('the index', () => {
  it('is made of GIN indexes over generated columns', async () => {
    const { rows } = await app.db.connection.raw("SELECT indexname FROM pg_indexes WHERE indexname LIKE '%search%' ORDER BY indexname");
    expect(rows.map((r: any) => r.indexname)).toEqual([
      'blog_posts_search_document_idx',
      'blog_posts_search_title_trgm_idx',
      'tags_search_name_trgm_idx',
      'topics_search_document_idx',
      'topics_search_title_trgm_idx',
      'up_users_search_name_trgm_idx',
    ]);
    const { rows: cols } = await app.db.connection.raw(
      "SELECT table_name, column_name FROM information_schema.columns WHERE column_name LIKE 'search_%' AND is_generated = 'ALWAYS' ORDER BY 1, 2",
    );
    expect(cols.length).toBe(6);
  });
});
