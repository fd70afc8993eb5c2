import { expect, type Locator, type Page } from '@playwright/test';

/** The six-step onboarding, as the overlay on / or the /onboarding page (spec §2 Onboarding). */
export class OnboardingFlow {
  readonly root: Locator;
  readonly counter: Locator;
  readonly progress: Locator;
  readonly skip: Locator;
  readonly back: Locator;
  readonly title: Locator;

  constructor(
    readonly page: Page,
    overlay: boolean,
  ) {
    this.root = overlay ? page.getByRole('dialog') : page.getByRole('main');
    this.counter = this.root.getByText(/^Adım \d \/ 6$/);
    this.progress = this.root.getByRole('progressbar', { name: 'Tanıtım ilerlemesi' });
    this.skip = this.root.getByRole('button', { name: 'Atla' });
    this.back = this.root.getByRole('button', { name: 'Geri' });
    this.title = this.root.getByRole('heading', { level: overlay ? 2 : 1 });
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name, exact: typeof name === 'string' });
  }

  chip(name: string): Locator {
    return this.root.getByRole('button', { name, exact: true });
  }

  async expectStep(n: number, title: string): Promise<void> {
    await expect(this.counter).toHaveText(`Adım ${n} / 6`);
    await expect(this.progress).toHaveAttribute('aria-valuenow', String(n));
    await expect(this.title).toHaveText(title);
  }
}
