import { test, expect, signInThroughStorage } from './support/fixtures';
import { CMS_URL, DEMO, cms } from './support/cms';
import { markVerified, registerMember } from './support/accounts';
import { uniqueTitle } from './support/forum';

/*
 * Member writing (issue 11): a fresh member writes a post with a cover on /blog/yazi-yaz and sends it for
 * review; an admin approves it in /admin content; it is on /blog at once (read live, before any rebuild),
 * its page carries JSON-LD BlogPosting, and the member is notified.
 */

const shots = process.env.E2E_SCREENSHOTS_DIR;

// A 2×2 PNG (the cms re-encodes it; it only has to be a real image).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGMwTjsDRAwQCgAktgWVJrpF5QAAAABJRU5ErkJggg==', 'base64');

interface MinePost {
  id: number;
  slug: string;
  title: string;
  status: string;
  coverImage: { id: number; url: string } | null;
}
async function myPosts(jwt: string): Promise<MinePost[]> {
  const res = await fetch(`${CMS_URL}/api/blog/mine`, { headers: { authorization: `Bearer ${jwt}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: MinePost[] }).data;
}

test('a member writes a post with a cover, an admin approves it, it is on /blog and the member is notified', async ({ page, browser }) => {
  test.setTimeout(3 * 60_000);
  // A member of their own: 5 new posts a day per member.
  const writer = await registerMember();
  await markVerified(writer.username);
  const title = uniqueTitle('Kapaklı ilk yazım');
  const cover = page.getByLabel('Kapak görseli', { exact: true });

  await test.step('the form: title, category, body; a wrong file is refused in Turkish, a cover is previewed', async () => {
    await signInThroughStorage(page, { identifier: writer.username, password: writer.password });
    await page.goto('/blog/yazi-yaz');
    await expect(page.getByRole('heading', { level: 1, name: 'Yazı Yaz' })).toBeVisible();
    await page.getByLabel('Başlık', { exact: true }).fill(title);
    const category = page.getByLabel('Kategori', { exact: true });
    await expect(category).toBeEnabled();
    await category.selectOption({ index: 1 });
    await page
      .getByRole('textbox', { name: 'İçerik', exact: true })
      .fill('# Giriş\n\nBu yazıda **Godot 4** ile ilk platform oyunumu nasıl yaptığımı anlatıyorum.\n\n## Sonuç\n\nDeneyin!');

    // Text named .png: the browser's check passes it, the server reads the bytes and refuses it.
    await cover.setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: Buffer.from('bu bir görsel değil, düz metin') });
    await expect(page.getByRole('alert').filter({ hasText: 'Bu dosya türü yüklenemez' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Seçilen kapak görseli' })).toHaveCount(0);
    // Over the site's size limit: refused before it is sent.
    const settings = (await (await fetch(`${CMS_URL}/api/site-settings/public`)).json()) as { data: { maxUploadSize: number } };
    const maxMb = settings.data.maxUploadSize;
    await cover.setInputFiles({ name: 'buyuk.png', mimeType: 'image/png', buffer: Buffer.alloc((maxMb + 1) * 1024 * 1024, 1) });
    await expect(page.getByRole('alert').filter({ hasText: `Görsel en fazla ${maxMb} MB olabilir.` })).toBeVisible();

    await cover.setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByRole('img', { name: 'Seçilen kapak görseli' });
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
    await expect(page.getByRole('alert').filter({ hasText: 'yüklenemez' })).toHaveCount(0);

    // Removed and chosen again: the form keeps the last choice only.
    await page.getByRole('button', { name: 'Kapağı kaldır' }).click();
    await expect(preview).toHaveCount(0);
    await cover.setInputFiles({ name: 'kapak.png', mimeType: 'image/png', buffer: PNG });
    await expect(preview).toBeVisible();
    if (shots) {
      for (const theme of ['dark', 'light'] as const) {
        await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
        await page.screenshot({ path: `${shots}/blog-write-cover-desktop-${theme}.png`, fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('img', { name: 'Seçilen kapak görseli' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/blog-write-cover-mobile-${theme}.png` });
        await page.setViewportSize({ width: 1280, height: 720 });
      }
    }
  });

  let post!: MinePost;
  await test.step('sent for review: pending in the list and in the database, with the cover', async () => {
    await page.getByRole('button', { name: 'İncelemeye Gönder' }).click();
    await expect(page.getByText('Yazınız incelemeye gönderildi')).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: title });
    await expect(row.getByText('İncelemede')).toBeVisible();
    post = (await myPosts(writer.jwt)).find((p) => p.title === title)!;
    expect(post).toMatchObject({ status: 'pending' });
    expect(post.coverImage?.url).toMatch(/\.png$/);
    // Not public yet.
    expect((await fetch(`${CMS_URL}/api/blog/posts/${post.slug}`)).status).toBe(404);
  });

  await test.step('an admin approves it in /admin content', async () => {
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signInThroughStorage(admin, DEMO.admin);
    await admin.goto('/admin/content');
    await admin.getByRole('tab', { name: 'Blog Yazıları' }).click();
    await expect(admin.getByRole('tab', { name: 'Blog Yazıları' })).toHaveAttribute('aria-selected', 'true');
    await admin.getByRole('searchbox').fill(title);
    await admin.getByRole('searchbox').press('Enter');
    const row = admin.getByRole('row', { name: new RegExp(title) });
    await row.getByRole('button', { name: 'Onayla', exact: true }).click();
    await expect(admin.getByText('İçerik onaylandı')).toBeVisible();
    await context.close();
    expect((await myPosts(writer.jwt)).find((p) => p.id === post.id)).toMatchObject({ status: 'published' });
  });

  await test.step('on /blog at once, its page with the cover and JSON-LD BlogPosting', async () => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('article img[src*="/uploads/"]').first()).toBeVisible();
    const ld = page.locator('script[type="application/ld+json"]');
    await expect(ld).toHaveCount(1);
    const data = JSON.parse((await ld.textContent()) ?? '{}');
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: title, isAccessibleForFree: true });
    expect(data.author).toMatchObject({ '@type': 'Person', name: writer.username });
    expect(data.image).toMatch(/\/uploads\/.+\.png$/);
    expect(Number.isNaN(Date.parse(data.datePublished))).toBe(false);
  });

  await test.step('the member is notified', async () => {
    await page.goto('/notifications');
    await expect(page.getByText('İçeriğiniz onaylandı').first()).toBeVisible();
    await expect(page.getByText(`"${title}" yayına alındı.`)).toBeVisible();
  });
});

test('a blog comment is reported through the shared report dialog, once', async ({ page }) => {
  const adminJwt = await cms.login(DEMO.admin.identifier, DEMO.admin.password);
  const posts = (await (await fetch(`${CMS_URL}/api/blog/posts?pageSize=50`)).json()) as {
    data: Array<{ slug: string; isPremium: boolean }>;
  };
  const post = posts.data.find((p) => !p.isPremium)!;
  const text = `Bildirilecek yorum ${Date.now().toString(36)}`;
  const made = await fetch(`${CMS_URL}/api/blog/posts/${post.slug}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminJwt}` },
    body: JSON.stringify({ content: text, parentId: null }),
  });
  expect(made.status).toBe(201);

  const reader = await registerMember();
  await markVerified(reader.username);
  await signInThroughStorage(page, { identifier: reader.username, password: reader.password });
  await page.goto(`/blog/${post.slug}`);
  const comment = page.getByTestId('comment').filter({ hasText: text });
  const dialog = page.getByRole('dialog');
  await comment.getByRole('button', { name: 'Bildir' }).click();
  await expect(dialog).toHaveAccessibleName('İçeriği Bildir');
  await dialog.getByRole('button', { name: 'Bildirimi Gönder' }).click();
  await expect(dialog.getByText('Bir bildirim nedeni seçin')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Bildirim nedeni' }).selectOption({ label: 'Spam' });
  await dialog.getByRole('textbox', { name: /Açıklama/ }).fill('Reklam bağlantısı içeriyor.');
  await dialog.getByRole('button', { name: 'Bildirimi Gönder' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Bildiriminiz alındı. Moderatörlerimiz en kısa sürede inceleyecek.')).toBeVisible();

  // Stored in the reports queue the forum uses: the admin sees it, and a second report is refused.
  const queue = await (
    await fetch(`${CMS_URL}/api/admin/reports?status=pending&pageSize=50`, { headers: { authorization: `Bearer ${adminJwt}` } })
  ).json();
  // Newest first (pending ahead): the report just made is on the first page.
  expect(JSON.stringify(queue.data)).toContain(text);
  await comment.getByRole('button', { name: 'Bildir' }).click();
  await dialog.getByRole('combobox', { name: 'Bildirim nedeni' }).selectOption({ label: 'Taciz' });
  await dialog.getByRole('button', { name: 'Bildirimi Gönder' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bu içeriği zaten bildirdiniz.');
});
