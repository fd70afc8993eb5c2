import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO } from './support/cms';
import { forum, tokenFor, uniqueTitle, type ApiTopic } from './support/forum';
import { TopicPage } from '../pages/TopicPage';

/*
 * Forum writing on the topic page (forum spec §2 Topic detail, §4, §7, §8): a member replies, answers a
 * reply, likes, votes, edits, deletes and reports; every step is checked in the page and in the API.
 * Each test opens its own topic written by the admin, so the member is never voting on their own text.
 */

async function adminTopic(title = uniqueTitle('Yazma testi')): Promise<ApiTopic> {
  const admin = await tokenFor(DEMO.admin);
  const category = await forum.openCategory();
  return forum.createTopic(admin, {
    title,
    content: 'Bu konu tarayıcı testleri için açıldı. Yanıtlar, beğeniler ve oylar burada denenir.',
    category: category.slug,
    tags: ['test'],
  });
}

test.describe('Replies', () => {
  test('a member replies, then answers a reply; the count rises and the list reloads with the quote', async ({ page }) => {
    const topic = await adminTopic();
    const admin = await tokenFor(DEMO.admin);
    const adminReply = await forum.reply(admin, topic.slug, 'Yöneticinin ilk yanıtı: sahneleri additive yüklemeyi deneyin.');
    const me = await signInThroughStorage(page, DEMO.user);
    const topicPage = new TopicPage(page);
    await topicPage.goto(topic.slug);
    await topicPage.expectReplyCount(1);

    // The Reply button opens the composer; an empty reply is refused with the §5 text.
    await topicPage.replyButton.click();
    await expect(topicPage.composer).toBeVisible();
    await expect(topicPage.composerText).toBeFocused();
    await topicPage.send.click();
    await expect(topicPage.composer.getByText('Yanıt içeriği boş olamaz')).toBeVisible();

    // Cancel closes it without sending.
    await topicPage.composerCancel.click();
    await expect(topicPage.composer).toHaveCount(0);

    const text = `Üyenin yanıtı ${Date.now()}: **kalın** yazı da çalışıyor.`;
    await topicPage.replyButton.click();
    await topicPage.sendReply(text);
    await expect(topicPage.shell.toast('Yanıt başarıyla eklendi')).toBeVisible();
    await topicPage.expectReplyCount(2);
    const mine = topicPage.reply(`Üyenin yanıtı`);
    await expect(mine.root).toBeVisible();
    await expect(mine.root.locator('strong', { hasText: 'kalın' })).toBeVisible();

    let replies = await forum.replies(topic.slug);
    expect(replies.map((r) => r.author?.username)).toEqual(['admin', me.username]);
    expect((await forum.topic(topic.slug)).replyCount).toBe(2);

    // Reply to a reply: the composer names whom it answers, the new reply carries a 150-character quote.
    await topicPage.reply('Yöneticinin ilk yanıtı').replyButton.click();
    await expect(topicPage.composer).toHaveAccessibleName('admin kullanıcısına yanıt veriyorsun');
    await topicPage.sendReply('Yanıta yanıt: additive yükleme işe yaradı.');
    await topicPage.expectReplyCount(3);
    const answer = topicPage.reply('Yanıta yanıt');
    await expect(answer.quote).toContainText('admin yazdı:');
    await expect(answer.quote).toContainText('Yöneticinin ilk yanıtı');

    replies = await forum.replies(topic.slug);
    expect(replies).toHaveLength(3);
    expect(replies[2].replyTo?.id).toBe(adminReply.id);
  });

  test('guests are told to log in to reply and to like; a closed topic takes no replies', async ({ page }) => {
    const topic = await adminTopic();
    const admin = await tokenFor(DEMO.admin);
    await forum.reply(admin, topic.slug, 'Misafirin beğenmeye çalışacağı yanıt.');
    const topicPage = new TopicPage(page);
    await topicPage.goto(topic.slug);

    await topicPage.replyButton.click();
    await expect(topicPage.shell.toast('Yanıt yazmak için giriş yapmalısınız')).toBeVisible();
    await expect(topicPage.composer).toHaveCount(0);
    await topicPage.reply('Misafirin beğenmeye').like.click();
    await expect(topicPage.shell.toast('Beğenmek için giriş yapmalısınız')).toBeVisible();
    await topicPage.votes.up.click();
    await expect(topicPage.shell.toast('Oy vermek için giriş yapmalısınız')).toBeVisible();
    await topicPage.votes.expectScore(0);
    expect((await forum.replies(topic.slug))[0].likeCount).toBe(0);

    // Closed by a moderator: the notice replaces every way to reply, for members too.
    await forum.moderate(admin, topic.id, { isClosed: true });
    await signInThroughStorage(page, DEMO.user);
    await topicPage.goto(topic.slug);
    await expect(topicPage.closedNotice).toBeVisible();
    await expect(topicPage.replyButton).toHaveCount(0);
    await expect(topicPage.reply('Misafirin beğenmeye').replyButton).toHaveCount(0);
  });
});

test.describe('Likes and votes', () => {
  test('a member likes and unlikes a reply; the count is the server’s', async ({ page }) => {
    const topic = await adminTopic();
    const admin = await tokenFor(DEMO.admin);
    await forum.reply(admin, topic.slug, 'Beğenilecek yanıt burada.');
    await signInThroughStorage(page, DEMO.user);
    const topicPage = new TopicPage(page);
    await topicPage.goto(topic.slug);

    const reply = topicPage.reply('Beğenilecek yanıt');
    await expect(reply.like).toHaveAttribute('aria-pressed', 'false');
    await reply.like.click();
    await expect(reply.like).toHaveAttribute('aria-pressed', 'true');
    await expect(reply.like).toHaveAccessibleName(/1 beğeni/);
    const jwt = await tokenFor(DEMO.user);
    expect((await forum.replies(topic.slug, jwt))[0]).toMatchObject({ likeCount: 1, liked: true });

    await reply.like.click();
    await expect(reply.like).toHaveAttribute('aria-pressed', 'false');
    await expect(reply.like).toHaveAccessibleName(/0 beğeni/);
    expect((await forum.replies(topic.slug, jwt))[0].likeCount).toBe(0);
  });

  test('votes follow the §4 transitions at once and are what the server keeps', async ({ page }) => {
    const topic = await adminTopic();
    await signInThroughStorage(page, DEMO.user);
    const jwt = await tokenFor(DEMO.user);
    const topicPage = new TopicPage(page);
    await topicPage.goto(topic.slug);
    const { votes } = topicPage;
    await votes.expectScore(0);

    await votes.up.click(); // none → up: +1
    await votes.expectScore(1);
    await expect(votes.up).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await forum.topic(topic.slug, jwt)).score).toBe(1);

    await votes.down.click(); // up → down: −2
    await votes.expectScore(-1);
    await expect(votes.down).toHaveAttribute('aria-pressed', 'true');
    await expect(votes.up).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await forum.topic(topic.slug, jwt)).userVote).toBe('down');
    expect((await forum.topic(topic.slug)).score).toBe(-1);

    await votes.down.click(); // down → none: +1
    await votes.expectScore(0);
    await expect.poll(async () => (await forum.topic(topic.slug, jwt)).userVote).toBe('none');

    // The page survives a reload with the member's own vote marked.
    await votes.up.click();
    await votes.expectScore(1);
    await expect.poll(async () => (await forum.topic(topic.slug)).score).toBe(1);
    await topicPage.goto(topic.slug);
    await expect(votes.up).toHaveAttribute('aria-pressed', 'true');
    await votes.expectScore(1);
  });

  test('a failed vote is taken back with the spec’s texts; presses while one is on its way are ignored', async ({ page }) => {
    const topic = await adminTopic();
    await signInThroughStorage(page, DEMO.user);
    const topicPage = new TopicPage(page);
    await topicPage.goto(topic.slug);
    const { votes } = topicPage;

    // The server refuses: the score goes back, the server's message (or the fallback) is shown.
    await page.route('**/api/forum/votes', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { status: 500, name: 'ApplicationError', message: '' } }),
      }),
    );
    await votes.up.click();
    await expect(topicPage.shell.toast('Oy verme işlemi başarısız')).toBeVisible();
    await votes.expectScore(0);
    await expect(votes.up).toHaveAttribute('aria-pressed', 'false');

    // No answer at all: the other text.
    await page.unroute('**/api/forum/votes');
    await page.route('**/api/forum/votes', (route) => route.abort('failed'));
    await votes.down.click();
    await expect(topicPage.shell.toast('Oy verme sırasında bir hata oluştu')).toBeVisible();
    await votes.expectScore(0);

    // One vote held on its way: further presses send nothing.
    await page.unroute('**/api/forum/votes');
    const held: Array<() => Promise<void>> = [];
    let sent = 0;
    await page.route('**/api/forum/votes', (route) => {
      sent += 1;
      held.push(() => route.continue());
    });
    await votes.up.click();
    await votes.expectScore(1);
    await votes.up.click();
    await votes.down.click();
    await votes.expectScore(1);
    await expect.poll(() => held.length).toBe(1);
    await held[0]();
    await expect.poll(async () => (await forum.topic(topic.slug)).score).toBe(1);
    expect(sent).toBe(1);
  });

  test('reply votes work the same way; nobody votes on or likes their own reply', async ({ page }) => {
    const topic = await adminTopic();
    const admin = await tokenFor(DEMO.admin);
    const member = await tokenFor(DEMO.user);
    await forum.reply(admin, topic.slug, 'Oylanacak yönetici yanıtı.');
    await forum.reply(member, topic.slug, 'Üyenin kendi yanıtı.');
    await signInThroughStorage(page, DEMO.user);
    const topicPage = new TopicPage(page);
    await topicPage.goto(topic.slug);

    const other = topicPage.reply('Oylanacak yönetici');
    await other.votes.down.click();
    await other.votes.expectScore(-1);
    await expect.poll(async () => (await forum.replies(topic.slug))[0].score).toBe(-1);

    const own = topicPage.reply('Üyenin kendi yanıtı');
    await expect(own.votes.up).toBeDisabled();
    await expect(own.votes.down).toBeDisabled();
    await expect(own.like).toBeDisabled();
    await expect(own.report).toHaveCount(0);
  });
});

test.describe('Edit, delete, report', () => {
  test('the author edits a reply in place; a moderator sees who changed what', async ({ page, browser }) => {
    const topic = await adminTopic();
    const member = await tokenFor(DEMO.user);
    const original = await forum.reply(member, topic.slug, 'İlk hali: yazım hatası vardı.');
    await signInThroughStorage(page, DEMO.user);
    const topicPage = new TopicPage(page);
    await topicPage.goto(topic.slug);

    const reply = topicPage.replyById(original.id);
    await reply.edit.click();
    await expect(reply.editor).toBeFocused();
    await reply.editor.fill('   ');
    await reply.root.getByRole('button', { name: 'Kaydet' }).click();
    await expect(reply.root.getByText('Yanıt içeriği boş olamaz')).toBeVisible();
    await reply.editor.fill('Düzeltilmiş hali: artık doğru.');
    await reply.root.getByRole('button', { name: 'Kaydet' }).click();
    await expect(topicPage.shell.toast('Yanıt güncellendi')).toBeVisible();

    const edited = topicPage.replyById(original.id);
    await expect(edited.root).toContainText('Düzeltilmiş hali: artık doğru.');
    await expect(edited.editedMark).toBeVisible();
    await expect(edited.history).toHaveCount(0); // members do not see the history
    const [stored] = await forum.replies(topic.slug);
    expect(stored).toMatchObject({ content: 'Düzeltilmiş hali: artık doğru.', isEdited: true });

    const moderatorContext = await browser.newContext();
    const moderatorPage = await moderatorContext.newPage();
    await signInThroughStorage(moderatorPage, DEMO.moderator);
    const asModerator = new TopicPage(moderatorPage);
    await asModerator.goto(topic.slug);
    await asModerator.reply('Düzeltilmiş hali').history.click();
    await expect(asModerator.dialog).toHaveAccessibleName('Düzenleme geçmişi');
    await expect(asModerator.dialog).toContainText('user düzenledi');
    await expect(asModerator.dialog).toContainText('İlk hali: yazım hatası vardı.');
    await moderatorPage.keyboard.press('Escape');
    await expect(asModerator.dialog).toHaveCount(0);
    await moderatorContext.close();
  });

  test('deleting asks first (accessible dialog), then lowers the count', async ({ page }) => {
    const topic = await adminTopic();
    const member = await tokenFor(DEMO.user);
    await forum.reply(member, topic.slug, 'Silinecek yanıt.');
    await forum.reply(member, topic.slug, 'Kalacak yanıt.');
    await signInThroughStorage(page, DEMO.user);
    const topicPage = new TopicPage(page);
    await topicPage.goto(topic.slug);
    await topicPage.expectReplyCount(2);

    const doomed = topicPage.reply('Silinecek yanıt');
    await doomed.remove.click();
    await expect(topicPage.dialog).toBeVisible();
    await expect(topicPage.dialog).toHaveAccessibleName('Yanıtı Sil');
    await expect(topicPage.dialog).toContainText('Bu yanıtı silmek istediğinizden emin misiniz?');
    // Focus starts on the harmless answer; cancelling changes nothing.
    await expect(topicPage.dialog.getByRole('button', { name: 'İptal' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(topicPage.dialog).toHaveCount(0);
    await expect(doomed.root).toBeVisible();
    expect(await forum.replies(topic.slug)).toHaveLength(2);

    await doomed.remove.click();
    await topicPage.dialog.getByRole('button', { name: 'Sil', exact: true }).click();
    await expect(topicPage.shell.toast('Yanıt başarıyla silindi')).toBeVisible();
    await expect(doomed.root).toHaveCount(0);
    await topicPage.expectReplyCount(1);
    const left = await forum.replies(topic.slug);
    expect(left.map((r) => r.content)).toEqual(['Kalacak yanıt.']);
    expect((await forum.topic(topic.slug)).replyCount).toBe(1);
  });

  test('a member reports a reply and a topic once each; a second report is refused', async ({ page }) => {
    const topic = await adminTopic();
    const admin = await tokenFor(DEMO.admin);
    await forum.reply(admin, topic.slug, 'Bildirilecek yanıt.');
    await signInThroughStorage(page, DEMO.user);
    const topicPage = new TopicPage(page);
    await topicPage.goto(topic.slug);

    const reply = topicPage.reply('Bildirilecek yanıt');
    await reply.report.click();
    await expect(topicPage.dialog).toHaveAccessibleName('İçeriği Bildir');
    await topicPage.dialog.getByRole('button', { name: 'Bildirimi Gönder' }).click();
    await expect(topicPage.dialog.getByText('Bir bildirim nedeni seçin')).toBeVisible();
    await topicPage.dialog.getByRole('combobox', { name: 'Bildirim nedeni' }).selectOption({ label: 'Spam' });
    await topicPage.dialog.getByRole('textbox', { name: /Açıklama/ }).fill('Reklam bağlantısı içeriyor.');
    await topicPage.dialog.getByRole('button', { name: 'Bildirimi Gönder' }).click();
    await expect(topicPage.dialog).toHaveCount(0);
    await expect(topicPage.shell.toast('Bildiriminiz alındı. Moderatörlerimiz en kısa sürede inceleyecek.')).toBeVisible();

    // The report was stored: the same member cannot report the same reply again.
    await reply.report.click();
    await topicPage.dialog.getByRole('combobox', { name: 'Bildirim nedeni' }).selectOption({ label: 'Taciz' });
    await topicPage.dialog.getByRole('button', { name: 'Bildirimi Gönder' }).click();
    await expect(topicPage.dialog.getByRole('alert')).toHaveText('Bu içeriği zaten bildirdiniz.');
    await topicPage.dialog.getByRole('button', { name: 'İptal' }).click();

    await topicPage.report.click();
    await topicPage.dialog.getByRole('combobox', { name: 'Bildirim nedeni' }).selectOption({ label: 'Uygunsuz İçerik' });
    await topicPage.dialog.getByRole('button', { name: 'Bildirimi Gönder' }).click();
    await expect(topicPage.dialog).toHaveCount(0);
  });

  test('share copies the topic’s address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const topic = await adminTopic();
    const topicPage = new TopicPage(page);
    await topicPage.goto(topic.slug);
    await topicPage.share.click();
    await expect(topicPage.shell.toast('Bağlantı kopyalandı')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/forum/konu/${topic.slug}$`));
  });
});
