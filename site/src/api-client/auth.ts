import { queryOptions } from '@tanstack/react-query';
import { http, getData } from './client';
import type { Me } from './types';

export const meKeys = { all: ['me'] as const };

export const meQuery = () =>
  queryOptions({ queryKey: meKeys.all, queryFn: () => getData<Me>('/api/me'), staleTime: 30_000 });

export interface LoginInput {
  identifier: string;
  password: string;
}

/** users-permissions login; answers `{ jwt, user }`. The full member comes from /api/me afterwards. */
export async function login(input: LoginInput): Promise<{ jwt: string }> {
  const res = await http.post<{ jwt: string }>('/api/auth/local', input);
  return { jwt: res.data.jwt };
}

/** /api/me with an explicit token — used right after login, before the session is stored. */
export async function fetchMeWithToken(token: string): Promise<Me> {
  const res = await http.get<{ data: Me }>('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  return res.data.data;
}
