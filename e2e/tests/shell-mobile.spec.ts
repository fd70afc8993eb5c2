import { test, expect } from './support/fixtures';
import { at } from './support/urls';

/* Spec §2 Header, mobile menu: backdrop, search, navigation, account, theme; closes on route change or outside click. */

test.use({ viewport: { width: 390, height: 844 } });

test.describe('Mobile menu', () => {
  test.beforeEach(async ({ shell }) => {
    await shell.goto('/hakkimizda');
  });

  test('the menu button opens it with the navigation, and following a link closes it', async ({ page, shell }) => {
    const { mobileMenu } = shell;
    await expect(shell.header.nav, 'the desktop navigation gives way on a phone').toBeHidden();
    await expect(mobileMenu.dialog).toBeHidden();

    await mobileMenu.open();
    await expect(mobileMenu.nav.getByRole('link')).toHaveText(['Ana Sayfa', 'Forum', 'Blog', 'Keşfet']);
    await expect(mobileMenu.search).toBeVisible();
    await expect(mobileMenu.dialog.getByRole('link', { name: 'Yeni Konu' })).toBeVisible();
    await expect(mobileMenu.dialog.getByRole('link', { name: 'Popüler' })).toBeVisible();
    await expect(mobileMenu.dialog.getByRole('link', { name: 'Giriş', exact: true })).toBeVisible();
    await expect(mobileMenu.dialog.getByRole('link', { name: 'Üye Ol' })).toBeVisible();
    await expect(mobileMenu.dialog.getByRole('button', { name: /temaya geç$/ })).toBeVisible();

    await mobileMenu.navLink('Forum').click();
    await expect(page).toHaveURL(at('/forum'));
    await shell.expectScreen('Forum');
    await expect(mobileMenu.dialog).toBeHidden();
    await expect(mobileMenu.openButton).toBeVisible();

    await mobileMenu.open();
    await expect(mobileMenu.navLink('Forum')).toHaveAttribute('aria-current', 'page');
  });

  test('a click on the backdrop closes it', async ({ page, shell }) => {
    const { mobileMenu } = shell;
    await mobileMenu.open();
    await mobileMenu.clickBackdrop();
    await expect(mobileMenu.dialog).toBeHidden();
    await expect(page).toHaveURL(at('/hakkimizda'));
    await shell.expectScreen('Hakkımızda');
  });

  test('its close button closes it', async ({ shell }) => {
    const { mobileMenu } = shell;
    await mobileMenu.open();
    await mobileMenu.closeButton.click();
    await expect(mobileMenu.dialog).toBeHidden();
  });

  test('its search goes to the results and closes the menu', async ({ page, shell }) => {
    const { mobileMenu } = shell;
    await mobileMenu.open();
    await mobileMenu.search.fill(' godot ');
    await mobileMenu.search.press('Enter');
    await expect(page).toHaveURL(at('/arama', '?q=godot'));
    await shell.expectScreen('Arama');
    await expect(mobileMenu.dialog).toBeHidden();
  });
});
