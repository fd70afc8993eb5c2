import type { Page } from '@playwright/test';
import { test, expect, signInThroughStorage } from './support/fixtures';
import { CMS_URL, DEMO, cms } from './support/cms';
import { freshIdentity } from './support/accounts';
import { RegisterPage } from '../pages/RegisterPage';
import { Shell } from '../pages/Shell';

/*
 * Site ayarları as visitors feel them (issue 14): the dark-mode default at the first paint, maintenance mode
 * answered by the site server itself, and the register form's password minimum from the security settings.
 */

const shots = process.env.E2E_SCREENSHOTS_DIR;

async function saveAsAdmin(section: string, values: Record<string, unknown>) {
  const jwt = await cms.login(DEMO.admin.identifier, DEMO.admin.password);
  const res = await fetch(`${CMS_URL}/api/admin/settings/${section}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify(values),
  });
  expect(res.status).toBe(200);
}

/**
 * Every value <html data-theme> is given while the page loads, and whether the body existed yet (a paint could).
 * The observer watches the document (the init script runs before <html> exists).
 */
async function recordThemes(page: Page) {
  await page.addInitScript(() => {
    const seen: Array<{ theme: string | null; body: boolean }> = [];
    (window as unknown as { __themes: typeof seen }).__themes = seen;
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target === document.documentElement) {
          seen.push({ theme: document.documentElement.getAttribute('data-theme'), body: !!document.body });
        }
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-theme'] });
  });
}
const themes = (page: Page) => page.evaluate(() => (window as unknown as { __themes: unknown[] }).__themes);

test.describe('dark-mode default (Görünüm → darkMode)', () => {
  test.use({ colorScheme: 'dark' });

  test('off: a visitor with no choice starts light before the first paint, even on a dark system; a saved choice wins', async ({
    page,
  }) => {
    await saveAsAdmin('appearance', { darkMode: false });
    try {
      await expect
        .poll(async () => (await fetch(`${CMS_URL}/api/site-settings/theme.css`)).text())
        .toContain('--site-default-theme: light');
      await recordThemes(page);
      await page.goto('/forum');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      // Set once, by the boot script in <head>, before there was a body to paint: no dark flash.
      expect(await themes(page)).toEqual([{ theme: 'light', body: false }]);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#ffffff');
      // The system turning dark does not override the admin's default.
      await page.emulateMedia({ colorScheme: 'light' });
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      if (shots) await page.screenshot({ path: `${shots}/darkmode-off-forum.png` });

      // The visitor's own choice (the header's toggle, saved in the browser) wins over the admin's default.
      await new Shell(page).header.themeToggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    } finally {
      await saveAsAdmin('appearance', { darkMode: true });
    }
  });

  test('on (the default): a visitor with no choice starts dark on a dark system, at the first paint', async ({ page }) => {
    await expect.poll(async () => (await fetch(`${CMS_URL}/api/site-settings/theme.css`)).text()).toContain('--site-default-theme: dark');
    await recordThemes(page);
    await page.goto('/forum');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The HTML arrives dark and the boot script, in <head>, confirms it once before there is a body.
    expect(await themes(page)).toEqual([{ theme: 'dark', body: false }]);
  });
});

test('maintenance mode: pages answer 503 with the maintenance page in the HTML; the admin signs in and works in /admin', async ({
  browser,
  page,
}) => {
  await saveAsAdmin('general', { maintenanceMode: true });
  try {
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const plain = await visitor.newPage();
    // The settings save reached the site server through the rebuild hook; it answers at the next page.
    await expect.poll(async () => (await plain.goto('/forum'))?.status()).toBe(503);
    const res = await plain.goto('/blog');
    expect(res?.status()).toBe(503);
    expect(res?.headers()['retry-after']).toBe('600');
    // Without any JavaScript, the page says it.
    await expect(plain.getByRole('heading', { name: 'Bakımdayız', level: 1 })).toBeVisible();
    await expect(plain.getByText('Site şu anda bakımda. Lütfen daha sonra tekrar deneyin.')).toBeVisible();
    if (shots) {
      await plain.screenshot({ path: `${shots}/maintenance-503.png` });
      await plain.setViewportSize({ width: 390, height: 844 });
      await plain.screenshot({ path: `${shots}/maintenance-503-mobile.png` });
    }
    expect((await plain.goto('/login'))?.status()).toBe(200);
    await visitor.close();

    await signInThroughStorage(page, DEMO.admin);
    const admin = await page.goto('/admin/settings');
    expect(admin?.status()).toBe(200);
    await expect(page.getByText('Bakım modu açık')).toBeVisible();
    await page.getByLabel(/Bakım modu/).uncheck();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Genel ayarları kaydedildi')).toBeVisible();
    await expect.poll(async () => await fetch(new URL('/forum', page.url())).then((r) => r.status)).toBe(200);
  } finally {
    await saveAsAdmin('general', { maintenanceMode: false });
  }
});

test('the register form asks for the site’s password minimum (Güvenlik → passwordMinLength) before sending', async ({ page }) => {
  await saveAsAdmin('security', { passwordMinLength: 12 });
  try {
    let posted = 0;
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().includes('/api/auth/local/register')) posted += 1;
    });
    const register = new RegisterPage(page);
    // The form follows the settings once they arrive (they may come after the first paint).
    const settings = page.waitForResponse((r) => r.url().includes('/api/site-settings/public'));
    await register.goto();
    expect((await (await settings).json()).data.passwordMinLength).toBe(12);
    const { username, email } = freshIdentity('minlen');
    await register.fill({ username, email, password: 'Deneme1234' });
    await register.submit.click();
    await expect(page.getByText('Şifre en az 12 karakter olmalıdır')).toBeVisible();
    expect(posted).toBe(0);
    if (shots) await page.screenshot({ path: `${shots}/register-password-min.png` });

    await register.password.fill('Deneme123456');
    await register.confirmPassword.fill('Deneme123456');
    await expect(page.getByText('Şifre en az 12 karakter olmalıdır')).toHaveCount(0);
  } finally {
    await saveAsAdmin('security', { passwordMinLength: 8 });
  }
});
