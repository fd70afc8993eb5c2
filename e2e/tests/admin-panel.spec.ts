import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO } from './support/cms';
import { forum, uniqueTitle } from './support/forum';
import { markVerified, registerMember } from './support/accounts';

/* The admin panel as an admin (issue 14): users, content and reports screens, with screenshots. */

const shots = process.env.E2E_SCREENSHOTS_DIR;
async function shoot(page: import('@playwright/test').Page, name: string) {
  if (!shots) return;
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.screenshot({ path: `${shots}/${name}-${theme}.png`, fullPage: true });
  }
}

test('a non-admin sees the page’s own denial message', async ({ page }) => {
  await signInThroughStorage(page, DEMO.user);
  await page.goto('/admin/users');
  await expect(page.getByText('Kullanıcı yönetimi için admin yetkisi gereklidir.')).toBeVisible();
});

test('dashboard: the three 7-day series drawn by chart.js, their tables kept for screen readers', async ({ page }) => {
  await signInThroughStorage(page, DEMO.admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Kontrol Paneli', level: 1 })).toBeVisible();
  await expect(page.getByTestId('trend-chart')).toHaveCount(3);
  await expect(page.locator('.visually-hidden table')).toHaveCount(3);
  for (const day of ['Pzt', 'Paz']) await expect(page.locator('.visually-hidden table').first().getByText(day)).toHaveCount(1);
  await shoot(page, 'admin-dashboard');
});

test('users: search, suspend from the row, bulk without a selection, details', async ({ page }) => {
  const member = await registerMember();
  await signInThroughStorage(page, DEMO.admin);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Kullanıcı Yönetimi', level: 1 })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, 'admin-users');

  await page.getByRole('button', { name: 'Askıya Al' }).first().waitFor();
  // Bulk with nothing selected.
  await page.locator('[aria-live="polite"]').getByRole('button', { name: 'Askıya Al' }).click();
  await expect(page.getByText('Lütfen en az bir kullanıcı seçin')).toBeVisible();

  await page.getByRole('searchbox').fill(member.username);
  await page.getByRole('searchbox').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(member.username) });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Askıya Al' }).click();
  await expect(page.getByText('Kullanıcı askıya alındı')).toBeVisible();
  await expect(row.getByText('Askıya Alındı')).toBeVisible();
  await row.getByRole('button', { name: 'Aktifleştir' }).click();
  await expect(page.getByText('Kullanıcı aktifleştirildi')).toBeVisible();

  await row.getByRole('button', { name: 'Detay' }).click();
  await expect(page.getByRole('dialog', { name: 'Kullanıcı Detayları' })).toContainText(member.email);
});

test('content: pin a topic from the Forum Konuları tab, switch to Blog Yazıları', async ({ page }) => {
  // A member of their own: the demo member's topics per hour are spent by the forum specs.
  const writer = await registerMember();
  await markVerified(writer.username);
  const jwt = writer.jwt;
  const category = (await forum.categories()).find((c) => !c.isPremium && !c.requireApproval)!;
  const title = uniqueTitle('Yönetim paneli');
  await forum.createTopic(jwt, { title, content: 'Yönetim panelinden sabitlenecek bir konu.', category: category.slug });

  await signInThroughStorage(page, DEMO.admin);
  await page.goto('/admin/content');
  await expect(page.getByRole('tab', { name: 'Forum Konuları' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox').fill(title);
  await page.getByRole('searchbox').press('Enter');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: 'Sabitle', exact: true }).click();
  await expect(page.getByText('Konu sabitlendi')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Sabitlemeyi Kaldır' })).toBeVisible();
  await shoot(page, 'admin-content');

  await page.getByRole('tab', { name: 'Blog Yazıları' }).click();
  await expect(page.getByRole('tab', { name: 'Blog Yazıları' })).toHaveAttribute('aria-selected', 'true');
  // The search is kept across tabs (no post has the topic's title); cleared, the blog list shows.
  await page.getByRole('searchbox').fill('');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByRole('table')).toBeVisible();
});

test('reports: a member’s report is approved from its card and the topic leaves the site', async ({ page }) => {
  const writer = await registerMember();
  await markVerified(writer.username);
  const author = writer.jwt;
  const reporter = await registerMember();
  await markVerified(reporter.username);
  const category = (await forum.categories()).find((c) => !c.isPremium && !c.requireApproval)!;
  const title = uniqueTitle('Raporlanan konu');
  const topic = await forum.createTopic(author, { title, content: 'Bu konu bir üye tarafından raporlanacak.', category: category.slug });
  const res = await fetch(`${process.env.E2E_CMS_URL}/api/forum/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${reporter.jwt}` },
    body: JSON.stringify({ contentType: 'topic', contentId: topic.id, type: 'spam', reason: 'Reklam' }),
  });
  expect(res.status).toBe(201);

  await signInThroughStorage(page, DEMO.admin);
  await page.goto('/admin/reports');
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await shoot(page, 'admin-reports');
  await card.getByRole('button', { name: 'Detay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rapor Detayları' });
  await expect(dialog.getByRole('link', { name: 'İçeriğe Git' })).toHaveAttribute('href', `/forum/konu/${topic.slug}`);
  await dialog.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByText('Rapor onaylandı', { exact: true })).toBeVisible();
  await expect(card.getByText('Çözüldü')).toBeVisible();
  await expect(card.getByText('Rapor onaylandı ve gerekli işlem yapıldı')).toBeVisible();
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the users table scrolls inside its frame on a phone', async ({ page }) => {
    await signInThroughStorage(page, DEMO.admin);
    await page.goto('/admin/users');
    await expect(page.getByRole('table')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shoot(page, 'admin-users-mobile');
    await page.goto('/admin/reports');
    await expect(page.getByRole('heading', { name: 'Raporlar & Analitik', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Kullanıcı Raporları/ })).toHaveAttribute('aria-selected', 'true');
    await shoot(page, 'admin-reports-mobile');
  });
});
