// Members writing blog posts (issue 11, /blog/yazi-yaz): drafts, submission, an editor's approve or reject in
// the admin content screen, only-own access (IDOR), posting limits, server-owned fields, and that every
// refused call changed nothing.
import { ACTIVITY_POINTS, POSTING_LIMITS, msg, myBlogPostAnswerSchema, myBlogPostSchema } from '@oyundev/domain';
import { tableCounts } from './helpers/fixtures';
import { activitiesOf, badgeOf, expectError, guest, member, userRowOf, type Member } from './helpers/forum';
import { forumSuite } from './helpers/suite';

const suite = forumSuite(__filename);
let admin: Member;
let categorySlug: string;

const form = (extra: Record<string, unknown> = {}) => ({
  title: 'Godot ile ilk platform oyunum',
  subtitle: 'Sıfırdan yayına bir hafta sonu',
  category: categorySlug,
  tags: ['godot', '2d'],
  content: '# Giriş\n\nBu yazıda **Godot 4** ile basit bir platform oyunu yapıyoruz.',
  gameEngine: 'godot',
  skillLevel: 'beginner',
  ...extra,
});

/** Everything a writing call could change: row counts, the posts' text and status, the members' points. */
async function writingState() {
  const k = suite.app.db.connection;
  return {
    rows: await tableCounts(suite.app),
    posts: await k('blog_posts')
      .orderBy('id')
      .select('id', 'title', 'content', 'review_status', 'is_approved', 'is_premium', 'published_at', 'like_count'),
    users: await k('up_users').orderBy('id').select('id', 'reputation', 'blog_post_count'),
  };
}
async function unchanged(call: () => Promise<any>) {
  const before = await writingState();
  const res = await call();
  expect(await writingState()).toEqual(before);
  return res;
}

const rowsOf = (postNumber: number) => suite.app.db.connection('blog_posts').where({ post_number: postNumber }).orderBy('id');
const contentAction = (action: string, id: number) => admin.post('/api/admin/content/actions', { type: 'blog', action, ids: [id] });

beforeAll(async () => {
  admin = await member(suite.app, 'admin');
  categorySlug = (await suite.app.db.connection('blog_categories').orderBy('id').first('slug')).slug;
});

describe('POST /api/blog/mine — a new post', () => {
  it('saves a draft owned by the member, ignoring every server-owned field', async () => {
    const writer = await member(suite.app);
    const res = await writer.post('/api/blog/mine', {
      ...form(),
      isPremium: true,
      isFeatured: true,
      likeCount: 99,
      author: admin.id,
      slug: 'secilmis-adres',
      status: 'published',
    });
    expect(res.status).toBe(201);
    const answer = myBlogPostAnswerSchema.parse(res.body);
    expect(answer.message).toBe(msg('blog.write.saved'));
    expect(answer.data).toMatchObject({ title: form().title, status: 'draft', category: categorySlug, tags: ['godot', '2d'] });
    expect(answer.data.slug).toBe('godot-ile-ilk-platform-oyunum');
    const rows = await rowsOf(answer.data.id);
    expect(rows).toHaveLength(1); // the draft row only: nothing public
    expect(rows[0]).toMatchObject({ published_at: null, review_status: 'draft', is_premium: false, is_featured: false, like_count: 0 });
    const link = await suite.app.db.connection('blog_posts_author_lnk').where({ blog_post_id: rows[0].id }).first();
    expect(Number(link.user_id)).toBe(writer.id);
    // Not in the public blog.
    expect((await guest(suite.app).get(`/api/blog/posts/${answer.data.slug}`)).status).toBe(404);
  });

  it('refuses guests, bad bodies and unknown categories, writing nothing', async () => {
    const writer = await member(suite.app);
    expectError(await unchanged(() => guest(suite.app).post('/api/blog/mine', form())), 'NOT_AUTHENTICATED');
    const bad = await unchanged(() => writer.post('/api/blog/mine', form({ title: 'abc', content: '' })));
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors).toMatchObject({
      title: msg('blog.write.titleMin', { n: 5 }),
      content: msg('blog.write.contentRequired'),
    });
    expectError(await unchanged(() => writer.post('/api/blog/mine', form({ category: 'yok-boyle' }))), 'BLOG_CATEGORY_UNKNOWN');
  });

  it(`holds a member to ${POSTING_LIMITS.blogPostsPerDay} new posts a day`, async () => {
    const writer = await member(suite.app);
    for (let i = 0; i < POSTING_LIMITS.blogPostsPerDay; i++) {
      expect((await writer.post('/api/blog/mine', form({ title: `Günlük yazı numarası ${i}` }))).status).toBe(201);
    }
    const refused = await unchanged(() => writer.post('/api/blog/mine', form({ title: 'Bir tane daha yazı' })));
    expectError(refused, 'POSTING_RATE_LIMITED', msg('blog.write.dailyLimit', { n: POSTING_LIMITS.blogPostsPerDay }));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('own posts only (IDOR)', () => {
  it('lists, reads and edits only the member’s own posts; anyone else’s is 404 and unchanged', async () => {
    const writer = await member(suite.app);
    const other = await member(suite.app);
    const { id } = (await writer.post('/api/blog/mine', form())).body.data;

    const mine = await writer.get('/api/blog/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((p: any) => myBlogPostSchema.parse(p).id)).toEqual([id]);
    expect((await other.get('/api/blog/mine')).body.data).toEqual([]);

    expect((await writer.get(`/api/blog/mine/${id}`)).body.data.id).toBe(id);
    expectError(await other.get(`/api/blog/mine/${id}`), 'BLOG_POST_NOT_FOUND');
    expectError(
      await unchanged(() => other.put(`/api/blog/mine/${id}`, form({ title: 'Başkasının yazısını değiştirdim' }))),
      'BLOG_POST_NOT_FOUND',
    );
    expectError(await unchanged(() => other.post(`/api/blog/mine/${id}/submit`)), 'BLOG_POST_NOT_FOUND');
    // Not even a moderator reaches a member's draft through the writing API.
    expectError(await unchanged(() => suite.moderator.put(`/api/blog/mine/${id}`, form())), 'BLOG_POST_NOT_FOUND');
    expectError(await unchanged(() => writer.put('/api/blog/mine/abc', form())), 'BLOG_POST_NOT_FOUND');
  });
});

describe('draft → pending → published / rejected', () => {
  it('edits a draft, submits it, and refuses edits while it waits', async () => {
    const writer = await member(suite.app);
    const { id } = (await writer.post('/api/blog/mine', form())).body.data;
    const edited = await writer.put(`/api/blog/mine/${id}`, form({ title: 'Godot ile ilk platform oyunum (güncel)' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Godot ile ilk platform oyunum (güncel)', status: 'draft' });

    const submitted = await writer.post(`/api/blog/mine/${id}/submit`);
    expect(submitted.body).toMatchObject({ message: msg('blog.write.submitted'), data: { status: 'pending' } });
    expect((await rowsOf(id))[0].review_status).toBe('pending');

    expectError(await unchanged(() => writer.put(`/api/blog/mine/${id}`, form())), 'BLOG_POST_NOT_EDITABLE');
    expectError(await unchanged(() => writer.post(`/api/blog/mine/${id}/submit`)), 'BLOG_POST_NOT_EDITABLE');

    const listed = await admin.get('/api/admin/content?type=blog&status=pending&pageSize=50');
    expect(listed.body.data.map((item: any) => item.id)).toContain(id);
  });

  it('an editor approves: published, in the blog, the author notified and credited once', async () => {
    const writer = await member(suite.app);
    const { id, slug } = (await writer.post('/api/blog/mine', { ...form({ title: 'Onaylanacak bir yazı' }), submit: true })).body.data;
    const before = await userRowOf(suite.app, writer.id);

    const res = await contentAction('approve', id);
    expect(res.status).toBe(200);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(2);
    expect(rows.every((r: any) => r.review_status === 'published' && r.publish_date !== null)).toBe(true);
    const live = await guest(suite.app).get(`/api/blog/posts/${slug}`);
    expect(live.status).toBe(200);
    expect(live.body.data.author.id).toBe(writer.id);
    expect((await writer.get(`/api/blog/mine/${id}`)).body.data.status).toBe('published');

    const lines = (await activitiesOf(suite.app, writer.id)).filter((a: any) => a.type === 'blog_post_published');
    expect(lines).toEqual([{ type: 'blog_post_published', points: 20, target_type: 'blog-post', target_id: id }]);
    const after = await userRowOf(suite.app, writer.id);
    // The first published post also earns the 'first blog post' badge, with its own RP line.
    const badge = await badgeOf(suite.app, 'ilk-blog-yazisi');
    const badgeLines = (await activitiesOf(suite.app, writer.id)).filter((a: any) => a.type === 'badge_earned' && a.target_id === badge.id);
    expect(badgeLines).toEqual([{ type: 'badge_earned', points: badge.reward, target_type: 'badge', target_id: badge.id }]);
    // Publishing is the author's own act (ACTIVE_TYPES): the day's first one also writes its daily line (+1).
    expect(after.reputation - before.reputation).toBe(20 + ACTIVITY_POINTS.daily_login + badge.reward);
    expect(after.blog_post_count - before.blog_post_count).toBe(1);
    const notes = await suite.app.db.connection('notifications').where({ user_id: writer.id, type: 'content_approved' });
    expect(notes).toHaveLength(1);

    // A published post is no longer the member's to edit; a second approve is refused and changes nothing.
    expectError(await unchanged(() => writer.put(`/api/blog/mine/${id}`, form())), 'BLOG_POST_NOT_EDITABLE');
    expectError(await unchanged(() => contentAction('approve', id)), 'ADMIN_NOT_APPLICABLE');
  });

  it('notifies the members a post @mentions once, when it goes live', async () => {
    const writer = await member(suite.app);
    const friend = await member(suite.app);
    const content = `Bu yazıda @${friend.username} ile birlikte yaptığımız oyunu anlatıyorum. Teşekkürler @${writer.username}!`;
    const { id, slug } = (await writer.post('/api/blog/mine', { ...form({ title: 'Birlikte yaptık', content }), submit: true })).body.data;
    const mentions = () => suite.app.db.connection('notifications').where({ user_id: friend.id, type: 'new_mention' }).select('link');
    expect(await mentions()).toEqual([]); // pending: nobody hears of it yet
    expect((await contentAction('approve', id)).status).toBe(200);
    expect(await mentions()).toEqual([{ link: `/blog/${slug}` }]);
    // Not the writer mentioning themself.
    expect(await suite.app.db.connection('notifications').where({ user_id: writer.id, type: 'new_mention' })).toHaveLength(0);
  });

  it('an editor rejects: the author is told, may edit and submit again, and nothing goes public', async () => {
    const writer = await member(suite.app);
    const { id, slug } = (await writer.post('/api/blog/mine', { ...form({ title: 'Reddedilecek bir yazı' }), submit: true })).body.data;
    expect((await contentAction('reject', id)).status).toBe(200);
    expect(await rowsOf(id)).toHaveLength(1);
    expect((await writer.get(`/api/blog/mine/${id}`)).body.data.status).toBe('rejected');
    expect(await suite.app.db.connection('notifications').where({ user_id: writer.id, type: 'content_rejected' })).toHaveLength(1);
    expect((await guest(suite.app).get(`/api/blog/posts/${slug}`)).status).toBe(404);

    const again = await writer.put(`/api/blog/mine/${id}`, { ...form({ title: 'Reddedilecek bir yazı (düzeltildi)' }), submit: true });
    expect(again.body.data.status).toBe('pending');
    expect((await contentAction('approve', id)).status).toBe(200);
    expect((await guest(suite.app).get(`/api/blog/posts/${slug}`)).body.data.title).toBe('Reddedilecek bir yazı (düzeltildi)');
  });

  it('a draft that was never submitted cannot be approved or rejected', async () => {
    const writer = await member(suite.app);
    const { id } = (await writer.post('/api/blog/mine', form({ title: 'Sadece taslak kalan yazı' }))).body.data;
    expectError(await unchanged(() => contentAction('reject', id)), 'ADMIN_NOT_APPLICABLE');
  });
});

describe('the post page: author block and related posts', () => {
  it('answers up to 3 related posts sharing the category or a tag, and the author’s public extras', async () => {
    const writer = await member(suite.app);
    await suite.app.db
      .connection('up_users')
      .where({ id: writer.id })
      .update({
        bio: 'Godot ile oyun yapıyorum',
        social_links: JSON.stringify({ twitter: 'https://x.com/yazar', github: 'javascript:alert(1)' }),
      });
    const first = (await writer.post('/api/blog/mine', { ...form({ title: 'İlgili yazılar için ilk yazı' }), submit: true })).body.data;
    const second = (await writer.post('/api/blog/mine', { ...form({ title: 'İlgili yazılar için ikinci yazı' }), submit: true })).body.data;
    await contentAction('approve', first.id);
    await contentAction('approve', second.id);
    const res = await guest(suite.app).get(`/api/blog/posts/${second.slug}`);
    expect(res.status).toBe(200);
    const { related, authorProfile } = res.body.data;
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.map((p: any) => p.slug)).toContain(first.slug);
    expect(related.map((p: any) => p.slug)).not.toContain(second.slug);
    expect(authorProfile).toMatchObject({ bio: 'Godot ile oyun yapıyorum', twitter: 'https://x.com/yazar', github: null });
    expect(authorProfile.badges.length).toBeLessThanOrEqual(3);
  });
});

describe('premium bodies', () => {
  it('never reach a guest or a non-premium member; a premium member gets the body', async () => {
    const BODY = 'Gizli premium gövde metni burada.';
    await suite.app.documents('api::blog-post.blog-post').create({
      data: {
        title: 'Premium yazma testi',
        slug: 'premium-yazma-testi',
        content: BODY,
        premiumPreview: 'Açık önizleme.',
        isPremium: true,
        publishDate: new Date().toISOString(),
      },
      status: 'published',
    });
    const plain = await member(suite.app);
    const premium = await member(suite.app, 'premium');
    for (const res of [
      await guest(suite.app).get('/api/blog/posts/premium-yazma-testi'),
      await plain.get('/api/blog/posts/premium-yazma-testi'),
      await guest(suite.app).get('/api/blog/posts?pageSize=100'),
      await plain.get('/api/blog/posts?pageSize=100'),
    ]) {
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain('Gizli premium');
      for (const card of res.body.data.related ?? []) expect(card).not.toHaveProperty('content');
    }
    const full = await premium.get('/api/blog/posts/premium-yazma-testi');
    expect(full.body.data).toMatchObject({ content: BODY, locked: false });
  });
});
