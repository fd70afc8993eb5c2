import { useSyncExternalStore } from 'react';
import { isHydrating, onHydrationEnd } from '../preact/hydration';

const hydrated = () => !isHydrating();

/**
 * false while the static HTML is hydrated (and on the server), true afterwards — and true at once on client-side
 * navigations. Anything that depends on the URL query, the clock or the browser renders its build-time form first
 * so hydration matches, then switches (src/preact/hydration.ts).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(onHydrationEnd, hydrated, () => false);
}
