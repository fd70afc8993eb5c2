import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO, CMS_URL, cms } from './support/cms';
import { forum } from './support/forum';
import { ageMember, markVerified, registerMember, type NewMember } from './support/accounts';
import { LINE_PAYLOADS, MARKDOWN_PAYLOADS, SENTINEL_HOST, armGuard, dangerousMarkup, hydrated, poke } from './support/xss';
import type { Page } from '@playwright/test';

/*
 * Markdown and HTML XSS payloads written through the real write routes — a topic (title and body), a reply
 * with a mention, a blog comment, a member's profile fields, a report's reason, search terms — then every place
 * they are shown opened in chromium: the topic page, the blog post, the profile, the mentioned member's
 * notifications, search results, and the admin's users, content and reports screens. Nothing may fire (no
 * window.__xss, no alert/confirm/prompt, no XSS-FIRED log, no request to the sentinel host), the CSP may report
 * no violation (an injected element it had to block got into the page), and the member's text is on the page
 * (so the check is not made on an empty box).
 */

test.describe.configure({ mode: 'serial' });

const MARK = `xssdeneme${Date.now().toString(36)}`;
const LINE = LINE_PAYLOADS.join(' ');
let writer: NewMember;
let reader: NewMember;
let topic: { id: number; slug: string; title: string };
let postSlug: string;

async function send(method: string, path: string, jwt: string, body: unknown): Promise<Response> {
  return fetch(`${CMS_URL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify(body),
  });
}

async function member(): Promise<NewMember> {
  const m = await registerMember();
  await markVerified(m.username);
  // Past the new-account limits (links per post): the payloads carry a few sentinel links.
  await ageMember(m.username, 3);
  return m;
}

test.beforeAll(async () => {
  writer = await member();
  reader = await member();
  const category = await forum.openCategory();
  topic = await forum.createTopic(writer.jwt, {
    title: `${MARK} <img src=x onerror=window.__xss=1> <script>window.__xss=1</script>`,
    content: `${MARK} konu gövdesi\n\n${MARKDOWN_PAYLOADS}`,
    category: category.slug,
  });
  await forum.reply(writer.jwt, topic.slug, `@${reader.username} ${MARK} yanıt\n\n${MARKDOWN_PAYLOADS}`);

  const posts = await cms.blogPosts({ page: '1', pageSize: '20' });
  postSlug = (posts as Array<{ slug: string; isPremium?: boolean }>).find((p) => !p.isPremium)!.slug;
  const comment = await send('POST', `/api/blog/posts/${postSlug}/comments`, writer.jwt, {
    content: `${MARK} yorum\n\n${MARKDOWN_PAYLOADS}`,
  });
  expect(comment.status).toBe(201);

  // The profile's free-text fields a member writes (PUT /api/account/profile): the bio and the links.
  const profile = await send('PUT', '/api/account/profile', writer.jwt, {
    bio: `${MARK} [js](javascript:alert(1)) <img src=x onerror=window.__xss=1> <svg onload=alert(1)> <script>window.__xss=1</script>`,
    socialLinks: {
      website: `https://${SENTINEL_HOST}/"onmouseover="window.__xss=1`,
      github: `https://${SENTINEL_HOST}/'><script>window.__xss=1</script>`,
    },
  });
  expect({ status: profile.status, body: profile.status === 200 ? null : await profile.text() }).toEqual({ status: 200, body: null });

  const report = await send('POST', '/api/forum/reports', reader.jwt, {
    contentType: 'topic',
    contentId: topic.id,
    type: 'spam',
    reason: `${MARK} ${LINE}`,
  });
  expect(report.status).toBe(201);
});

/** Opens `path` under a fresh guard, waits for `visible` and checks that nothing fired or got in. */
async function visit(page: Page, path: string, visible: (page: Page) => Promise<void>, root = 'main') {
  const guard = await armGuard(page);
  await page.goto(path);
  await hydrated(page);
  await visible(page);
  await poke(page, root);
  expect({ path, markup: await dangerousMarkup(page, root) }).toEqual({ path, markup: [] });
  expect({ path, fired: await guard.findings() }).toEqual({ path, fired: [] });
}

test('the guard itself notices a payload that fires, a CSP block and dangerous markup', async ({ page }) => {
  const guard = await armGuard(page);
  // A page of the site (its CSP applies), then markup injected the way a broken renderer would.
  await page.goto('/login');
  await hydrated(page);
  await page.evaluate((host) => {
    // Outside React's root, so no re-render of the page can take it away before the check reads it.
    const box = document.createElement('div');
    box.id = 'xss-selftest';
    box.innerHTML = `<img src="x" onerror="window.__xss=1"><a href="javascript:alert(1)">a</a><img src="https://${host}/p.png">`;
    document.body.append(box);
    (window as unknown as { alert: (m: string) => void }).alert('direct');
  }, SENTINEL_HOST);
  await expect.poll(async () => (await guard.findings()).join(' | ')).toMatch(/alert\(direct\)/);
  const findings = (await guard.findings()).join(' | ');
  // The inline handler is refused by the CSP (a violation) and the sentinel image is requested or blocked.
  expect(findings).toMatch(/csp|window\.__xss/);
  expect(findings).toMatch(new RegExp(`${SENTINEL_HOST}`));
  expect(await dangerousMarkup(page, '#xss-selftest')).toEqual(expect.arrayContaining(['<img onerror>', '<a href="javascript:alert(1)">']));
});

const markText = (page: Page) => page.getByText(MARK, { exact: false }).first();

test('the topic page: title, body and the reply with a mention', async ({ page }) => {
  await visit(page, `/forum/konu/${topic.slug}`, async (p) => {
    await expect(p.getByRole('heading', { level: 1 })).toContainText(MARK);
    await expect(p.getByText(`${MARK} konu gövdesi`)).toBeVisible();
    await expect(p.getByText(`${MARK} yanıt`)).toBeVisible();
    // The payloads' link texts are there, as inert text or links without a scheme that runs.
    await expect(p.getByText('karışık harf').first()).toBeVisible();
  });
});

test('the blog post with the comment', async ({ page }) => {
  await visit(page, `/blog/${postSlug}`, async (p) => {
    await expect(p.getByText(`${MARK} yorum`)).toBeVisible();
  });
});

test('the member’s profile', async ({ page }) => {
  await visit(page, `/profil/${writer.username}`, async (p) => {
    await expect(markText(p)).toBeVisible();
  });
});

test('the mentioned member’s notifications', async ({ page }) => {
  await signInThroughStorage(page, { identifier: reader.username, password: reader.password });
  await visit(page, '/notifications', async (p) => {
    await expect(markText(p)).toBeVisible();
  });
});

test('search results and hostile search terms', async ({ page }) => {
  await visit(page, `/arama?q=${encodeURIComponent(MARK)}`, async (p) => {
    await expect(markText(p)).toBeVisible();
  });
  for (const term of LINE_PAYLOADS) {
    await visit(page, `/arama?q=${encodeURIComponent(term)}`, async (p) => {
      // The term is echoed on the page as text ("… için arama sonuçları"), never as markup.
      await expect(p.locator('main')).toContainText(term);
    });
  }
});

test.describe('admin screens', () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughStorage(page, DEMO.admin);
  });

  test('users: the list and the member’s details', async ({ page }) => {
    await visit(
      page,
      '/admin/users',
      async (p) => {
        await p.getByRole('searchbox').fill(writer.username);
        await p.getByRole('searchbox').press('Enter');
        const row = p.getByRole('row', { name: new RegExp(writer.username) });
        await expect(row).toBeVisible();
        await row.getByRole('button', { name: 'Detay' }).click();
        await expect(p.getByRole('dialog', { name: 'Kullanıcı Detayları' })).toContainText(writer.email);
      },
      'body',
    );
  });

  test('content: the topic in the list', async ({ page }) => {
    await visit(
      page,
      '/admin/content',
      async (p) => {
        await p.getByRole('searchbox').fill(MARK);
        await p.getByRole('searchbox').press('Enter');
        await expect(p.getByRole('row', { name: new RegExp(MARK) })).toBeVisible();
      },
      'body',
    );
  });

  test('reports: the card and its details', async ({ page }) => {
    await visit(
      page,
      '/admin/reports',
      async (p) => {
        const card = p.getByRole('listitem').filter({ hasText: MARK }).first();
        await expect(card).toBeVisible();
        await card.getByRole('button', { name: 'Detay' }).click();
        await expect(p.getByRole('dialog', { name: 'Rapor Detayları' })).toContainText(MARK);
      },
      'body',
    );
  });
});
