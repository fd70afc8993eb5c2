import { test, expect } from './support/fixtures';
import { at } from './support/urls';

/* Issue 12: /arama groups Turkish-aware results by type; the header box suggests while typing. */

test.describe('Search page', () => {
  test('ASCII typing finds Turkish titles, highlighted, grouped, with a shareable type', async ({ page, shell }) => {
    await shell.goto('/arama?q=gelistirici');
    const forum = page.getByTestId('search-group-forum');
    await expect(forum).toBeVisible();
    const hit = forum.getByRole('link', { name: 'Türkiye’de oyun geliştirici olmak: 2025 gözlemleri' });
    await expect(hit).toBeVisible();
    await expect(hit.locator('mark')).toHaveText('geliştirici');

    await shell.main.getByRole('link', { name: 'Forum', exact: true }).click();
    await expect(page).toHaveURL(at('/arama', '?q=gelistirici&type=forum'));
    await expect(page.getByTestId('search-group-blog')).toHaveCount(0);
  });

  test('an empty term asks for one; nothing found suggests what to try', async ({ shell }) => {
    await shell.goto('/arama');
    await expect(shell.main).toContainText('Lütfen arama terimi girin');
    await expect(shell.main.getByRole('link', { name: 'Unreal Engine' })).toBeVisible();

    await shell.goto('/arama?q=qqzzxxyy');
    await expect(shell.main).toContainText('Sonuç Bulunamadı');
    await expect(shell.main).toContainText('popüler aramalardan birini seçin');
  });
});

test.describe('Header suggestions', () => {
  test('appear while typing, follow the arrow keys, and Enter opens the chosen one', async ({ page, shell }) => {
    await shell.goto('/');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('godot');
    const list = page.getByRole('listbox', { name: 'Arama önerileri' });
    await expect(list).toBeVisible();
    const options = list.getByRole('option');
    await expect(options.last()).toHaveText('"godot" için tüm sonuçlar');

    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/arama', '?q=godot'));
    await expect(page.getByTestId('search-group-forum')).toBeVisible();
  });
});
