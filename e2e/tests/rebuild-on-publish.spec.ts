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
