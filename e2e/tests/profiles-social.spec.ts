import { test, expect, signInThroughStorage } from './support/fixtures';
import { Shell } from '../pages/Shell';
import { markVerified, registerMember } from './support/accounts';

/*
 * Profiles, follows, notifications and leaderboards, as two members live them: one opens the other's profile and
 * follows them; the followed member's bell counts it, /notifications says who it was and marking it read
 * empties the bell without a reload; the leaderboard shows medals and the viewer's own position.
 */

test('follow someone, be told about it, read it, open the leaderboard', async ({ page, browser }) => {
  const fan = await registerMember();
  const star = await registerMember();
  await Promise.all([markVerified(fan.username), markVerified(star.username)]);

  await test.step('the fan follows the star from the star’s profile', async () => {
    await signInThroughStorage(page, { identifier: fan.username, password: fan.password });
    await page.goto(`/profil/${star.username}`);
    await expect(page.getByRole('heading', { level: 1, name: star.username })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mesaj Gönder' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Takip Et' }).click();
    await expect(page.getByRole('button', { name: 'Takip Ediliyor' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^1\s+Takipçi$/ })).toBeVisible();
    // Followers list, from the API.
    await page.getByRole('link', { name: /^1\s+Takipçi$/ }).click();
    await expect(page.getByRole('link', { name: fan.username, exact: true })).toBeVisible();
  });

  const context = await browser.newContext();
  const starPage = await context.newPage();
  const shell = new Shell(starPage);
  await test.step('the star sees the bell count, reads the notification, the bell drops', async () => {
    await signInThroughStorage(starPage, { identifier: star.username, password: star.password });
    await starPage.goto(`/profil/${star.username}`);
    await expect(starPage.getByRole('link', { name: 'Profili Düzenle' })).toBeVisible();
    await expect(shell.header.notifications).toHaveAccessibleName('Bildirimler (1 okunmamış bildirim)');
    await starPage.goto('/notifications');
    await expect(starPage.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
    await expect(starPage.getByText(`${fan.username} seni takip etmeye başladı.`)).toBeVisible();
    await starPage.getByRole('button', { name: /^Okundu işaretle/ }).click();
    await expect(shell.header.notifications).toHaveAccessibleName('Bildirimler');
    await expect(starPage.getByRole('button', { name: /^Okundu işaretle/ })).toHaveCount(0);
  });

  await test.step('the leaderboard: medals for the top three, the viewer’s own position', async () => {
    await starPage.goto('/liderlik');
    await expect(starPage.getByRole('heading', { level: 1, name: 'Liderlik Tablosu' })).toBeVisible();
    await expect(starPage.getByRole('img', { name: 'Altın madalya, 1' })).toBeVisible();
    await expect(starPage.getByRole('status').filter({ hasText: /Senin sıran|henüz puan kazanmadın/ })).toBeVisible();
    await starPage.getByRole('link', { name: 'Haftalık' }).click();
    await expect(starPage).toHaveURL(/period=weekly/);
    await expect(starPage.getByRole('link', { name: 'Haftalık' })).toHaveAttribute('aria-current', 'page');
  });
  await context.close();
});

test('an unknown profile is a real 404 with the not-found text', async ({ page }) => {
  const res = await page.goto('/profil/boyle_biri_yok_123');
  expect(res?.status()).toBe(404);
});
