import { setupStrapi, teardownStrapi, api, type App } from './helpers/strapi';
import { createMember } from './helpers/fixtures';

// No public endpoint may return a password hash, a token or any member's email — checked over every GET
// route of the content API with the demo data loaded, as a guest and as a plain member.
const SECRET = /"(password|resetPasswordToken|confirmationToken|email|ipAddress|userAgent|editHistory|idempotencyKey)"\s*:/;

let app: App;
beforeAll(async () => {
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  await seed(app, { size: 0.2 });
});
afterAll(async () => {
  await teardownStrapi(app);
});

async function concretePaths() {
  const topic = await app.db.query('api::topic.topic').findOne({ where: { isActive: true }, select: ['slug'] });
  const category = await app.db.query('api::forum-category.forum-category').findOne({ select: ['slug'] });
  const post = await app.db.query('api::blog-post.blog-post').findOne({ where: { publishedAt: { $notNull: true } }, select: ['slug'] });
  const page = await app.db.query('api::page.page').findOne({ select: ['slug'] });
  const user = await app.db.query('plugin::users-permissions.user').findOne({ select: ['id', 'username'] });
  const values: Record<string, string> = {
    slugOrId: topic?.slug ?? '1',
    id: String(user?.id ?? 1),
    username: user?.username ?? 'admin',
  };
  return app.server
    .listRoutes()
    .filter((layer: any) => layer.path.startsWith('/api/') && layer.methods.includes('GET'))
    .map((layer: any) =>
      layer.path.replace(/:([A-Za-z]+)/g, (_: string, name: string) => {
        if (name === 'slug') {
          if (layer.path.includes('/categories')) return category?.slug ?? 'x';
          if (layer.path.includes('/blog')) return post?.slug ?? 'x';
          if (layer.path.includes('/pages')) return page?.slug ?? 'x';
        }
        return values[name] ?? '1';
      }),
    );
}

it('the demo data is there to be leaked (the check below is not vacuous)', async () => {
  expect(await app.db.query('plugin::users-permissions.user').count({})).toBeGreaterThan(3);
  expect(await app.db.query('api::topic.topic').count({})).toBeGreaterThan(3);
});

it('no GET route shows a guest or a member any secret field or another member’s email', async () => {
  const member = await createMember(app, 'user');
  const emails = (await app.db.query('plugin::users-permissions.user').findMany({ select: ['email'] }))
    .map((u: any) => u.email)
    .filter((e: string) => e !== member.email);
  const paths = await concretePaths();
  expect(paths.length).toBeGreaterThan(5);
  let answered = 0;
  for (const path of paths) {
    for (const auth of [null, member.jwt]) {
      const req = api(app).get(path);
      if (auth) req.set('Authorization', `Bearer ${auth}`);
      const res = await req;
      expect(res.status).toBeLessThan(500);
      if (res.status !== 200) continue;
      answered += 1;
      const text = JSON.stringify(res.body);
      const own = path === '/api/me' || path === '/api/users/me' || path === '/api/account/export';
      if (!own) expect({ path, leak: SECRET.exec(text)?.[0] ?? null }).toEqual({ path, leak: null });
      for (const email of emails) expect({ path, leaked: text.includes(email) ? email : null }).toEqual({ path, leaked: null });
    }
  }
  expect(answered).toBeGreaterThan(5);
});

it('static-build reads never carry a premium body to a guest', async () => {
  const premiumPost = await app.db
    .query('api::blog-post.blog-post')
    .findOne({ where: { isPremium: true, publishedAt: { $notNull: true } } });
  expect(premiumPost).toBeTruthy();
  const res = await api(app).get(`/api/blog/posts/${premiumPost.slug}`);
  expect(res.status).toBe(200);
  expect(res.body.data.locked).toBe(true);
  expect(res.body.data.content).toBeNull();
  // The preview is the public opening; what comes after it must not reach a guest.
  const rest = premiumPost.content.slice((premiumPost.premiumPreview ?? '').length).trim();
  expect(rest.length).toBeGreaterThan(100);
  expect(JSON.stringify(res.body)).not.toContain(JSON.stringify(rest.slice(0, 80)).slice(1, -1));
});
