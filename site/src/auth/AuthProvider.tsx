import React, { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { navigate } from 'gatsby';
import toast from '../components/shell/toast';
import type { ApiError, Me } from '../api-client/types';
import { http } from '../api-client/client';
import {
  fetchMeWithToken,
  login as loginRequest,
  meKeys,
  meQuery,
  register as registerRequest,
  type AuthAnswer,
  type LoginInput,
  type RegisterInput,
} from '../api-client/auth';
import { clearSession, readSession, replaceStoredToken, updateStoredUser, writeSession } from './storage';
import { STORAGE_KEYS } from '@oyundev/domain';
import { t } from '../i18n';

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

interface AuthContextValue {
  status: AuthStatus;
  /** The signed-in member, or null. Never a stale user after logout. */
  user: Me | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** 'logout' once the member signed out here (a trip home is under way); null otherwise. */
  endedBy: 'logout' | null;
  /** `remember` false keeps the session only until the browser closes ("Beni hatırla" unticked). */
  login(input: LoginInput & { remember?: boolean }): Promise<Me>;
  register(input: RegisterInput): Promise<Me>;
  /** Clears the session; `options.silent` skips the toast and the trip home (e.g. after deleting the account). */
  logout(options?: { silent?: boolean }): void;
  /** A fresher copy of the member from an account call (profile saved, e-mail verified…). */
  updateUser(user: Me): void;
  /** The password changed: the server answered a new token and stopped accepting the old one. */
  replaceToken(jwt: string): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** A layout effect in the browser (nothing runs on the server, where it would only warn). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Session state (spec accounts §4). The first render (server and hydration alike) is 'loading' with no user,
 * so static HTML never depends on who is looking; storage is read after mount. While signed in, /api/me is
 * the source of the member's live figures (unread notifications, reputation, role, ban).
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<Me | null>(null);
  const [endedBy, setEndedBy] = useState<'logout' | null>(null);

  const restore = useCallback(() => {
    const session = readSession();
    setUser(session?.user ?? null);
    setStatus(session ? 'authenticated' : 'anonymous');
  }, []);

  // In the same task as the page's first render: no press can land while the session is still 'loading' (buttons
  // ignore presses then), whenever the framework runs its ordinary effects (preact: after the next frame).
  useBrowserLayoutEffect(() => {
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
    retry: (count, error) => error.status !== 401 && count < 2,
  });

  useEffect(() => {
    if (me.data) {
      setUser(me.data);
      updateStoredUser(me.data);
    }
  }, [me.data]);

  const endSession = useCallback(() => {
    clearSession();
    queryClient.removeQueries({ queryKey: meKeys.all });
    // Optimistic votes and likes were written into cached lists and topics; none of that may show to the
    // guest the browser now holds, not even for the moment a refetch takes.
    void queryClient.resetQueries();
    setUser(null);
    setStatus('anonymous');
  }, [queryClient]);

  useEffect(() => {
    // The server no longer accepts the token (expired, revoked by a password change, account closed).
    if (me.error?.status === 401) endSession();
  }, [me.error, endSession]);

  useEffect(() => {
    // Any member call refused with 401 means the same; /api/me, asked with the token stored now, decides —
    // so a call that raced a password change (old token) does not end the fresh session.
    const id = http.interceptors.response.use(undefined, (error: ApiError) => {
      // cancelRefetch false: a refused /api/me itself must not restart itself in a loop.
      if (error?.status === 401 && readSession()) void queryClient.invalidateQueries({ queryKey: meKeys.all }, { cancelRefetch: false });
      return Promise.reject(error);
    });
    return () => http.interceptors.response.eject(id);
  }, [queryClient]);

  const startSession = useCallback(
    async (answer: AuthAnswer, remember = true) => {
      // /api/me is the one shape of the member everywhere, whatever the auth call itself answered.
      const member = await fetchMeWithToken(answer.jwt);
      writeSession(answer.jwt, member, { remember });
      queryClient.setQueryData(meKeys.all, member);
      setUser(member);
      setStatus('authenticated');
      setEndedBy(null);
      return member;
    },
    [queryClient],
  );

  const login = useCallback(
    async ({ remember, ...credentials }: LoginInput & { remember?: boolean }) => startSession(await loginRequest(credentials), remember),
    [startSession],
  );
  const register = useCallback(async (input: RegisterInput) => startSession(await registerRequest(input)), [startSession]);

  const logout = useCallback(
    (options: { silent?: boolean } = {}) => {
      endSession();
      setEndedBy('logout');
      if (options.silent) return;
      toast.success(t('userMenu.logoutSuccess'));
      void navigate('/');
    },
    [endSession],
  );

  const updateUser = useCallback(
    (member: Me) => {
      updateStoredUser(member);
      queryClient.setQueryData(meKeys.all, member);
      setUser(member);
    },
    [queryClient],
  );

  const replaceToken = useCallback((jwt: string) => {
    replaceStoredToken(jwt);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user: status === 'authenticated' ? user : null,
      isAuthenticated: status === 'authenticated',
      isLoading: status === 'loading',
      endedBy,
      login,
      register,
      logout,
      updateUser,
      replaceToken,
    }),
    [status, user, endedBy, login, register, logout, updateUser, replaceToken],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
