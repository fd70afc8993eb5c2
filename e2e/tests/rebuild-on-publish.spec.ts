import { test, expect } from '@playwright/test';
import { cms, CMS_URL, DEMO } from './support/cms';

/**
 * Rebuild on publish (DESIGN.md): a topic created a moment ago opens at once through the live client route,
 * and the fast lane puts its own page into static HTML seconds after (scripts/lib/fast-pages.mjs), before the
 * rebuild that follows — for readers without JavaScript and for crawlers.
 * The time it took is recorded on the test (see the report's annotations); `npm run bench` measures it too.
 */
test('a new topic opens at once, then becomes static HTML without JavaScript', async ({ page, browser, baseURL }) => {
  test.setTimeout(8 * 60_000);
  const jwt = await cms.login(DEMO.user.identifier, DEMO.user.password);
  const categories = (await (await fetch(`${CMS_URL}/api/forum/categories`)).json()).data as Array<{
    slug: string;
    isPremium: boolean;
    requireApproval: boolean;
  }>;
  const category = categories.find((c) => !c.isPremium && !c.requireApproval)!;
  const title = `Statik sayfa testi ${Date.now()}`;
  const started = Date.now();
  const res = await fetch(`${CMS_URL}/api/forum/topics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({
      title,
      content: 'Yeniden derlemenin bu konuyu statik sayfaya koyduğunu gösteren içerik.',
      category: category.slug,
      tags: [],
    }),
  });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { slug: string } };

  // At once: the live client route renders it from the API.
  await page.goto(`/forum/konu/${data.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Shortly after: the served HTML itself carries it.
  await expect
    .poll(async () => (await (await fetch(`${baseURL}/forum/konu/${data.slug}`)).text()).includes(title), {
      timeout: 7 * 60_000,
      intervals: [2000],
    })
    .toBe(true);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // Written by the fast lane, not (only) by a rebuild: the runner's state names the page among its recent ones.
  const state = (await (
    await fetch(`${baseURL}/__rebuild`, { headers: { 'x-rebuild-secret': process.env.E2E_REBUILD_SECRET! } })
  ).json()) as {
    fast: { recent: Array<{ page: string }> } | null;
  };
  expect(state.fast?.recent.map((r) => r.page)).toContain(`/forum/konu/${data.slug}`);
  test.info().annotations.push({ type: 'yayından statik HTML’e', description: `${seconds} sn` });
  console.log(`rebuild on publish: topic static after ${seconds} s`);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(`${baseURL}/forum/konu/${data.slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await noScript.close();
});

/**
 * The fast lane renders with the live snapshot's build and the build's page rules: for a page whose data did not
 * change (the same `data-built` stamp) it must write the very bytes the build wrote. A Gatsby upgrade that changes how
 * a page is rendered fails here instead of leaving pages that differ from the build's.
 */
test('the fast lane writes an unchanged topic page byte for byte as the build did', async ({ baseURL }) => {
  test.setTimeout(3 * 60_000);
  const hook = (init: RequestInit = {}) =>
    fetch(`${baseURL}/__rebuild`, {
      ...init,
      headers: { 'content-type': 'application/json', 'x-rebuild-secret': process.env.E2E_REBUILD_SECRET! },
    });
  const html = async (slug: string) =>
    (await fetch(`${baseURL}/forum/konu/${slug}`, { headers: { 'accept-encoding': 'identity' } })).text();
  const stamp = (page: string) => /data-built="([0-9a-f]+)"/.exec(page)?.[1];
  // An older topic of the seed: the other tests write to new ones.
  const listed = (await (await fetch(`${CMS_URL}/api/forum/topics?sort=new&pageSize=50`)).json()).data as Array<{ slug: string }>;
  const slug = listed.at(-1)!.slug;
  const built = await html(slug);
  expect(stamp(built)).toBeTruthy();

  const asked = Date.now();
  expect((await hook({ method: 'POST', body: JSON.stringify({ type: 'topic', slug }) })).status).toBe(202);
  await expect
    .poll(
      async () => {
        const state = (await (await hook()).json()) as { fast: { recent: Array<{ page: string; at: number }> } };
        return state.fast.recent.some((r) => r.page === `/forum/konu/${slug}` && r.at >= asked);
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
  const rendered = await html(slug);
  expect(stamp(rendered)).toBe(stamp(built));
  expect(rendered).toBe(built);
});
