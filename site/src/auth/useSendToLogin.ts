import { useEffect, useRef } from 'react';
import { navigate } from 'gatsby';
import { isSafeRedirect } from '@oyundev/domain';
import { useAuth } from './AuthProvider';
import { useHydrated } from '../hooks/useHydrated';
import { normalisePath } from '../hooks/usePathname';

/** The login URL that brings the member back to `origin` afterwards. */
export function loginPathFor(origin: string): string {
  return origin && origin !== '/' ? `/login?redirect=${encodeURIComponent(origin)}` : '/login';
}

/** Pages of the login flow itself: coming back to them after logging in makes no sense. */
const ACCOUNT_FLOW = ['/login', '/giris', '/register', '/kayit', '/forgot-password', '/reset-password', '/verify-email'];

/**
 * Where a "log in" link on the page at `pathname` points: /login?redirect=<this page and its query>, so the
 * member comes back here (spec accounts §2). On the login flow's own pages a redirect already asked for is
 * kept instead. The static HTML (no query known yet) carries the bare path; the query joins after hydration.
 */
export function useLoginHref(pathname: string): string {
  const hydrated = useHydrated();
  const search = hydrated ? window.location.search : '';
  const path = normalisePath(pathname);
  if (ACCOUNT_FLOW.includes(path)) {
    const asked = new URLSearchParams(search).get('redirect');
    return isSafeRedirect(asked) ? loginPathFor(asked) : '/login';
  }
  return loginPathFor(`${path}${search}`);
}

/** The current page's login link, for code outside React's render (toasts, handlers). */
export function loginPathForHere(): string {
  return loginPathFor(`${normalisePath(window.location.pathname)}${window.location.search}`);
}

/**
 * Sends a guest to /login (remembering `origin`) while `from` is set. A member who logs out on this very page
 * is on their way home instead, so they are not detoured through /login; a session the server ended, or a
 * guest arriving, is sent.
 */
export function useSendToLogin(from: string | null): void {
  const { user, endedBy } = useAuth();
  const sawMember = useRef(false);
  // Once per mount: while Gatsby is still navigating, window.location already reads /login?redirect=…,
  // and a re-render in between must not send the guest again with that as the origin.
  const sent = useRef(false);
  useEffect(() => {
    if (user) sawMember.current = true;
  }, [user]);
  useEffect(() => {
    if (from === null || sent.current || (sawMember.current && endedBy === 'logout')) return;
    sent.current = true;
    void navigate(loginPathFor(from), { replace: true });
  }, [from, endedBy]);
}
