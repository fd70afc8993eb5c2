import { test, expect, signInThroughStorage, apiSession } from './support/fixtures';
import { accountMe } from './support/accounts';
import type { Credentials } from './support/cms';

const apiToken = async (who: Credentials) => (await apiSession(who)).jwt;
import { DEMO } from './support/cms';
import { at } from './support/urls';

/* Issue 12: /discover's filters live in the URL (shareable, survive a reload); a member starts from their
 * onboarding choices; /trending ranks forum and blog together over today, this week and this month. */

test.describe('Discovery', () => {
  test('filters by engine, level and category with the keyboard, in the URL, and survive a reload', async ({ page, shell }) => {
    await shell.goto('/discover');
    await expect(shell.pageHeading).toHaveText('Keşfet');
    const items = page.getByTestId('discovery-item');
    await expect(items.first()).toBeVisible();

    const godot = page.getByTestId('filter-engine').getByRole('button', { name: 'Godot' });
    await godot.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(at('/discover', '?sort=trending&engine=godot'));
    await expect(godot).toHaveAttribute('aria-pressed', 'true');

    await page.getByTestId('filter-level').getByRole('button', { name: 'Başlangıç' }).click();
    await page.getByLabel('Sıralama').selectOption({ label: 'En Yeni' });
    await expect(page).toHaveURL(at('/discover', '?sort=newest&engine=godot&level=beginner'));
    // The list is replaced when the level's and the sort's answers arrive: read it whole until it has settled on
    // the filtered set (a card-by-card loop over a snapshot raced the re-render).
    await expect(async () => {
      const cards = await items.allTextContents();
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) expect(card).toContain('Godot');
    }).toPass();

    await page.reload();
    await expect(page.getByTestId('filter-engine').getByRole('button', { name: 'Godot' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('filter-level').getByRole('button', { name: 'Başlangıç' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Sıralama')).toHaveValue('newest');
    await expect(items.first()).toBeVisible();

    await shell.main.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL(at('/discover', '?type=blog&sort=newest&engine=godot&level=beginner'));
  });

  test('a filter set with nothing in it says so', async ({ page, shell }) => {
    await shell.goto('/discover?type=blog&category=audio');
    await expect(shell.main).toContainText('Bu filtrelere uyan içerik yok');
    await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
    await expect(page).toHaveURL(at('/discover', '?type=blog&sort=trending'));
    await expect(page.getByTestId('discovery-item').first()).toBeVisible();
  });

  test('a member starts from their onboarding engines, interests and experience', async ({ page, shell }) => {
    await signInThroughStorage(page, DEMO.user);
    const { skillLevel } = await accountMe(await apiToken(DEMO.user));
    await shell.goto('/discover');
    // The demo member chose Godot, game programming and 2D art, and the level the seed gave them.
    const level = skillLevel ? `&level=${skillLevel}` : '';
    await expect(page).toHaveURL(at('/discover', `?sort=trending&engine=godot${level}&category=programming,art`));
    await expect(shell.main).toContainText('onboarding sırasında seçtiğin tercihlere göre');
  });
});

test.describe('Trending', () => {
  test('ranks forum and blog together, with the period in the URL', async ({ page, shell }) => {
    await shell.goto('/trending?period=month');
    const nav = page.getByRole('navigation', { name: 'Dönem' });
    await expect(nav.getByRole('link', { name: 'Bu Ay' })).toHaveAttribute('aria-current', 'page');
    const list = page.getByTestId('trending-list');
    await expect(list).toBeVisible();
    await expect(list.locator('[data-type="forum"]').first()).toBeVisible();
    await expect(list.locator('[data-type="blog"]').first()).toBeVisible();

    await nav.getByRole('link', { name: 'Bugün' }).click();
    await expect(page).toHaveURL(at('/trending', '?period=today'));
    await page.reload();
    await expect(nav.getByRole('link', { name: 'Bugün' })).toHaveAttribute('aria-current', 'page');
    await expect(list.or(shell.main.getByText('Bu dönemde henüz hareketlilik yok.'))).toBeVisible();

    await nav.getByRole('link', { name: 'Bu Hafta' }).click();
    await expect(page).toHaveURL(at('/trending'));
  });
});
