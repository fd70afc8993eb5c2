import { DEFAULT_HOME_FEED_TAB, HOME_FEED_TABS, type HomeFeed, type HomeFeedTab, type HomeSummary } from '@oyundev/domain';
import type { HomeContext } from '../templates/contexts';

type CmsGet = <T>(pathAndQuery: string) => Promise<{ data: T }>;

/** Where the static HTML of a tab other than the default lives (the site server answers `/?tab=…` with it). */
export const homeTabShellPath = (tab: HomeFeedTab) => `/_home/${tab}`;
/** The tabs that get a static shell of their own besides `/`. */
export const HOME_SHELL_TABS = HOME_FEED_TABS.map((tab) => tab.value).filter((tab) => tab !== DEFAULT_HOME_FEED_TAB);

/**
 * The home page's build data: the first page of every tab's feed as a guest reads it, and the summary. `/`
 * shows the default tab; each other tab's static shell (homeTabShellPath) is the same page showing that tab,
 * so the tabs work as plain links without JavaScript, and hydration finds the same feed in `/`'s page-data.
 */
export async function homeContext(cmsGet: CmsGet): Promise<HomeContext> {
  const tabs = HOME_FEED_TABS.map((tab) => tab.value);
  const [summary, ...feeds] = await Promise.all([
    cmsGet<HomeSummary>('/api/home/summary').then((b) => b.data),
    ...tabs.map((tab) => cmsGet<HomeFeed['data']>(`/api/home/feed?tab=${tab}&page=1`) as unknown as Promise<HomeFeed>),
  ]);
  return { feeds: Object.fromEntries(tabs.map((tab, i) => [tab, feeds[i]])) as Record<HomeFeedTab, HomeFeed>, summary };
}

/**
 * After the build: each tab shell's HTML names `/` as its page, so Gatsby hydrates it as the home page at
 * `/?tab=…` (with `/`'s page-data, which holds every tab's feed) instead of navigating to the shell's own path.
 */
export async function pointHomeShellsAtRoot(publicDir: string): Promise<number> {
  const { readFile, writeFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  let pointed = 0;
  for (const tab of HOME_SHELL_TABS) {
    const shell = homeTabShellPath(tab);
    const file = join(publicDir, shell, 'index.html');
    const html = await readFile(file, 'utf8').catch(() => null);
    if (html === null) continue;
    const marker = `window.pagePath="${shell}"`;
    const pointedAlready = html.includes('window.pagePath="/"');
    // An incremental build leaves a shell whose data did not change as the last build wrote (and pointed) it.
    if (!html.includes(marker) && !pointedAlready) throw new Error(`home tab shell ${shell}: no ${marker} in its HTML`);
    if (!pointedAlready) await writeFile(file, html.replace(marker, 'window.pagePath="/"'));
    pointed += 1;
  }
  return pointed;
}
