import { useHydrated } from './useHydrated';

/** The URL query, empty during hydration so static HTML and the first client render agree. */
export function useQueryParams(search: string): URLSearchParams {
  const hydrated = useHydrated();
  return new URLSearchParams(hydrated ? search : '');
}

/** Builds `path?query` from a params object, dropping empty values. */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') qs.set(key, String(value));
  }
  const str = qs.toString();
  return str ? `${path}?${str}` : path;
}
