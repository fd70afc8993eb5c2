import {
  authAnswerSchema,
  blogCardSchema,
  blogCategorySchema,
  blogPostSchema,
  categorySchema,
  dataAnswerSchema,
  houseAdSchema,
  meSchema,
  myForumAnswerSchema,
  pageSchema,
  pagedAnswerSchema,
  publicSiteSettingsSchema,
  replyDetailSchema,
  siteStatsSchema,
  topicCardSchema,
  topicDetailSchema,
} from '@oyundev/domain';
import { setupStrapi, teardownStrapi } from './helpers/strapi';
import { client } from './helpers/accounts';

// The answer shapes are declared once in domain/src/contracts; the cms presenters return those types and the
// site reads them. Here the real answers of the main read routes, over seeded demo data, are parsed with the
// same schemas — every object strict, so a field added, dropped or renamed on one side only fails.
let app: any;
let jwt: string;

beforeAll(async () => {
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  const result = await seed(app, { size: 1 });
  expect(result.skipped).toBe(false);
  const login = await client(app).post('/api/auth/local').send({ identifier: 'user', password: 'User123!' });
  expect(login.status).toBe(200);
  jwt = authAnswerSchema.parse(login.body).jwt;
});
afterAll(async () => {
  await teardownStrapi(app);
});

/** GETs `path` (as the member when `asMember`), expects 200 and returns the body parsed with `schema`. */
async function read<T>(path: string, schema: { parse(body: unknown): T }, asMember = false): Promise<T> {
  const res = await client(app, asMember ? jwt : undefined).get(path);
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  return schema.parse(res.body);
}

describe('forum answers', () => {
  it('categories, one category', async () => {
    const { data } = await read('/api/forum/categories', dataAnswerSchema(categorySchema.array()));
    expect(data.length).toBeGreaterThan(0);
    await read(`/api/forum/categories/${data[0].slug}`, dataAnswerSchema(categorySchema));
  });

  it('the topic list, for a guest and with the member’s own state', async () => {
    const guest = await read('/api/forum/topics?pageSize=50', pagedAnswerSchema(topicCardSchema));
    expect(guest.data.length).toBeGreaterThan(0);
    expect(guest.data.every((t) => t.userVote === undefined)).toBe(true);
    const member = await read('/api/forum/topics?pageSize=50', pagedAnswerSchema(topicCardSchema), true);
    expect(member.data.every((t) => t.userVote !== undefined && t.isAuthor !== undefined)).toBe(true);
  });

  it('a topic and its replies (quotes included), for a guest and for the member', async () => {
    const { data: topics } = await read('/api/forum/topics?sort=popular&pageSize=10', pagedAnswerSchema(topicCardSchema));
    let quotes = 0;
    for (const { slug } of topics.slice(0, 5)) {
      await read(`/api/forum/topics/${slug}`, dataAnswerSchema(topicDetailSchema));
      const { data: topic } = await read(`/api/forum/topics/${slug}`, dataAnswerSchema(topicDetailSchema), true);
      expect(topic.canModerate).toBe(false);
      await read(`/api/forum/topics/${slug}/replies`, pagedAnswerSchema(replyDetailSchema));
      const { data: replies } = await read(`/api/forum/topics/${slug}/replies`, pagedAnswerSchema(replyDetailSchema), true);
      expect(replies.every((r) => typeof r.canEdit === 'boolean')).toBe(true);
      quotes += replies.filter((r) => r.replyTo !== null).length;
    }
    expect(quotes).toBeGreaterThan(0);
  });

  it('the member’s own topics and replies', async () => {
    const { data } = await read('/api/forum/mine', myForumAnswerSchema, true);
    expect(data.topics.length + data.replies.length).toBeGreaterThan(0);
  });
});

describe('blog answers', () => {
  it('categories, the list and every post of its first page (covers, locked premium ones)', async () => {
    await read('/api/blog/categories', dataAnswerSchema(blogCategorySchema.array()));
    const { data: posts } = await read('/api/blog/posts', pagedAnswerSchema(blogCardSchema));
    expect(posts.some((p) => p.featuredImage !== null)).toBe(true);
    for (const { slug } of posts) await read(`/api/blog/posts/${slug}`, dataAnswerSchema(blogPostSchema));
    const premium = posts.find((p) => p.isPremium);
    if (premium) {
      const { data } = await read(`/api/blog/posts/${premium.slug}`, dataAnswerSchema(blogPostSchema));
      expect(data).toMatchObject({ locked: true, content: null });
    }
  });
});

describe('site answers', () => {
  it('stats, public settings (with the demo logins), house ads, pages', async () => {
    await read('/api/stats', dataAnswerSchema(siteStatsSchema));
    const { data: settings } = await read('/api/site-settings/public', dataAnswerSchema(publicSiteSettingsSchema));
    expect(settings.demoLogins.map((d) => d.username)).toContain('user');
    const { data: ads } = await read('/api/house-ads', dataAnswerSchema(houseAdSchema.array()));
    expect(ads.length).toBeGreaterThan(0);
    await read('/api/pages', dataAnswerSchema(pageSchema.array()));
  });

  it('/api/me for the signed-in member', async () => {
    const { data } = await read('/api/me', dataAnswerSchema(meSchema), true);
    expect(data.username).toBe('user');
  });
});

describe('the schemas are strict', () => {
  it('refuses an answer carrying a field the contract does not declare, or missing one it does', async () => {
    const res = await client(app).get('/api/stats');
    expect(() => siteStatsSchema.parse({ ...res.body.data, extra: 1 })).toThrow();
    const { members: _dropped, ...rest } = res.body.data;
    expect(() => siteStatsSchema.parse(rest)).toThrow();
  });
});
