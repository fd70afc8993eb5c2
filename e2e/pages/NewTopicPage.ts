import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './Shell';

/** /forum/yeni-konu: the new topic form (forum spec §2 New topic form, §5). */
export class NewTopicPage {
  readonly shell: Shell;
  readonly title: Locator;
  readonly content: Locator;
  readonly category: Locator;
  readonly tagInput: Locator;
  readonly tags: Locator;
  readonly preview: Locator;
  readonly submit: Locator;
  readonly draftRestored: Locator;
  readonly discardDraft: Locator;

  constructor(readonly page: Page) {
    this.shell = new Shell(page);
    const main = page.getByRole('main');
    this.title = main.getByRole('textbox', { name: 'Başlık' });
    this.content = main.getByRole('textbox', { name: 'İçerik' });
    this.category = main.getByRole('combobox', { name: 'Kategori' });
    this.tagInput = main.getByRole('textbox', { name: 'Etiketler' });
    this.tags = main.getByRole('list', { name: 'Etiketler' }).getByRole('listitem');
    this.preview = main.getByRole('region', { name: 'Önizleme' });
    this.submit = main.getByRole('button', { name: 'Konuyu Yayınla' });
    this.draftRestored = main.getByText('Kaydedilmemiş taslağın geri yüklendi.');
    this.discardDraft = main.getByRole('button', { name: 'Taslağı Temizle' });
  }

  async goto(query = ''): Promise<void> {
    await this.shell.goto(`/forum/yeni-konu${query}`);
    await this.shell.expectScreen('Yeni Konu Oluştur');
    await expect(this.category).toBeEnabled();
  }

  async addTag(text: string): Promise<void> {
    await this.tagInput.fill(text);
    await this.tagInput.press('Enter');
  }

  error(text: string): Locator {
    return this.page.getByRole('main').getByText(text, { exact: true });
  }
}
