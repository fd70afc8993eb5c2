import { test, expect, signInThroughStorage, storedToken } from './support/fixtures';
import { CMS_URL, DEMO, cms } from './support/cms';

/*
 * The blog post reader (issue 11): a post reads whole without JavaScript, with its table of contents
 * anchors; a member likes, bookmarks, comments, replies to a comment, changes the font size (remembered)
 * and jumps with the table of contents. Each step is checked in the page and in the API.
 */

interface Post {
  slug: string;
  title: string;
  content: string | null;
  isPremium: boolean;
  author: { username: string } | null;
}

/** A public seeded post with headings, written by someone other than the demo member. */
async function readablePost(): Promise<Post> {
  const cards = await cms.blogPosts({ pageSize: '50' });
  for (const card of cards) {
    const res = await fetch(`${CMS_URL}/api/blog/posts/${encodeURIComponent(card.slug)}`);
    const post = ((await res.json()) as { data: Post }).data;
    if (post.isPremium || post.author?.username === DEMO.user.identifier) continue;
    if ((post.content ?? '').split('\n').filter((line) => /^#{1,3} /.test(line)).length >= 2) return post;
  }
  throw new Error('no public seeded post with two headings');
}

async function state(slug: string, token: string) {
  const res = await fetch(`${CMS_URL}/api/blog/posts/${encodeURIComponent(slug)}/state`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { liked: boolean; bookmarked: boolean; likeCount: number; commentCount: number } }).data;
}

test('a post reads whole without JavaScript, its table of contents pointing at its headings', async ({ browser }) => {
  const post = await readablePost();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'İçindekiler' });
  await expect(toc).toBeVisible();
  const links = toc.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(2);
  const href = await links.nth(1).getAttribute('href');
  expect(href).toMatch(/^#.+/);
  const id = decodeURIComponent(href!.slice(1));
  await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  // The body is in the HTML itself: the last paragraph of the post is there.
  const lastLine = (post.content ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^[A-Za-zÇĞİÖŞÜçğıöşü]/.test(l) && !l.includes('*') && !l.includes('`') && !l.includes('['))
    .pop();
  if (lastLine) await expect(page.getByTestId('post-body')).toContainText(lastLine.slice(0, 40));
  await context.close();
});

test('a post cover is a plain image in the static HTML, shown without JavaScript, from the widths Strapi made', async ({ browser }) => {
  const cards = await cms.blogPosts({ pageSize: '50' });
  const card = cards.find((c) => !c.isPremium && c.featuredImage && c.featuredImage.formats.length > 0);
  expect(card, 'a public seeded post with a resized cover').toBeTruthy();
  const cover = card!.featuredImage!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/blog/${card!.slug}`);
  const img = page.locator(`img[src="${cover.url}"]`);
  await expect(img).toHaveCount(1);
  await expect(img).toBeVisible();
  // No fade-in waiting for a script: the cover is opaque in the built page and is asked for first.
  expect(await img.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('alt', cover.alt ?? '');
  const srcset = (await img.getAttribute('srcset')) ?? '';
  for (const format of cover.formats) expect(srcset).toContain(`${format.url} ${format.width}w`);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  await context.close();
});

test("the author block shows the author's badges as the profile's medallions, each with its name", async ({ page }) => {
  let found: { slug: string; badges: Array<{ name: string }> } | null = null;
  for (const card of await cms.blogPosts({ pageSize: '50' })) {
    const res = await fetch(`${CMS_URL}/api/blog/posts/${encodeURIComponent(card.slug)}`);
    const post = ((await res.json()) as { data: Post & { authorProfile: { badges: Array<{ name: string }> } | null } }).data;
    if (!post.isPremium && (post.authorProfile?.badges.length ?? 0) > 0) {
      found = { slug: post.slug, badges: post.authorProfile!.badges };
      break;
    }
  }
  expect(found, 'a public seeded post whose author holds badges').toBeTruthy();
  await page.goto(`/blog/${found!.slug}`);
  const list = page.getByTestId('author-block').getByRole('list', { name: 'Rozetler' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(found!.badges.length);
  for (const [i, badge] of found!.badges.entries()) {
    await expect(items.nth(i)).toHaveText(badge.name); // the name alone: no emoji beside it
    await expect(items.nth(i).locator('svg')).toHaveCount(1);
  }
});

test('a member likes, bookmarks, comments, replies, changes the font size and uses the table of contents', async ({ page }) => {
  const post = await readablePost();
  await signInThroughStorage(page, DEMO.user);
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const token = await storedToken(page);
  const before = await state(post.slug, token);

  // Like (leave it liked) and bookmark; the API agrees.
  const like = page.getByTestId('post-like');
  if (before.liked) {
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    // A press while the last one is on its way is ignored: wait for the server's answer first.
    await expect(like).not.toHaveAttribute('aria-busy', 'true');
  }
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const bookmark = page.getByTestId('post-bookmark');
  if (before.bookmarked) {
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    // A press while the last one is on its way is ignored: wait for the server's answer first.
    await expect(bookmark).not.toHaveAttribute('aria-busy', 'true');
  }
  await bookmark.click();
  await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  // Both buttons show their new state at once; the two requests land in either order.
  await expect.poll(async () => await state(post.slug, token)).toMatchObject({ liked: true, bookmarked: true });

  // Font size: 16 → 18, remembered after a reload.
  await expect(page.getByTestId('font-size')).toHaveText('Yazı boyutu: 16 piksel');
  await page.getByTestId('font-larger').click();
  await expect(page.getByTestId('font-size')).toHaveText('Yazı boyutu: 18 piksel');
  await page.reload();
  await expect(page.getByTestId('font-size')).toHaveText('Yazı boyutu: 18 piksel');
  const prose = page.getByTestId('post-body').locator('.prose').first();
  await expect(prose).toHaveCSS('font-size', '18px');
  await page.getByTestId('font-smaller').click();
  await expect(page.getByTestId('font-size')).toHaveText('Yazı boyutu: 16 piksel');

  // Table of contents: a click jumps to the heading and marks it current.
  const toc = page.getByRole('navigation', { name: 'İçindekiler' });
  const second = toc.getByRole('link').nth(1);
  const href = (await second.getAttribute('href'))!;
  await second.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`)).toBeInViewport();
  await expect(second).toHaveAttribute('aria-current', 'location');

  // A comment, then a reply to it.
  const text = `Tarayıcı testinden yorum ${Date.now()}`;
  const comments = page.getByRole('region', { name: /Yorumlar/ });
  await comments.getByRole('textbox', { name: 'Yorumun' }).first().fill(text);
  await comments.getByRole('button', { name: 'Yorum Gönder' }).click();
  const mine = page.getByTestId('comment').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await mine.getByRole('button', { name: 'Yanıtla' }).click();
  await mine.getByRole('textbox', { name: 'Yorumun' }).fill('Kendime yanıt: işe yaradı.');
  await mine.getByRole('button', { name: 'Yanıtla' }).last().click();
  await expect(page.getByTestId('comment').filter({ hasText: 'Kendime yanıt: işe yaradı.' })).toBeVisible();
  await expect.poll(async () => (await state(post.slug, token)).commentCount).toBe(before.commentCount + 2);
  await page.screenshot({ path: test.info().outputPath('blog-reader-comments.png'), fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('blog-reader-mobile.png') });
});

test('the saved items page lists a bookmarked post and removes it', async ({ page }) => {
  const post = await readablePost();
  await signInThroughStorage(page, DEMO.user);
  await page.goto(`/blog/${post.slug}`);
  const bookmark = page.getByTestId('post-bookmark');
  await expect(bookmark).toBeEnabled();
  const token = await storedToken(page);
  if (!(await state(post.slug, token)).bookmarked) {
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
  }
  await page.goto('/kaydedilenler');
  const item = page.getByTestId('saved-item').filter({ hasText: post.title });
  await expect(item).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('saved-items.png') });
  await item.getByRole('button', { name: `"${post.title}" kaydını kaldır` }).click();
  await expect(item).toHaveCount(0);
  await expect.poll(async () => (await state(post.slug, token)).bookmarked).toBe(false);
});
