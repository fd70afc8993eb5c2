import { test, expect } from './support/fixtures';
import { CMS_URL, DEMO, cms } from './support/cms';

/*
 * Findable (issue 11): RSS feeds and sitemap.xml are well-formed XML, posts and topics carry OpenGraph,
 * Twitter and schema.org JSON-LD, and none of it holds a premium post's body.
 */

interface Card {
  slug: string;
  title: string;
  isPremium: boolean;
}

/** A sentence from each premium post's body, read as an admin (who may read premium bodies). */
async function premiumBodies(): Promise<Array<{ slug: string; fragment: string }>> {
  const jwt = await cms.login(DEMO.admin.identifier, DEMO.admin.password);
  const cards = ((await (await fetch(`${CMS_URL}/api/blog/posts?pageSize=100`)).json()) as { data: Card[] }).data.filter(
    (c) => c.isPremium,
  );
  const out: Array<{ slug: string; fragment: string }> = [];
  for (const card of cards) {
    const post = (await (await fetch(`${CMS_URL}/api/blog/posts/${card.slug}`, { headers: { authorization: `Bearer ${jwt}` } })).json())
      .data;
    const line = String(post.content ?? '')
      .split('\n')
      .map((l: string) => l.trim())
      .filter((l: string) => /^[\p{L}][\p{L}\p{N} ,.'’!?-]{30,}$/u.test(l))
      .find((l: string) => !String(post.premiumPreview ?? '').includes(l.slice(0, 30)));
    if (line) out.push({ slug: card.slug, fragment: line.slice(0, 30) });
  }
  return out;
}

test('RSS feeds and the sitemap are well-formed and hold no premium body', async ({ page, request }) => {
  const bodies = await premiumBodies();
  test.skip(bodies.length === 0, 'no premium post with a plain body sentence in the demo data');
  await page.goto('/blog');
  const feedHref = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
  expect(feedHref).toBe('/blog/rss.xml');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const sitemapText = await sitemap.text();
  const categories = ((await (await fetch(`${CMS_URL}/api/blog/categories`)).json()) as { data: Array<{ slug: string }> }).data;
  const forumCategories = (
    (await (await fetch(`${CMS_URL}/api/forum/categories`)).json()) as { data: Array<{ slug: string; isPremium: boolean }> }
  ).data;
  const feeds = [
    '/blog/rss.xml',
    ...categories.map((c) => `/blog/kategori/${c.slug}/rss.xml`),
    ...forumCategories.filter((c) => !c.isPremium).map((c) => `/forum/kategori/${c.slug}/rss.xml`),
  ];
  const documents: Array<[string, string]> = [['/sitemap.xml', sitemapText]];
  for (const feed of feeds) {
    const res = await request.get(feed);
    expect(res.status(), feed).toBe(200);
    documents.push([feed, await res.text()]);
  }
  for (const [name, xml] of documents) {
    // The browser's XML parser: a <parsererror> means the document is not well-formed.
    const error = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return doc.getElementsByTagName('parsererror').length ? (doc.getElementsByTagName('parsererror')[0].textContent ?? 'error') : null;
    }, xml);
    expect(error, name).toBeNull();
    for (const { fragment } of bodies) expect(xml, `${name} holds a premium body`).not.toContain(fragment);
  }
  const openCategory = forumCategories.find((c) => !c.isPremium)!;
  await page.goto(`/forum/kategori/${openCategory.slug}`);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    `/forum/kategori/${openCategory.slug}/rss.xml`,
  );

  const blogFeed = documents.find(([n]) => n === '/blog/rss.xml')![1];
  expect(blogFeed).toContain('<rss version="2.0"');
  expect((blogFeed.match(/<item>/g) ?? []).length).toBeGreaterThan(0);

  // Every public page type is in the sitemap; sign-in-only screens are not.
  for (const path of ['/', '/forum', '/blog', `/blog/kategori/${categories[0].slug}`, `/blog/${bodies[0].slug}`]) {
    expect(sitemapText).toMatch(new RegExp(`<loc>https?://[^<]+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc>`));
  }
  expect(sitemapText).not.toContain('/dashboard<');
  expect(sitemapText).not.toContain('/ayarlar<');
});

test('a premium post and a topic carry OpenGraph, Twitter and valid JSON-LD without the premium body', async ({ page }) => {
  const bodies = await premiumBodies();
  test.skip(bodies.length === 0, 'no premium post with a plain body sentence in the demo data');
  const { slug, fragment } = bodies[0];
  await page.goto(`/blog/${slug}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'BlogPosting', isAccessibleForFree: false });
  expect(typeof ld.headline).toBe('string');
  expect(ld.author['@type']).toBe('Person');
  expect(Number.isNaN(Date.parse(ld.datePublished))).toBe(false);
  expect(JSON.stringify(ld)).not.toContain(fragment);
  // Nor anywhere in the static HTML a guest is served.
  const html = await (await page.request.get(`/blog/${slug}`)).text();
  expect(html).not.toContain(fragment);

  // A topic of the build (other specs create topics that open through the live route until the next build).
  const topics = (
    (await (await fetch(`${CMS_URL}/api/forum/topics?sort=top&pageSize=20`)).json()) as { data: Array<{ slug: string; title: string }> }
  ).data;
  let built: { slug: string; title: string } | undefined;
  for (const t of topics) {
    if ((await (await page.request.get(`/forum/konu/${t.slug}`)).text()).includes('DiscussionForumPosting')) {
      built = t;
      break;
    }
  }
  expect(built).toBeDefined();
  await page.goto(`/forum/konu/${built!.slug}`);
  const topicLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(topicLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'DiscussionForumPosting', headline: built!.title });
  expect(topicLd.interactionStatistic.length).toBeGreaterThan(0);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
});
