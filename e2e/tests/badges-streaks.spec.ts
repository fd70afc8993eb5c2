import { test, expect, signInThroughStorage } from './support/fixtures';
import { Shell } from '../pages/Shell';
import { markVerified, registerMember } from './support/accounts';
import { forum, uniqueTitle } from './support/forum';

/*
 * Badges for real (issue 13): a new member opens their first topic, the 'İlk Konu' badge comes with it — the
 * bell counts it, /notifications says which badge, the badges page shows it earned with its reward, and the
 * progress towards the next ones; the profile links to the badges page. Then the follow feed on the home page.
 */

test('a member earns a badge with their first topic and sees it everywhere', async ({ page }) => {
  const newcomer = await registerMember();
  await markVerified(newcomer.username);
  const shell = new Shell(page);

  await test.step('before: the badges page shows progress, nothing earned but the welcome badge', async () => {
    await signInThroughStorage(page, { identifier: newcomer.username, password: newcomer.password });
    await page.goto('/rozetler');
    await expect(page.getByRole('heading', { level: 1, name: 'Rozetler' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /rozetten 1 tanesini kazandın/ })).toBeVisible();
    const first = page.locator('li#ilk-konu');
    await expect(first.getByRole('heading', { name: 'İlk Konu' })).toBeVisible();
    await expect(first.getByText('Kazanıldı')).toHaveCount(0);
    await expect(first.getByText('0 / 1')).toBeVisible();
  });

  await test.step('the first topic awards the badge: the bell counts it, the list names it', async () => {
    const category = await forum.openCategory();
    await forum.createTopic(newcomer.jwt, {
      title: uniqueTitle('Rozet denemesi'),
      content: 'İlk konum: Godot ile platform oyunu yapıyorum, önerilere açığım.',
      category: category.slug,
    });
    await page.goto('/notifications');
    await expect(shell.header.notifications).toHaveAccessibleName('Bildirimler (1 okunmamış bildirim)');
    await expect(page.getByText('"İlk Konu" rozetini kazandın.')).toBeVisible();
  });

  await test.step('the badges page shows it earned; the profile links there', async () => {
    await page.goto('/rozetler');
    const first = page.locator('li#ilk-konu');
    await expect(first.getByText('Kazanıldı')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /rozetten 2 tanesini kazandın/ })).toBeVisible();
    await page.goto(`/profil/${newcomer.username}`);
    await expect(page.getByRole('link', { name: 'İlk Konu' })).toBeVisible();
    await page.getByRole('link', { name: 'Tüm rozetler' }).click();
    await expect(page).toHaveURL(/\/rozetler/);
    await expect(page.getByRole('heading', { level: 1, name: 'Rozetler' })).toBeVisible();
  });
});

test("the home page's 'Takip Ettiklerim' view shows what followed members wrote", async ({ page }) => {
  const reader = await registerMember();
  const writer = await registerMember();
  await Promise.all([markVerified(reader.username), markVerified(writer.username)]);
  const category = await forum.openCategory();
  const title = uniqueTitle('Takip akışı');
  await forum.createTopic(writer.jwt, { title, content: 'Takipçilerim için yazdığım bir konu, Unity ipuçları.', category: category.slug });

  await signInThroughStorage(page, { identifier: reader.username, password: reader.password });
  await page.goto('/?source=takip');
  await expect(page.getByText('Takip ettiğin üyeler henüz bir şey yazmadı.', { exact: false })).toBeVisible();
  await page.goto(`/profil/${writer.username}`);
  await page.getByRole('button', { name: 'Takip Et' }).click();
  await expect(page.getByRole('button', { name: 'Takip Ediliyor' })).toBeVisible();
  // A fresh member's home shows the onboarding overlay over the sidebar: open the view by its address.
  await page.goto('/?source=takip');
  await expect(page.getByRole('link', { name: 'Takip Ettiklerim' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
