// Admin content fixes (issue 14): a rejected topic keeps its own status; deleting a blog post takes its
// likes, bookmarks, comments and views with it and leaves every member's counters as a recount makes them;
// an admin's deletion of a member takes their profile page off the static site at once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { msg } from '@oyundev/domain';
import { forumSuite } from './helpers/suite';
import { expectError, expectRecountAgrees, member, setCategorySettings, topic, unchanged, userRowOf, type Member } from './helpers/forum';

const s = forumSuite(__filename);
let admin: Member;
beforeAll(async () => {
  admin = await member(s.app, 'admin');
});

const db = () => s.app.db.connection;
const action = (type: 'topic' | 'blog', kind: string, ids: number[]) =>
  admin.post('/api/admin/content/actions', { type, action: kind, ids });
const listed = async (status: string) =>
  (await admin.get(`/api/admin/content?type=topic&status=${status}&pageSize=50`)).body.data.map((x: any) => x.id) as number[];
const flags = (id: number) => db()('topics').where({ id }).first('is_approved', 'is_rejected', 'requires_approval', 'is_active');

describe('rejected topics', () => {
  it('a rejected topic is stored as rejected, listed and filtered as rejected (not pending); approve undoes it', async () => {
    const gated = s.other;
    await setCategorySettings(s.app, gated.id, { requireApproval: true });
    try {
      const writer = await member(s.app);
      const pending = await topic(writer, gated.slug);
      expect(await flags(pending.id)).toMatchObject({ is_approved: false, is_rejected: false, requires_approval: true });
      expect(await listed('pending')).toContain(pending.id);

      expect((await action('topic', 'reject', [pending.id])).body.message).toBe(msg('admin.content.rejected'));
      expect(await flags(pending.id)).toMatchObject({ is_approved: false, is_rejected: true, requires_approval: false, is_active: true });
      expect(await listed('rejected')).toContain(pending.id);
      expect(await listed('pending')).not.toContain(pending.id);
      const row = (await admin.get('/api/admin/content?type=topic&status=rejected&pageSize=50')).body.data.find(
        (x: any) => x.id === pending.id,
      );
      expect(row.status).toBe('rejected');
      // Rejecting it again is refused and changes nothing.
      expectError(await unchanged(s.app, () => action('topic', 'reject', [pending.id])), 'ADMIN_NOT_APPLICABLE');

      // A published topic can be rejected too: it stops counting and reads as rejected.
      const published = await topic(s.moderator, s.plain.slug);
      await action('topic', 'reject', [published.id]);
      expect(await flags(published.id)).toMatchObject({ is_approved: false, is_rejected: true });
      expect(await listed('rejected')).toContain(published.id);
      expect(await listed('published')).not.toContain(published.id);

      await action('topic', 'approve', [pending.id]);
      expect(await flags(pending.id)).toMatchObject({ is_approved: true, is_rejected: false });
      expect(await listed('published')).toContain(pending.id);
      expect(await listed('rejected')).not.toContain(pending.id);
      await expectRecountAgrees(s.app);
    } finally {
      await setCategorySettings(s.app, gated.id, { requireApproval: false });
    }
  });
});

describe('deleting a blog post', () => {
  it('removes its likes, bookmarks, comments (and their likes) and views; every member’s counters agree with a recount', async () => {
    // A seeded, published post with comments, and a reader who likes, bookmarks and comments on it now.
    const { rows } = await db().raw(
      `SELECT b.post_number, b.slug, ba.user_id AS author_id FROM blog_posts b JOIN blog_posts_author_lnk ba ON ba.blog_post_id = b.id
       WHERE b.published_at IS NOT NULL AND EXISTS (SELECT 1 FROM comments c WHERE c.content_type = 'blog' AND c.content_id = b.post_number)
       ORDER BY b.post_number LIMIT 1`,
    );
    const post = rows[0];
    const pn = Number(post.post_number);
    const reader = await member(s.app);
    expect((await reader.post(`/api/blog/posts/${post.slug}/like`, {})).status).toBe(200);
    expect((await reader.post(`/api/blog/posts/${post.slug}/bookmark`, {})).status).toBe(200);
    const comment = await reader.post(`/api/blog/posts/${post.slug}/comments`, { content: 'Çok faydalı bir yazı, teşekkürler!' });
    expect(comment.status).toBe(201);
    const fan = await member(s.app);
    expect((await fan.post(`/api/blog/comments/${comment.body.data.id}/like`, {})).status).toBe(200);
    // (Today a comment, a bookmark or a comment's like does not move every member counter it feeds — see the
    // report; the delete recounts the members from the rows, so they end right either way.)

    const before = {
      reader: await userRowOf(s.app, reader.id),
      fan: await userRowOf(s.app, fan.id),
      author: await userRowOf(s.app, post.author_id),
    };
    const res = await action('blog', 'delete', [pn]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: msg('admin.content.deleted'), done: [pn], failed: [] });

    const count = async (sql: string, bindings: unknown[]) => Number((await db().raw(sql, bindings)).rows[0].n);
    expect(await count(`SELECT count(*) AS n FROM blog_posts WHERE post_number = ?`, [pn])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM likes WHERE target_type = 'blog-post' AND target_id = ?`, [pn])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM bookmarks WHERE target_type = 'blog-post' AND target_id = ?`, [pn])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM comments WHERE content_type = 'blog' AND content_id = ?`, [pn])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM likes WHERE target_type = 'comment' AND target_id = ?`, [comment.body.data.id])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM blog_post_views WHERE post_number = ?`, [pn])).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM activities WHERE type = 'blog_post_published' AND target_id = ?`, [pn])).toBe(0);

    const after = {
      reader: await userRowOf(s.app, reader.id),
      fan: await userRowOf(s.app, fan.id),
      author: await userRowOf(s.app, post.author_id),
    };
    expect(after.reader).toMatchObject({
      likes_given: before.reader.likes_given - 1,
      // The reader's only bookmark, comment and received like were on this post (their counters as the rows say).
      bookmark_count: 0,
      comments_given: 0,
      likes_received: 0,
    });
    expect(after.fan.likes_given).toBe(0);
    expect(after.author.blog_post_count).toBe(before.author.blog_post_count - 1);
    expect(after.author.likes_received).toBeLessThan(before.author.likes_received);
    // Every counter already holds what a full recount computes.
    await expectRecountAgrees(s.app);
    // The post is gone: a second delete is refused and changes nothing.
    expectError(await unchanged(s.app, () => action('blog', 'delete', [pn])), 'BLOG_POST_NOT_FOUND');
  });
});

describe('an admin deletes a member', () => {
  it('tells the rebuild runner to take the member’s profile page down at once', async () => {
    const received: any[] = [];
    let waiting: Array<() => void> = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push(JSON.parse(body));
        res.end('ok');
        waiting.forEach((w) => w());
        waiting = [];
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.REBUILD_HOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rebuild`;
    try {
      const gone = await member(s.app);
      const res = await admin.post('/api/admin/users/actions', { action: 'delete', ids: [gone.id] });
      expect(res.status).toBe(200);
      while (!received.some((r) => r.type === 'profile')) await new Promise<void>((resolve) => waiting.push(resolve));
      expect(received).toContainEqual({ type: 'profile', slug: gone.username, hide: true });
      expect((await userRowOf(s.app, gone.id)).deleted_at).not.toBeNull();
    } finally {
      delete process.env.REBUILD_HOOK_URL;
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
