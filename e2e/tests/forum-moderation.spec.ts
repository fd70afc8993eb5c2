import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO } from './support/cms';
import { ApiFailure, forum, tokenFor, uniqueTitle } from './support/forum';
import { TopicPage } from '../pages/TopicPage';

/* Moderators and admins on the topic page: pin, close, resolve, feature, move, approve (issue 4). */

test('a moderator pins, closes, resolves, features and moves a topic; members see the result', async ({ page, browser }) => {
  const member = await tokenFor(DEMO.user);
  const categories = (await forum.categories()).filter((c) => !c.isPremium && !c.requireApproval);
  const [from, to] = categories;
  const topic = await forum.createTopic(member, {
    title: uniqueTitle('Moderasyon testi'),
    content: 'Moderatörün araçlarını denemek için açılmış bir konu.',
    category: from.slug,
  });

  await signInThroughStorage(page, DEMO.moderator);
  const topicPage = new TopicPage(page);
  await topicPage.goto(topic.slug);
  const tools = topicPage.moderation;
  await expect(tools).toBeVisible();

  await tools.getByRole('button', { name: 'Sabitle', exact: true }).click();
  await expect(topicPage.shell.toast('Konu sabitlendi')).toBeVisible();
  await expect(page.getByRole('main').getByText('Sabitlenmiş', { exact: true })).toBeVisible();
  await expect(tools.getByRole('button', { name: 'Sabitlemeyi Kaldır' })).toBeVisible();

  await tools.getByRole('button', { name: 'Çözüldü Olarak İşaretle' }).click();
  await expect(topicPage.shell.toast('Konu çözüldü olarak işaretlendi')).toBeVisible();
  await tools.getByRole('button', { name: 'Öne Çıkar', exact: true }).click();
  await expect(topicPage.shell.toast('İçerik öne çıkarıldı')).toBeVisible();
  await tools.getByRole('button', { name: 'Konuyu Kapat' }).click();
  await expect(topicPage.shell.toast('Konu kapatıldı')).toBeVisible();
  await expect(topicPage.closedNotice).toBeVisible();

  await tools.getByRole('combobox', { name: 'Kategoriye taşı' }).selectOption(to.slug);
  await tools.getByRole('button', { name: 'Taşı' }).click();
  await expect(topicPage.shell.toast(`Konu ${to.name} kategorisine taşındı`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sayfa konumu' }).getByRole('link', { name: to.name })).toBeVisible();

  const stored = await forum.topic(topic.slug);
  expect(stored).toMatchObject({ isPinned: true, isResolved: true, isFeatured: true, isClosed: true, category: { slug: to.slug } });

  // The member sees the flags and no moderator tools; the closed topic refuses their reply on the server too.
  const memberContext = await browser.newContext();
  const asMember = new TopicPage(await memberContext.newPage());
  await signInThroughStorage(asMember.page, DEMO.user);
  await asMember.goto(topic.slug);
  await expect(asMember.moderation).toHaveCount(0);
  await expect(asMember.closedNotice).toBeVisible();
  const refused = await forum.reply(member, topic.slug, 'Kapalı konuya yanıt.').catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiFailure);
  expect((refused as ApiFailure).status).toBe(403);
  await memberContext.close();
});

test('a topic in a category that needs approval waits for a moderator', async ({ page, browser }) => {
  const category = (await forum.categories()).find((c) => c.requireApproval && !c.isPremium);
  test.skip(!category, 'no category with requireApproval in the demo data');
  const member = await tokenFor(DEMO.user);
  const topic = await forum.createTopic(member, {
    title: uniqueTitle('Onay bekleyen konu'),
    content: 'Bu konu moderatör onayından sonra herkese görünecek.',
    category: category!.slug,
  });

  // The author sees it with the pending notice; a guest does not find it.
  await signInThroughStorage(page, DEMO.user);
  const asAuthor = new TopicPage(page);
  await asAuthor.goto(topic.slug);
  await expect(page.getByText('Bu konu moderatör onayı bekliyor.', { exact: false })).toBeVisible();

  const guestContext = await browser.newContext();
  const guest = new TopicPage(await guestContext.newPage());
  await guest.shell.goto(`/forum/konu/${topic.slug}`);
  await expect(guest.notFound).toBeVisible();

  const moderatorContext = await browser.newContext();
  const moderator = new TopicPage(await moderatorContext.newPage());
  await signInThroughStorage(moderator.page, DEMO.moderator);
  await moderator.goto(topic.slug);
  await moderator.moderation.getByRole('button', { name: 'Konuyu Onayla' }).click();
  await expect(moderator.shell.toast('Konu onaylandı ve herkese açıldı')).toBeVisible();
  await expect(moderator.page.getByText('Onay Bekliyor', { exact: true })).toHaveCount(0);

  await guest.goto(topic.slug);
  await expect(guest.heading).toHaveText(topic.title);
  await guestContext.close();
  await moderatorContext.close();
});
