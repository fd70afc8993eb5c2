import type { Page } from '@playwright/test';
import { test, expect, signInThroughStorage } from './support/fixtures';
import { CMS_URL, DEMO, cms } from './support/cms';

/* Site ayarları as an admin (issue 14): the seven tabs, categories, announcements and their banner, maintenance. */

const shots = process.env.E2E_SCREENSHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await page.screenshot({ path: `${shots}/${name}-${theme}.png`, fullPage: true });
  }
}

async function saveAsAdmin(section: string, values: Record<string, unknown>) {
  const jwt = await cms.login(DEMO.admin.identifier, DEMO.admin.password);
  const res = await fetch(`${CMS_URL}/api/admin/settings/${section}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  expect(res.status).toBe(200);
}

test('the seven tabs; a saved group answers its toast and stays saved after a reload', async ({ page }) => {
  await signInThroughStorage(page, DEMO.admin);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'Site Ayarları', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Site Ayarları' }).getByRole('tab');
  await expect(tabs).toHaveText(['Genel', 'Görünüm', 'İçerik', 'Güvenlik', 'E-posta', 'Kategoriler', 'Duyurular']);

  await page.getByLabel('Site adı').fill('OyunDev E2E');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Genel ayarları kaydedildi')).toBeVisible();
  await shoot(page, 'admin-settings-general');

  await page.getByRole('tab', { name: 'İçerik' }).click();
  await expect(page.getByLabel('Forum listesinde sayfa başına konu')).toHaveValue('20');
  await page.getByLabel('Forum listesinde sayfa başına konu').fill('0');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlar kaydedilirken bir hata oluştu')).toBeVisible();
  await page.getByLabel('Forum listesinde sayfa başına konu').fill('20');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('İçerik ayarları kaydedildi')).toBeVisible();

  for (const tab of ['Görünüm', 'Güvenlik', 'E-posta']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('form', { name: tab })).toBeVisible();
    await shoot(page, `admin-settings-${tab.toLowerCase()}`);
  }
  await expect(page.getByText('SMTP sunucusu ve şifresi sunucu ortamında tanımlıdır')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Site adı')).toHaveValue('OyunDev E2E');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'admin-settings-mobile');
});

test('categories: the name is required, add, switch off and delete', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await signInThroughStorage(page, DEMO.admin);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Kategoriler' }).click();
  await page.getByRole('button', { name: 'Kategori Ekle' }).click();
  await expect(page.getByText('Kategori adı gerekli').first()).toBeVisible();

  const name = `E2E Kategori ${Date.now() % 100000}`;
  await page.getByLabel('Kategori adı').fill(name);
  await page.getByRole('button', { name: 'Kategori Ekle' }).click();
  await expect(page.getByText('Kategori eklendi')).toBeVisible();
  // The name followed by its slug: other rows' 'move topics to' lists name the new category too.
  const item = page.getByRole('listitem').filter({ hasText: `${name}/e2e-kategori-` });
  await expect(item).toHaveCount(1);
  await shoot(page, 'admin-settings-categories');

  // The switch follows the saved state (it turns once the server answers), so it is clicked, not unchecked.
  await item.getByRole('checkbox', { name: 'Aktif' }).click();
  await expect(page.getByText('Kategori durumu güncellendi')).toBeVisible();
  await expect(item).toContainText('Pasif');
  await item.getByRole('button', { name: `Sil: ${name}` }).click();
  await expect(page.getByText('Kategori silindi')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('announcements: title and content required; an active one shows site-wide, a visitor can close it', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  await signInThroughStorage(page, DEMO.admin);
  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Duyurular' }).click();
  await page.getByRole('button', { name: 'Duyuru Ekle' }).click();
  await page.getByRole('form', { name: 'Duyuru Ekle' }).getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Başlık ve içerik gerekli').first()).toBeVisible();

  const title = `Game Jam ${Date.now() % 100000}`;
  await page.getByLabel('Başlık').fill(title);
  await page.getByLabel('İçerik').fill('Hafta sonu 48 saatlik game jam başlıyor!');
  await page.getByLabel('Tür').selectOption('warning');
  await page.getByRole('form', { name: 'Duyuru Ekle' }).getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Duyuru eklendi')).toBeVisible();
  await shoot(page, 'admin-settings-announcements');

  const banner = page.getByRole('region', { name: 'Duyurular' }).locator('[data-announcement-id]').filter({ hasText: title });
  await page.goto('/forum');
  await expect(banner).toBeVisible();
  await shoot(page, 'announcement-banner');
  await page.setViewportSize({ width: 390, height: 844 });
  await shoot(page, 'announcement-banner-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
  await banner.getByRole('button', { name: 'Duyuruyu kapat' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner).toBeHidden();

  await page.goto('/admin/settings');
  await page.getByRole('tab', { name: 'Duyurular' }).click();
  const item = page.getByRole('listitem').filter({ hasText: title });
  await item.getByRole('button', { name: `Sil: ${title}` }).click();
  await expect(page.getByText('Duyuru silindi')).toBeVisible();
  await expect(item).toHaveCount(0);
});

test('maintenance mode: a visitor sees the maintenance page, the admin the site', async ({ browser, page }) => {
  await saveAsAdmin('general', { maintenanceMode: true });
  try {
    const visitor = await browser.newPage();
    await visitor.goto('/forum');
    await expect(visitor.getByRole('heading', { name: 'Bakımdayız' })).toBeVisible();
    await shoot(visitor, 'maintenance-page');
    await visitor.close();

    await signInThroughStorage(page, DEMO.admin);
    await page.goto('/admin/settings');
    await expect(page.getByText('Bakım modu açık')).toBeVisible();
    await page.getByLabel(/Bakım modu/).uncheck();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Genel ayarları kaydedildi')).toBeVisible();
  } finally {
    await saveAsAdmin('general', { maintenanceMode: false });
  }
});
