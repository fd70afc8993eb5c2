import { useEffect } from 'react';
import { navigate } from 'gatsby';

/**
 * Goes to `to` after `ms` (the spec's redirect delays: 800 ms after login, 2 s after registering, 3 s after
 * verifying or resetting — time to read the success message). Nothing happens while `to` is null; leaving
 * the page first cancels it.
 */
export function useRedirectAfter(to: string | null, ms: number): void {
  useEffect(() => {
    if (!to) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), ms);
    return () => window.clearTimeout(timer);
  }, [to, ms]);
}
