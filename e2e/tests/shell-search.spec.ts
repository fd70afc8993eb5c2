import { test, expect } from './support/fixtures';
import { at } from './support/urls';

/* Spec §2 Header search box and §5 Search: a trimmed, non-blank query goes to /arama?q=… */

test.describe('Header search', () => {
  test.beforeEach(async ({ shell }) => {
    await shell.goto('/');
  });

  test("reads 'Forum ve blog yazılarında ara...'", async ({ shell }) => {
    await expect(shell.header.search).toBeVisible();
    await expect(shell.header.search).toHaveAttribute('placeholder', 'Forum ve blog yazılarında ara...');
  });

  test('Ctrl+K focuses the box and Escape leaves it', async ({ page, shell }) => {
    const { search } = shell.header;
    await expect(search).not.toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(search).not.toBeFocused();

    // Also from elsewhere on the page, not just from the top.
    await shell.footer.root.getByRole('link', { name: 'Hakkımızda' }).focus();
    await page.keyboard.press('Control+k');
    await expect(search).toBeFocused();
  });

  test('Enter searches for the trimmed, URL-encoded query and empties the box', async ({ page, shell }) => {
    await shell.header.searchFor('  unity motoru ');
    await expect(page).toHaveURL(at('/arama', '?q=unity%20motoru'));
    await shell.expectScreen('Arama');
    await expect(shell.main).toContainText('"unity motoru" için arama sonuçları');
    await expect(shell.header.search).toHaveValue('');
  });

  test('a blank query does nothing', async ({ page, shell }) => {
    await shell.header.searchFor('   ');
    await expect(shell.header.search).toHaveValue('   ');
    await expect(page).toHaveURL(at('/', ''));
    await shell.expectScreen('Oyun geliştiricilerinin buluşma noktası');
  });
});
