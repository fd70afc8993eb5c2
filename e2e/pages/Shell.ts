import { expect, type Locator, type Page } from '@playwright/test';
import { Header } from './Header';
import { MobileMenu } from './MobileMenu';
import { Footer } from './Footer';

export const NOT_FOUND_TITLE = 'Sayfa Bulunamadı';

/** Everything around a page: header, mobile menu, ad slots, footer, toasts. */
export class Shell {
  readonly header: Header;
  readonly mobileMenu: MobileMenu;
  readonly footer: Footer;
  readonly main: Locator;
  readonly pageHeading: Locator;
  readonly notFoundHeading: Locator;
  readonly adSlots: Locator;
  readonly themeColor: Locator;
  readonly html: Locator;

  constructor(readonly page: Page) {
    this.header = new Header(page);
    this.mobileMenu = new MobileMenu(page);
    this.footer = new Footer(page);
    this.main = page.getByRole('main');
    this.pageHeading = this.main.getByRole('heading', { level: 1 });
    this.notFoundHeading = page.getByRole('heading', { name: NOT_FOUND_TITLE });
    this.adSlots = page.getByRole('complementary', { name: /^Reklam/ });
    // Not something a person reads, but what the browser paints its chrome with (spec §4 Theme).
    this.themeColor = page.locator('meta[name="theme-color"]');
    this.html = page.locator('html');
  }

  /** Opens `path` and waits until the page is live (hydrated and the session known). */
  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    await this.ready();
  }

  /**
   * The header's account area is aria-busy while the session is read from storage, which happens only
   * once the page's script runs; after that, key presses and clicks reach the page.
   */
  async ready(): Promise<void> {
    await expect(this.header.root.locator('[aria-busy="false"]')).toBeAttached();
  }

  toast(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** The route shows `heading` as its title and not the 404 screen. */
  async expectScreen(heading: string | RegExp): Promise<void> {
    await expect(this.pageHeading).toHaveText(heading);
    await expect(this.notFoundHeading).toHaveCount(0);
  }
}
