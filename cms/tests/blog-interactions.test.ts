import { ERROR_CODES, blogBookmarkAnswerSchema, blogLikeAnswerSchema, blogPostStateSchema, savedItemSchema } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';
import { createMember, tableCounts } from './helpers/fixtures';
import { expectError } from './helpers/forum';

/*
 * What a reader does on /blog/{slug} (issue 11, blog post reader): likes and bookmarks — one per member and
 * post, exact under concurrency, refusals changing nothing — shares and views.
 */

let app: App;
let author: Awaited<ReturnType<typeof createMember>>;
let posts = 0;

async function publish(data: Record<string, unknown> = {}) {
  posts += 1;
  const slug = `etkilesim-yazisi-${posts}`;
  await app.documents('api::blog-post.blog-post').create({
    data: {
      title: `Etkileşim yazısı ${posts}`,
      slug,
      content: '# Giriş\n\nBir yazı gövdesi.',
      publishDate: new Date().toISOString(),
      isApproved: true,
      author: author.user.documentId,
      ...data,
    },
    status: 'published',
  });
  return slug;
}

const as = (jwt: string) => ({
  post: (path: string, body?: unknown) =>
    api(app)
      .post(path)
      .set('Authorization', `Bearer ${jwt}`)
      .send(body as object),
  get: (path: string) => api(app).get(path).set('Authorization', `Bearer ${jwt}`),
});

/** The post's rows (draft and published) by slug: counters move on both. */
const rows = (slug: string) =>
  app.db
    .connection('blog_posts')
    .where({ slug })
    .orderBy('id')
    .select('published_at', 'like_count', 'bookmark_count', 'share_count', 'view_count', 'unique_readers', 'post_number');
const postNumberOf = async (slug: string) => Number((await rows(slug))[0].post_number);

/** Everything a like, bookmark, share or view could change. */
async function blogState() {
  const k = app.db.connection;
  return {
    rows: await tableCounts(app),
    posts: await k('blog_posts').orderBy('id').select('id', 'like_count', 'bookmark_count', 'share_count', 'view_count', 'unique_readers'),
    users: await k('up_users').orderBy('id').select('id', 'reputation', 'likes_given', 'likes_received'),
  };
}
async function unchanged(call: () => Promise<any>) {
  const before = await blogState();
  const res = await call();
  expect(await blogState()).toEqual(before);
  return res;
}

beforeAll(async () => {
  app = await setupStrapi(__filename);
  author = await createMember(app, 'user');
});
afterAll(async () => {
  await teardownStrapi(app);
});

describe('POST /api/blog/posts/:slug/like', () => {
  it('toggles, sets, moves both rows of the post, the members and the author ledger', async () => {
    const slug = await publish();
    const reader = await createMember(app, 'user');
    const me = as(reader.jwt);

    const liked = await me.post(`/api/blog/posts/${slug}/like`);
    expect(liked.status).toBe(200);
    expect(blogLikeAnswerSchema.parse(liked.body)).toEqual({ message: 'Beğenildi', likeCount: 1, liked: true });
    expect((await rows(slug)).map((r: any) => r.like_count)).toEqual([1, 1]);
    const number = await postNumberOf(slug);
    expect(await app.db.connection('likes').where({ user_id: reader.user.id, target_type: 'blog-post', target_id: number })).toHaveLength(
      1,
    );
    const authorRow = await app.db.connection('up_users').where({ id: author.user.id }).first();
    expect(authorRow.likes_received).toBe(1);
    expect(authorRow.reputation).toBe(5);
    expect(await app.db.connection('activities').where({ user_id: author.user.id, type: 'like_received', target_id: number })).toHaveLength(
      1,
    );

    // {liked: true} again changes nothing.
    const again = await unchanged(() => me.post(`/api/blog/posts/${slug}/like`, { liked: true }));
    expect(again.body).toMatchObject({ likeCount: 1, liked: true });

    const state = await me.get(`/api/blog/posts/${slug}/state`);
    expect(blogPostStateSchema.parse(state.body.data)).toMatchObject({ likeCount: 1, liked: true, bookmarked: false });

    const removed = await me.post(`/api/blog/posts/${slug}/like`);
    expect(removed.body).toEqual({ message: 'Beğeni geri alındı', likeCount: 0, liked: false });
    expect((await rows(slug)).map((r: any) => r.like_count)).toEqual([0, 0]);
    const after = await app.db.connection('up_users').where({ id: author.user.id }).first();
    expect(after.reputation).toBe(0);
    expect(await app.db.connection('activities').where({ user_id: author.user.id, type: 'like_received' })).toHaveLength(0);
  });

  it('refuses guests, self-likes, non-premium readers of a premium post, unknown posts and bad bodies — changing nothing', async () => {
    const slug = await publish();
    const premiumSlug = await publish({ isPremium: true, premiumPreview: 'Önizleme' });
    const reader = await createMember(app, 'user');

    const guest = await unchanged(() => api(app).post(`/api/blog/posts/${slug}/like`));
    expectError(guest, 'LIKE_LOGIN_REQUIRED');
    expect(guest.body.error.message).toBe('Beğenmek için giriş yapmalısınız');
    expectError(await unchanged(() => as(author.jwt).post(`/api/blog/posts/${slug}/like`)), 'SELF_LIKE');
    expectError(await unchanged(() => as(reader.jwt).post(`/api/blog/posts/${premiumSlug}/like`)), 'PREMIUM_REQUIRED');
    expectError(await unchanged(() => as(reader.jwt).post('/api/blog/posts/yok-boyle-yazi/like')), 'BLOG_POST_NOT_FOUND');
    expectError(await unchanged(() => as(reader.jwt).post(`/api/blog/posts/${slug}/like`, { liked: 'evet' })), 'VALIDATION');

    const premium = await createMember(app, 'premium');
    expect((await as(premium.jwt).post(`/api/blog/posts/${premiumSlug}/like`)).body.likeCount).toBe(1);
  });

  it('a draft that was never published is not found', async () => {
    await app.documents('api::blog-post.blog-post').create({
      data: { title: 'Taslak yazı', slug: 'taslak-yazi', content: 'Taslak', author: author.user.documentId },
    });
    const reader = await createMember(app, 'user');
    expectError(await unchanged(() => as(reader.jwt).post('/api/blog/posts/taslak-yazi/like')), 'BLOG_POST_NOT_FOUND');
    expectError(await unchanged(() => as(reader.jwt).post('/api/blog/posts/taslak-yazi/bookmark')), 'BLOG_POST_NOT_FOUND');
  });
});

describe('POST /api/blog/posts/:slug/bookmark', () => {
  it('toggles the member’s saved post; guests get the login message', async () => {
    const slug = await publish();
    const reader = await createMember(app, 'user');
    const me = as(reader.jwt);
    const saved = await me.post(`/api/blog/posts/${slug}/bookmark`, { bookmarked: true });
    expect(blogBookmarkAnswerSchema.parse(saved.body)).toEqual({ message: 'Yazı kaydedildi', bookmarkCount: 1, bookmarked: true });
    expect((await rows(slug)).map((r: any) => r.bookmark_count)).toEqual([1, 1]);
    await unchanged(() => me.post(`/api/blog/posts/${slug}/bookmark`, { bookmarked: true }));

    const guest = await unchanged(() => api(app).post(`/api/blog/posts/${slug}/bookmark`));
    expectError(guest, 'BOOKMARK_LOGIN_REQUIRED');
    expect(guest.body.error.message).toBe(ERROR_CODES.BOOKMARK_LOGIN_REQUIRED.message);

    const removed = await me.post(`/api/blog/posts/${slug}/bookmark`);
    expect(removed.body).toMatchObject({ bookmarkCount: 0, bookmarked: false });
    expect(await app.db.connection('bookmarks').where({ user_id: reader.user.id })).toHaveLength(0);
  });
});

describe('concurrency', () => {
  it('100 members liking and bookmarking one post at once leave exactly 100 of each', async () => {
    const slug = await publish();
    const receivedBefore = (await app.db.connection('up_users').where({ id: author.user.id }).first()).likes_received;
    const members = [];
    for (let i = 0; i < 100; i++) members.push(await createMember(app, 'user'));
    const responses = await Promise.all(
      members.flatMap((m) => [as(m.jwt).post(`/api/blog/posts/${slug}/like`), as(m.jwt).post(`/api/blog/posts/${slug}/bookmark`)]),
    );
    expect(responses.filter((r) => r.status !== 200).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
    const number = await postNumberOf(slug);
    expect(await app.db.connection('likes').where({ target_type: 'blog-post', target_id: number }).count({ n: '*' }).first()).toEqual({
      n: '100',
    });
    expect(await app.db.connection('bookmarks').where({ target_type: 'blog-post', target_id: number }).count({ n: '*' }).first()).toEqual({
      n: '100',
    });
    for (const row of await rows(slug)) {
      expect(row.like_count).toBe(100);
      expect(row.bookmark_count).toBe(100);
    }
    const authorRow = await app.db.connection('up_users').where({ id: author.user.id }).first();
    const lines = await app.db.connection('activities').where({ user_id: author.user.id, type: 'like_received', target_id: number });
    expect(lines).toHaveLength(100);
    expect(authorRow.likes_received).toBe(receivedBefore + 100);
  });

  it('50 parallel likes by one member leave one', async () => {
    const slug = await publish();
    const reader = await createMember(app, 'user');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => as(reader.jwt).post(`/api/blog/posts/${slug}/like`, { liked: true })),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    expect(await app.db.connection('likes').where({ user_id: reader.user.id })).toHaveLength(1);
    expect((await rows(slug)).map((r: any) => r.like_count)).toEqual([1, 1]);
  });
});

describe('shares and views', () => {
  it('a share counts on both rows; an unknown network is refused and counts nothing', async () => {
    const slug = await publish();
    const res = await api(app).post(`/api/blog/posts/${slug}/share`).send({ network: 'twitter' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ shareCount: 1 });
    expect((await rows(slug)).map((r: any) => r.share_count)).toEqual([1, 1]);
    expectError(await unchanged(() => api(app).post(`/api/blog/posts/${slug}/share`).send({ network: 'myspace' })), 'VALIDATION');
  });

  it('a view counts once per visitor per day; a second visitor counts again', async () => {
    const slug = await publish();
    const reader = await createMember(app, 'user');
    expect((await as(reader.jwt).post(`/api/blog/posts/${slug}/view`)).body).toEqual({ viewCount: 1 });
    expect((await unchanged(() => as(reader.jwt).post(`/api/blog/posts/${slug}/view`))).body).toEqual({ viewCount: 1 });
    expect((await api(app).post(`/api/blog/posts/${slug}/view`).set('X-Forwarded-For', '203.0.113.9')).body).toEqual({ viewCount: 2 });
    for (const row of await rows(slug)) {
      expect(row.view_count).toBe(2);
      expect(row.unique_readers).toBe(2);
    }
    expectError(await unchanged(() => api(app).post('/api/blog/posts/yok/view')), 'BLOG_POST_NOT_FOUND');
  });

  it('the state of a guest says nothing is liked or bookmarked', async () => {
    const slug = await publish();
    const res = await api(app).get(`/api/blog/posts/${slug}/state`);
    expect(res.status).toBe(200);
    expect(blogPostStateSchema.parse(res.body.data)).toEqual({
      viewCount: 0,
      likeCount: 0,
      commentCount: 0,
      bookmarkCount: 0,
      shareCount: 0,
      liked: false,
      bookmarked: false,
    });
  });
});

describe('GET /api/bookmarks and DELETE /api/bookmarks/:id (/kaydedilenler)', () => {
  it('lists the member’s saved posts and topics newest first, paginated, and removes one', async () => {
    const reader = await createMember(app, 'user');
    const me = as(reader.jwt);
    const older = await publish();
    const newer = await publish();
    await me.post(`/api/blog/posts/${older}/bookmark`, { bookmarked: true });
    const topic = await app.db
      .connection('topics')
      .insert({
        title: 'Kaydedilen konu',
        slug: `kaydedilen-konu-${Date.now()}`,
        content: 'x',
        document_id: `doc${Date.now()}`,
        is_active: true,
        is_approved: true,
      })
      .returning('id');
    await app.db.connection('bookmarks').insert({
      user_id: reader.user.id,
      target_type: 'topic',
      target_id: topic[0].id,
      created_at: new Date(Date.now() + 1000),
      document_id: `bm${Date.now()}`,
    });
    await me.post(`/api/blog/posts/${newer}/bookmark`, { bookmarked: true });
    // Someone else's bookmark is not listed.
    await as(author.jwt).post(`/api/blog/posts/${newer}/bookmark`, { bookmarked: true });

    const page1 = await me.get('/api/bookmarks?pageSize=2');
    expect(page1.status).toBe(200);
    const items = page1.body.data.map((item: unknown) => savedItemSchema.parse(item));
    expect(items.map((i: any) => i.type)).toEqual(['topic', 'blog-post']);
    expect(items[0].url).toMatch(/^\/forum\/konu\/kaydedilen-konu-/);
    expect(items[1].url).toBe(`/blog/${newer}`);
    expect(page1.body.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
    const page2 = await me.get('/api/bookmarks?pageSize=2&page=2');
    expect(page2.body.data.map((i: any) => i.url)).toEqual([`/blog/${older}`]);

    // Removing a post's bookmark moves its count; another member's bookmark cannot be removed.
    const theirs = await app.db.connection('bookmarks').where({ user_id: author.user.id }).first('id');
    expect(
      (await unchanged(() => api(app).delete(`/api/bookmarks/${theirs.id}`).set('Authorization', `Bearer ${reader.jwt}`))).status,
    ).toBe(404);
    const removed = await api(app).delete(`/api/bookmarks/${page2.body.data[0].id}`).set('Authorization', `Bearer ${reader.jwt}`);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('Kaydedilenlerden çıkarıldı');
    expect((await rows(older)).map((r: any) => r.bookmark_count)).toEqual([0, 0]);
    expect((await me.get('/api/bookmarks')).body.meta.pagination.total).toBe(2);
    expect((await api(app).get('/api/bookmarks')).status).toBeGreaterThanOrEqual(401);
  });
});
