import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { CMS_URL } from './support/cms';
import { accountMe, banMember, markVerified, registerMember, type NewMember } from './support/accounts';
import { mailsTo, waitForMailedLink } from './support/mail';

/*
 * The protected-page guard (spec accounts §6) as a member meets it, and the server holding the same line:
 * a banned member sees 'Hesap Banlandı' with the end date and reason and cannot post; an unverified one is
 * asked to verify where the site requires it.
 */

/** Opens the site as `member`, the way the login form leaves the browser. */
async function signInAs(page: Page, member: NewMember): Promise<void> {
  const user = await accountMe(member.jwt);
  await page.addInitScript(
    ({ token, user }) => {
      if (window.localStorage.getItem('token')) return;
      window.localStorage.setItem('token', token);
      window.localStorage.setItem('tokenExpiresAt', String(Date.now() + 60 * 60 * 1000));
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    { token: member.jwt, user },
  );
}

/** The date as the ban screen prints it (Istanbul time, Turkish month name), written independently. */
function istanbulDateTime(date: Date): string {
  return new Intl.DateTimeFormat('tr-TR', {
    timeZone: 'Europe/Istanbul',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

async function createTopic(jwt: string, title: string): Promise<{ status: number; code?: string }> {
  const categories = (await (await fetch(`${CMS_URL}/api/forum/categories`)).json()).data as Array<{ slug: string; isPremium: boolean }>;
  const category = categories.find((c) => !c.isPremium)!;
  const res = await fetch(`${CMS_URL}/api/forum/topics`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ title, content: 'Banlı bir üyenin açmaya çalıştığı konunun içeriği.', category: category.slug, tags: [] }),
  });
  const body = (await res.json().catch(() => ({}))) as { error?: { details?: { code?: string } } };
  return { status: res.status, code: body.error?.details?.code };
}

async function topicsTitled(title: string): Promise<number> {
  const res = await fetch(`${CMS_URL}/api/forum/topics?search=${encodeURIComponent(title)}&sort=new`);
  return ((await res.json()) as { data: Array<{ title: string }> }).data.filter((t) => t.title === title).length;
}

test('a temporarily banned member sees the ban screen with its end and reason, and cannot post', async ({ page, shell }) => {
  const member = await registerMember();
  await markVerified(member.username);
  const until = new Date(Date.now() + 3 * 24 * 3600_000);
  await banMember(member.username, 'Tekrarlanan spam paylaşımı', until);
  await signInAs(page, member);

  for (const path of ['/ayarlar', '/forum/yeni-konu']) {
    await shell.goto(path);
    await shell.expectScreen('Hesap Banlandı');
    await expect(shell.main).toContainText(`Hesabınız ${istanbulDateTime(until)} tarihine kadar banlandı.`);
    await expect(shell.main).toContainText('Sebep: Tekrarlanan spam paylaşımı');
    await expect(shell.main.getByRole('textbox')).toHaveCount(0);
  }

  const title = `Banlı üyenin konusu ${Date.now()}`;
  expect(await createTopic(member.jwt, title)).toEqual({ status: 403, code: 'ACCOUNT_BANNED' });
  expect(await topicsTitled(title)).toBe(0);
});

test('a ban without an end date reads as permanent', async ({ page, shell }) => {
  const member = await registerMember();
  await banMember(member.username, 'Kural ihlali', null);
  await signInAs(page, member);
  await shell.goto('/ayarlar');
  await shell.expectScreen('Hesap Banlandı');
  await expect(shell.main).toContainText('Hesabınız kalıcı olarak banlandı.');
  await expect(shell.main).toContainText('Sebep: Kural ihlali');
});

test('an unverified member is asked to verify before writing, and can have the mail sent from there', async ({ page, shell }) => {
  const member = await registerMember();
  await waitForMailedLink(member.email, '/verify-email');
  const before = (await mailsTo(member.email)).length;
  await signInAs(page, member);

  await shell.goto('/forum/yeni-konu');
  await shell.expectScreen('Email Doğrulaması Gerekli');
  await expect(shell.main.getByRole('link', { name: 'E-postamı Doğrula' })).toHaveAttribute('href', '/verify-email');
  await shell.main.getByRole('button', { name: 'Doğrulama E-postası Gönder' }).click();
  await expect(shell.toast('Doğrulama emaili gönderildi')).toBeVisible();
  await expect.poll(async () => (await mailsTo(member.email)).length).toBe(before + 1);

  // The server holds the same line.
  const title = `Doğrulanmamış üyenin konusu ${Date.now()}`;
  expect(await createTopic(member.jwt, title)).toEqual({ status: 403, code: 'EMAIL_NOT_VERIFIED' });
  expect(await topicsTitled(title)).toBe(0);

  // Settings stay open to them (that is where they manage the account).
  await shell.goto('/ayarlar');
  await shell.expectScreen('Hesap Ayarları');
});

test('a session the server ended (password changed elsewhere) is closed in the browser too', async ({ page, shell }) => {
  const member = await registerMember();
  await signInAs(page, member);
  await shell.goto('/');
  await expect(shell.header.userMenuButton).toBeVisible();

  // Another device changes the password: every older token, this browser's included, stops working.
  const res = await fetch(`${CMS_URL}/api/account/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.jwt}` },
    body: JSON.stringify({ currentPassword: member.password, password: 'Baska1234!', passwordConfirmation: 'Baska1234!' }),
  });
  expect(res.status).toBe(200);

  await shell.goto('/ayarlar');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fayarlar$/);
  await expect(shell.header.loginLink).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
