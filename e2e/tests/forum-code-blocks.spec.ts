import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { DEMO } from './support/cms';
import { forum, tokenFor, uniqueTitle } from './support/forum';

/*
 * Code in topics, replies and posts (issue 9, item 9): a header naming the language, a copy button a
 * keyboard reaches, and highlighting — in the static HTML for built pages, loaded on demand for live ones,
 * and never downloaded by a page without code.
 */

const HIGHLIGHTER_CHUNK = /\/code-highlighter-[^/]*\.js$/;

/** A topic of the build (seeded, open to guests) whose body has a ```csharp block. */
async function builtTopicWithCSharp(): Promise<{ slug: string; code: string }> {
  for await (const { slug } of forum.topicsNewestFirst()) {
    const topic = await forum.topic(slug);
    const match = /```csharp\n([\s\S]*?)\n```/.exec(topic.content ?? '');
    if (match) return { slug, code: match[1] };
  }
  throw new Error('no seeded topic with a C# block');
}

function highlighterRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (HIGHLIGHTER_CHUNK.test(new URL(req.url()).pathname)) seen.push(req.url());
  });
  return seen;
}

async function servedHtml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return res.text();
}

test('a built topic carries highlighted code in its HTML; the copy button copies the code from the keyboard', async ({
  page,
  context,
  request,
}) => {
  const { slug, code } = await builtTopicWithCSharp();
  const html = await servedHtml(request, `/forum/konu/${slug}`);
  expect(html).toContain('aria-label="C# kodu"');
  expect(html).toMatch(/<span class="token keyword">(?:public|void|using|class|private|float|var)<\/span>/);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const chunks = highlighterRequests(page);
  // React reports a hydration mismatch as minified errors 418/423/425: the first render must match the HTML.
  const hydrationErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /#41[89]|#42[35]|hydrat/i.test(m.text())) hydrationErrors.push(m.text());
  });
  await page.goto(`/forum/konu/${slug}`);
  const block = page.getByRole('figure', { name: 'C# kodu' }).first();
  await expect(block).toBeVisible();
  await expect(block.locator('.token.keyword').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(hydrationErrors).toEqual([]);
  // The built HTML is kept as it is (StaticMarkdown): the highlighted code needs no highlighter in the browser.
  expect(chunks).toEqual([]);

  const copy = block.getByRole('button', { name: 'C# kodunu kopyala' });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Kod panoya kopyalandı')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

test('code in a topic and a reply newer than the build is highlighted live, GDScript and shaders included', async ({ page }) => {
  const jwt = await tokenFor(DEMO.user);
  const category = await forum.openCategory();
  const topic = await forum.createTopic(jwt, {
    title: uniqueTitle('Shader ve GDScript'),
    category: category.slug,
    content: [
      'Karakter hareketi:',
      '',
      '```gdscript',
      'extends CharacterBody2D',
      'func _physics_process(delta):',
      '    velocity.y += 980 * delta',
      '```',
      '',
      '```glsl',
      'uniform float time;',
      'void main() { gl_FragColor = vec4(sin(time), 0.0, 0.0, 1.0); }',
      '```',
      '',
      '```hlsl',
      'float4 main(float2 uv : TEXCOORD0) : SV_Target { return float4(uv, 0, 1); }',
      '```',
    ].join('\n'),
  });
  await forum.reply(jwt, topic.slug, 'Python ile:\n\n```py\ndef hiz(delta):\n    return 980 * delta\n```');

  await page.goto(`/forum/konu/${topic.slug}`);
  for (const [name, keyword] of [
    ['GDScript kodu', 'extends'],
    ['GLSL kodu', 'uniform'],
    ['HLSL kodu', 'return'],
    ['Python kodu', 'def'],
  ]) {
    const block = page.getByRole('figure', { name });
    await expect(block.locator('.token.keyword', { hasText: keyword }).first()).toBeVisible();
    await expect(block.getByRole('button', { name: `${name.replace(' kodu', '')} kodunu kopyala` })).toBeVisible();
  }
});

test('a page without code never downloads the highlighter', async ({ page }) => {
  const chunks = highlighterRequests(page);
  await page.goto('/forum');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
});
