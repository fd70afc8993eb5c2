import type { Page } from '@playwright/test';
import { test, expect, signInThroughStorage } from './support/fixtures';
import { cms, DEMO } from './support/cms';

/*
 * Each page inlines only the CSS of what it renders (site/src/bundling-webpack.ts, cssWithItsChunk): the global CSS
 * and the shell's, and its page type's. The admin panel's, the settings' and the onboarding's CSS Modules
 * (class names `<file>-module--<class>--<hash>`) reach the browser with those screens' own chunks.
 */
const PRIVATE_SCREENS_CSS = /\.(admin|settings|onboarding)-module--/i;

/** The CSS the page's HTML carries in its <style> elements. */
function inlineCss(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('style[data-identity="gatsby-global-css"]'), (style) => style.textContent ?? '').join('\n'),
  );
}

/** The selectors of every stylesheet the document has now, inlined or loaded. */
function selectorsInDocument(page: Page): Promise<string> {
  return page.evaluate(() =>
    Array.from(document.styleSheets)
      .flatMap((sheet) => {
        try {
          return Array.from(sheet.cssRules, (rule) => (rule as CSSStyleRule).selectorText ?? '');
        } catch {
          return [];
        }
      })
      .join('\n'),
  );
}

function navigate(page: Page, to: string): Promise<void> {
  return page.evaluate((path) => (window as unknown as { ___navigate: (path: string) => void }).___navigate(path), to);
}

test('a public page inlines its own CSS, not the admin panel’s, the settings’ or the onboarding’s', async ({ page, shell }) => {
  const [topic] = await cms.topics({ sort: 'replies', pageSize: '1' });
  const [post] = await cms.blogPosts({ pageSize: '1' });
  for (const path of ['/', '/forum', `/forum/konu/${topic.slug}`, '/blog', `/blog/${post.slug}`]) {
    await shell.goto(path);
    const css = await inlineCss(page);
    expect(css.length, path).toBeGreaterThan(0);
    expect(css, path).not.toMatch(PRIVATE_SCREENS_CSS);
  }
});

test('client-side navigation brings each page type its CSS, the admin panel’s last', async ({ page, shell }) => {
  const [topic] = await cms.topics({ sort: 'replies', pageSize: '1' });
  const [post] = await cms.blogPosts({ pageSize: '1' });
  await signInThroughStorage(page, DEMO.admin);
  await shell.goto('/forum');
  await expect(shell.header.userMenuButton).toBeVisible();
  expect(await selectorsInDocument(page)).not.toMatch(/topic-module--/);

  await navigate(page, `/forum/konu/${topic.slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: topic.title })).toBeVisible();
  expect(await selectorsInDocument(page)).toMatch(/topic-module--/);

  await navigate(page, `/blog/${post.slug}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  expect(await selectorsInDocument(page)).toMatch(/blog-module--/);

  await navigate(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Kontrol Paneli', level: 1 })).toBeVisible();
  expect(await selectorsInDocument(page)).toMatch(PRIVATE_SCREENS_CSS);
});
