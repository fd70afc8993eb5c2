import { test, expect } from './support/fixtures';
import { CMS_URL } from './support/cms';
import { at } from './support/urls';

/* Home feed (issue 11 Home feed): the static page carries the feed, tabs re-rank it, 'load more' loads the next page. */

interface FeedItem {
  type: 'main' | 'blog';
  title: string;
}
async function apiFeed(query: string): Promise<{ data: FeedItem[]; meta: { hasMore: boolean } }> {
  const res = await fetch(`${CMS_URL}/api/home/feed?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { data: FeedItem[]; meta: { hasMore: boolean } };
}

const feedItems = (page: import('@playwright/test').Page) => page.getByTestId('home-feed').getByRole('article');

test('the static home page shows the feed, counters and trending topics without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Topluluk Akışı' })).toBeVisible();
  await expect(feedItems(page)).toHaveCount(12);
  await expect(page.getByText('Yükleniyor…')).toHaveCount(0);
  expect(await page.locator('article[data-feed-type="blog"]').count()).toBe(4);
  expect(await page.locator('article[data-feed-type="main"]').count()).toBe(8);
  const members = page.locator('[data-counter="members"] dd');
  await expect(members).toHaveText(/^\d[\d.]*$/);
  await expect(page.getByRole('heading', { name: 'Trend Konular' })).toBeVisible();
  await expect(page.getByText('#1', { exact: true })).toBeVisible();
  // 'Load more' needs JavaScript: instead of a button that does nothing, links to the full lists.
  await expect(page.getByRole('button', { name: 'Daha fazla yükle' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Tüm konular' })).toHaveAttribute('href', '/forum');
  await expect(page.getByRole('link', { name: 'Tüm blog yazıları' })).toHaveAttribute('href', '/blog');
  await context.close();
});

test('without JavaScript the tabs are plain links, each showing its own feed from the build', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // What the build read for each tab (the home page's page-data), which the static HTML must show.
  const pageData = await (await page.request.get('/page-data/index/page-data.json')).json();
  const built = pageData.result.pageContext.feeds as Record<'new' | 'hot' | 'top', { data: FeedItem[] }>;
  const titlesOf = (tab: 'new' | 'hot' | 'top') => built[tab].data.map((item) => item.title);
  expect(titlesOf('hot'), 'the hot tab ranks the feed differently from the new one').not.toEqual(titlesOf('new'));

  await page.goto('/');
  await expect(feedItems(page).getByRole('heading')).toHaveText(titlesOf('new'));
  const tabs = page.getByRole('navigation', { name: 'Sırala' });
  for (const [name, tab] of [
    ['Popüler', 'hot'],
    ['En İyi', 'top'],
    ['Yeni', 'new'],
  ] as const) {
    const link = tabs.getByRole('link', { name, exact: true });
    await expect(link).toHaveAttribute('href', tab === 'new' ? '/' : `/?tab=${tab}`);
    await link.click();
    await expect(page).toHaveURL(tab === 'new' ? at('/', '') : at('/', `?tab=${tab}`));
    await expect(tabs.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(feedItems(page).getByRole('heading')).toHaveText(titlesOf(tab));
    await expect(page.getByText('Yükleniyor…')).toHaveCount(0);
  }
  // A shell is the home page at its own address: its canonical link is the home page.
  await page.goto('/?tab=hot');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/);
  await context.close();
});

test('tabs re-rank the feed and load more appends the next page', async ({ page }) => {
  await page.goto('/');
  await expect(feedItems(page)).toHaveCount(12);

  const next = await apiFeed('tab=new&page=2');
  await expect(page.getByRole('link', { name: 'Tüm konular' }), 'the no-JavaScript links stay out of the way').toBeHidden();
  await page.getByRole('button', { name: 'Daha fazla yükle' }).click();
  await expect(feedItems(page)).toHaveCount(12 + next.data.length);
  await expect(feedItems(page).nth(12).getByRole('heading')).toHaveText(next.data[0].title);

  const hot = await apiFeed('tab=hot&page=1');
  await page.getByRole('navigation').getByRole('link', { name: 'Popüler' }).click();
  await expect(page).toHaveURL(at('/', '?tab=hot'));
  await expect(feedItems(page).first().getByRole('heading')).toHaveText(hot.data[0].title);
  await expect(feedItems(page)).toHaveCount(12);

  const top = await apiFeed('tab=top&page=1');
  await page.getByRole('navigation').getByRole('link', { name: 'En İyi' }).click();
  await expect(page).toHaveURL(at('/', '?tab=top'));
  await expect(feedItems(page).first().getByRole('heading')).toHaveText(top.data[0].title);

  // The Blog filter in the sidebar narrows the feed to blog posts.
  await page.locator('aside').filter({ hasText: 'Popüler Kategoriler' }).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(at('/', '?tab=top&source=blog'));
  await expect(page.locator('article[data-feed-type="main"]')).toHaveCount(0);
  await expect(page.locator('article[data-feed-type="blog"]').first()).toBeVisible();
});
