import { blogCommentSchema } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';
import { tableCounts } from './helpers/fixtures';
import { COUNTER_CHECKS } from '../src/lib/consistency-checks';
import { countDrift } from '../src/lib/consistency';
import { expectError, member, setContentSettings, type Member } from './helpers/forum';

/*
 * Comments on blog posts (issue 11 §Comments): write, one level of replies, edit (author), delete (author,
 * moderators, admins), like; the post's commentCount exact; the post author notified; the admin switch.
 */

let app: App;
let author: Member;
let posts = 0;

async function publish(data: Record<string, unknown> = {}) {
  posts += 1;
  const slug = `yorum-yazisi-${posts}`;
  await app.documents('api::blog-post.blog-post').create({
    data: {
      title: `Yorum yazısı ${posts}`,
      slug,
      content: 'Bir yazı gövdesi.',
      publishDate: new Date().toISOString(),
      isApproved: true,
      author: author.user.documentId,
      ...data,
    },
    status: 'published',
  });
  return slug;
}

const counts = async (slug: string) =>
  (await app.db.connection('blog_posts').where({ slug }).orderBy('id').select('comment_count')).map((r: any) => r.comment_count);

async function state() {
  const k = app.db.connection;
  return {
    rows: await tableCounts(app),
    posts: await k('blog_posts').orderBy('id').select('id', 'comment_count'),
    comments: await k('comments').orderBy('id').select('id', 'content', 'like_count'),
  };
}
async function unchanged(call: () => Promise<any>) {
  const before = await state();
  const res = await call();
  expect(await state()).toEqual(before);
  return res;
}

beforeAll(async () => {
  app = await setupStrapi(__filename);
  author = await member(app, 'user');
});
afterAll(async () => {
  await teardownStrapi(app);
});

describe('blog comments', () => {
  it('writes a comment and a reply, counts both on both rows, lists them nested and notifies the author', async () => {
    const slug = await publish();
    const reader = await member(app, 'user');
    const other = await member(app, 'user');

    const first = await reader.post(`/api/blog/posts/${slug}/comments`, { content: 'Harika bir **yazı**!' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Yorum eklendi', commentCount: 1 });
    expect(first.body.data).toMatchObject({ content: 'Harika bir **yazı**!', parentId: null, canEdit: true, likeCount: 0 });

    const reply = await other.post(`/api/blog/posts/${slug}/comments`, { content: 'Katılıyorum.', parentId: first.body.data.id });
    expect(reply.status).toBe(201);
    expect(reply.body.commentCount).toBe(2);
    // A reply to a reply answers the top-level comment: one level only.
    const deeper = await reader.post(`/api/blog/posts/${slug}/comments`, { content: 'Teşekkürler!', parentId: reply.body.data.id });
    expect(deeper.body.data.parentId).toBe(first.body.data.id);
    expect(await counts(slug)).toEqual([3, 3]);

    const list = await api(app).get(`/api/blog/posts/${slug}/comments`);
    expect(list.status).toBe(200);
    const parsed = list.body.data.map((c: unknown) => blogCommentSchema.parse(c));
    expect(parsed).toHaveLength(1);
    expect(parsed[0].replies.map((r: any) => r.content)).toEqual(['Katılıyorum.', 'Teşekkürler!']);
    expect(parsed[0].canEdit).toBeUndefined();

    const notes = await app.db.connection('notifications').where({ user_id: author.id, type: 'new_comment' });
    expect(notes).toHaveLength(3);
    expect(notes[0].link).toBe(`/blog/${slug}#yorum-${first.body.data.id}`);
  });

  it('respects the author’s newComment switch', async () => {
    const quiet = await member(app, 'user');
    const slug = await publish({ author: quiet.user.documentId });
    await quiet.put('/api/account/notifications', { newComment: false });
    const reader = await member(app, 'user');
    expect((await reader.post(`/api/blog/posts/${slug}/comments`, { content: 'Merhaba' })).status).toBe(201);
    expect(await app.db.connection('notifications').where({ user_id: quiet.id })).toHaveLength(0);
  });

  it('refuses guests, empty text, unknown posts and parents of another post — changing nothing', async () => {
    const slug = await publish();
    const otherSlug = await publish();
    const reader = await member(app, 'user');
    const elsewhere = await reader.post(`/api/blog/posts/${otherSlug}/comments`, { content: 'Başka yazıda' });

    const guest = await unchanged(() => api(app).post(`/api/blog/posts/${slug}/comments`).send({ content: 'Merhaba' }));
    expectError(guest, 'COMMENT_LOGIN_REQUIRED');
    const empty = await unchanged(() => reader.post(`/api/blog/posts/${slug}/comments`, { content: '   ' }));
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Yorum boş olamaz');
    expectError(await unchanged(() => reader.post('/api/blog/posts/yok/comments', { content: 'x' })), 'BLOG_POST_NOT_FOUND');
    expectError(
      await unchanged(() => reader.post(`/api/blog/posts/${slug}/comments`, { content: 'x', parentId: elsewhere.body.data.id })),
      'COMMENT_NOT_FOUND',
    );
    expectError(await unchanged(() => reader.post(`/api/blog/posts/${slug}/comments`, { content: 'x', parentId: 'bir' })), 'VALIDATION');
  });

  it('is refused with a clear message while the admin has comments switched off', async () => {
    const slug = await publish();
    const reader = await member(app, 'user');
    await setContentSettings(app, { enableComments: false });
    try {
      const res = await unchanged(() => reader.post(`/api/blog/posts/${slug}/comments`, { content: 'Merhaba' }));
      expectError(res, 'COMMENTS_DISABLED');
      expect(res.body.error.message).toBe('Yorumlar şu anda kapalı.');
    } finally {
      await setContentSettings(app, { enableComments: true });
    }
  });

  it('edits by the author only; deletes by the author or a moderator, a comment taking its replies', async () => {
    const slug = await publish();
    const reader = await member(app, 'user');
    const other = await member(app, 'user');
    const moderator = await member(app, 'moderator');
    const top = (await reader.post(`/api/blog/posts/${slug}/comments`, { content: 'İlk hali' })).body.data;
    const answer = (await other.post(`/api/blog/posts/${slug}/comments`, { content: 'Yanıt', parentId: top.id })).body.data;
    await reader.post(`/api/blog/comments/${answer.id}/like`);

    expectError(await unchanged(() => other.put(`/api/blog/comments/${top.id}`, { content: 'Değiştirdim' })), 'FORBIDDEN');
    expectError(await unchanged(() => moderator.put(`/api/blog/comments/${top.id}`, { content: 'Değiştirdim' })), 'FORBIDDEN');
    const edited = await reader.put(`/api/blog/comments/${top.id}`, { content: 'Düzeltilmiş hali' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ message: 'Yorum güncellendi', data: { content: 'Düzeltilmiş hali' } });

    expectError(await unchanged(() => other.delete(`/api/blog/comments/${top.id}`)), 'FORBIDDEN');
    expectError(await unchanged(() => reader.delete('/api/blog/comments/abc')), 'COMMENT_NOT_FOUND');
    const removed = await moderator.delete(`/api/blog/comments/${top.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Yorum silindi', commentCount: 0 });
    expect(await counts(slug)).toEqual([0, 0]);
    expect(await app.db.connection('comments').whereIn('id', [top.id, answer.id])).toHaveLength(0);
    expect(await app.db.connection('likes').where({ target_type: 'comment', target_id: answer.id })).toHaveLength(0);
    expectError(await unchanged(() => moderator.delete(`/api/blog/comments/${top.id}`)), 'COMMENT_NOT_FOUND');
  });

  it('likes a comment once per member, not one’s own', async () => {
    const slug = await publish();
    const reader = await member(app, 'user');
    const fan = await member(app, 'user');
    const c = (await reader.post(`/api/blog/posts/${slug}/comments`, { content: 'Beğenilecek' })).body.data;
    const responses = await Promise.all(Array.from({ length: 10 }, () => fan.post(`/api/blog/comments/${c.id}/like`, { liked: true })));
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 200));
    expect((await app.db.connection('comments').where({ id: c.id }).first()).like_count).toBe(1);
    expectError(await unchanged(() => reader.post(`/api/blog/comments/${c.id}/like`)), 'SELF_LIKE');
    const list = await fan.get(`/api/blog/posts/${slug}/comments`);
    expect(list.body.data[0]).toMatchObject({ likeCount: 1, liked: true, canEdit: false, canDelete: false });
  });

  it('moves the members’ counters with comments, comment likes and bookmarks — a recount changes nothing', async () => {
    const slug = await publish();
    const [reader, other, fan, moderator] = await Promise.all([
      member(app, 'user'),
      member(app, 'user'),
      member(app, 'user'),
      member(app, 'moderator'),
    ]);
    const users = () =>
      app.db
        .connection('up_users')
        .whereIn('id', [author.user.id, reader.user.id, other.user.id, fan.user.id])
        .orderBy('id')
        .select('id', 'likes_given', 'likes_received', 'comments_given', 'comments_received', 'bookmark_count');
    const columns = ['likes_given', 'likes_received', 'comments_given', 'comments_received', 'bookmark_count'];
    const drift = async () =>
      Object.values(
        await countDrift(
          app,
          undefined,
          COUNTER_CHECKS.filter((c) => c.model === 'user' && columns.includes(c.column)),
        ),
      );
    const before = await users();
    const of = (rows: any[], m: Member) => rows.find((r) => r.id === m.user.id);

    const top = (await reader.post(`/api/blog/posts/${slug}/comments`, { content: 'Güzel yazı' })).body.data;
    await other.post(`/api/blog/posts/${slug}/comments`, { content: 'Katılıyorum', parentId: top.id });
    await fan.post(`/api/blog/comments/${top.id}/like`, { liked: true });
    await fan.post(`/api/blog/posts/${slug}/bookmark`, { bookmarked: true });
    const after = await users();
    expect(of(after, reader).comments_given - of(before, reader).comments_given).toBe(1);
    expect(of(after, reader).likes_received - of(before, reader).likes_received).toBe(1);
    expect(of(after, fan).likes_given - of(before, fan).likes_given).toBe(1);
    expect(of(after, fan).bookmark_count - of(before, fan).bookmark_count).toBe(1);
    expect(of(after, author).comments_received - of(before, author).comments_received).toBe(2);
    expect(await drift()).toEqual(columns.map(() => 0));

    expect((await moderator.delete(`/api/blog/comments/${top.id}`)).status).toBe(200);
    const saved = await fan.get('/api/bookmarks');
    const entry = saved.body.data.find((b: any) => b.slug === slug);
    expect((await fan.delete(`/api/bookmarks/${entry.id}`)).status).toBeLessThan(300);
    expect(await users()).toEqual(before);
    expect(await drift()).toEqual(columns.map(() => 0));
  });

  it('reports a comment into the reports queue once per member, not one’s own', async () => {
    const slug = await publish();
    const reader = await member(app, 'user');
    const watcher = await member(app, 'user');
    const c = (await reader.post(`/api/blog/posts/${slug}/comments`, { content: 'Reklam içerik' })).body.data;
    const res = await watcher.post(`/api/blog/comments/${c.id}/report`, { type: 'spam', reason: 'Reklam' });
    expect(res.status).toBe(201);
    const rows = await app.db.connection('reports').where({ content_type: 'comment', content_id: c.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporter_id: watcher.id, status: 'pending', type: 'spam', report_count: 1 });
    expectError(await unchanged(() => watcher.post(`/api/blog/comments/${c.id}/report`, { type: 'spam' })), 'ALREADY_REPORTED');
    expectError(await unchanged(() => reader.post(`/api/blog/comments/${c.id}/report`, { type: 'spam' })), 'SELF_REPORT');
    expectError(await unchanged(() => api(app).post(`/api/blog/comments/${c.id}/report`).send({ type: 'spam' })), 'REPORT_LOGIN_REQUIRED');
  });

  it('20 parallel comments on one post are all counted', async () => {
    const slug = await publish();
    const moderator = await member(app, 'moderator');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => moderator.post(`/api/blog/posts/${slug}/comments`, { content: `Yorum ${i}` })),
    );
    expect(responses.map((r) => r.status)).toEqual(responses.map(() => 201));
    expect(await counts(slug)).toEqual([20, 20]);
  });

  it('holds comments to the reply posting limit (10 a minute)', async () => {
    const slug = await publish();
    const reader = await member(app, 'user');
    for (let i = 0; i < 10; i++)
      expect((await reader.post(`/api/blog/posts/${slug}/comments`, { content: `Yorum ${i}` })).status).toBe(201);
    const over = await unchanged(() => reader.post(`/api/blog/posts/${slug}/comments`, { content: 'Bir fazla' }));
    expect(over.status).toBe(429);
    expect(over.body.error.details.code).toBe('POSTING_RATE_LIMITED');
  });
});

describe('scheduled posts', () => {
  it('stay hidden until their time, then the minute task publishes them without anyone pressing a button', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    const slug = await publish({ scheduledDate: later.toISOString() });
    const reader = await member(app, 'user');
    expect((await api(app).get(`/api/blog/posts/${slug}`)).status).toBe(404);
    expect((await api(app).get('/api/blog/posts?pageSize=100')).body.data.map((p: any) => p.slug)).not.toContain(slug);
    expectError(await unchanged(() => reader.post(`/api/blog/posts/${slug}/comments`, { content: 'Erken' })), 'BLOG_POST_NOT_FOUND');

    const { publishDuePosts } = require('../dist/src/api/blog/lib/scheduled');
    expect(await publishDuePosts(app, new Date())).toEqual([]);
    expect(await publishDuePosts(app, new Date(later.getTime() + 1000))).toEqual([slug]);

    const res = await api(app).get(`/api/blog/posts/${slug}`);
    expect(res.status).toBe(200);
    expect(new Date(res.body.data.publishDate).getTime()).toBe(later.getTime());
    const rows = await app.db.connection('blog_posts').where({ slug }).select('scheduled_date');
    expect(rows.map((r: any) => r.scheduled_date)).toEqual([null, null]);
  });
});

describe('comment points (the ledger, issue 13)', () => {
  const k = () => app.db.connection;
  const lines = (m: Member) =>
    k()('activities')
      .where({ user_id: m.id })
      .whereIn('type', ['comment_created', 'like_received'])
      .orderBy('id')
      .select('type', 'target_id', 'points');
  const reputation = async (m: Member) => Number((await k()('up_users').where({ id: m.id }).first('reputation')).reputation);

  it('a comment scores comment_created, a like on it like_received; unlike and deleting take them back', async () => {
    const slug = await publish();
    const writer = await member(app, 'user');
    const fan = await member(app, 'user');
    const start = await reputation(writer);
    const top = (await writer.post(`/api/blog/posts/${slug}/comments`, { content: 'Puanlı yorum' })).body.data.id;
    const answer = (await writer.post(`/api/blog/posts/${slug}/comments`, { content: 'Bir yanıt', parentId: top })).body.data.id;
    // The day's first act also wrote its daily line (+1, lib/ledger.ts).
    expect(await k()('activities').where({ user_id: writer.id, type: 'daily_login' }).count({ n: '*' })).toEqual([{ n: '1' }]);
    expect((await fan.post(`/api/blog/comments/${answer}/like`, { liked: true })).status).toBe(200);
    expect(await lines(writer)).toEqual([
      { type: 'comment_created', target_id: top, points: 2 },
      { type: 'comment_created', target_id: answer, points: 2 },
      { type: 'like_received', target_id: answer, points: 5 },
    ]);
    expect(await reputation(writer)).toBe(start + 1 + 2 + 2 + 5);

    expect((await fan.post(`/api/blog/comments/${answer}/like`, { liked: false })).status).toBe(200);
    expect((await fan.post(`/api/blog/comments/${answer}/like`, { liked: true })).status).toBe(200);
    expect(await reputation(writer)).toBe(start + 1 + 2 + 2 + 5);
    // The comment's author heard of the like once, linked to the comment (a like/unlike cycle does not repeat it).
    expect(await k()('notifications').where({ user_id: writer.id, type: 'new_like' }).select('actor_id', 'link')).toEqual([
      { actor_id: fan.id, link: `/blog/${slug}#yorum-${answer}` },
    ]);

    // Deleting the top-level comment takes its reply, and every point both earned, but not the day's line.
    expect((await writer.delete(`/api/blog/comments/${top}`)).status).toBe(200);
    expect(await lines(writer)).toEqual([]);
    expect(await reputation(writer)).toBe(start + 1);
    // Reputation, activity points and the week / month totals still agree with the ledger (the consistency job).
    const checks = COUNTER_CHECKS.filter((c) => ['reputation', 'activity_points', 'points'].includes(c.column));
    expect(checks).toHaveLength(3);
    expect(Object.values(await countDrift(app, undefined, checks)).filter((n) => n !== 0)).toEqual([]);
  });
});
