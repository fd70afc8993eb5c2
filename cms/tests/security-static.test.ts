import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupStrapi, teardownStrapi, type App } from './helpers/strapi';
import { category, member, topic, type Member } from './helpers/forum';

// A page whose content stops being public must leave the static site at once, before the rebuild: the cms
// tells the runner `hide: true` (scripts/lib/rebuild.mjs takes the page and its page-data out).

interface Hook {
  type: string;
  slug?: string;
  hide?: boolean;
}
let app: App;
let server: http.Server;
const received: Hook[] = [];
let moderator: Member;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.headers['x-rebuild-secret'] === 'hook-secret-for-tests-0123') received.push(JSON.parse(body));
      res.writeHead(202).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.REBUILD_HOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__rebuild`;
  process.env.REBUILD_HOOK_SECRET = 'hook-secret-for-tests-0123';
  app = await setupStrapi(__filename);
  const { seed } = require('../dist/src/seed');
  await seed(app, { size: 1 });
  const { watchEditorialContent } = require('../dist/src/lib/rebuild');
  watchEditorialContent(app);
  moderator = await member(app, 'moderator');
});
afterAll(async () => {
  delete process.env.REBUILD_HOOK_URL;
  delete process.env.REBUILD_HOOK_SECRET;
  await teardownStrapi(app);
  await new Promise((resolve) => server.close(resolve));
});

/** The hook calls that arrive for `slug` (fire and forget: wait until one is there). */
async function hooksFor(slug: string, atLeast = 1): Promise<Hook[]> {
  const deadline = Date.now() + 5000;
  while (received.filter((h) => h.slug === slug).length < atLeast && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return received.filter((h) => h.slug === slug);
}

describe('premium move', () => {
  it('moving a topic into a premium category hides its static page at once; other moves only rebuild', async () => {
    const open = await app.db
      .query('api::forum-category.forum-category')
      .findMany({ where: { isPremium: false }, populate: { settings: true } });
    const [from, to] = open.filter((c: any) => c.settings?.isActive !== false && !c.settings?.requireApproval);
    const premium = await category(app, { isPremium: true });
    const t = await topic(moderator, from.slug);
    expect((await moderator.patch(`/api/forum/topics/${t.id}/moderation`, { category: to.slug })).status).toBe(200);
    expect((await hooksFor(t.slug, 2)).map((h) => Boolean(h.hide))).toEqual([false, false]);
    expect((await moderator.patch(`/api/forum/topics/${t.id}/moderation`, { category: premium.slug })).status).toBe(200);
    const hooks = await hooksFor(t.slug, 3);
    expect(hooks.at(-1)).toEqual({ type: 'topic', slug: t.slug, hide: true });
  });
});

describe('a category made premium', () => {
  it('hides every topic page in it at once', async () => {
    const open = await app.db
      .query('api::forum-category.forum-category')
      .findMany({ where: { isPremium: false }, populate: { settings: true } });
    const target = open.filter((c: any) => c.settings?.isActive !== false && !c.settings?.requireApproval).at(-1);
    const t = await topic(moderator, target.slug);
    const slugsInCategory = (
      await app.db.query('api::topic.topic').findMany({ where: { category: { id: target.id } }, select: ['slug'] })
    ).map((r: { slug: string }) => r.slug);
    await app.documents('api::forum-category.forum-category').update({ documentId: target.documentId, data: { isPremium: true } });
    const deadline = Date.now() + 5000;
    let hook: (Hook & { slugs?: string[] }) | undefined;
    while (!hook && Date.now() < deadline) {
      hook = received.find((h: any) => h.hide && Array.isArray(h.slugs) && h.slugs.includes(t.slug));
      if (!hook) await new Promise((r) => setTimeout(r, 20));
    }
    expect(hook).toMatchObject({ type: 'topic', hide: true });
    expect([...(hook!.slugs ?? [])].sort()).toEqual([...slugsInCategory].sort());
  });
});

describe('editorial blog posts', () => {
  it('unpublishing, deleting or making a post premium hides its static page; a plain edit only rebuilds', async () => {
    const documents = app.documents('api::blog-post.blog-post');
    const make = async (slug: string) =>
      documents.create({ data: { title: `Yazı ${slug}`, slug, content: 'Uzun bir gövde.', isPremium: false }, status: 'published' });

    const edited = await make('duzenlenen-yazi');
    await documents.update({ documentId: edited.documentId, data: { title: 'Yeni başlık' }, status: 'published' });
    expect((await hooksFor('duzenlenen-yazi')).every((h) => !h.hide)).toBe(true);

    const premium = await make('premiuma-gecen-yazi');
    await documents.update({ documentId: premium.documentId, data: { isPremium: true }, status: 'published' });
    expect((await hooksFor('premiuma-gecen-yazi')).some((h) => h.hide)).toBe(true);

    const unpublished = await make('yayindan-kalkan-yazi');
    await documents.unpublish({ documentId: unpublished.documentId });
    expect((await hooksFor('yayindan-kalkan-yazi')).some((h) => h.hide)).toBe(true);

    const deleted = await make('silinen-yazi');
    await documents.delete({ documentId: deleted.documentId });
    expect((await hooksFor('silinen-yazi')).some((h) => h.hide)).toBe(true);
  });
});
