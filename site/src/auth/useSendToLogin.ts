import { useEffect, useRef } from 'react';
import { navigate } from 'gatsby';
import { useAuth } from './AuthProvider';

/** The login URL that brings the member back to `origin` afterwards. */
export function loginPathFor(origin: string): string {
  return origin && origin !== '/' ? `/login?redirect=${encodeURIComponent(origin)}` : '/login';
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
