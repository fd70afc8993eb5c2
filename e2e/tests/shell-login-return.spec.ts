import { test, expect } from './support/fixtures';
import { DEMO, cms } from './support/cms';
import { TopicPage } from '../pages/TopicPage';

/*
 * Spec accounts §2 Login: "After success it redirects 800 ms later to the page the user came from". Every
 * way a guest reaches the login form from a page — the header, the mobile menu, the "log in to vote / like /
 * reply" prompts — carries that page in ?redirect=, and only a same-site path is followed.
 */

const loginHref = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

test.describe('Logging in from a page comes back to it', () => {
  test('the header login link on a category page brings the member back to the category', async ({ page, shell, loginPage }) => {
    await shell.goto('/forum/kategori/unity');
    await expect(shell.header.loginLink).toHaveAttribute('href', loginHref('/forum/kategori/unity'));

    await shell.header.loginLink.click();
    await expect(loginPage.heading).toBeVisible();
    await loginPage.login(DEMO.user.identifier, DEMO.user.password);

    await expect(page).toHaveURL(/\/forum\/kategori\/unity\/?$/);
    await expect(shell.header.userMenuButton).toBeVisible();
    // The member the server knows is the one the header shows.
    const me = await cms.me(await page.evaluate(() => window.localStorage.getItem('token') ?? ''));
    expect(me.username).toBe(DEMO.user.identifier);
  });

  test('the page query comes along, and the login page itself is never the way back', async ({ shell }) => {
    await shell.goto('/forum?sort=new&page=2');
    await expect(shell.header.loginLink).toHaveAttribute('href', loginHref('/forum?sort=new&page=2'));

    // On /login the header keeps the redirect already asked for instead of pointing back at /login.
    await shell.goto(loginHref('/blog'));
    await expect(shell.header.loginLink).toHaveAttribute('href', loginHref('/blog'));
    // An off-site target is dropped (the page's own safe-redirect check) — the header offers plain /login.
    await shell.goto(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await expect(shell.header.loginLink).toHaveAttribute('href', '/login');
  });

  test('an off-site redirect is not followed after login', async ({ page, loginPage }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.example/x')}`);
    await loginPage.shell.ready();
    await loginPage.login(DEMO.user.identifier, DEMO.user.password);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu login link carries the page', async ({ shell }) => {
      await shell.goto('/blog');
      await shell.mobileMenu.open();
      await expect(shell.mobileMenu.dialog.getByRole('link', { name: 'Giriş', exact: true })).toHaveAttribute('href', loginHref('/blog'));
    });
  });

  test('the "log in to vote" prompt links to login with the topic as the way back', async ({ page, shell }) => {
    const [card] = await cms.topics({ sort: 'latest', pageSize: '1' });
    const path = `/forum/konu/${card.slug}`;
    await shell.goto(path);
    const topic = new TopicPage(page);
    await topic.votes.up.click();
    const prompt = shell.toast('Oy vermek için giriş yapmalısınız');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole('link', { name: 'Giriş', exact: true })).toHaveAttribute('href', loginHref(path));
  });
});
