import { readFile } from 'node:fs/promises';
import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO } from './support/cms';

/* The admin 'Site Analitikleri' tab, the two exports and the admin menu at mobile width (issue 14), with screenshots. */

const shots = process.env.E2E_SCREENSHOTS_DIR;
async function shoot(page: import('@playwright/test').Page, name: string) {
  if (!shots) return;
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.screenshot({ path: `${shots}/${name}-${theme}.png`, fullPage: true });
  }
}

test('analytics: the tab beside the reports shows the four cards, growth, categories, top lists and hours; the range reloads', async ({
  page,
}) => {
  await signInThroughStorage(page, DEMO.admin);
  await page.goto('/admin/reports');
  const tab = page.getByRole('tab', { name: 'Site Analitikleri' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  for (const label of ['Toplam Kullanıcı', 'Aktif Kullanıcılar', 'Toplam Yazı', 'Sayfa Görüntüleme']) {
    await expect(panel.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(panel.getByText('Son 8 gün')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Kategori Dağılımı' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'En Popüler İçerikler' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'En Aktif Kullanıcılar' })).toBeVisible();
  await expect(panel.getByText('Saatlik Aktivite')).toBeVisible();
  // The seed's page views and categories are real rows: the lists are not empty.
  await expect(panel.locator('section', { hasText: 'Kategori Dağılımı' }).getByRole('row')).not.toHaveCount(0);
  await expect(page.getByTestId('trend-chart')).toHaveCount(2);
  // The hourly chart draws two lines: its legend names them.
  await expect(page.getByTestId('trend-legend')).toHaveText(/Gönderi\s*Aktif üye/);

  const answer = page.waitForResponse((r) => r.url().includes('/api/admin/analytics') && r.url().includes('range=30days'));
  await panel.getByLabel('Zaman aralığı').selectOption({ label: 'Son 30 Gün' });
  expect((await answer).status()).toBe(200);
  await expect(panel.getByLabel('Zaman aralığı')).toHaveValue('30days');
  await shoot(page, 'admin-analytics');
});

test('export: analytics_yyyy-mm-dd.json and reports_yyyy-mm-dd.json of the real data, with the toasts', async ({ page }) => {
  await signInThroughStorage(page, DEMO.admin);
  await page.goto('/admin/reports');
  await expect(page.getByRole('tab', { name: /Kullanıcı Raporları/ })).toHaveAttribute('aria-selected', 'true');

  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dışa Aktar' }).click();
  let file = await download;
  expect(file.suggestedFilename()).toMatch(/^reports_\d{4}-\d{2}-\d{2}\.json$/);
  const reports = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(Array.isArray(reports)).toBe(true);
  await expect(page.getByText('Kullanıcı Raporları verisi başarıyla dışa aktarıldı')).toBeVisible();

  await page.getByRole('tab', { name: 'Site Analitikleri' }).click();
  await expect(page.getByText('Son 8 gün')).toBeVisible();
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dışa Aktar' }).click();
  file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics_\d{4}-\d{2}-\d{2}\.json$/);
  const analytics = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(analytics).toMatchObject({ range: '7days', overview: { totalUsers: expect.any(Number) } });
  expect(analytics.overview.totalUsers).toBeGreaterThan(0);
  expect(analytics.userGrowth.labels).toHaveLength(8);
  await expect(page.getByText('Site Analitikleri verisi başarıyla dışa aktarıldı')).toBeVisible();
});

test.describe('at mobile width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a header menu: the button opens it, Escape closes it and gives focus back, a link navigates', async ({ page }) => {
    await signInThroughStorage(page, DEMO.admin);
    await page.goto('/admin/reports');
    const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    const toggle = nav.getByRole('button', { name: 'Yönetim menüsü' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Kullanıcı Yönetimi' })).toBeHidden();
    await shoot(page, 'admin-mobile-menu-closed');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Kullanıcı Yönetimi' })).toBeVisible();
    await expect(nav.getByText('Yönetici')).toBeVisible();
    await shoot(page, 'admin-mobile-menu-open');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Kontrol Paneli' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole('link', { name: 'Kullanıcı Yönetimi' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/?$/);
    await expect(page.getByRole('heading', { name: 'Kullanıcı Yönetimi', level: 1 })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await page.goto('/admin/reports');
    await page.getByRole('tab', { name: 'Site Analitikleri' }).click();
    await expect(page.getByText('Son 8 gün')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shoot(page, 'admin-analytics-mobile');
  });
});
