import type { Locator, Page } from '@playwright/test';
import { Shell } from './Shell';

/** /register (spec §2 Register page, §5 Register rules). */
export class RegisterPage {
  readonly shell: Shell;
  readonly heading: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly terms: Locator;
  readonly submit: Locator;
  readonly strength: Locator;
  readonly general: Locator;

  constructor(readonly page: Page) {
    this.shell = new Shell(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { name: 'Üye Ol', level: 1 });
    this.username = main.getByLabel('Kullanıcı adı', { exact: true });
    this.email = main.getByLabel('E-posta', { exact: true });
    this.password = main.getByLabel('Şifre', { exact: true });
    this.confirmPassword = main.getByLabel('Şifre tekrarı');
    this.terms = main.getByLabel('Kullanım koşullarını ve gizlilik politikasını kabul ediyorum');
    this.submit = main.getByRole('button', { name: 'Üye Ol' });
    this.strength = main.getByRole('meter', { name: 'Şifre gücü' });
    this.general = main.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.shell.goto('/register');
  }

  suggestion(name: string): Locator {
    return this.page.getByRole('main').getByRole('button', { name, exact: true });
  }

  async fill(values: { username: string; email: string; password: string; confirmPassword?: string; terms?: boolean }): Promise<void> {
    await this.username.fill(values.username);
    await this.email.fill(values.email);
    await this.password.fill(values.password);
    await this.confirmPassword.fill(values.confirmPassword ?? values.password);
    if (values.terms ?? true) await this.terms.check();
  }
}
