import { test, expect } from './support/fixtures';
import { cms } from './support/cms';
import { at, exactly } from './support/urls';
import { MAIN_NAV } from '../pages/Header';

const HOME_TITLE = 'Oyun geliştiricilerinin buluşma noktası';

/** What each main-navigation item opens (spec §2 route table). */
const SECTION_TITLES: Record<(typeof MAIN_NAV)[number]['name'], string> = {
  'Ana Sayfa': HOME_TITLE,
  Forum: 'Forum',
  Blog: 'Blog',
  Keşfet: 'Keşfet',
};

test.describe('Header navigation', () => {
  test('has Ana Sayfa, Forum, Blog and Keşfet; each opens its route and becomes the active item', async ({ page, shell }) => {
    const { header } = shell;
    await shell.goto('/hakkimizda');
    await expect(header.nav.getByRole('link')).toHaveText(['Ana Sayfa', 'Forum', 'Blog', 'Keşfet']);
    await header.expectActiveNav(null);

    // Home last, so every click is a real move away from the page before.
    for (const name of ['Forum', 'Blog', 'Keşfet', 'Ana Sayfa'] as const) {
      const item = MAIN_NAV.find((i) => i.name === name)!;
      await header.navLink(name).click();
      await expect(page).toHaveURL(at(item.path));
      await shell.expectScreen(SECTION_TITLES[name]);
      await header.expectActiveNav(name);
    }
  });

  test('marks the active item by exact path: a forum category does not make Forum active', async ({ shell }) => {
    const unity = await cms.category('unity');
    await shell.goto('/forum/kategori/unity');
    await shell.expectScreen(unity.name);
    await shell.header.expectActiveNav(null);

    await shell.goto('/forum');
    await shell.header.expectActiveNav('Forum');
  });

  test('the logo leads home', async ({ page, shell }) => {
    await shell.goto('/blog');
    await shell.header.logo.click();
    await expect(page).toHaveURL(at('/'));
    await shell.expectScreen(HOME_TITLE);
  });

  test('every route change starts at the top of the page', async ({ page, shell }) => {
    await shell.goto('/forum');
    // The footer link sits at the very bottom: reaching it scrolls the page down.
    const about = shell.footer.root.getByRole('link', { name: 'Hakkımızda' });
    await about.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await about.click();
    await expect(page).toHaveURL(at('/hakkimizda'));
    await shell.expectScreen('Hakkımızda');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('offers the quick actions Yeni Konu and Popüler', async ({ page, shell }) => {
    const { header } = shell;
    await shell.goto('/');
    await expect(header.newTopic).toBeVisible();
    await expect(header.popular).toBeVisible();

    await header.popular.click();
    await expect(page).toHaveURL(at('/trending'));
    await shell.expectScreen('Popüler Konular');

    // New topic needs a member: a guest is sent to log in and brought back afterwards (spec §6).
    await header.newTopic.click();
    await expect(page).toHaveURL(at('/login', `?redirect=${encodeURIComponent('/forum/yeni-konu')}`));
    await shell.expectScreen('Giriş Yap');
  });

  test('Popüler keeps its name where the header only has room for its icon', async ({ page, shell }) => {
    // Between 769 and 1180 px the label is hidden visually; the link must still be announced by name.
    await page.setViewportSize({ width: 1100, height: 800 });
    await shell.goto('/');
    await expect(shell.header.popular).toBeVisible();
  });
});

test.describe('Addresses', () => {
  // The site is built with trailingSlash 'never' and its canonical URLs have no slash; opening one
  // directly must not bounce to another address.
  for (const path of ['/forum', '/hakkimizda', '/forum/kategori/unity', '/login']) {
    test(`opening ${path} directly stays on ${path}`, async ({ page, shell }) => {
      const response = await page.goto(path);
      await shell.ready();
      await expect(page).toHaveURL(exactly(path));
      expect(response?.request().redirectedFrom(), `${path} should not be redirected`).toBeNull();
    });
  }
});

test.describe('Not found', () => {
  // Under a client-only route (/admin/*) the server cannot know the path is unknown, so only the
  // others are held to an HTTP 404.
  const cases = [
    { path: '/bu-sayfa-hic-olmadi', status: 404 },
    { path: '/forum/bilinmeyen/yol', status: 404 },
    { path: '/admin/bilinmeyen', status: undefined },
  ];
  for (const { path, status } of cases) {
    test(`${path} shows 'Sayfa Bulunamadı' with a link home that works`, async ({ page, shell }) => {
      const response = await page.goto(path);
      await shell.ready();
      if (status) expect(response?.status(), 'an unknown path answers 404').toBe(status);
      await expect(shell.notFoundHeading).toBeVisible();

      await shell.main.getByRole('link', { name: 'Ana Sayfaya Dön' }).click();
      await expect(page).toHaveURL(at('/'));
      await shell.expectScreen(HOME_TITLE);
    });
  }
});

test.describe('Redirects', () => {
  test('/giris goes to /login', async ({ page, shell }) => {
    await shell.goto('/giris');
    await expect(page).toHaveURL(at('/login'));
    await shell.expectScreen('Giriş Yap');
  });

  test('/kayit goes to /register', async ({ page, shell }) => {
    await shell.goto('/kayit');
    await expect(page).toHaveURL(at('/register'));
    await shell.expectScreen('Üye Ol');
  });
});
