import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO, cms } from './support/cms';
import { forum, tokenFor } from './support/forum';
import { at } from './support/urls';

// The probe's findings, seen from a browser: the login redirect stays on the site, pages run under their CSP
// without violations, the demo passwords are not in the JavaScript, and a topic moved into a premium category
// leaves the static site at once.

test('a member who is already signed in is never sent off the site by a crafted redirect', async ({ page }) => {
  await signInThroughStorage(page, DEMO.user);
  const left: string[] = [];
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      left.push(route.request().url());
      return route.abort();
    },
  );
  for (const payload of [
    '/%09/evil.example/c',
    '/%0a/evil.example/c',
    '/%0d%0a/evil.example/c',
    '/%09%5cevil.example/c',
    '//evil.example',
    '/\\evil.example',
  ]) {
    await page.goto(`/login?redirect=${payload}`);
    await expect(page).toHaveURL(at('/'));
  }
  expect(left).toEqual([]);
});

test('public pages run under their Content-Security-Policy without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const [topic] = await cms.topics({ sort: 'new', pageSize: '1' });
  const [post] = await cms.blogPosts({ page: '1', pageSize: '1' });
  for (const path of ['/', '/forum', `/forum/konu/${topic.slug}`, '/blog', `/blog/${post.slug}`, '/login', '/register', '/arama?q=unity']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'self'/);
    await expect(page.locator('main')).toBeVisible();
    // Hydration happened (React attached), so the app's scripts ran under the policy.
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { ___loader?: unknown }).___loader))).toBe(true);
    const caught = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    expect({ path, caught }).toEqual({ path, caught: [] });
  }
  expect(violations).toEqual([]);
});

test('the login page offers the demo accounts from the API; their passwords are in no script file', async ({ page, request }) => {
  await page.goto('/login');
  const demo = page.getByRole('group', { name: /Demo/ });
  await expect(demo.getByRole('button')).toHaveCount(3);
  const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const text = await (await request.get(src)).text();
    for (const password of [DEMO.user.password, DEMO.admin.password, DEMO.moderator.password])
      expect({ src, leaks: text.includes(password) }).toEqual({ src, leaks: false });
  }
});

test('a topic moved into a premium category is gone from the static site at once, before the rebuild', async ({ request }) => {
  const admin = await tokenFor(DEMO.admin);
  const categories = await forum.categories();
  const premium = categories.find((c) => c.isPremium)!;
  const open = categories.filter((c) => !c.isPremium && !c.requireApproval);
  // A built topic page of an open category: the oldest topic of the last open category (not one other tests touch).
  const topics = await cms.topics({ category: open[open.length - 1].slug, sort: 'new', pageSize: '50' });
  const target = topics[topics.length - 1];
  const detail = await forum.topic(target.slug);
  // A plain run of words from the body (no markdown or quotes, which the page renders differently).
  const marker = ((detail.content ?? '').match(/[A-Za-zÇĞİÖŞÜçğıöşü ,]{30,}/)?.[0] ?? '').trim().slice(0, 30);
  expect(marker.length).toBeGreaterThan(10);
  const page = await request.get(`/forum/konu/${target.slug}`);
  expect(await page.text()).toContain(marker);
  expect((await request.get(`/page-data/forum/konu/${target.slug}/page-data.json`)).status()).toBe(200);

  await forum.moderate(admin, detail.id, { category: premium.slug });
  try {
    // The built page-data is gone: what answers now is the live route's (no topic in it; it reads the topic live,
    // with the reader's session), never the body.
    await expect
      .poll(async () => (await request.get(`/page-data/forum/konu/${target.slug}/page-data.json`)).text(), { timeout: 5000 })
      .not.toContain(marker);
    const after = await (await request.get(`/page-data/forum/konu/${target.slug}/page-data.json`)).json();
    expect(after.path).toBe('/forum/konu');
    expect(JSON.stringify(after.result.pageContext ?? {})).not.toContain(target.slug);
    const html = await (await request.get(`/forum/konu/${target.slug}`)).text();
    expect(html).not.toContain(marker);
  } finally {
    await forum.moderate(admin, detail.id, { category: open[open.length - 1].slug });
  }
});
