import { test, expect } from './support/fixtures';
import { CMS_URL, DEMO } from './support/cms';
import { accountMe, freshIdentity, meStatus, registerMember } from './support/accounts';
import { mailsTo, waitForMailedLink } from './support/mail';
import { at } from './support/urls';
import { RegisterPage } from '../pages/RegisterPage';

/* Spec accounts §2 (account pages), §5 (their rules) and §8 (their messages), one page at a time. */

async function usernameFree(name: string): Promise<boolean> {
  const res = await fetch(`${CMS_URL}/api/account/availability/username?value=${encodeURIComponent(name)}`);
  return ((await res.json()) as { available: boolean }).available;
}

async function loginStatus(identifier: string, password: string): Promise<number> {
  const res = await fetch(`${CMS_URL}/api/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  return res.status;
}

test.describe('Register', () => {
  test('the form checks every §5 rule in the browser and sends nothing while one fails', async ({ shell, page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.submit.click();
    await expect(register.username).toHaveAccessibleDescription(/Kullanıcı adı gerekli/);
    await expect(register.email).toHaveAccessibleDescription(/E-posta gerekli/);
    await expect(register.password).toHaveAccessibleDescription('Şifre gerekli');
    await expect(register.confirmPassword).toHaveAccessibleDescription('Şifre tekrarı gerekli');
    await expect(register.terms).toHaveAccessibleDescription('Kullanım koşullarını kabul etmelisiniz');

    const { username } = freshIdentity('kural');
    await register.username.fill('ab!');
    await expect(register.username).toHaveAccessibleDescription(/Sadece harf, rakam ve alt çizgi kullanılabilir/);
    await register.username.fill(username);
    await register.email.fill('adres-degil');
    await expect(register.email).toHaveAccessibleDescription(/Geçerli bir e-posta adresi giriniz/);
    await register.email.fill(`${username}@example.test`);
    await register.password.fill('kucukharf1');
    await expect(register.password).toHaveAccessibleDescription('Şifre en az bir küçük harf, bir büyük harf ve bir rakam içermelidir');
    await register.password.fill('Uygun123');
    await register.confirmPassword.fill('Uygun124');
    await expect(register.confirmPassword).toHaveAccessibleDescription('Şifreler eşleşmiyor');
    await register.submit.click();

    await expect(shell.main.getByRole('heading', { name: 'Kayıt Başarılı!' })).toHaveCount(0);
    expect(await usernameFree(username)).toBe(true);
  });

  test('the strength meter scores 0–6: Zayıf, Orta, Güçlü', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    const cases: Array<[string, number, string]> = [
      ['abc', 1, 'Zayıf'],
      ['abcdef1', 3, 'Orta'],
      ['Abcdefg1', 5, 'Güçlü'],
      ['Abcdefg1!', 6, 'Güçlü'],
    ];
    for (const [password, score, label] of cases) {
      await register.password.fill(password);
      await expect(register.strength).toHaveAttribute('aria-valuenow', String(score));
      await expect(register.strength).toHaveAttribute('aria-valuetext', label);
      await expect(page.getByText(`Şifre gücü: ${label}`)).toBeVisible();
    }
  });

  test('a taken username offers free variants; picking one checks it; typing resets the hint', async ({ shell, page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.username.fill(DEMO.user.identifier);
    await expect(shell.main.getByText('Bu kullanıcı adı alınmış')).toBeVisible();
    const suggestion = register.suggestion(`${DEMO.user.identifier}_dev`);
    await expect(suggestion).toBeVisible();
    await suggestion.click();
    await expect(register.username).toHaveValue(`${DEMO.user.identifier}_dev`);
    await expect(shell.main.getByText('Kullanıcı adı müsait!')).toBeVisible();

    // Any typing puts the check back to idle until the next pause.
    await register.username.press('x');
    await expect(shell.main.getByText('Kullanıcı adı müsait!')).toHaveCount(0);
  });

  test('a taken e-mail is said under the field, live and again by the server on submit', async ({ shell, page }) => {
    const existing = await registerMember();
    const register = new RegisterPage(page);
    await register.goto();
    const { username } = freshIdentity('ikinci');
    await register.fill({ username, email: existing.email.toUpperCase(), password: 'Uygun123!' });
    await expect(shell.main.getByText('Bu e-posta adresi zaten kullanılıyor').first()).toBeVisible();
    await register.submit.click();
    await expect(register.email).toHaveAccessibleDescription(/Bu e-posta adresi zaten kullanılıyor/);
    expect(await usernameFree(username)).toBe(true);
  });
});

test.describe('Login', () => {
  test('server answers land on their field: unknown member, wrong password; then the lock', async ({ loginPage, shell }) => {
    const member = await registerMember();
    await loginPage.goto();
    await loginPage.login(`yok_${member.username}`.slice(0, 20), 'Herhangi1!');
    await expect(loginPage.identifier).toHaveAccessibleDescription('Kullanıcı bulunamadı');

    await loginPage.identifier.fill(member.username);
    await loginPage.password.fill('Yanlis123!');
    await loginPage.submit.click();
    await expect(loginPage.password).toHaveAccessibleDescription('Şifre hatalı');

    // Repeated failures lock the account (site setting maxLoginAttempts, 5 by default).
    await expect(async () => {
      await loginPage.submit.click();
      await expect(shell.main.getByText(/Çok fazla hatalı giriş denemesi yapıldı/)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    // Locked means locked: even the right password is refused for now.
    expect(await loginStatus(member.username, member.password)).not.toBe(200);
  });

  test('a guest sent to log in comes back where they were', async ({ page, shell, loginPage }) => {
    const member = await registerMember();
    await shell.goto('/ayarlar');
    await expect(page).toHaveURL(at('/login', '?redirect=%2Fayarlar'));
    await loginPage.login(member.email, member.password);
    await expect(shell.toast(`Tekrar hoş geldin, ${member.username}!`)).toBeVisible();
    await expect(page).toHaveURL(at('/ayarlar'));
    await shell.expectScreen('Hesap Ayarları');
  });
});

test.describe('Forgot and reset password', () => {
  test('an unknown address is told so; a known one gets the mail; the link sets a new password once', async ({ page, shell }) => {
    const member = await registerMember();
    await shell.goto('/forgot-password');
    await shell.expectScreen('Şifremi Unuttum');
    const emailField = shell.main.getByLabel('E-posta');
    await emailField.fill(`yok-${member.email}`);
    await shell.main.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect(emailField).toHaveAccessibleDescription('Bu e-posta adresiyle kayıtlı kullanıcı bulunamadı');

    await emailField.fill(member.email);
    await shell.main.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await expect(shell.main.getByRole('heading', { name: 'E-postanı Kontrol Et' })).toBeVisible();
    await expect(shell.main).toContainText('Şifre sıfırlama linki email adresinize gönderildi');
    await expect(shell.main).toContainText('spam klasörünü');

    const link = await waitForMailedLink(member.email, '/reset-password');
    await shell.goto(link);
    await shell.expectScreen('Yeni Şifre Belirle');
    const password = shell.main.getByLabel('Yeni şifre', { exact: true });
    const confirm = shell.main.getByLabel('Yeni şifre tekrarı');
    await password.fill('Sifirla123');
    // The reset form's meter leaves out the symbol point: 5 at most.
    await expect(shell.main.getByRole('meter', { name: 'Şifre gücü' })).toHaveAttribute('aria-valuemax', '5');
    await confirm.fill('Sifirla124');
    await shell.main.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await expect(confirm).toHaveAccessibleDescription('Şifreler eşleşmiyor');
    await confirm.fill('Sifirla123');
    await shell.main.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await expect(shell.main.getByRole('heading', { name: 'Şifre başarıyla değiştirildi' })).toBeVisible();
    await expect(page).toHaveURL(at('/login'));

    expect(await loginStatus(member.username, 'Sifirla123')).toBe(200);
    expect(await loginStatus(member.username, member.password)).toBe(400);
    // The reset ended every session the member had.
    expect(await meStatus(member.jwt)).toBe(401);

    // The link was single-use.
    await shell.goto(link);
    await shell.main.getByLabel('Yeni şifre', { exact: true }).fill('Baska1234');
    await shell.main.getByLabel('Yeni şifre tekrarı').fill('Baska1234');
    await shell.main.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await shell.expectScreen('Geçersiz Bağlantı');
    await expect(shell.main.getByRole('link', { name: 'Yeni bağlantı iste' })).toHaveAttribute('href', '/forgot-password');
    expect(await loginStatus(member.username, 'Sifirla123')).toBe(200);
  });
});

test.describe('Verify e-mail', () => {
  test('a made-up token fails with the reason and a way to log in', async ({ shell }) => {
    await shell.goto('/verify-email?token=uydurma-bir-kod');
    await shell.expectScreen('Doğrulama Başarısız');
    await expect(shell.main).toContainText('Doğrulama bağlantısı geçersiz ya da süresi dolmuş.');
    await expect(shell.main.getByRole('link', { name: 'Giriş sayfasına dön' })).toBeVisible();
  });

  test('a signed-in unverified member without a token sees the pending screen and can have the mail again', async ({ page, shell }) => {
    const member = await registerMember();
    await page.addInitScript(
      ({ token, user }) => {
        if (window.localStorage.getItem('token')) return;
        window.localStorage.setItem('token', token);
        window.localStorage.setItem('tokenExpiresAt', String(Date.now() + 60 * 60 * 1000));
        window.localStorage.setItem('user', JSON.stringify(user));
      },
      { token: member.jwt, user: await accountMe(member.jwt) },
    );
    await waitForMailedLink(member.email, '/verify-email');
    const before = (await mailsTo(member.email)).length;
    await shell.goto('/verify-email');
    await shell.expectScreen('E-postanı Kontrol Et');
    await expect(shell.main).toContainText(member.email);
    await shell.main.getByRole('button', { name: 'Doğrulama E-postasını Tekrar Gönder' }).click();
    await expect(shell.toast('Doğrulama emaili gönderildi')).toBeVisible();
    await expect.poll(async () => (await mailsTo(member.email)).length).toBe(before + 1);
    // The newest mail's link verifies the address.
    await shell.goto(await waitForMailedLink(member.email, '/verify-email'));
    await expect(shell.pageHeading).toHaveText('Email başarıyla doğrulandı!');
    expect((await accountMe(member.jwt)).isEmailVerified).toBe(true);
  });
});
