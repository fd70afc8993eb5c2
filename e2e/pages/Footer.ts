import type { Locator, Page } from '@playwright/test';

export class Footer {
  readonly root: Locator;
  readonly stats: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('contentinfo');
    this.stats = this.root.getByRole('list', { name: 'Topluluk istatistikleri' }).getByRole('listitem');
  }
}
