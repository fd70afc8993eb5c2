import type { Locator, Page } from '@playwright/test';
import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO } from './support/cms';
import { forum, tokenFor, uniqueTitle } from './support/forum';
import { TopicPage } from '../pages/TopicPage';

/*
 * Markdown from members renders inert (issue 4, Abuse): no raw HTML, so no element carries an event
 * handler; only http(s), mailto, site-relative and in-page links; external links marked nofollow ugc.
 * Every payload would set window.__xss if it ran.
 */

const HOSTILE = [
  '# Başlık <script>window.__xss = 1</script>',
  '',
  '<img src="x" onerror="window.__xss = 2">',
  '',
  '<iframe src="javascript:window.__xss = 3"></iframe>',
  '',
  '[tıkla](javascript:window.__xss=4) [veri](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9NTwvc2NyaXB0Pg==) [vb](vbscript:msgbox(1))',
  '',
  '[göreli](//kotu.example.com/yol) [ters](/\\kotu.example.com) [büyük harf](JaVaScRiPt:window.__xss=6)',
  '',
  '![resim](javascript:window.__xss=7) ![veri resmi](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9IndpbmRvdy5fX3hzcz04Ii8+)',
  '',
  '<a href="javascript:window.__xss=9" onclick="window.__xss=10">html bağlantı</a>',
  '',
  '<svg onload="window.__xss = 11"></svg> <details open ontoggle="window.__xss = 12">x</details>',
  '',
  '[güvenli](https://example.com/sayfa) [site içi](/forum) [posta](mailto:destek@example.com)',
].join('\n');

/** What of `root` could run code or leave the site unmarked — empty when the markdown rendered inert. */
async function dangers(root: Locator): Promise<string[]> {
  return root.evaluateAll((nodes) => {
    const found: string[] = [];
    for (const node of nodes) {
      for (const el of [node, ...Array.from(node.querySelectorAll('*'))]) {
        const tag = el.tagName.toLowerCase();
        if (['script', 'iframe', 'object', 'embed', 'svg', 'details', 'style', 'form'].includes(tag)) found.push(`<${tag}>`);
        for (const attr of Array.from(el.attributes)) {
          if (/^on/i.test(attr.name)) found.push(`${tag}[${attr.name}]`);
          if (['href', 'src'].includes(attr.name) && !/^(https?:|mailto:|#|\/(?![/\\]))/i.test(attr.value))
            found.push(`${tag}[${attr.name}=${attr.value}]`);
        }
        if (tag === 'a' && /^https?:/i.test(el.getAttribute('href') ?? '')) {
          const rel = el.getAttribute('rel') ?? '';
          for (const word of ['nofollow', 'ugc', 'noopener']) if (!rel.split(/\s+/).includes(word)) found.push(`a[rel] without ${word}`);
        }
      }
    }
    return found;
  });
}

async function xss(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

test('a hostile topic body and a hostile reply render inert', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const admin = await tokenFor(DEMO.admin);
  const category = await forum.openCategory();
  const topic = await forum.createTopic(admin, {
    title: uniqueTitle('Zararlı içerik denemesi'),
    content: HOSTILE,
    category: category.slug,
  });

  await signInThroughStorage(page, DEMO.user);
  const topicPage = new TopicPage(page);
  await topicPage.goto(topic.slug);
  const body = page.getByRole('article', { name: topic.title }).locator('.prose');
  await expect(body).toContainText('html bağlantı');
  expect(await dangers(body)).toEqual([]);

  // What stays is text or a safe link.
  await expect(body.getByRole('link', { name: 'güvenli' })).toHaveAttribute('href', 'https://example.com/sayfa');
  await expect(body.getByRole('link', { name: 'güvenli' })).toHaveAttribute('rel', /nofollow/);
  await expect(body.getByRole('link', { name: 'site içi' })).toHaveAttribute('href', '/forum');
  await expect(body.getByRole('link', { name: 'tıkla' })).toHaveCount(0);
  await expect(body.getByText('tıkla')).toBeVisible();
  await body.getByText('tıkla').click();
  await body.getByText('html bağlantı').click();

  // The member's own hostile reply: inert in the preview and once published.
  await topicPage.replyButton.click();
  await topicPage.composerText.fill(`Yanıtım <img src="x" onerror="window.__xss = 20"> [bağlantı](javascript:window.__xss=21)`);
  await topicPage.composer.getByRole('tab', { name: 'Önizleme' }).click();
  const preview = topicPage.composer.getByRole('tabpanel');
  await expect(preview).toContainText('Yanıtım');
  expect(await dangers(preview)).toEqual([]);
  await topicPage.composer.getByRole('tab', { name: 'Yaz' }).click();
  await topicPage.sendReply(await topicPage.composerText.inputValue());
  const reply = topicPage.reply('Yanıtım');
  await expect(reply.root).toBeVisible();
  expect(await dangers(reply.root.locator('.prose'))).toEqual([]);

  expect(await xss(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
