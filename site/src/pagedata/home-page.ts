import type { HomeFeed, HomeSummary } from '@oyundev/domain';
import type { HomeContext } from '../templates/contexts';

type CmsGet = <T>(pathAndQuery: string) => Promise<{ data: T }>;

/** The home page's build data: the first page of the New feed as a guest reads it, and the summary. */
export async function homeContext(cmsGet: CmsGet): Promise<HomeContext> {
  const [feed, summary] = await Promise.all([
    cmsGet<HomeFeed['data']>('/api/home/feed?tab=new&page=1') as unknown as Promise<HomeFeed>,
    cmsGet<HomeSummary>('/api/home/summary').then((b) => b.data),
  ]);
  return { feed, summary };
}
