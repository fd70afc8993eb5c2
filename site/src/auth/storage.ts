import type { Me } from '../api-client/types';
import { STORAGE_KEYS, SESSION_MS } from '@oyundev/domain';

export interface Session {
  token: string;
  tokenExpiresAt: number;
  user: Me;
}

const isBrowser = typeof window !== 'undefined';

/*
 * The session lives under the spec's keys (token, tokenExpiresAt, user). "Beni hatırla" decides the store:
 * ticked (the default) keeps it in localStorage for its 24 hours; unticked keeps it in sessionStorage, so
 * closing the browser ends it sooner. Reading looks in both.
 */

function stores(): Storage[] {
  return [window.localStorage, window.sessionStorage];
}

/** The store that holds the current session, if any. */
function sessionStore(): Storage | null {
  for (const store of stores()) if (store.getItem(STORAGE_KEYS.token)) return store;
  return null;
}

function readFrom(store: Storage): Session | null | 'corrupt' {
  const token = store.getItem(STORAGE_KEYS.token);
  const expiresRaw = store.getItem(STORAGE_KEYS.tokenExpiresAt);
  const userRaw = store.getItem(STORAGE_KEYS.user);
  if (!token && !expiresRaw && !userRaw) return null;
  if (!token || !expiresRaw || !userRaw) return 'corrupt';
  const tokenExpiresAt = Number(expiresRaw);
  if (!Number.isFinite(tokenExpiresAt) || tokenExpiresAt <= Date.now()) return 'corrupt';
  const user = JSON.parse(userRaw) as Me;
  if (!user || typeof user !== 'object' || typeof user.username !== 'string') return 'corrupt';
  return { token, tokenExpiresAt, user };
}

/**
 * Reads the stored session; anything expired or unreadable clears all three keys (spec accounts §4, startup).
 */
export function readSession(): Session | null {
  if (!isBrowser) return null;
  try {
    for (const store of stores()) {
      const found = readFrom(store);
      if (found === 'corrupt') {
        clearSession();
        return null;
      }
      if (found) return found;
    }
    return null;
  } catch {
    clearSession();
    return null;
  }
}

export function writeSession(
  token: string,
  user: Me,
  { remember = true, tokenExpiresAt = Date.now() + SESSION_MS }: { remember?: boolean; tokenExpiresAt?: number } = {},
): Session {
  clearSession();
  const store = remember ? window.localStorage : window.sessionStorage;
  store.setItem(STORAGE_KEYS.token, token);
  store.setItem(STORAGE_KEYS.tokenExpiresAt, String(tokenExpiresAt));
  store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return { token, tokenExpiresAt, user };
}

export function updateStoredUser(user: Me): void {
  sessionStore()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** A new token for the same member (password changed): it lives a full session from now. */
export function replaceStoredToken(token: string, tokenExpiresAt = Date.now() + SESSION_MS): void {
  const store = sessionStore();
  if (!store) return;
  store.setItem(STORAGE_KEYS.token, token);
  store.setItem(STORAGE_KEYS.tokenExpiresAt, String(tokenExpiresAt));
}

export function clearSession(): void {
  if (!isBrowser) return;
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.tokenExpiresAt, STORAGE_KEYS.user]) {
    try {
      window.localStorage.removeItem(key);
      window.sessionStorage.removeItem(key);
    } catch {
      /* storage unavailable (private mode): nothing to clear */
    }
  }
}
