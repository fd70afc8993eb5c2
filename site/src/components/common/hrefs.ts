import type { SearchType } from '@oyundev/domain';

// The addresses of the site's content, apart from the components that show it: a module that only needs a
// link (the header's search suggestions, the shell) then does not pull a card and its icons into every page.

export function topicHref(slug: string): string {
  return `/forum/konu/${slug}`;
}

export function blogHref(slug: string): string {
  return `/blog/${slug}`;
}

export function profileHref(username: string): string {
  return `/profil/${encodeURIComponent(username)}`;
}

/** Links that leave the site: never followed for ranking, never given this page's window. */
export const EXTERNAL_REL = 'nofollow ugc noopener';

export const searchHref = (q: string, type: SearchType = 'all', page = 1) =>
  `/arama?q=${encodeURIComponent(q)}${type === 'all' ? '' : `&type=${type}`}${page > 1 ? `&page=${page}` : ''}`;
