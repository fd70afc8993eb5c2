import { test, expect } from './support/fixtures';
import { findPremiumMember } from './support/cms';

/* Spec §2 ad slots (header banner 728x90) and §6: premium members see no ads. */

test.describe('Ad slots', () => {
  test('a guest sees the header ad slot above the page', async ({ shell }) => {
    await shell.goto('/hakkimizda');
    const headerSlot = shell.adSlots.first();
    await expect(headerSlot).toBeVisible();
    await expect(headerSlot).toContainText('Reklam');
    await expect(headerSlot).toContainText('728×90');

    const slot = await headerSlot.boundingBox();
    const main = await shell.main.boundingBox();
    expect(slot && main && slot.y + slot.height <= main.y, 'the header slot sits above the page content').toBe(true);
  });

  test('a premium member sees no ad slot', async ({ shell, signIn }) => {
    const premium = await findPremiumMember();
    test.skip('missing' in premium, `no premium demo member to sign in with: ${'missing' in premium ? premium.missing : ''}`);
    if (!('found' in premium)) return;

    await signIn(premium.found);
    await shell.goto('/hakkimizda');
    await expect(shell.header.userMenuButton).toBeVisible();
    await shell.header.openUserMenu();
    await expect(shell.header.userMenu).toContainText('Premium Üye');
    await expect(shell.adSlots).toHaveCount(0);
  });
});
