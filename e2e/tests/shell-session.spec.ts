import { test, expect, storedToken } from './support/fixtures';
import { cms, DEMO } from './support/cms';
import { reputationLabel, trCount } from './support/format';
import { at } from './support/urls';

/* Spec §2 Header, signed in and signed out; §4 logout; §6 only admins see Admin Panel. */

const MEMBER_MENU = ['Profilim', 'Kaydedilenler', 'Rozetler', 'Ayarlar', 'Yazı Yaz', 'Çıkış Yap'];
const ADMIN_MENU = ['Profilim', 'Kaydedilenler', 'Rozetler', 'Ayarlar', 'Admin Panel', 'Yazı Yaz', 'Çıkış Yap'];

test.describe('Header, signed in', () => {
  test('a member logs in through the form; the header shows them with their figures from /api/me', async ({ page, shell, loginPage }) => {
    const { header } = shell;
    await loginPage.goto();
    await expect(header.loginLink).toBeVisible();
    await loginPage.login(DEMO.user.identifier, DEMO.user.password);

    await expect(page).toHaveURL(at('/'));
    await expect(shell.toast('Tekrar hoş geldin, user!')).toBeVisible();
    await expect(header.userMenuButton).toBeVisible();
    await expect(header.loginLink).toHaveCount(0);
    await expect(header.registerLink).toHaveCount(0);
    await expect(header.savedLink).toBeVisible();

    const me = await cms.me(await storedToken(page));
    expect(me.username).toBe('user');
    if (me.unreadNotifications > 0) {
      await expect(header.notifications).toHaveAccessibleName(`Bildirimler (${trCount(me.unreadNotifications)} okunmamış bildirim)`);
      await expect(header.notifications).toHaveText(me.unreadNotifications > 99 ? '99+' : String(me.unreadNotifications));
    } else {
      await expect(header.notifications).toHaveAccessibleName('Bildirimler');
      await expect(header.notifications).toHaveText('');
    }

    // The bar itself may show only the avatar on narrower screens; the open menu always names the member.
    await header.openUserMenu();
    await expect(header.userMenu.getByText('user', { exact: true })).toBeVisible();
    await expect(header.userMenu).toContainText('Kullanıcı');
    await expect(header.userMenu).toContainText(reputationLabel(me.reputation));
    await expect(header.userMenu.getByRole('menuitem')).toHaveText(MEMBER_MENU);
    await expect(header.menuItem('Admin Panel')).toHaveCount(0);

    await header.menuItem('Profilim').click();
    await expect(page).toHaveURL(at('/profil/user'));
    await shell.expectScreen('user');
    await expect(header.userMenu).toBeHidden();
  });

  test('an admin lands on /admin and has Admin Panel in the menu', async ({ page, shell, loginPage }) => {
    const { header } = shell;
    await loginPage.goto();
    await loginPage.login(DEMO.admin.identifier, DEMO.admin.password);

    await expect(page).toHaveURL(at('/admin'));
    const me = await cms.me(await storedToken(page));

    await header.openUserMenu();
    await expect(header.userMenu.getByText('admin', { exact: true })).toBeVisible();
    await expect(header.userMenu).toContainText('Yönetici');
    await expect(header.userMenu).toContainText(reputationLabel(me.reputation));
    await expect(header.userMenu.getByRole('menuitem')).toHaveText(ADMIN_MENU);
  });

  test("logging out says 'Başarıyla çıkış yapıldı' and brings back Giriş and Üye Ol", async ({ page, shell, signIn }) => {
    const { header } = shell;
    await signIn(DEMO.user);
    await shell.goto('/forum');

    await header.openUserMenu();
    await header.menuItem('Çıkış Yap').click();

    await expect(shell.toast('Başarıyla çıkış yapıldı')).toBeVisible();
    await expect(page).toHaveURL(at('/'));
    await expect(header.loginLink).toBeVisible();
    await expect(header.registerLink).toBeVisible();
    await expect(header.userMenuButton).toHaveCount(0);
    await expect(header.notifications).toHaveCount(0);

    // The session is gone for good: a reload stays signed out.
    await page.reload();
    await shell.ready();
    await expect(header.loginLink).toBeVisible();
  });
});
