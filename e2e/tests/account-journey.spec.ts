import fs from 'node:fs';
import { test, expect, storedToken } from './support/fixtures';
import { accountMe, freshIdentity, meStatus } from './support/accounts';
import { waitForMailedLink } from './support/mail';
import { at } from './support/urls';
import { RegisterPage } from '../pages/RegisterPage';
import { OnboardingFlow } from '../pages/OnboardingFlow';
import { SettingsPage } from '../pages/SettingsPage';

/*
 * One new member's whole first visit (issue 3): register, read the verification mail from the mail catcher
 * and verify, finish onboarding, change settings and the password, log out and back in. Every step checks
 * what the person sees and what the cms then holds.
 */
test('a new member registers, verifies, onboards, changes settings and password, logs out and in again', async ({
  page,
  shell,
  loginPage,
}) => {
  test.setTimeout(240_000);
  const { username, email } = freshIdentity('yeni');
  const password = 'Baslangic1!';
  const newPassword = 'Yepyeni42?';
  const main = shell.main;
  const register = new RegisterPage(page);

  await test.step('register: live availability, strength, success panel, toast, home after 2 s', async () => {
    await register.goto();
    await shell.expectScreen('Üye Ol');
    await register.username.fill(username);
    await expect(main.getByText('Kullanıcı adı müsait!')).toBeVisible();
    await register.email.fill(email);
    await expect(main.getByText('E-posta adresi müsait!')).toBeVisible();
    await register.password.fill(password);
    await expect(register.strength).toHaveAttribute('aria-valuetext', 'Güçlü');
    await expect(main.getByText('Şifre gücü: Güçlü')).toBeVisible();
    await register.confirmPassword.fill(password);
    await register.terms.check();
    await register.submit.click();

    await expect(main.getByRole('heading', { name: 'Kayıt Başarılı!' })).toBeVisible();
    await expect(shell.toast(`Hesabın oluşturuldu, hoş geldin ${username}!`)).toBeVisible();
    await expect(page).toHaveURL(at('/'));
    await expect(shell.header.userMenuButton).toBeVisible();

    const me = await accountMe(await storedToken(page));
    expect(me).toMatchObject({ username, email, role: 'user', isEmailVerified: false, onboardingCompleted: false });
  });

  const flow = new OnboardingFlow(page, true);
  await test.step('onboarding overlay: six steps, personalisation, tutorial, back, finish', async () => {
    await flow.expectStep(1, "OyunDev'e Hoş Geldin!");
    await expect(flow.skip).toBeVisible();
    await expect(flow.back).toHaveCount(0);
    await flow.button('Başlayalım').click();

    await flow.expectStep(2, 'Burada Neler Yapabilirsin?');
    for (const card of ['Forum Tartışmaları', 'Blog Yazıları', 'Topluluk Ağı', 'Kariyer Gelişimi']) {
      await expect(flow.root.getByRole('heading', { name: card })).toBeVisible();
    }
    await flow.button('İleri').click();

    await flow.expectStep(3, 'Seni Tanıyalım');
    await expect(flow.button('En az bir seçim yap')).toBeDisabled();
    await flow.chip('Unity').click();
    await expect(flow.chip('Unity')).toHaveAttribute('aria-pressed', 'true');
    await flow.chip('Unity').click();
    await expect(flow.chip('Unity')).toHaveAttribute('aria-pressed', 'false');
    await expect(flow.button('En az bir seçim yap')).toBeDisabled();
    await flow.chip('Godot').click();
    await flow.chip('Oyun Programlama').click();
    await flow.button('İleri').click();

    await flow.expectStep(4, 'İçerik Keşfi');
    await expect(flow.root.getByRole('heading', { name: 'Akıllı Kategoriler' })).toBeVisible();
    await flow.button('İleri').click();
    await expect(flow.root.getByRole('heading', { name: 'Arama ve Filtreleme' })).toBeVisible();
    await flow.button('İleri').click();
    await expect(flow.root.getByRole('heading', { name: 'Kişisel Öneriler' })).toBeVisible();
    await flow.button('Anladım').click();

    await flow.expectStep(5, 'İtibar Sistemi');
    await flow.back.click();
    await flow.expectStep(4, 'İçerik Keşfi');
    for (const label of ['İleri', 'İleri', 'Anladım']) await flow.button(label).click();
    await flow.expectStep(5, 'İtibar Sistemi');
    await flow.button('İleri').click();

    await flow.expectStep(6, 'Her Şey Hazır!');
    await expect(flow.back).toHaveCount(0);
    for (const action of ['Foruma Göz At', 'Blog Yazılarını Oku', 'Profilini Düzenle']) await expect(flow.button(action)).toBeVisible();
    await flow.button('Bitir').click();
    await expect(flow.root).toHaveCount(0);

    const me = await accountMe(await storedToken(page));
    expect(me).toMatchObject({ onboardingCompleted: true, gameEngines: ['godot'], specialties: ['programming'] });
    // Finished means finished: the home page does not ask again.
    await page.reload();
    await shell.ready();
    await expect(shell.pageHeading).toHaveText('Oyun geliştiricilerinin buluşma noktası');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('verify the address with the mailed link; home after 3 s', async () => {
    const link = await waitForMailedLink(email, '/verify-email');
    await shell.goto(link);
    await expect(shell.pageHeading).toHaveText('Email başarıyla doğrulandı!');
    await expect(page).toHaveURL(at('/'));
    expect((await accountMe(await storedToken(page))).isEmailVerified).toBe(true);
  });

  const settings = new SettingsPage(page);
  await test.step('settings, profile: read-only name and e-mail, bio counter, chips, link validation', async () => {
    await settings.goto('/ayarlar');
    await shell.expectScreen('Hesap Ayarları');
    const panel = settings.panel;
    await expect(panel.getByLabel('Kullanıcı adı')).toHaveValue(username);
    await expect(panel.getByLabel('Kullanıcı adı')).toHaveAttribute('readonly', '');
    await expect(panel.getByLabel('E-posta')).toHaveValue(email);
    await expect(panel.getByLabel('E-posta')).toHaveAttribute('readonly', '');
    // Onboarding's choices are the profile's.
    await expect(panel.getByRole('button', { name: 'Godot', exact: true })).toHaveAttribute('aria-pressed', 'true');

    const bio = 'Godot ile 2D platform oyunları yapıyorum.';
    await panel.getByLabel('Biyografi').fill(bio);
    await expect(panel.getByText(`${bio.length}/500`)).toBeVisible();
    await panel.getByRole('button', { name: 'GDScript', exact: true }).click();
    await panel.getByLabel('GitHub').fill('github.com/eksik-adres');
    await settings.save().click();
    await expect(panel.getByLabel('GitHub')).toHaveAccessibleDescription('Geçerli bir bağlantı giriniz');
    expect((await accountMe(await storedToken(page))).bio).toBe('');

    await panel.getByLabel('GitHub').fill(`https://github.com/${username}`);
    await settings.save().click();
    await expect(settings.message('Profil başarıyla güncellendi')).toBeVisible();
    const me = await accountMe(await storedToken(page));
    expect(me.bio).toBe(bio);
    expect(me.programmingLanguages).toEqual(['gdscript']);
    expect(me.socialLinks.github).toBe(`https://github.com/${username}`);
    // Settings notes go away by themselves (spec: after 5 s).
    await expect(settings.message('Profil başarıyla güncellendi')).toBeHidden({ timeout: 10_000 });
  });

  await test.step('settings tabs answer the keyboard', async () => {
    await settings.tab('Profil').focus();
    await page.keyboard.press('ArrowRight');
    await expect(settings.tab('Şifre')).toBeFocused();
    await expect(settings.tab('Şifre')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(settings.tab('Gizlilik')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(settings.tab('Profil')).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('settings, notifications: a switch turned off stays off', async () => {
    const panel = await settings.open('Bildirimler');
    await expect(panel.getByRole('switch')).toHaveCount(7);
    const digest = panel.getByRole('switch', { name: 'Haftalık özet' });
    await expect(digest).toHaveAttribute('aria-checked', 'true');
    await digest.click();
    await expect(digest).toHaveAttribute('aria-checked', 'false');
    await settings.save().click();
    await expect(settings.message('Bildirim ayarları güncellendi')).toBeVisible();
    const me = await accountMe(await storedToken(page));
    expect(me.notificationSettings).toMatchObject({ weeklyDigest: false, newComment: true });
  });

  await test.step('settings, privacy: visibility and online status; download my data', async () => {
    const panel = await settings.open('Gizlilik');
    await panel.getByLabel('Yalnızca üyeler').check();
    await panel.getByRole('switch', { name: 'Çevrimiçi olduğumu göster' }).click();
    await settings.save().click();
    await expect(settings.message('Gizlilik ayarları güncellendi')).toBeVisible();
    expect((await accountMe(await storedToken(page))).privacy).toEqual({
      profileVisibility: 'members',
      showActivity: true,
      showOnlineStatus: false,
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Verilerimi İndir (JSON)' }).click(),
    ]);
    const file = await download.path();
    const text = fs.readFileSync(file!, 'utf8');
    expect(text).toContain(username);
    expect(text).not.toMatch(/"password"\s*:/);
    expect(() => JSON.parse(text)).not.toThrow();
  });

  await test.step('settings, password: the §5 messages, a wrong current password, then the change', async () => {
    const panel = await settings.open('Şifre');
    const submit = panel.getByRole('button', { name: 'Şifreyi Değiştir' });
    const current = panel.getByLabel('Mevcut şifre');
    const next = panel.getByLabel('Yeni şifre', { exact: true });
    const confirm = panel.getByLabel('Yeni şifre tekrarı');

    await submit.click();
    await expect(settings.message('Tüm alanları doldurun')).toBeVisible();

    await current.fill(password);
    await next.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await submit.click();
    await expect(settings.message('Yeni şifreler eşleşmiyor')).toBeVisible();

    await current.fill('Yanlis123!');
    await confirm.fill(newPassword);
    await submit.click();
    await expect(settings.message('Mevcut şifre hatalı')).toBeVisible();

    const oldToken = await storedToken(page);
    await current.fill(password);
    await submit.click();
    await expect(settings.message('Şifre başarıyla değiştirildi')).toBeVisible();
    // This session carries on with a new token; the old one no longer opens the account.
    const token = await storedToken(page);
    expect(token).not.toBe(oldToken);
    expect(await meStatus(oldToken)).toBe(401);
    expect((await accountMe(token)).username).toBe(username);
    await page.reload();
    await shell.ready();
    await expect(shell.header.userMenuButton).toBeVisible();
  });

  await test.step('log out, then back in with the new password only', async () => {
    await shell.header.openUserMenu();
    await shell.header.menuItem('Çıkış Yap').click();
    await expect(shell.toast('Başarıyla çıkış yapıldı')).toBeVisible();
    await expect(page).toHaveURL(at('/'));
    await expect(shell.header.loginLink).toBeVisible();
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('tokenExpiresAt')]),
    ).toEqual([null, null, null]);

    await loginPage.goto();
    await loginPage.login(username, password);
    await expect(loginPage.password).toHaveAccessibleDescription('Şifre hatalı');
    await loginPage.password.fill(newPassword);
    await loginPage.submit.click();
    await expect(shell.toast(`Tekrar hoş geldin, ${username}!`)).toBeVisible();
    await expect(page).toHaveURL(at('/'));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
