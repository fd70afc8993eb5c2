// The static build's bulk reads (issue 15): GET /api/forum/topic-pages, GET /api/profile-pages and
// GET /api/blog/post-pages hand the build a hundred pages per request. Each item must be exactly what a guest reads item by item — never a member's state,
// never a premium body — and the statements a request runs must not grow with the number of items.
import { blogPostSchema, pagedAnswerSchema, publicProfileSchema, topicPageSchema } from '@oyundev/domain';
import { teardownStrapi, type App, api } from './helpers/strapi';
import { member, seededApp } from './helpers/forum';

let app: App;
const PREMIUM_BODY = 'Gizli premium gövdesi: yalnız premium üyeler okur.';
beforeAll(async () => {
  process.env.SQL_COUNT = 'true';
  app = await seededApp(__filename);
  // A premium post with a body only premium members read: the bulk read must never carry it.
  await app.documents('api::blog-post.blog-post').create({
    data: {
      title: 'Yalnız premium yazı',
      slug: 'yalniz-premium-yazi',
      isPremium: true,
      premiumPreview: 'Premium önizleme metni.',
      content: PREMIUM_BODY,
      publishDate: new Date().toISOString(),
      isApproved: true,
    },
    status: 'published',
  });
}, 300_000);
afterAll(async () => {
  delete process.env.SQL_COUNT;
  await teardownStrapi(app);
});

const body = async (url: string, jwt?: string) => {
  const req = api(app).get(url);
  const res = await (jwt ? req.set('Authorization', `Bearer ${jwt}`) : req);
  expect({ url, status: res.status }).toEqual({ url, status: 200 });
  return res.body;
};

const statements = async (url: string) => {
  await api(app).get(url); // warm: the first request of a route may fill a cache once (settings, permissions)
  const res = await api(app).get(url);
  return Number(res.headers['x-sql-statements']);
};

it('topic pages: every topic a guest lists, each exactly as a guest reads it and its first replies page', async () => {
  const signedIn = await member(app);
  const answer = pagedAnswerSchema(topicPageSchema).parse(await body('/api/forum/topic-pages?pageSize=100', signedIn.jwt));
  const listed = await body('/api/forum/topics?sort=new&pageSize=100');
  expect(answer.meta.pagination.total).toBe(listed.meta.pagination.total);
  expect(answer.data.map((p) => p.topic.slug)).toEqual(listed.data.map((t: { slug: string }) => t.slug));
  expect(answer.data.some((p) => p.replies.data.length > 0)).toBe(true);
  for (const { topic, replies } of answer.data) {
    // The member who asked gets the guest's view: no vote, like or authorship of theirs.
    expect(topic.category?.isPremium).not.toBe(true);
    expect(topic).toEqual((await body(`/api/forum/topics/${topic.slug}`)).data);
    const guestReplies = await body(`/api/forum/topics/${topic.slug}/replies?page=1`);
    expect(replies).toEqual({ data: guestReplies.data, pagination: guestReplies.meta.pagination });
  }
});

it('profile pages: every public profile, each exactly as a guest reads it', async () => {
  const signedIn = await member(app);
  const answer = pagedAnswerSchema(publicProfileSchema).parse(await body('/api/profile-pages?pageSize=100', signedIn.jwt));
  const listed = await body('/api/profiles?pageSize=100');
  expect(answer.data.map((p) => p.username)).toEqual(listed.data.map((m: { username: string }) => m.username));
  expect(answer.data.length).toBeGreaterThan(1);
  for (const profile of answer.data) expect(profile).toEqual((await body(`/api/profiles/${profile.username}`)).data);
});

it('blog post pages: every published post, each exactly as a guest reads it, never a premium body', async () => {
  const premium = await member(app, 'premium');
  const answer = pagedAnswerSchema(blogPostSchema).parse(await body('/api/blog/post-pages?pageSize=100', premium.jwt));
  const listed = await body('/api/blog/posts?pageSize=100');
  expect(answer.meta.pagination.total).toBe(listed.meta.pagination.total);
  expect(answer.data.map((p) => p.slug)).toEqual(listed.data.map((c: { slug: string }) => c.slug));
  expect(answer.data.map((p) => p.slug)).toContain('yalniz-premium-yazi');
  for (const post of answer.data) expect(post).toEqual((await body(`/api/blog/posts/${post.slug}`)).data);
  // The premium member who asked still gets the guest's page: locked, no body (they read it live).
  const locked = answer.data.find((p) => p.slug === 'yalniz-premium-yazi');
  expect(locked).toMatchObject({ locked: true, content: null });
  expect(JSON.stringify(answer)).not.toContain(PREMIUM_BODY);
  expect((await body('/api/blog/posts/yalniz-premium-yazi', premium.jwt)).data.content).toContain(PREMIUM_BODY);
  // Pages follow the list's pages.
  const second = await body('/api/blog/post-pages?pageSize=2&page=2');
  expect(second.data.map((p: { slug: string }) => p.slug)).toEqual(
    (await body('/api/blog/posts?pageSize=2&page=2')).data.map((c: { slug: string }) => c.slug),
  );
});

it('no N+1: a page of 20 runs as many statements as a page of 2', async () => {
  for (const endpoint of ['/api/forum/topic-pages', '/api/profile-pages']) {
    const [small, large] = [await statements(`${endpoint}?pageSize=2`), await statements(`${endpoint}?pageSize=20`)];
    expect({ endpoint, large }).toEqual({ endpoint, large: small });
    expect(small).toBeGreaterThan(0);
  }
});

it('blog post pages: as many statements for 20 posts as for 2 (related posts and authors one statement each), each as a guest reads it', async () => {
  // Four posts by one author: a page of 20 holds more posts than a page of 2, and names the author more than once.
  const author = await member(app, 'moderator');
  await app.db.connection('up_users').where({ id: author.id }).update({ bio: 'Yazar biyografisi.' });
  for (let i = 1; i <= 4; i++)
    await app.documents('api::blog-post.blog-post').create({
      data: {
        title: `Derleme yazısı ${i}`,
        slug: `derleme-yazisi-${i}`,
        content: `Derleme yazısının gövdesi ${i}.`,
        tags: ['derleme'],
        publishDate: new Date(Date.now() - i * 60_000).toISOString(),
        isApproved: true,
        author: author.id,
      },
      status: 'published',
    });
  const [small, large] = [await statements('/api/blog/post-pages?pageSize=2'), await statements('/api/blog/post-pages?pageSize=20')];
  const twenty = (await body('/api/blog/post-pages?pageSize=20')).data;
  expect(twenty.length).toBeGreaterThanOrEqual(5);
  // The related posts of the whole page are one statement (one per post before, three each before that).
  expect(large).toBe(small);
  expect(small).toBeGreaterThan(0);
  for (const post of twenty) expect(post).toEqual((await body(`/api/blog/posts/${post.slug}`)).data);
  expect(twenty.find((p: { slug: string }) => p.slug === 'derleme-yazisi-1').authorProfile).toMatchObject({ bio: 'Yazar biyografisi.' });
});

it('related posts: the more tags shared the higher (the category counts as one, tags in any case), then the newest; never the post itself, a draft, an unapproved or a scheduled post', async () => {
  const category = await app.documents('api::blog-category.blog-category').create({
    data: { name: 'İlgili sınama', slug: 'ilgili-sinama' },
  });
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
  const post = (slug: string, data: Record<string, unknown>, status: 'published' | 'draft' = 'published') =>
    app.documents('api::blog-post.blog-post').create({
      data: { title: slug, slug, content: `${slug} gövdesi.`, isApproved: true, publishDate: minutesAgo(30), ...data },
      status,
    });
  await post('ilgili-kaynak', { tags: ['Test-Doku', 'test-sahne'], category: category.documentId, publishDate: minutesAgo(1) });
  await post('ilgili-iki-etiket', { tags: ['TEST-DOKU', 'Test-Sahne', 'test-baska'], publishDate: minutesAgo(50) }); // 2 shared
  await post('ilgili-kategori-ve-etiket', { tags: ['test-sahne'], category: category.documentId, publishDate: minutesAgo(10) }); // 1 + 1
  await post('ilgili-tek-etiket-yeni', { tags: ['test-doku'], publishDate: minutesAgo(5) }); // 1, newer
  await post('ilgili-tek-etiket-eski', { tags: ['test-sahne'], publishDate: minutesAgo(40) }); // 1, older: the fourth
  await post('ilgili-onaysiz', { tags: ['test-doku', 'test-sahne'], isApproved: false });
  await post('ilgili-taslak', { tags: ['test-doku', 'test-sahne'] }, 'draft');
  await post('ilgili-zamanlanmis', { tags: ['test-doku', 'test-sahne'], scheduledDate: new Date(Date.now() + 3_600_000).toISOString() });
  await post('ilgisiz', { tags: ['test-baska'] });

  const expected = ['ilgili-kategori-ve-etiket', 'ilgili-iki-etiket', 'ilgili-tek-etiket-yeni'];
  const single = (await body('/api/blog/posts/ilgili-kaynak')).data;
  expect(single.tags).toEqual(['Test-Doku', 'test-sahne']);
  expect(single.related.map((p: { slug: string }) => p.slug)).toEqual(expected);
  // The bulk read scores the whole page in the same statement: the same posts in the same order.
  const bulk = (await body('/api/blog/post-pages?pageSize=100')).data;
  expect(bulk.find((p: { slug: string }) => p.slug === 'ilgili-kaynak').related.map((p: { slug: string }) => p.slug)).toEqual(expected);
  for (const page of bulk) expect(page.related.map((p: { slug: string }) => p.slug)).not.toContain(page.slug);
});
