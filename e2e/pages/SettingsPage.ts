import type { Locator, Page } from '@playwright/test';
import { Shell } from './Shell';

export type SettingsTab = 'Profil' | 'Şifre' | 'Bildirimler' | 'Gizlilik';

/** /ayarlar and /settings (spec §2 Account settings). */
export class SettingsPage {
  readonly shell: Shell;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.shell = new Shell(page);
    this.tabs = page.getByRole('tablist', { name: 'Hesap Ayarları' });
  }

  async goto(path: '/ayarlar' | '/settings' = '/ayarlar'): Promise<void> {
    await this.shell.goto(path);
  }

  tab(name: SettingsTab): Locator {
    return this.tabs.getByRole('tab', { name });
  }

  /** The visible panel (the others stay mounted but hidden). */
  get panel(): Locator {
    return this.page.getByRole('tabpanel');
  }

  async open(name: SettingsTab): Promise<Locator> {
    await this.tab(name).click();
    return this.panel;
  }

  save(): Locator {
    return this.panel.getByRole('button', { name: 'Kaydet' });
  }

  /** The note at the foot of the open tab (success or error). */
  message(text: string | RegExp): Locator {
    return this.panel.getByText(text);
  }
}
