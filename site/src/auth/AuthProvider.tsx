import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { navigate } from 'gatsby';
import toast from 'react-hot-toast';
import type { Me } from '../api-client/types';
import { fetchMeWithToken, login as loginRequest, meKeys, meQuery, type LoginInput } from '../api-client/auth';
import { clearSession, readSession, updateStoredUser, writeSession } from './storage';
import { STORAGE_KEYS } from '@oyundev/domain';
import { t } from '../i18n';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

interface AuthContextValue {
  status: AuthStatus;
  /** The signed-in member, or null. Never a stale user after logout. */
  user: Me | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  login(input: LoginInput): Promise<Me>;
  logout(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * Session state. The first render (server and hydration alike) is 'loading' with no user, so static HTML
 * never depends on who is looking; storage is read after mount. While signed in, /api/me is the source of
 * the member's live figures (unread notifications, reputation, role).
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<Me | null>(null);

  const restore = useCallback(() => {
    const session = readSession();
    setUser(session?.user ?? null);
    setStatus(session ? 'authenticated' : 'anonymous');
  }, []);

  useEffect(() => {
    restore();
    // Another tab logging in or out changes the same storage keys.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) restore();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [restore]);

  const me = useQuery({
    ...meQuery(),
    enabled: status === 'authenticated',
    refetchInterval: 60_000,
    retry: (count, error) => (error as { status?: number }).status !== 401 && count < 2,
  });

  useEffect(() => {
    if (me.data) {
      setUser(me.data);
      updateStoredUser(me.data);
    }
  }, [me.data]);

  useEffect(() => {
    if (me.error && (me.error as { status?: number }).status === 401) {
      // The server no longer accepts the token: the session is over.
      clearSession();
      queryClient.removeQueries({ queryKey: meKeys.all });
      setUser(null);
      setStatus('anonymous');
    }
  }, [me.error, queryClient]);

  const login = useCallback(
    async (input: LoginInput) => {
      const { jwt } = await loginRequest(input);
      const member = await fetchMeWithToken(jwt);
      writeSession(jwt, member);
      queryClient.setQueryData(meKeys.all, member);
      setUser(member);
      setStatus('authenticated');
      return member;
    },
    [queryClient],
  );

  const logout = useCallback(() => {
    clearSession();
    queryClient.removeQueries({ queryKey: meKeys.all });
    setUser(null);
    setStatus('anonymous');
    toast.success(t('auth.logout.success'));
    void navigate('/');
  }, [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: status === 'authenticated' ? user : null,
      isAuthenticated: status === 'authenticated',
      isLoading: status === 'loading',
      login,
      logout,
    }),
    [status, user, login, logout],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
