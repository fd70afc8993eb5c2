import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, signInThroughStorage } from './support/fixtures';
import { DEMO, cms } from './support/cms';

/*
 * axe-core (WCAG 2.x A/AA rules) on every kind of page, in both themes: a serious or critical violation —
 * colour contrast, duplicate landmarks, skipped heading levels, unnamed controls — fails the test with the
 * rule and the elements it found. So do duplicate landmarks and skipped heading levels (moderate in axe).
 */

type Theme = 'light' | 'dark';

/** Moderate in axe's scale, but the audit found them and a screen-reader user trips over them. */
const NAMED_IN_THE_AUDIT = ['landmark-unique', 'heading-order'];

interface Screen {
  name: string;
  path: () => Promise<string>;
  member?: boolean;
}

const fixed = (path: string) => async () => path;

const SCREENS: Screen[] = [
  { name: 'home', path: fixed('/') },
  { name: 'forum', path: fixed('/forum') },
  { name: 'category', path: fixed('/forum/kategori/unity') },
  { name: 'topic', path: async () => `/forum/konu/${(await cms.topics({ sort: 'latest', pageSize: '1' }))[0].slug}` },
  { name: 'blog', path: fixed('/blog') },
  { name: 'blog post', path: async () => `/blog/${(await cms.blogPosts({ pageSize: '1' }))[0].slug}` },
  { name: 'trending', path: fixed('/trending') },
  { name: 'discover', path: fixed('/discover') },
  { name: 'login', path: fixed('/login') },
  { name: 'register', path: fixed('/register') },
  { name: 'generic page', path: fixed('/hakkimizda') },
  { name: 'not found', path: fixed('/boyle-bir-sayfa-yok') },
  { name: 'search', path: fixed('/arama?q=unity') },
  { name: 'category as member', path: fixed('/forum/kategori/unity'), member: true },
  { name: 'settings as member', path: fixed('/ayarlar'), member: true },
  { name: 'new topic as member', path: fixed('/forum/yeni-konu'), member: true },
  { name: 'profile', path: fixed('/profil/admin') },
  { name: 'leaderboard as member', path: fixed('/liderlik'), member: true },
  { name: 'notifications as member', path: fixed('/notifications'), member: true },
];

/** The site's theme key in local storage (domain STORAGE_KEYS.theme). */
async function openIn(page: Page, path: string, theme: Theme) {
  await page.addInitScript((t) => window.localStorage.setItem('oyundev-theme', t), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(page.getByRole('banner').locator('[aria-busy="false"]')).toBeAttached();
  // Live lists and counts have arrived (no loading indicator left) before the page is judged.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe-core in the ${theme} theme`, () => {
    for (const screen of SCREENS) {
      test(`${screen.name}: no serious or critical violation`, async ({ page }) => {
        if (screen.member) await signInThroughStorage(page, DEMO.user);
        await openIn(page, await screen.path(), theme);
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const blocking = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical' || NAMED_IN_THE_AUDIT.includes(v.id))
          .map((v) => ({
            rule: v.id,
            impact: v.impact,
            nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`),
            count: v.nodes.length,
          }));
        expect(blocking, `axe violations on ${screen.name} (${theme})`).toEqual([]);
      });
    }
  });
}
