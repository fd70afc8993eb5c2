const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * For toHaveURL: a URL on this site whose path is `path` (one trailing slash tolerated — that the site
 * keeps paths without one is asserted once, in shell-navigation). With `search` (e.g. '?q=unity%20motoru')
 * the query must be exactly that; without it any query is accepted. A regex, so a failure prints the URL.
 */
export function at(path: string, search?: string): RegExp {
  const slash = path === '/' ? '' : '/?';
  const tail = search === undefined ? '(?:[?#].*)?' : `${escape(search)}(?:#.*)?`;
  return new RegExp(`^https?://[^/]+${escape(path)}${slash}${tail}$`);
}

/** For toHaveURL: exactly this path and query, no trailing slash added. */
export function exactly(pathAndSearch: string): RegExp {
  return new RegExp(`^https?://[^/]+${escape(pathAndSearch)}(?:#.*)?$`);
}
