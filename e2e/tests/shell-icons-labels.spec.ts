import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO, cms } from './support/cms';
import { forum } from './support/forum';

/*
 * Issue 9 items 5 and 7: category icons are inline SVG (no emoji, which headless and many Linux browsers
 * draw as empty boxes), and what a person reads is Turkish, said once, and spelled as the brands spell it.
 */

const EMOJI = /\p{Extended_Pictographic}/u;

test.describe('Category icons', () => {
  test.use({ javaScriptEnabled: false });

  test('every category on /forum has an SVG icon in the static HTML, and no emoji is left', async ({ page }) => {
    const categories = await forum.categories();
    await page.goto('/forum');
    const sidebar = page.getByRole('main').locator('section[aria-labelledby="categories-heading"]');
    for (const category of categories) {
      const item = sidebar.getByRole('listitem').filter({ has: page.getByRole('link', { name: category.name }) });
      await expect(item.locator('svg').first(), `${category.name} (${category.slug}) has a drawn icon`).toBeAttached();
    }
    expect(await sidebar.textContent()).not.toMatch(EMOJI);
    // The data behind it: an icon key the site maps, never the picture itself.
    for (const category of categories) expect(category.icon ?? '', category.slug).toMatch(/^[a-z0-9-]+$/);
  });
});

test.describe('Words and labels', () => {
  test('a generic page shows its title once, and /trending does not promise a list it already shows', async ({ shell }) => {
    const about = await cms.page('hakkimizda');
    test.skip(!about, 'no Hakkımızda page in this database');
    await shell.goto('/hakkimizda');
    await expect(shell.main.getByRole('heading', { name: about!.title, exact: true })).toHaveCount(1);

    await shell.goto('/trending');
    await expect(shell.main).not.toContainText('listelenecek');
    await expect(shell.main.getByRole('article').first()).toBeVisible();
  });

  test('brand names are not upper-cased with Turkish rules', async ({ page, shell }) => {
    await shell.goto('/blog');
    // innerText is the text as painted (CSS text-transform applied).
    const painted = await page.getByRole('main').innerText();
    expect(painted).not.toMatch(/JAVASCRİPT|UNİTY|GODOT ENGİNE/);
  });

  test.describe('on a phone, signed in', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the drawer shows a bell beside Bildirimler and reputation as itibar', async ({ page, shell }) => {
      const me = await signInThroughStorage(page, DEMO.user);
      await shell.goto('/forum');
      await shell.mobileMenu.open();
      const entry = shell.mobileMenu.dialog.getByRole('link', { name: /^Bildirimler/ });
      const icon = await entry.locator('svg').first().boundingBox();
      expect(icon?.width ?? 0, 'the bell is drawn at its size, not squeezed away').toBeGreaterThanOrEqual(16);
      const box = await entry.boundingBox();
      const panel = await shell.mobileMenu.dialog.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual((panel?.x ?? 0) + (panel?.width ?? 0));
      await expect(shell.mobileMenu.dialog).toContainText('itibar');
      await expect(shell.mobileMenu.dialog).not.toContainText('karma');
      if (me.unreadNotifications > 0) await expect(entry).toHaveAccessibleName(/okunmamış bildirim/);
    });
  });
});
