import type { Me } from '../api-client/types';
import { STORAGE_KEYS, SESSION_MS } from '@oyundev/domain';

export interface Session {
  token: string;
  tokenExpiresAt: number;
  user: Me;
}

const isBrowser = typeof window !== 'undefined';

/**
 * Reads the stored session; anything expired or unreadable clears all three keys (spec §4, startup).
 */
export function readSession(): Session | null {
  if (!isBrowser) return null;
  try {
    const token = localStorage.getItem(STORAGE_KEYS.token);
    const expiresRaw = localStorage.getItem(STORAGE_KEYS.tokenExpiresAt);
    const userRaw = localStorage.getItem(STORAGE_KEYS.user);
    if (!token || !expiresRaw || !userRaw) {
      if (token || expiresRaw || userRaw) clearSession();
      return null;
    }
    const tokenExpiresAt = Number(expiresRaw);
    if (!Number.isFinite(tokenExpiresAt) || tokenExpiresAt <= Date.now()) {
      clearSession();
      return null;
    }
    const user = JSON.parse(userRaw) as Me;
    if (!user || typeof user !== 'object' || typeof user.username !== 'string') {
      clearSession();
      return null;
    }
    return { token, tokenExpiresAt, user };
  } catch {
    clearSession();
    return null;
  }
}

export function writeSession(token: string, user: Me, tokenExpiresAt = Date.now() + SESSION_MS): Session {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.tokenExpiresAt, String(tokenExpiresAt));
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return { token, tokenExpiresAt, user };
}

export function updateStoredUser(user: Me): void {
  if (localStorage.getItem(STORAGE_KEYS.token)) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(): void {
  if (!isBrowser) return;
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
    localStorage.removeItem(STORAGE_KEYS.tokenExpiresAt);
    localStorage.removeItem(STORAGE_KEYS.user);
  } catch {
    /* storage unavailable (private mode): nothing to clear */
  }
}
