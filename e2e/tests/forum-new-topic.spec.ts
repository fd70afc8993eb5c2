import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO } from './support/cms';
import { forum, tokenFor, uniqueTitle } from './support/forum';
import { at } from './support/urls';
import { NewTopicPage } from '../pages/NewTopicPage';
import { TopicPage } from '../pages/TopicPage';

/* New topic (forum spec §2 New topic form, §5 validation, §6 login) and My topics. */

test('guests are sent to log in with the spec’s message', async ({ page }) => {
  const newTopic = new NewTopicPage(page);
  await page.goto('/forum/yeni-konu?category=unity');
  await expect(page).toHaveURL(at('/login', `?redirect=${encodeURIComponent('/forum/yeni-konu?category=unity')}`));
  await expect(newTopic.shell.toast('Konu oluşturmak için giriş yapmalısınız')).toBeVisible();
});

test('the form checks title, content and category with the §5 texts, and tags as chips', async ({ page }) => {
  await signInThroughStorage(page, DEMO.user);
  const form = new NewTopicPage(page);
  await form.goto();

  await form.submit.click();
  await expect(form.error('Başlık gereklidir')).toBeVisible();
  await expect(form.error('İçerik gereklidir')).toBeVisible();
  await expect(form.error('Kategori seçilmelidir')).toBeVisible();
  await expect(form.title).toBeFocused();

  await form.title.fill('Kısa');
  await form.content.fill('az');
  await form.submit.click();
  await expect(form.error('Başlık en az 5 karakter olmalıdır')).toBeVisible();
  await expect(form.error('İçerik en az 10 karakter olmalıdır')).toBeVisible();
  await form.title.fill('x'.repeat(201));
  await form.submit.click();
  await expect(form.error('Başlık en fazla 200 karakter olabilir')).toBeVisible();

  // Tags: trimmed and lowercased, duplicates ignored, each ≤ 20, at most 5; Backspace removes the last.
  await form.addTag('  Unity  ');
  await expect(form.tags).toHaveText([/#unity/]);
  await expect(form.tagInput).toHaveValue('');
  await form.addTag('UNITY');
  await expect(form.tags).toHaveCount(1);
  await form.addTag('a'.repeat(21));
  await expect(form.error('Etiketler en fazla 20 karakter olabilir')).toBeVisible();
  for (const tag of ['shader', '2d', 'mobil', 'Çoklu Oyuncu']) await form.addTag(tag);
  await expect(form.tags).toHaveText([/#unity/, /#shader/, /#2d/, /#mobil/, /#çoklu oyuncu/]);
  await form.addTag('fazla');
  await expect(form.error('En fazla 5 etiket ekleyebilirsiniz')).toBeVisible();
  await expect(form.tags).toHaveCount(5);
  await form.tagInput.fill('');
  await form.tagInput.press('Backspace');
  await expect(form.tags).toHaveCount(4);
  await form.tags.filter({ hasText: '#shader' }).getByRole('button', { name: 'shader etiketini kaldır' }).click();
  await expect(form.tags).toHaveText([/#unity/, /#2d/, /#mobil/]);
});

test('the preview follows the text, the draft survives a reload, and ?category= picks the category', async ({ page }) => {
  await signInThroughStorage(page, DEMO.user);
  const category = await forum.openCategory();
  const form = new NewTopicPage(page);
  await form.goto(`?category=${category.slug}`);
  await expect(form.category).toHaveValue(category.slug);

  await form.title.fill('Taslak olarak kalacak başlık');
  await form.content.fill('## Ara başlık\n\nBu **kalın** bir taslak metnidir.');
  await expect(form.preview.getByRole('heading', { name: 'Ara başlık' })).toBeVisible();
  await expect(form.preview.locator('strong')).toHaveText('kalın');
  await form.addTag('taslak');

  await page.reload();
  await form.shell.ready();
  await expect(form.draftRestored).toBeVisible();
  await expect(form.title).toHaveValue('Taslak olarak kalacak başlık');
  await expect(form.content).toHaveValue('## Ara başlık\n\nBu **kalın** bir taslak metnidir.');
  await expect(form.tags).toHaveText([/#taslak/]);

  await form.discardDraft.click();
  await expect(form.title).toHaveValue('');
  await page.reload();
  await form.shell.ready();
  await expect(form.draftRestored).toHaveCount(0);
  await expect(form.title).toHaveValue('');
});

test('a member creates a topic that opens at once and is listed under My topics', async ({ page }) => {
  await signInThroughStorage(page, DEMO.user);
  const jwt = await tokenFor(DEMO.user);
  const category = await forum.openCategory();
  const title = uniqueTitle('Çalışan Şeyler: Godot’da ışık');
  const form = new NewTopicPage(page);
  await form.goto();

  await form.title.fill(title);
  await form.category.selectOption(category.slug);
  await form.content.fill('Godot 4 projemde **gölgeler** titriyor. Ne denemeliyim?\n\n- shadow bias\n- filtre');
  await form.addTag('Godot');
  await form.addTag('ışık');
  await form.submit.click();

  await expect(form.shell.toast('Konu başarıyla oluşturuldu')).toBeVisible();
  await expect(page).toHaveURL(/\/forum\/konu\/calisan-seyler-godot-da-isik-/);
  const topicPage = new TopicPage(page);
  await expect(topicPage.heading).toHaveText(title);
  await expect(page.getByRole('main').locator('strong', { hasText: 'gölgeler' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '#godot' })).toHaveAttribute('href', '/forum?tag=godot');
  const slug = new URL(page.url()).pathname.split('/').pop()!;

  const stored = await forum.topic(slug);
  expect(stored).toMatchObject({ title, tags: ['godot', 'ışık'], category: { slug: category.slug } });
  expect(stored.author?.username).toBe('user');

  // Loaded afresh (no static page exists for it yet), the live route still opens it.
  await topicPage.goto(slug);
  await expect(topicPage.heading).toHaveText(title);
  await expect(topicPage.votes.up).toBeDisabled(); // one's own topic

  // My topics lists it with its status.
  await topicPage.shell.goto('/forum/benim-konularim');
  await topicPage.shell.expectScreen('Konularım');
  const row = page
    .getByRole('region', { name: /Açtığın Konular/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(row).toContainText('Yayında');
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', `/forum/konu/${slug}`);
  expect((await forum.mine(jwt)).topics.some((t) => t.slug === slug)).toBe(true);
});
