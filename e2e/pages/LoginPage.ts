import type { Locator, Page } from '@playwright/test';
import { Shell } from './Shell';

/** /login: identifier and password form (spec §2 Login page). */
export class LoginPage {
  readonly shell: Shell;
  readonly heading: Locator;
  readonly identifier: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.shell = new Shell(page);
    this.heading = page.getByRole('main').getByRole('heading', { name: 'Giriş Yap', level: 1 });
    this.identifier = page.getByLabel('Kullanıcı adı veya e-posta');
    this.password = page.getByLabel('Şifre', { exact: true });
    this.submit = page.getByRole('main').getByRole('button', { name: 'Giriş Yap' });
  }

  async goto(): Promise<void> {
    await this.shell.goto('/login');
  }

  async login(identifier: string, password: string): Promise<void> {
    await this.identifier.fill(identifier);
    await this.password.fill(password);
    await this.submit.click();
  }
}
