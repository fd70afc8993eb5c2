import type { Locator, Page } from '@playwright/test';
import { test, expect, signInThroughStorage } from './support/fixtures';
import { CMS_URL, cms, DEMO } from './support/cms';

/*
 * The browser bundle runs on preact/compat while the static HTML is rendered by React at build time
 * (site/gatsby-node.ts, site/src/preact/client.ts). Each page type is taken over by the script without an error
 * in the console, and the ids its labels point at are the ids its elements carry, each on one element only.
 */

/** Console errors and uncaught exceptions of a page from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Labels and aria-labelledby that name an id no element of the page has, and ids two elements share. */
async function danglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = [];
    document.querySelectorAll('label[for]').forEach((label) => {
      const id = label.getAttribute('for')!;
      if (!document.getElementById(id)) missing.push(`label for=${id}`);
    });
    document.querySelectorAll('[aria-labelledby]').forEach((el) => {
      for (const id of el.getAttribute('aria-labelledby')!.split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id)) missing.push(`aria-labelledby=${id}`);
      }
    });
    const seen = new Set<string>();
    document.querySelectorAll('[id]').forEach((el) => {
      if (seen.has(el.id)) missing.push(`two elements with id=${el.id}`);
      seen.add(el.id);
    });
    return missing;
  });
}

async function publicPaths(): Promise<string[]> {
  const [topic] = await cms.topics({ sort: 'replies', pageSize: '1' });
  const [post] = await cms.blogPosts({ pageSize: '1' });
  const categories = (
    (await (await fetch(`${CMS_URL}/api/forum/categories`)).json()) as { data: Array<{ slug: string; isPremium: boolean }> }
  ).data;
  const category = categories.find((c) => !c.isPremium)!;
  return ['/', '/forum', `/forum/kategori/${category.slug}`, `/forum/konu/${topic.slug}`, '/blog', `/blog/${post.slug}`, '/register'];
}

test('every public page type comes alive without a console error, its labels pointing at real ids', async ({ page, shell }) => {
  const errors = watchErrors(page);
  for (const path of await publicPaths()) {
    await shell.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await danglingReferences(page), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('a signed-in member and the admin panel come alive without a console error', async ({ page, shell }) => {
  const errors = watchErrors(page);
  await signInThroughStorage(page, DEMO.admin);
  for (const path of ['/', '/forum', '/admin']) {
    await shell.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(shell.header.userMenuButton).toBeVisible();
    expect(await danglingReferences(page), path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('the page script carries the client routes, not a list of every built page; built and newer pages both open', async ({
  page,
  shell,
}) => {
  const [topic] = await cms.topics({ sort: 'replies', pageSize: '1' });
  const [post] = await cms.blogPosts({ pageSize: '1' });
  await shell.goto('/forum');
  const scripts = await page.evaluate(() => Array.from(document.querySelectorAll('script[src]'), (s) => (s as HTMLScriptElement).src));
  const app = scripts.find((src) => /\/app-[0-9a-f]+\.js$/.test(src));
  expect(app, 'the app chunk').toBeTruthy();
  const code = await (await page.request.get(app!)).text();
  expect(code).toContain('/forum/konu/*');
  expect(code).not.toContain(`/forum/konu/${topic.slug}`);
  expect(code).not.toContain(`/blog/${post.slug}`);

  // A built topic opens on its own page-data; an address the build lacks opens the live route, which says so.
  const own = page.waitForResponse((res) => res.url().endsWith(`/page-data/forum/konu/${topic.slug}/page-data.json`));
  await page.evaluate((to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to), `/forum/konu/${topic.slug}`);
  expect((await (await own).json()).path).toBe(`/forum/konu/${topic.slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
  await page.evaluate(
    (to) => (window as unknown as { ___navigate: (to: string) => void }).___navigate(to),
    '/forum/konu/derlemede-olmayan-bir-konu',
  );
  await expect(page.getByRole('main').getByRole('heading', { name: 'Konu Bulunamadı' })).toBeVisible();
});

test('the browser renders a frame of the built HTML before the page asks for its scripts, and then it comes alive', async ({
  page,
  shell,
}) => {
  const [topic] = await cms.topics({ sort: 'replies', pageSize: '1' });
  const path = `/forum/konu/${topic.slug}`;
  const html = await (await page.request.get(path)).text();
  // No <script src async> in the page: one inline loader adds them (site/src/bundling-webpack.ts, ScriptsAfterFirstPaint).
  expect(html).not.toMatch(/<script[^>]*\ssrc=[^>]*>/);
  expect(html).toMatch(/<script id="scripts-after-paint">[^<]*\/app-[0-9a-f]+\.js/);

  // The time of the page's first rendered frame (an animation-frame callback asked for before any of its HTML ran).
  // Not the first-contentful-paint entry: that is when the frame reached the screen, which the compositor may
  // report after the main thread has moved on to ask for the scripts.
  await page.addInitScript(() => {
    requestAnimationFrame(() => ((window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now()));
  });
  await shell.goto(path);
  const timing = await page.evaluate(() => {
    const frame = (window as unknown as { firstFrameAt?: number }).firstFrameAt;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const app = performance.getEntriesByType('resource').find((r) => /\/app-[0-9a-f]+\.js$/.test(r.name))?.startTime;
    return { frame, paint, app };
  });
  expect(timing.paint, 'first contentful paint').toBeDefined();
  expect(timing.frame, 'first rendered frame').toBeDefined();
  expect(timing.app, 'the app script was loaded').toBeDefined();
  expect(timing.app!).toBeGreaterThanOrEqual(timing.frame!);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
});

test('a page whose HTML and page data come from two publishes takes the newer data, attributes too', async ({ page, shell }) => {
  // A publish lands between the browser's two fetches: the HTML is the older one, the page data (and the live API) the
  // newer one, in which the topic's category got a new address. Hydration would keep the older HTML's links; the
  // stamps of the two differ (site/src/pagedata/stamp.ts), so the page is rendered over instead.
  const errors = watchErrors(page);
  const [topic] = await cms.topics({ sort: 'replies', pageSize: '1' });
  const path = `/forum/konu/${topic.slug}`;
  // First as built: the HTML's stamp is the page data's, so the page is hydrated (not rendered over).
  await shell.goto(path);
  const stamps = await page.evaluate(() => ({
    html: document.querySelector('[data-built]')?.getAttribute('data-built'),
    data: (
      window as unknown as { ___loader: { loadPageSync(p: string): { json: { pageContext: { built?: string } } } } }
    ).___loader.loadPageSync(location.pathname).json.pageContext.built,
  }));
  expect(stamps.html).toMatch(/^[0-9a-f]{12}$/);
  expect(stamps.data).toBe(stamps.html);

  const { data: full } = (await (await fetch(`${CMS_URL}/api/forum/topics/${topic.slug}`)).json()) as {
    data: { category: { slug: string } };
  };
  const category = full.category.slug;
  const moved = `${category}-tasindi`;
  const renamed = (json: { category?: { slug: string } }) => ({ ...json, category: { ...json.category!, slug: moved } });
  await page.route(`**/page-data/forum/konu/${topic.slug}/page-data.json`, async (route) => {
    const data = await (await route.fetch()).json();
    const context = data.result.pageContext;
    data.result.pageContext = { ...context, topic: renamed(context.topic), built: `${context.built}-yeni` };
    await route.fulfill({ json: data });
  });
  await page.route(`**/api/forum/topics/${topic.slug}`, async (route) => {
    const answer = await (await route.fetch()).json();
    await route.fulfill({ json: { ...answer, data: renamed(answer.data) } });
  });
  const html = await (await page.request.get(path)).text();
  expect(html).toContain(`href="/forum/kategori/${category}"`);

  await shell.goto(path);
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  await expect(main.locator(`a[href="/forum/kategori/${moved}"]`).first()).toBeVisible();
  await expect(main.locator(`a[href="/forum/kategori/${category}"]`)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a sign-in typed and sent before the page script ran signs in once it runs; the password never reaches the address', async ({
  page,
  shell,
}) => {
  // The scripts wait until the form has been filled and sent, as on a slow phone or with a password manager.
  const release = await holdPageScripts(page);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(frame.url()));
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.locator('input[name=identifier]').fill(DEMO.moderator.identifier);
  await page.locator('input[name=password]').fill(DEMO.moderator.password);
  await page.locator('input[name=password]').press('Enter');
  // The browser did not submit the form itself (it would have gone to /login?identifier=…&password=…).
  await page.waitForTimeout(300);
  expect(page.url()).not.toContain('password');
  release();
  await expect(shell.header.userMenuButton).toBeVisible({ timeout: 15_000 });
  expect(addresses.every((url) => !url.includes('password') && !url.includes(encodeURIComponent(DEMO.moderator.password)))).toBe(true);
});

test('a forum search typed and sent before the page script ran is searched once it runs; the text stays in the box', async ({ page }) => {
  const release = await holdPageScripts(page);
  const box = await sendForumSearchBeforeScript(page);
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  await expectSearchedOnceScriptRuns(page, box, release);
});

test("a forum search typed before the script of an older publish's page is searched too, not sent again empty", async ({ page }) => {
  // A publish lands between the HTML and its page data (as in a CI run): the page is rendered over, not hydrated, and
  // the box must still start from what was typed.
  const release = await holdPageScripts(page);
  await page.route('**/page-data/forum/page-data.json', async (route) => {
    const data = await (await route.fetch()).json();
    data.result.pageContext = { ...data.result.pageContext, built: `${data.result.pageContext.built}-yeni` };
    await route.fulfill({ json: data });
  });
  const box = await sendForumSearchBeforeScript(page);
  await expectSearchedOnceScriptRuns(page, box, release);
});

test('without JavaScript the sign-in and sign-up forms post and come back to their page: no field in the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await page.locator('input[name=password]').fill('Gizli123!');
    // The browser's own submission: the fields in the body of a POST, then the page again (303).
    const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === path);
    const back = page.waitForResponse((response) => response.request().redirectedFrom()?.method() === 'POST');
    await page.locator('input[name=password]').press('Enter');
    expect((await posted).postData(), path).toContain('password=Gizli123');
    const answer = await back;
    expect(answer.status(), path).toBe(200);
    expect(new URL(answer.url()).pathname, path).toBe(path);
    expect(new URL(answer.url()).search, path).toBe('');
    await page.waitForLoadState();
    expect(page.url(), path).not.toContain('Gizli');
  }
  await context.close();
});

/** Holds the page's scripts (app, framework) until the returned release, as on a slow phone: the built HTML is live. */
async function holdPageScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/(app|framework)-[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Opens the forum, types "unity" into its search box and presses Enter, before the page's script has run. */
async function sendForumSearchBeforeScript(page: Page) {
  await page.goto('/forum', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('search', { name: 'Konularda ara' }).getByRole('searchbox');
  await box.fill('unity');
  await box.press('Enter');
  return box;
}

/** Lets the script run: the list is then asked for with the search, the address says it, the text stays in the box. */
async function expectSearchedOnceScriptRuns(page: Page, box: Locator, release: () => void) {
  const searched = page.waitForResponse((r) => /\/api\/forum\/topics\?/.test(r.url()) && r.url().includes('search=unity'), {
    timeout: 15_000,
  });
  release();
  await expect(page).toHaveURL(/\/forum\?search=unity$/, { timeout: 15_000 });
  expect((await searched).status()).toBe(200);
  await expect(box).toHaveValue('unity');
}
