// Home feed and summary (forum spec §2 home feed, §4 home feed hot score, §9).

import { HOME_FEED_PAGE, feedHotScore, homeFeedSchema, homeSummarySchema, msg } from '@oyundev/domain';
import { teardownStrapi, type App } from './helpers/strapi';
import { forumCategories, guest, member, reply, seededApp, topic, unchanged, expectError, type Member } from './helpers/forum';

let app: App;
let open: { slug: string; id: number };
let premiumCategory: { slug: string; id: number };

const SECRET = 'gizligovdekelimesi';

beforeAll(async () => {
  app = await seededApp(__filename);
  const cats = await forumCategories(app);
  open = cats.open[0];
  premiumCategory = cats.premium;
  await app.documents('api::blog-post.blog-post').create({
    data: {
      title: 'Akıştaki premium yazı',
      slug: 'akistaki-premium-yazi',
      isPremium: true,
      premiumPreview: 'Herkese açık önizleme metni.',
      content: `Bu gövde yalnız premium üyelere: ${SECRET}.`,
      publishDate: new Date().toISOString(),
      isApproved: true,
    },
    status: 'published',
  });
});
afterAll(async () => {
  await teardownStrapi(app);
});

/** Every page of a feed until hasMore is false. */
async function wholeFeed(query: string, as: { get: (p: string) => any } = guest(app)) {
  const items: any[] = [];
  for (let page = 1; page < 100; page++) {
    const res = await as.get(`/api/home/feed?${query}&page=${page}`);
    expect(res.status).toBe(200);
    homeFeedSchema.parse(res.body); // the declared answer shape, strictly
    items.push(...res.body.data);
    if (!res.body.meta.hasMore) return items;
  }
  throw new Error('feed never ended');
}

const visibleTopicCount = async (premium: boolean) =>
  Number(
    (
      await app.db
        .connection('topics as t')
        .leftJoin('topics_category_lnk as l', 'l.topic_id', 't.id')
        .leftJoin('forum_categories as c', 'c.id', 'l.forum_category_id')
        .where({ 't.is_active': true, 't.is_approved': true })
        .modify((q: any) => (premium ? q : q.where((w: any) => w.whereNull('c.id').orWhere('c.is_premium', false))))
        .count({ n: 't.id' })
    )[0].n,
  );
const publishedPostCount = async () =>
  Number(
    (await app.db.connection('blog_posts').whereNotNull('published_at').where('publish_date', '<=', new Date()).count({ n: 'id' }))[0].n,
  );

describe('GET /api/home/feed', () => {
  it('opens on the New tab: 8 topics and 4 posts a page, newest first, and load more walks every item once', async () => {
    const first = await guest(app).get('/api/home/feed');
    expect(first.status).toBe(200);
    expect(first.body.meta).toEqual({ tab: 'new', page: 1, hasMore: true, source: null });
    const kinds = first.body.data.map((i: any) => i.type);
    expect(kinds.filter((k: string) => k === 'main')).toHaveLength(HOME_FEED_PAGE.topics);
    expect(kinds.filter((k: string) => k === 'blog')).toHaveLength(HOME_FEED_PAGE.posts);
    const times = first.body.data.map((i: any) => new Date(i.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const item of first.body.data) expect(item.excerpt.length).toBeLessThanOrEqual(201);

    const all = await wholeFeed('tab=new');
    const topics = all.filter((i) => i.type === 'main');
    const posts = all.filter((i) => i.type === 'blog');
    expect(new Set(topics.map((i) => i.id)).size).toBe(topics.length);
    expect(new Set(posts.map((i) => i.id)).size).toBe(posts.length);
    expect(topics).toHaveLength(await visibleTopicCount(false));
    expect(posts).toHaveLength(await publishedPostCount());
    // A guest never gets a topic of a premium category.
    expect(topics.some((i) => i.category?.slug === premiumCategory.slug)).toBe(false);
  });

  it('ranks Popular by likes − dislikes + 0.5 × replies from the real votes, and Best by likes − dislikes', async () => {
    const author = await member(app, 'moderator');
    const a = await topic(author, open.slug);
    const b = await topic(author, open.slug);
    const voters: Member[] = await Promise.all([member(app), member(app), member(app)]);
    for (const v of voters)
      expect((await v.post('/api/forum/votes', { targetType: 'topic', targetId: b.id, vote: 'up' })).status).toBe(200);
    expect((await voters[0].post('/api/forum/votes', { targetType: 'topic', targetId: a.id, vote: 'down' })).status).toBe(200);
    await reply(voters[1], a.slug);
    await reply(voters[2], a.slug);

    const hot = await wholeFeed(`tab=hot&source=${open.slug}`);
    const rows = await app.db.connection('topics').whereIn(
      'id',
      hot.map((i) => i.id),
    );
    const byId = new Map(rows.map((r: any) => [r.id, r]));
    for (const item of hot) {
      const r: any = byId.get(item.id);
      expect(item.hotScore).toBe(feedHotScore(r.upvote_count + r.like_count, r.downvote_count, r.reply_count));
    }
    const scores = hot.map((i) => i.hotScore);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    const itemA = hot.find((i) => i.id === a.id);
    const itemB = hot.find((i) => i.id === b.id);
    expect(itemB.hotScore).toBe(3);
    expect(itemA.hotScore).toBe(-1 + 0.5 * 2);
    expect(itemA.stats).toMatchObject({ likes: 0, dislikes: 1, replies: 2 });

    // Best: each page merges its topics and posts by likes − dislikes; each source is in that order throughout.
    const best = (i: any) => i.stats.likes - i.stats.dislikes;
    const descending = (xs: number[]) => expect(xs).toEqual([...xs].sort((x, y) => y - x));
    const firstPage = (await guest(app).get('/api/home/feed?tab=top')).body.data;
    descending(firstPage.map(best));
    const top = await wholeFeed('tab=top');
    descending(top.filter((i) => i.type === 'main').map(best));
    descending(top.filter((i) => i.type === 'blog').map(best));
  });

  it('filters to the blog or one category', async () => {
    const blog = await wholeFeed('source=blog');
    expect(blog.every((i) => i.type === 'blog')).toBe(true);
    expect(blog).toHaveLength(await publishedPostCount());
    const cat = await wholeFeed(`source=${open.slug}`);
    expect(cat.length).toBeGreaterThan(0);
    expect(cat.every((i) => i.type === 'main' && i.category.slug === open.slug)).toBe(true);
  });

  it('shows a premium post only by its preview to guests and members, and the body to premium members', async () => {
    const plain = await member(app);
    const premium = await member(app, 'premium');
    for (const as of [guest(app), plain]) {
      const items = await wholeFeed('source=blog', as);
      const post = items.find((i) => i.slug === 'akistaki-premium-yazi');
      expect(post.excerpt).toBe('Herkese açık önizleme metni.');
      expect(JSON.stringify(items)).not.toContain(SECRET);
    }
    const items = await wholeFeed('source=blog', premium);
    expect(items.find((i) => i.slug === 'akistaki-premium-yazi').excerpt).toContain(SECRET);
    // Premium members see premium categories' topics in the merged feed too.
    const topics = (await wholeFeed('tab=new', premium)).filter((i) => i.type === 'main');
    expect(topics).toHaveLength(await visibleTopicCount(true));
  });

  it('refuses a bad tab, page or source with a Turkish 4xx and changes nothing', async () => {
    const bad = await unchanged(app, () => guest(app).get('/api/home/feed?tab=hepsi'));
    expectError(bad, 'VALIDATION', msg('home.error.tab'));
    expectError(await guest(app).get('/api/home/feed?page=0'), 'VALIDATION', msg('home.error.page'));
    expectError(await guest(app).get('/api/home/feed?page=abc'), 'VALIDATION', msg('home.error.page'));
    expectError(await guest(app).get('/api/home/feed?source=%3Cscript%3E'), 'VALIDATION', msg('home.error.source'));
    expectError(await guest(app).get('/api/home/feed?source=olmayan-kategori'), 'CATEGORY_NOT_FOUND');
    expectError(await guest(app).get(`/api/home/feed?source=${premiumCategory.slug}`), 'CATEGORY_NOT_FOUND');
  });
});

describe('GET /api/home/summary', () => {
  it('counts members, topics and posts from the rows, and members active today from their own acts', async () => {
    const before = homeSummarySchema.parse((await guest(app).get('/api/home/summary')).body.data);
    const stats = (await guest(app).get('/api/stats')).body.data;
    expect(before.counters).toMatchObject({ members: stats.members, topics: stats.topics, blogPosts: stats.blogPosts });
    expect(before.trending.length).toBeGreaterThan(0);
    expect(before.popularCategories.length).toBeGreaterThan(0);
    const counts = before.popularCategories.map((c: any) => c.topicCount);
    expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));

    const newcomer = await member(app, 'moderator');
    const mid = (await guest(app).get('/api/home/summary')).body.data.counters.activeToday;
    await topic(newcomer, open.slug);
    const after = (await guest(app).get('/api/home/summary')).body.data.counters;
    expect(after.activeToday).toBe(mid + 1);
    expect(after.topics).toBe(before.counters.topics + 1);
    const distinct = await app.db
      .connection('activities')
      .where('occurred_at', '>=', new Date(Date.now() - 86_400_000))
      .countDistinct({ n: 'user_id' });
    expect(after.activeToday).toBeLessThanOrEqual(Number(distinct[0].n) + after.members);
  });
});

describe('GET /api/blog/posts?featured=true (the blog home featured row)', () => {
  it('lists only the featured published posts', async () => {
    await app.documents('api::blog-post.blog-post').create({
      data: {
        title: 'Öne çıkan test yazısı',
        slug: 'one-cikan-test',
        content: 'Gövde',
        isFeatured: true,
        publishDate: new Date().toISOString(),
      },
      status: 'published',
    });
    const res = await guest(app).get('/api/blog/posts?featured=true&pageSize=50');
    expect(res.status).toBe(200);
    const featured = await app.db.connection('blog_posts').whereNotNull('published_at').where({ is_featured: true }).select('slug');
    expect(res.body.data.map((p: any) => p.slug).sort()).toEqual(featured.map((r: any) => r.slug).sort());
    expect(res.body.data.every((p: any) => p.isFeatured)).toBe(true);
    expect(res.body.data.some((p: any) => p.slug === 'one-cikan-test')).toBe(true);
  });
});
