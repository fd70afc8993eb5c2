import path from 'node:path';
import fs from 'node:fs/promises';
import type { GatsbyNode, Reporter } from 'gatsby';
import type { BlogCategory, BlogPost, Category, HouseAd, Page, TopicCard } from './src/api-client/types';
import type {
  BlogIndexContext,
  CategoryContext,
  ForumIndexContext,
  GenericPageContext,
  HomeContext,
  RedirectContext,
} from './src/templates/contexts';
import { ALIASES, CLIENT_ROUTES, REDIRECTS, pageFileOf } from './src/routes';
import { HOME_SHELL_TABS, homeContext, homeTabShellPath, pointHomeShellsAtRoot } from './src/pagedata/home-page';
import { blogIndexPages } from './src/pagedata/blog-index';
import { writeFindable } from './src/pagedata/findable';
import { withoutVolatile } from './src/pagedata/volatile';
import { blogPostPage, profilePage, topicPage, type ContentPage } from './src/pagedata/content-pages';
import { scanHtml } from './src/pagedata/html-scan';
import { stamped } from './src/pagedata/stamp';
import { webpackConfigOf } from './src/bundling-webpack';
import { categorySprite } from './src/components/forum/categorySprite';
import { CATEGORY_SPRITE_URL } from './src/components/forum/categorySpriteUrl';
import { CONCURRENCY, cmsGet, cmsGetAll, cmsGetPaged, mapLimit, orNullWhenDenied } from './src/pagedata/cms-api';
import { DEFAULT_TOPIC_SORT, DEFAULT_FORUM_SORT, type AnnouncementRow, type PublicProfile, type TopicPage } from '@oyundev/domain';

/*
 * Data flow: the build reads the cms REST API as a guest and hands each template its data through
 * pageContext. We chose pageContext over sourceNodes + page queries because the API already answers in
 * exactly the shapes the templates render (site/CONTEXT.md), and those shapes have nullable, sometimes
 * always-null fields (lastUser, content of a locked topic, replyTo) that Gatsby's schema inference would
 * silently drop or type wrongly — a page query would then fail on a field that "does not exist". With
 * pageContext the data reaches the template unchanged and typed by src/templates/contexts.ts.
 * The exceptions are the announcements and the house ads: they are not pages (the shell shows them), so they
 * need a static query, hence explicitly typed nodes. The footer's site counts are not in the build at all: a
 * figure in every page's HTML made every publish re-render all of them (a new topic changes the topic count).
 */

/** Route-table generic pages (spec §2): they exist even before an editor writes them. */
const GENERIC_PAGES = ['hakkimizda', 'iletisim', 'kurallar', 'gizlilik', 'premium', 'bookmarks', 'help'];

/** First path segments that belong to other screens; a cms page may not take them over. */
const RESERVED_SEGMENTS = new Set([
  '',
  'forum',
  'blog',
  'admin',
  'profil',
  'profile',
  'notifications',
  'login',
  'register',
  'giris',
  'kayit',
  'verify-email',
  'forgot-password',
  'reset-password',
  'dashboard',
  'user-dashboard',
  'ayarlar',
  'settings',
  'onboarding',
  'discover',
  'arama',
  'trending',
  'kaydedilenler',
  '404',
  'api',
  'uploads',
  'page-data',
  'static',
]);

function fail(reporter: Reporter, error: unknown): never {
  reporter.panic(error instanceof Error ? error.message : String(error), error instanceof Error ? error : undefined);
  throw error; // panic exits; this only satisfies the type checker
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type SiteAnnouncement implements Node @dontInfer {
      announcementId: Int!
      title: String!
      content: String!
      type: String!
      createdAt: String!
    }
    type HouseAd implements Node @dontInfer {
      adId: Int!
      title: String!
      slot: String!
      linkUrl: String!
      altText: String!
      weight: Int!
      imageUrl: String!
      imageWidth: Int!
      imageHeight: Int!
      srcSet: String!
    }
  `);
};

export const sourceNodes: GatsbyNode['sourceNodes'] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  // Announcements (shell/AnnouncementBanner reads them with a static query): the active ones go into the HTML,
  // so the banner takes its place before hydration; a change in Site ayarları → Duyurular rebuilds.
  let announcements: AnnouncementRow[];
  try {
    announcements = (await cmsGet<AnnouncementRow[]>('/api/announcements')).data;
  } catch (error) {
    return fail(reporter, error);
  }
  for (const a of announcements) {
    const node = { announcementId: a.id, title: a.title, content: a.content, type: a.type, createdAt: a.createdAt };
    actions.createNode({
      id: createNodeId(`oyundev-announcement-${a.id}`),
      ...node,
      internal: { type: 'SiteAnnouncement', contentDigest: createContentDigest(node) },
    });
  }

  // House ads (shell/AdSlot reads them with a static query): the ones active at build time, written into
  // the HTML with their space reserved. An ad that starts or ends later shows up or goes at the next build.
  let ads: HouseAd[];
  try {
    ads = (await cmsGet<HouseAd[]>('/api/house-ads')).data;
  } catch (error) {
    return fail(reporter, error);
  }
  for (const ad of ads) {
    const node = {
      adId: ad.id,
      title: ad.title,
      slot: ad.slot,
      linkUrl: ad.linkUrl,
      altText: ad.altText,
      weight: ad.weight,
      imageUrl: ad.image.url,
      imageWidth: ad.image.width,
      imageHeight: ad.image.height,
      srcSet: [...ad.image.formats, { url: ad.image.url, width: ad.image.width }].map((f) => `${f.url} ${f.width}w`).join(', '),
    };
    actions.createNode({
      id: createNodeId(`oyundev-house-ad-${ad.id}`),
      ...node,
      internal: { type: 'HouseAd', contentDigest: createContentDigest(node) },
    });
  }
};

export const createPages: GatsbyNode['createPages'] = async ({ actions, reporter }) => {
  const { createRedirect } = actions;
  // Every page's data carries its digest, which its HTML carries too (src/pagedata/stamp.ts).
  const createPage = <T extends object>(page: { path: string; component: string; context: T; matchPath?: string }) =>
    actions.createPage({ ...page, context: stamped(page.context) });
  const template = (name: string) => path.resolve(__dirname, 'src/templates', `${name}.tsx`);

  // The cms reads, each timed in the build's output ("success oyundev: read …"), all started at once; the pages are
  // created after, in the same order as before. At the large seed on two cores the reads take as long together as
  // they did one after another (~13 s: the cms's one Node process is busy throughout), so the gain is small; what
  // the timings show is where createPages goes — the reads, then ~9 s creating 15,700 pages.
  const read = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const activity = reporter.activityTimer(`oyundev: read ${name}`);
    activity.start();
    try {
      return await work();
    } finally {
      activity.end();
    }
  };

  try {
    const [forum, topicPages, blog, blogPosts, home, members, pages] = await Promise.all([
      read('forum', async () => {
        const [categories, forumFirstPage] = await Promise.all([
          cmsGet<Category[]>('/api/forum/categories').then((b) => b.data),
          cmsGetPaged<TopicCard>('/api/forum/topics', { sort: DEFAULT_FORUM_SORT, page: '1' }),
        ]);
        const categoryTopics = await mapLimit(categories, CONCURRENCY, (category) =>
          orNullWhenDenied(cmsGetPaged<TopicCard>('/api/forum/topics', { category: category.slug, sort: DEFAULT_TOPIC_SORT, page: '1' })),
        );
        return { categories, forumFirstPage, categoryTopics };
      }),
      // Every topic a guest sees with its first page of replies, a hundred topics per request (not two per topic).
      read('topic pages', () => cmsGetAll<TopicPage>('/api/forum/topic-pages')),
      read('blog lists', async () => {
        const blogCategories = (await cmsGet<BlogCategory[]>('/api/blog/categories')).data;
        return blogIndexPages(blogCategories, cmsGetPaged);
      }),
      // Every published post as a guest reads it, a hundred per request (not one request per post): the bulk read
      // answers as a guest whoever asks, so no premium body reaches the HTML or page-data.
      read('blog posts', () => cmsGetAll<BlogPost>('/api/blog/post-pages')),
      read('home', () => homeContext(cmsGet)),
      // Each public profile as a guest reads it, a hundred per request (not one request per member).
      read('profiles', () => cmsGetAll<PublicProfile>('/api/profile-pages')),
      read('pages', async () => (await cmsGet<Page[]>('/api/pages')).data),
    ]);

    const creating = reporter.activityTimer('oyundev: create pages');
    creating.start();
    // ── Forum ──────────────────────────────────────────────────────────────
    const { categories, forumFirstPage, categoryTopics } = forum;
    createPage<ForumIndexContext>({
      path: '/forum',
      component: template('forum-index'),
      context: { categories, topics: forumFirstPage },
    });
    categories.forEach((category, i) => {
      createPage<CategoryContext>({
        path: `/forum/kategori/${category.slug}`,
        component: template('category'),
        // A list card shows no reputation; left out, another category's new topic does not rewrite this one.
        context: withoutVolatile({ slug: category.slug, category, topics: categoryTopics[i] }),
      });
    });
    // The content pages (src/pagedata/content-pages.ts: the fast lane writes the same pages for one item).
    const createContentPage = ({ path: pagePath, template: name, context }: ContentPage<object>) =>
      createPage({ path: pagePath, component: template(name), context });
    topicPages.map(topicPage).forEach(createContentPage);

    // ── Blog ───────────────────────────────────────────────────────────────
    for (const { path: pagePath, context } of blog) {
      createPage<BlogIndexContext>({ path: pagePath, component: template('blog-index'), context: withoutVolatile(context) });
    }
    blogPosts.map(blogPostPage).forEach(createContentPage);

    createPage<HomeContext>({ path: '/', component: template('home'), context: home });
    // The other tabs' static HTML, for readers without JavaScript (onPostBuild points them at `/`).
    for (const tab of HOME_SHELL_TABS) {
      createPage<HomeContext>({ path: homeTabShellPath(tab), component: template('home'), context: { ...home, tab } });
    }
    // ── Public profiles: a static page per member whose profile is public (crawlable) ──
    members.map(profilePage).forEach(createContentPage);

    // ── Generic pages ──────────────────────────────────────────────────────
    const bySlug = new Map(pages.map((p) => [p.slug, p]));
    const slugs = new Set([...GENERIC_PAGES, ...pages.map((p) => p.slug)]);
    for (const slug of slugs) {
      if (!/^[a-z0-9-]+$/.test(slug) || RESERVED_SEGMENTS.has(slug)) {
        reporter.warn(`cms page "${slug}" skipped: its path belongs to another screen`);
        continue;
      }
      createPage<GenericPageContext>({
        path: `/${slug}`,
        component: template('generic-page'),
        context: { slug, page: bySlug.get(slug) ?? null },
      });
    }

    creating.end();
    reporter.info(
      `oyundev: ${categories.length} categories, ${topicPages.length} topics, ${blogPosts.length} blog posts, ${members.length} profiles, ${slugs.size} pages`,
    );
  } catch (error) {
    fail(reporter, error);
  }

  // ── Client-only routes: anything newer than this build opens live from the API ──
  for (const { path: pagePath, matchPath, template: name } of CLIENT_ROUTES) {
    createPage({ path: pagePath, matchPath, component: template(name), context: {} });
  }

  // ── Route aliases: the one table in src/routes.ts ──
  for (const { from, to, title } of REDIRECTS) {
    createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true });
    createPage<RedirectContext>({ path: from, component: template('redirect'), context: { to, title } });
  }
  for (const { path: alias, sameAs } of ALIASES) {
    createPage({ path: alias, component: path.resolve(__dirname, 'src/pages', pageFileOf(sameAs)), context: {} });
  }
};

/** The category icons' sprite (src/components/forum/categorySprite.ts), for `gatsby develop` and the build alike. */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async () => {
  const publicDir = path.resolve(__dirname, 'public');
  await fs.mkdir(publicDir, { recursive: true });
  await fs.writeFile(path.join(publicDir, CATEGORY_SPRITE_URL.slice(1)), categorySprite());
};

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const publicDir = path.resolve(__dirname, 'public');
  await pointHomeShellsAtRoot(publicDir).catch((error) => fail(reporter, error));

  // The site server reads this to answer /giris and /kayit with a 301 (scripts/lib/served-site.mjs).
  await fs.writeFile(
    path.join(publicDir, '_redirects.json'),
    JSON.stringify(
      REDIRECTS.map(({ from, to }) => ({ from, to })),
      null,
      2,
    ),
  );

  // Each page read once (only the pages this build rewrote; html-scan.ts), for the sitemap and the NUL guard.
  const html = await scanHtml(publicDir, path.resolve(__dirname, '.cache', 'oyundev-html-scan.json')).catch((error) =>
    fail(reporter, error),
  );
  const findable = await writeFindable(
    publicDir,
    cmsGet,
    REDIRECTS.map((r) => r.from),
    html.pages,
  ).catch((error) => fail(reporter, error));
  reporter.info(`oyundev: ${findable.feeds} RSS feeds, sitemap.xml with ${findable.pages} pages (${html.read} HTML files read)`);

  // Guard for the React streaming bug worked around in gatsby-ssr (replaceRenderer): a NUL byte in a
  // page is corrupted Turkish text, so it fails the build instead of shipping.
  const corrupted = html.pages.filter((page) => page.nul).map((page) => page.file);
  if (corrupted.length) reporter.panic(`NUL bytes in built HTML: ${corrupted.slice(0, 10).join(', ')}`);
};

export const onCreateWebpackConfig = webpackConfigOf(__dirname);
