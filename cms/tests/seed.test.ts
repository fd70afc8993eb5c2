import { ENGINE_OPTIONS, SPECIALTY_OPTIONS, optionValues, socialLinksSchema } from '@oyundev/domain';
import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';
import { tableCounts } from './helpers/fixtures';
import { expectRecountAgrees } from './helpers/forum';

// The demo data a newcomer judges the community by: replies that answer their topic, blog posts of real
// length with a cover, members who finished onboarding, house ads — and a seed that runs once.
let app: App;
let forum: any;
const NOW = new Date('2026-11-20T12:00:00Z');

beforeAll(async () => {
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  forum = require('../dist/src/seed/content/forum');
  const result = await seed(app, { size: 1, now: NOW });
  expect(result.skipped).toBe(false);
});
afterAll(async () => {
  await teardownStrapi(app);
});

const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

it('answers each topic with replies written for it (or short follow-ups that fit any topic)', async () => {
  const replies = await app.db.query('api::reply.reply').findMany({
    where: { isDeleted: false },
    populate: { topic: { select: ['title'] }, replyTo: { select: ['id'] } },
  });
  expect(replies.length).toBeGreaterThan(150);
  const generic = new Set<string>([...forum.NEUTRAL_REPLIES, forum.SOLVED_REPLY]);
  const engineOf = new Map<string, { pattern: string; engine: string }>();
  for (const pattern of forum.ENGINE_TOPICS)
    for (const e of forum.ENGINE_CATEGORIES)
      engineOf.set(pattern.title.replace('{engine}', e.engine), { pattern: pattern.title, engine: e.engine });
  let own = 0;
  const byId = new Map<number, any>(replies.map((r: any) => [r.id, r]));
  for (const r of replies) {
    if (r.replyTo) {
      // "@name Katılıyorum…" answers one of the topic's own answers, never a short follow-up.
      const target = byId.get(r.replyTo.id);
      if (target)
        expect({ reply: r.content, to: generic.has(target.content) ? target.content : 'an answer' }).toEqual({
          reply: r.content,
          to: 'an answer',
        });
      continue;
    }
    if (generic.has(r.content)) continue;
    const title = r.topic.title.replace(/ \(\d+\)$/, '');
    const pattern = engineOf.get(title);
    const written = pattern
      ? forum.TOPIC_REPLIES[pattern.pattern].map((x: string) => x.replace(/\{engine\}/g, pattern.engine))
      : forum.TOPIC_REPLIES[title];
    expect({ topic: title, reply: written?.map((x: string) => x.replace(/^OP: /, '')).includes(r.content) ? 'own' : r.content }).toEqual({
      topic: title,
      reply: 'own',
    });
    own += 1;
  }
  expect(own).toBeGreaterThan(replies.length / 2);
  // The netcode answer sits under the netcode question only.
  const netcode = replies.filter((r: any) => r.content.startsWith('İstemci tahmini için girdileri sıra numarasıyla sakla'));
  for (const r of netcode) expect(r.topic.title).toMatch(/^Netcode for GameObjects/);
});

it('publishes blog posts of 600–1500 words with headings, code and a cover image', async () => {
  const res = await api(app).get('/api/blog/posts?pageSize=50');
  expect(res.status).toBe(200);
  expect(res.body.data.length).toBeGreaterThanOrEqual(10);
  const posts = await app.documents('api::blog-post.blog-post').findMany({ status: 'published', populate: { featuredImage: true } });
  expect(posts).toHaveLength(res.body.data.length);
  for (const p of posts) {
    expect({ title: p.title, words: words(p.content) >= 600 && words(p.content) <= 1500 }).toEqual({ title: p.title, words: true });
    expect(p.content).toMatch(/^## /m);
    expect(p.content).toMatch(/^```|\n- |\n1\. /m);
    expect(p.readTime).toBeGreaterThanOrEqual(3);
    expect(p.featuredImage).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/.+\.webp$/),
      width: 1200,
      height: 630,
      mime: 'image/webp',
    });
    expect(p.featuredImage.alternativeText).toBeTruthy();
  }
});

it('gives every member a finished onboarding and a complete profile with valid option values and links', async () => {
  const members = await app.db.query('plugin::users-permissions.user').findMany({
    select: ['username', 'onboardingCompleted', 'bio', 'location', 'gameEngines', 'specialties', 'socialLinks'],
  });
  expect(members.length).toBeGreaterThan(30);
  const engines = new Set<string>(optionValues(ENGINE_OPTIONS));
  const specialties = new Set<string>(optionValues(SPECIALTY_OPTIONS));
  for (const m of members) {
    const profile = {
      username: m.username,
      onboardingCompleted: m.onboardingCompleted,
      bio: Boolean(m.bio?.trim()),
      location: Boolean(m.location?.trim()),
      engines: m.gameEngines.length > 0 && m.gameEngines.every((v: string) => engines.has(v)),
      specialties: m.specialties.length > 0 && m.specialties.every((v: string) => specialties.has(v)),
      links: socialLinksSchema.strict().safeParse(m.socialLinks).success && Object.keys(m.socialLinks).length >= 1,
    };
    expect(profile).toEqual({
      username: m.username,
      onboardingCompleted: true,
      bio: true,
      location: true,
      engines: true,
      specialties: true,
      links: true,
    });
  }
});

it('seeds three active house ads with their images, one per slot', async () => {
  const res = await api(app).get('/api/house-ads');
  expect(res.status).toBe(200);
  expect(res.body.data.map((ad: any) => ad.slot).sort()).toEqual(['in-content', 'list-top', 'sidebar']);
  for (const ad of res.body.data) expect(ad.image.url).toMatch(/^\/uploads\//);
});

it('keeps the demo logins working', async () => {
  for (const [identifier, password] of [
    ['admin', 'Admin123!'],
    ['moderator', 'Moder123!'],
    ['user', 'User123!'],
  ]) {
    const res = await api(app).post('/api/auth/local').set('X-Forwarded-For', `10.9.9.${identifier.length}`).send({ identifier, password });
    expect({ identifier, status: res.status }).toEqual({ identifier, status: 200 });
  }
});

it('counters agree with the rows, and a second run changes nothing', async () => {
  await expectRecountAgrees(app);
  const before = await tableCounts(app);
  const files = await app.db.query('plugin::upload.file').count({});
  const { seed } = require('../dist/src/seed');
  expect(await seed(app, { size: 1, now: NOW })).toEqual({ skipped: true });
  expect(await tableCounts(app)).toEqual(before);
  expect(await app.db.query('plugin::upload.file').count({})).toBe(files);
});
