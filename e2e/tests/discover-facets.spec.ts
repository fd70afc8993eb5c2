import { test, expect, signInThroughStorage } from './support/fixtures';
import { CMS_URL } from './support/cms';
import { accountMe, registerMember } from './support/accounts';
import { OnboardingFlow } from '../pages/OnboardingFlow';
import { at } from './support/urls';

/* Issue 12: a topic's and a blog post's engine and level are chips into /discover; onboarding's experience
 * answer is the level /discover starts from. */

interface Item {
  slug: string;
  gameEngine: string | null;
  skillLevel: string | null;
}

/** A seeded topic or post that has both facets (from the discovery API, as a guest). */
async function itemWithFacets(type: 'forum' | 'blog'): Promise<Item> {
  // Filtered by engine: other specs keep adding topics without facets, which would push the seeded ones off page 1.
  for (const engine of Object.keys(ENGINE_LABELS)) {
    const res = await fetch(`${CMS_URL}/api/discover?type=${type}&sort=newest&engine=${engine}`);
    const items = ((await res.json()) as { data: Item[] }).data;
    const item = items.find((i) => i.gameEngine && i.skillLevel);
    if (item) return item;
  }
  throw new Error(`no ${type} item with an engine and a level in the seed`);
}

const ENGINE_LABELS: Record<string, string> = {
  unity: 'Unity',
  unreal: 'Unreal Engine',
  godot: 'Godot',
  construct3: 'Construct 3',
  gamemaker: 'GameMaker',
};
const LEVEL_LABELS: Record<string, string> = { beginner: 'Başlangıç', intermediate: 'Orta', advanced: 'İleri', expert: 'Uzman' };

test.describe('Engine and level chips', () => {
  test('a topic page links its engine to /discover, which opens filtered by it', async ({ page, shell }) => {
    const topic = await itemWithFacets('forum');
    await shell.goto(`/forum/konu/${topic.slug}`);
    const chips = page.getByTestId('content-facets');
    const engine = chips.getByRole('link', { name: ENGINE_LABELS[topic.gameEngine!] });
    await expect(engine).toHaveAttribute('href', `/discover?sort=trending&engine=${topic.gameEngine}`);
    await expect(chips.getByRole('link', { name: LEVEL_LABELS[topic.skillLevel!] })).toHaveAttribute(
      'href',
      `/discover?sort=trending&level=${topic.skillLevel}`,
    );
    await engine.click();
    await expect(page).toHaveURL(at('/discover', `?sort=trending&engine=${topic.gameEngine}`));
    await expect(page.getByTestId('filter-engine').getByRole('button', { name: ENGINE_LABELS[topic.gameEngine!] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a blog post links its level to /discover, and the chips are in the static HTML', async ({ page, shell }) => {
    const post = await itemWithFacets('blog');
    const html = await (await page.request.get(`/blog/${post.slug}`)).text();
    expect(html).toContain(`/discover?sort=trending&amp;level=${post.skillLevel}`);
    await shell.goto(`/blog/${post.slug}`);
    const level = page.getByTestId('content-facets').getByRole('link', { name: LEVEL_LABELS[post.skillLevel!] });
    await level.click();
    await expect(page).toHaveURL(at('/discover', `?sort=trending&level=${post.skillLevel}`));
    await expect(page.getByTestId('filter-level').getByRole('button', { name: LEVEL_LABELS[post.skillLevel!] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('the experience chosen in onboarding is the level /discover starts from', async ({ page, shell }) => {
  const member = await registerMember();
  await signInThroughStorage(page, { identifier: member.username, password: member.password });
  await shell.goto('/onboarding');
  const flow = new OnboardingFlow(page, false);
  await flow.button('Başlayalım').click();
  await flow.button('İleri').click();
  await flow.expectStep(3, 'Seni Tanıyalım');

  // One answer: choosing another level replaces the first, choosing it again clears it.
  const experience = page.getByRole('radiogroup', { name: 'Oyun geliştirmede deneyimin ne düzeyde?' });
  await experience.getByRole('radio', { name: 'Başlangıç' }).click();
  await experience.getByRole('radio', { name: 'Orta' }).click();
  await expect(experience.getByRole('radio', { name: 'Orta' })).toHaveAttribute('aria-checked', 'true');
  await expect(experience.getByRole('radio', { name: 'Başlangıç' })).toHaveAttribute('aria-checked', 'false');
  // The experience alone is a choice: the next step opens.
  await flow.button('İleri').click();
  await flow.expectStep(4, 'İçerik Keşfi');
  await flow.skip.click();
  await expect(page).toHaveURL(at('/'));

  await expect.poll(async () => (await accountMe(member.jwt)).skillLevel).toBe('intermediate');
  expect((await accountMe(member.jwt)).onboardingCompleted).toBe(true);

  await shell.goto('/discover');
  await expect(page).toHaveURL(at('/discover', '?sort=trending&level=intermediate'));
  await expect(page.getByTestId('filter-level').getByRole('button', { name: 'Orta' })).toHaveAttribute('aria-pressed', 'true');
});
