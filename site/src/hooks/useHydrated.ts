import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while React hydrates the static HTML (and on the server), true afterwards — and true at once on
 * client-side navigations. Anything that depends on the URL query, the clock or the browser renders its
 * build-time form first so hydration matches, then switches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
