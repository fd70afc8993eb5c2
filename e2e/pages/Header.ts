import { expect, type Locator, type Page } from '@playwright/test';

export const MAIN_NAV = [
  { name: 'Ana Sayfa', path: '/' },
  { name: 'Forum', path: '/forum' },
  { name: 'Blog', path: '/blog' },
  { name: 'Keşfet', path: '/discover' },
] as const;

export type MainNavName = (typeof MAIN_NAV)[number]['name'];

/** The desktop header bar (spec §2 Header). The mobile menu has its own page object. */
export class Header {
  readonly root: Locator;
  readonly logo: Locator;
  readonly nav: Locator;
  readonly newTopic: Locator;
  readonly popular: Locator;
  readonly search: Locator;
  readonly themeToggle: Locator;
  readonly loginLink: Locator;
  readonly registerLink: Locator;
  readonly notifications: Locator;
  readonly savedLink: Locator;
  readonly userMenuButton: Locator;
  readonly userMenu: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('banner');
    this.logo = this.root.getByRole('link', { name: 'OyunDev ana sayfa' });
    this.nav = this.root.getByRole('navigation', { name: 'Ana menü' });
    this.newTopic = this.root.getByRole('link', { name: 'Yeni Konu', exact: true });
    this.popular = this.root.getByRole('link', { name: 'Popüler', exact: true });
    this.search = this.root.getByRole('combobox', { name: 'Sitede ara' });
    this.themeToggle = this.root.getByRole('button', { name: /^(Açık|Koyu) temaya geç$/ });
    this.loginLink = this.root.getByRole('link', { name: 'Giriş', exact: true });
    this.registerLink = this.root.getByRole('link', { name: 'Üye Ol', exact: true });
    this.notifications = this.root.getByRole('link', { name: /^Bildirimler/ });
    this.savedLink = this.root.getByRole('link', { name: 'Kaydedilenler', exact: true });
    this.userMenuButton = this.root.getByRole('button', { name: 'Kullanıcı menüsü' });
    this.userMenu = this.root.getByRole('menu', { name: 'Kullanıcı menüsü' });
  }

  navLink(name: MainNavName): Locator {
    return this.nav.getByRole('link', { name, exact: true });
  }

  /** Exactly `active` (or no item, for null) is marked as the current page: aria-current="page". */
  async expectActiveNav(active: MainNavName | null): Promise<void> {
    for (const item of MAIN_NAV) {
      const link = this.navLink(item.name);
      if (item.name === active) await expect(link, `${item.name} should be the active item`).toHaveAttribute('aria-current', 'page');
      else await expect(link, `${item.name} should not be active`).not.toHaveAttribute('aria-current', 'page');
    }
  }

  menuItem(name: string): Locator {
    return this.userMenu.getByRole('menuitem', { name, exact: true });
  }

  async openUserMenu(): Promise<void> {
    await this.userMenuButton.click();
    await expect(this.userMenu).toBeVisible();
  }

  async searchFor(text: string): Promise<void> {
    await this.search.fill(text);
    await this.search.press('Enter');
  }
}
