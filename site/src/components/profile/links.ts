import { withQuery } from '../../hooks/useQueryParams';

/** A profile's address, with its tab and page in the query (links keep tabs crawlable and shareable). */
export function profileHref(username: string, params: { tab?: string; page?: number; rpage?: number } = {}): string {
  return withQuery(`/profil/${encodeURIComponent(username)}`, {
    tab: params.tab && params.tab !== 'overview' ? params.tab : undefined,
    page: params.page && params.page > 1 ? params.page : undefined,
    rpage: params.rpage && params.rpage > 1 ? params.rpage : undefined,
  });
}
