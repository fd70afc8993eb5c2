import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './Shell';

/** The vote controls of a topic or a reply: up, score, down. */
export class Votes {
  readonly up: Locator;
  readonly down: Locator;
  readonly score: Locator;

  constructor(readonly root: Locator) {
    this.up = root.getByRole('button', { name: 'Yukarı oy ver' });
    this.down = root.getByRole('button', { name: 'Aşağı oy ver' });
    this.score = root.getByTitle('Puan', { exact: true });
  }

  /** The score as printed ('Puan 3' is read out; the visible part is the figure). */
  async expectScore(score: number): Promise<void> {
    await expect(this.score).toHaveText(`Puan ${score}`);
  }
}

/** One reply in the list, found by a piece of its text. */
export class ReplyCard {
  readonly actions: Locator;
  readonly votes: Votes;
  readonly like: Locator;
  readonly replyButton: Locator;
  readonly edit: Locator;
  readonly remove: Locator;
  readonly report: Locator;
  readonly history: Locator;
  readonly quote: Locator;
  readonly editedMark: Locator;
  readonly editor: Locator;

  constructor(readonly root: Locator) {
    this.actions = root.getByRole('group', { name: 'Yanıt işlemleri' });
    this.votes = new Votes(this.actions.getByRole('group', { name: 'Oylama' }));
    this.like = this.actions.getByRole('button', { name: /^Beğen/ });
    this.replyButton = this.actions.getByRole('button', { name: 'Yanıtla', exact: true });
    this.edit = this.actions.getByRole('button', { name: 'Düzenle', exact: true });
    this.remove = this.actions.getByRole('button', { name: 'Sil', exact: true });
    this.report = this.actions.getByRole('button', { name: 'Bildir', exact: true });
    this.history = this.actions.getByRole('button', { name: 'Düzenleme geçmişi', exact: true });
    this.quote = root.locator('blockquote');
    this.editedMark = root.getByText('(düzenlendi)', { exact: true });
    this.editor = root.getByRole('textbox', { name: 'Yanıtı düzenle' });
  }
}

/** /forum/konu/{slug}: the topic, its actions, replies, composer and dialogs (forum spec §2 Topic detail). */
export class TopicPage {
  readonly shell: Shell;
  readonly heading: Locator;
  readonly actions: Locator;
  readonly votes: Votes;
  readonly replyButton: Locator;
  readonly share: Locator;
  readonly report: Locator;
  readonly replies: Locator;
  readonly repliesHeading: Locator;
  readonly composer: Locator;
  readonly composerText: Locator;
  readonly send: Locator;
  readonly composerCancel: Locator;
  readonly closedNotice: Locator;
  readonly dialog: Locator;
  readonly moderation: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.shell = new Shell(page);
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1 });
    this.actions = main.getByRole('group', { name: 'Konu işlemleri' });
    this.votes = new Votes(this.actions.getByRole('group', { name: 'Oylama' }));
    this.replyButton = this.actions.getByRole('button', { name: 'Yanıtla', exact: true });
    this.share = this.actions.getByRole('button', { name: 'Paylaş', exact: true });
    this.report = this.actions.getByRole('button', { name: 'Bildir', exact: true });
    this.replies = main.getByRole('region', { name: /^Yanıtlar \(/ });
    this.repliesHeading = main.getByRole('heading', { level: 2, name: /^Yanıtlar \(/ });
    this.composer = main.getByRole('region', { name: /^(Yanıt Yaz|.+ kullanıcısına yanıt veriyorsun)$/ });
    this.composerText = this.composer.getByRole('textbox', { name: 'Yanıtın' });
    this.send = this.composer.getByRole('button', { name: 'Yanıt Gönder' });
    this.composerCancel = this.composer.getByRole('button', { name: 'İptal' });
    this.closedNotice = main.getByText('Bu konu kapatılmış, yanıt yazamazsınız', { exact: true });
    this.dialog = page.getByRole('dialog');
    this.moderation = main.getByRole('region', { name: 'Moderasyon' });
    this.notFound = main.getByRole('heading', { name: 'Konu Bulunamadı' });
  }

  async goto(slug: string): Promise<void> {
    await this.shell.goto(`/forum/konu/${slug}`);
    await expect(this.heading).toBeVisible();
  }

  /** The reply whose text contains `text`. */
  reply(text: string): ReplyCard {
    return new ReplyCard(this.replies.getByRole('article').filter({ hasText: text }));
  }

  /** The reply with this id (its permalink anchor), whatever it shows at the moment (e.g. while edited). */
  replyById(id: number): ReplyCard {
    return new ReplyCard(this.replies.locator(`article#yanit-${id}`));
  }

  async expectReplyCount(n: number): Promise<void> {
    await expect(this.repliesHeading).toHaveText(`Yanıtlar (${n.toLocaleString('tr-TR')})`);
  }

  /** Writes and sends a reply in the open composer, then waits for the composer to close. */
  async sendReply(text: string): Promise<void> {
    await this.composerText.fill(text);
    await this.send.click();
    await expect(this.composer).toHaveCount(0);
  }
}
