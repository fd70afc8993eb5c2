import { expect, type Locator, type Page } from '@playwright/test';
import type { MainNavName } from './Header';

/** The slide-in menu of narrow screens: search, navigation, quick actions, account, theme. */
export class MobileMenu {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly nav: Locator;
  readonly closeButton: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.openButton = page.getByRole('banner').getByRole('button', { name: 'Menüyü aç' });
    this.dialog = page.getByRole('dialog', { name: 'Gezinme' });
    this.nav = this.dialog.getByRole('navigation', { name: 'Ana menü' });
    this.closeButton = this.dialog.getByRole('button', { name: 'Menüyü kapat' });
    this.search = this.dialog.getByRole('combobox', { name: 'Sitede ara' });
  }

  navLink(name: MainNavName): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /**
   * A click on the dimmed backdrop beside the panel. The backdrop is decoration (aria-hidden) with no
   * name to find it by, so the click goes to the middle of the strip left of the panel.
   */
  async clickBackdrop(): Promise<void> {
    const panel = await this.dialog.boundingBox();
    if (!panel) throw new Error('the mobile menu is not on screen');
    expect(panel.x, 'the panel should leave a strip of backdrop to click').toBeGreaterThan(4);
    await this.page.mouse.click(panel.x / 2, panel.y + panel.height / 2);
  }
}
