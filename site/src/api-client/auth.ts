import { queryOptions, useMutation } from '@tanstack/react-query';
import { http, getData } from './client';
import type { Me } from './types';
import type { WriteHandlers } from './mutations';

/*
 * Signing up, in and back in: the calls of the accounts contract that work without a session (plus the
 * verification mail, which needs one). Every error arrives as the normalised ApiError of client.ts.
 */

export const meKeys = { all: ['me'] as const };

export const meQuery = () => queryOptions({ queryKey: meKeys.all, queryFn: () => getData<Me>('/api/me'), staleTime: 30_000 });

export interface LoginInput {
  identifier: string;
  password: string;
}

export interface AuthAnswer {
  jwt: string;
  /** Present when the cms answers with the full member; otherwise read from /api/me. */
  user?: Me;
}

/** users-permissions login; answers `{ jwt, user }`. */
export async function login(input: LoginInput): Promise<AuthAnswer> {
  const res = await http.post<AuthAnswer>('/api/auth/local', input);
  return res.data;
}

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
}

/** Creates the account (role user, unverified) and sends the verification mail; answers a session. */
export async function register(input: RegisterInput): Promise<AuthAnswer> {
  const res = await http.post<AuthAnswer>('/api/auth/local/register', input);
  return res.data;
}

/** /api/me with an explicit token — used right after login, before the session is stored. */
export async function fetchMeWithToken(token: string): Promise<Me> {
  const res = await http.get<{ data: Me }>('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  return res.data.data;
}

export interface UsernameAvailability {
  available: boolean;
  /** Free variants of a taken name (name_dev, name_2024, name_gamedev); empty when available. */
  suggestions: string[];
}

export async function checkUsername(value: string, signal?: AbortSignal): Promise<UsernameAvailability> {
  const res = await http.get<UsernameAvailability>('/api/account/availability/username', { params: { value }, signal });
  return { available: Boolean(res.data.available), suggestions: res.data.suggestions ?? [] };
}

export async function checkEmail(value: string, signal?: AbortSignal): Promise<{ available: boolean }> {
  const res = await http.get<{ available: boolean }>('/api/account/availability/email', { params: { value }, signal });
  return { available: Boolean(res.data.available) };
}

/** Sends (again) the verification mail to the signed-in member. */
export async function sendVerificationEmail(): Promise<{ message: string }> {
  const res = await http.post<{ message: string }>('/api/account/verification/send', {});
  return res.data;
}

export type VerifyAnswer = { status: 'verified'; user?: Me } | { status: 'already-verified'; user?: Me };

/** Confirms the address with the token from the mailed link (single use). */
export async function confirmEmail(token: string): Promise<VerifyAnswer> {
  const res = await http.post<VerifyAnswer>('/api/account/verification/confirm', { token });
  return res.data;
}

export async function forgotPassword(email: string): Promise<{ message: string }> {
  const res = await http.post<{ message: string }>('/api/auth/forgot-password', { email });
  return res.data;
}

export interface ResetPasswordInput {
  /** The single-use code from the mailed link (`?token=`). */
  code: string;
  password: string;
  passwordConfirmation: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  const res = await http.post<{ message: string }>('/api/auth/reset-password', input);
  return res.data;
}

// ── Write hooks of the signed-out forms (login and register: auth/useSessionWrites.ts) ──

export const useForgotPassword = (handlers: WriteHandlers<{ message: string }, string> = {}) =>
  useMutation({ mutationFn: forgotPassword, onSuccess: handlers.onSuccess, onError: handlers.onError });

export const useResetPassword = (handlers: WriteHandlers<{ message: string }, ResetPasswordInput> = {}) =>
  useMutation({ mutationFn: resetPassword, onSuccess: handlers.onSuccess, onError: handlers.onError });
