import type { Page } from '@playwright/test';
import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO } from './support/cms';

/*
 * Every admin screen as an admin, on a desktop and a 390 px phone, in the dark and the light theme (the system's,
 * before the page loads, so the charts draw in it too): each opens with its heading and data, and nothing
 * makes the page wider than the screen. With E2E_SCREENSHOTS_DIR set, each is photographed to be looked at.
 */

const shots = process.env.E2E_SCREENSHOTS_DIR;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
const SETTINGS_TABS = ['Genel', 'Görünüm', 'İçerik', 'Güvenlik', 'E-posta', 'Kategoriler', 'Duyurular'];
const RANGES = { '24hours': 'Son 24 Saat', '7days': 'Son 7 Gün', '30days': 'Son 30 Gün', '90days': 'Son 3 Ay' };

async function look(page: Page, name: string) {
  // Wider than the screen means a sideways scroll on a phone: tables scroll inside their own frame instead.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name}: the page is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/screens-${name}.png`, fullPage: true });
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['dark', 'light'] as const) {
    test(`every admin screen, ${device}, ${theme}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      // No saved choice: the system's preference decides (the admin's dark-mode default is on).
      await page.emulateMedia({ colorScheme: theme });
      await signInThroughStorage(page, DEMO.admin);
      const tag = `${device}-${theme}`;

      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: 'Kontrol Paneli', level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByTestId('trend-chart')).toHaveCount(3);
      await look(page, `dashboard-${tag}`);

      await page.goto('/admin/users');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await look(page, `users-${tag}`);

      await page.goto('/admin/content');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await look(page, `content-${tag}`);
      await page.getByRole('tab', { name: 'Blog Yazıları' }).click();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await look(page, `content-blog-${tag}`);

      await page.goto('/admin/reports');
      await expect(page.getByRole('heading', { name: 'Raporlar & Analitik', level: 1 })).toBeVisible();
      await expect(page.getByText('Veriler yükleniyor...')).toHaveCount(0);
      await look(page, `reports-${tag}`);
      await page.getByRole('tab', { name: 'Site Analitikleri' }).click();
      const panel = page.getByRole('tabpanel');
      for (const [value, label] of Object.entries(RANGES)) {
        await panel.getByLabel('Zaman aralığı').selectOption({ label });
        await expect(panel.getByLabel('Zaman aralığı')).toHaveValue(value);
        await expect(panel.getByText('Veriler yükleniyor...')).toHaveCount(0);
        await expect(panel.getByText('Toplam Kullanıcı', { exact: true })).toBeVisible();
        await expect(page.getByTestId('trend-chart')).toHaveCount(2);
        await look(page, `analytics-${value}-${tag}`);
      }

      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { name: 'Site Ayarları', level: 1 })).toBeVisible();
      for (const [i, tab] of SETTINGS_TABS.entries()) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        if (tab === 'Kategoriler' || tab === 'Duyurular') await expect(page.getByRole('list', { name: tab })).toBeVisible();
        else await expect(page.getByRole('form', { name: tab })).toBeVisible();
        await look(page, `settings-${i}-${tag}`);
      }
    });
  }
}
