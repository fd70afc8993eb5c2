import path from 'node:path';
import fs from 'node:fs/promises';
import type { BlogCard, BlogCategory, Category, TopicCard } from '../api-client/types';
import { msg } from '@oyundev/domain';
import { feedPaths } from './feed-paths';
import type { HtmlPage } from './html-scan';

/*
 * What makes the site findable outside its own pages, written into public/ after the build: RSS 2.0 feeds of
 * the blog, of each blog category and of each forum category, and sitemap.xml of every public page. Feeds
 * carry titles and the list excerpts a guest reads (a premium post's public preview), never a body.
 */

type CmsGet = <T>(pathAndQuery: string) => Promise<{ data: T }>;

/** Items in one feed: the newest this many. */
export const FEED_ITEMS = 30;

/** Characters XML 1.0 does not allow at all (control characters other than tab, newline, return). */
function xmlAllowed(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}

export function xmlEscape(text: string): string {
  return Array.from(text)
    .filter(xmlAllowed)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface FeedEntry {
  title: string;
  link: string;
  description: string;
  date: string;
  author?: string | null;
  categories: string[];
}

/** An RSS 2.0 document (with its atom:link self reference). */
export function rss({
  title,
  description,
  link,
  self,
  entries,
}: {
  title: string;
  description: string;
  link: string;
  self: string;
  entries: FeedEntry[];
}): string {
  const items = entries
    .map(
      (e) => `    <item>
      <title>${xmlEscape(e.title)}</title>
      <link>${xmlEscape(e.link)}</link>
      <guid isPermaLink="true">${xmlEscape(e.link)}</guid>
      <description>${xmlEscape(e.description)}</description>
      <pubDate>${new Date(e.date).toUTCString()}</pubDate>
${e.author ? `      <dc:creator>${xmlEscape(e.author)}</dc:creator>\n` : ''}${e.categories.map((c) => `      <category>${xmlEscape(c)}</category>\n`).join('')}    </item>`,
    )
    .join('\n');
  const updated = entries[0]?.date ? `\n    <lastBuildDate>${new Date(entries[0].date).toUTCString()}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlEscape(title)}</title>
    <link>${xmlEscape(link)}</link>
    <description>${xmlEscape(description)}</description>
    <language>tr-TR</language>${updated}
    <atom:link href="${xmlEscape(self)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`;
}

const postEntry =
  (siteUrl: string) =>
  (p: BlogCard): FeedEntry => ({
    title: p.title,
    link: `${siteUrl}/blog/${p.slug}`,
    description: p.excerpt,
    date: p.publishDate,
    author: p.author?.username,
    categories: [...(p.category ? [p.category.name] : []), ...p.tags],
  });

const topicEntry =
  (siteUrl: string) =>
  (t: TopicCard): FeedEntry => ({
    title: t.title,
    link: `${siteUrl}/forum/konu/${t.slug}`,
    description: t.excerpt,
    date: t.createdAt,
    author: t.author?.username,
    categories: t.tags,
  });

async function write(publicDir: string, urlPath: string, body: string) {
  const file = path.join(publicDir, urlPath);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, body);
}

/** Writes every feed; returns their paths. */
export async function writeFeeds(publicDir: string, siteUrl: string, cmsGet: CmsGet): Promise<string[]> {
  const written: string[] = [];
  const emit = async (urlPath: string, doc: Parameters<typeof rss>[0]) => {
    await write(publicDir, urlPath, rss(doc));
    written.push(urlPath);
  };
  const posts = (await cmsGet<BlogCard[]>(`/api/blog/posts?page=1&pageSize=${FEED_ITEMS}`)).data;
  await emit(feedPaths.blog, {
    title: msg('feed.blog.title'),
    description: msg('feed.blog.description'),
    link: `${siteUrl}/blog`,
    self: `${siteUrl}${feedPaths.blog}`,
    entries: posts.map(postEntry(siteUrl)),
  });
  for (const category of (await cmsGet<BlogCategory[]>('/api/blog/categories')).data) {
    const list = (await cmsGet<BlogCard[]>(`/api/blog/posts?page=1&pageSize=${FEED_ITEMS}&category=${encodeURIComponent(category.slug)}`))
      .data;
    await emit(feedPaths.blogCategory(category.slug), {
      title: msg('feed.blogCategory.title', { name: category.name }),
      description: msg('feed.blogCategory.description', { name: category.name }),
      link: `${siteUrl}/blog/kategori/${category.slug}`,
      self: `${siteUrl}${feedPaths.blogCategory(category.slug)}`,
      entries: list.map(postEntry(siteUrl)),
    });
  }
  for (const category of (await cmsGet<Category[]>('/api/forum/categories')).data) {
    // A premium category's topics are not listed to a guest: it has no public feed.
    if (category.isPremium) continue;
    const topics = (
      await cmsGet<TopicCard[]>(`/api/forum/topics?sort=new&page=1&pageSize=${FEED_ITEMS}&category=${encodeURIComponent(category.slug)}`)
    ).data;
    await emit(feedPaths.forumCategory(category.slug), {
      title: msg('feed.forumCategory.title', { name: category.name }),
      description: category.description || msg('feed.forumCategory.description', { name: category.name }),
      link: `${siteUrl}/forum/kategori/${category.slug}`,
      self: `${siteUrl}${feedPaths.forumCategory(category.slug)}`,
      entries: topics.map(topicEntry(siteUrl)),
    });
  }
  return written;
}

/** Client-only fallbacks and build artefacts: pages with no address of their own. */
const NOT_PAGES = [
  /^\/404/,
  /^\/dev-404-page/,
  /\[slug\]/,
  /^\/forum\/konu$/,
  /^\/forum\/kategori$/,
  /^\/profil$/,
  /^\/profile$/,
  /^\/admin(\/|$)/,
];

/**
 * sitemap.xml: every page the build wrote that asks to be indexed — pages marked noindex (sign-in-only screens,
 * not-found pages) and redirects are left out.
 */
export async function writeSitemap(publicDir: string, siteUrl: string, redirectPaths: string[], pages: HtmlPage[]): Promise<string[]> {
  const redirects = new Set(redirectPaths);
  const paths: string[] = [];
  for (const { file, noindex } of pages) {
    const urlPath = `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/';
    if (NOT_PAGES.some((re) => re.test(urlPath)) || redirects.has(urlPath) || noindex) continue;
    paths.push(urlPath);
  }
  paths.sort();
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((p) => `  <url><loc>${xmlEscape(`${siteUrl}${p === '/' ? '/' : encodeURI(p)}`)}</loc></url>`).join('\n')}
</urlset>
`;
  await write(publicDir, '/sitemap.xml', body);
  return paths;
}

/** The site's public address, as gatsby-config reads it. */
export const SITE_URL = (process.env.SITE_URL || 'http://localhost:8000').replace(/\/+$/, '');

/** Feeds, then the sitemap (it lists the pages the build wrote). */
export async function writeFindable(publicDir: string, cmsGet: CmsGet, redirectPaths: string[], html: HtmlPage[]) {
  const feeds = await writeFeeds(publicDir, SITE_URL, cmsGet);
  const pages = await writeSitemap(publicDir, SITE_URL, redirectPaths, html);
  await write(publicDir, '/robots.txt', `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${SITE_URL}/sitemap.xml\n`);
  return { feeds: feeds.length, pages: pages.length };
}
