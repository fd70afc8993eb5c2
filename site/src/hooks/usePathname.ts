/** '/forum/' and '/forum' are the same route; comparisons use the form without a trailing slash. */
export function normalisePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname || '/';
}

/** The last segment after `prefix` ('/forum/konu/abc' with '/forum/konu/' → 'abc'), decoded. */
export function slugAfter(pathname: string, prefix: string): string {
  const path = normalisePath(pathname);
  if (!path.startsWith(prefix)) return '';
  const rest = path.slice(prefix.length).split('/')[0] ?? '';
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}
