import axios, { AxiosError } from 'axios';
import type { ApiError } from './types';
import { readSession } from '../auth/storage';
import { t } from '../i18n';

/**
 * The one HTTP client of the site. baseURL is empty so every call stays relative (/api/...) and goes to
 * the same origin that served the page; the server there proxies /api to the cms.
 */
export const http = axios.create({ baseURL: '', timeout: 20_000 });

http.interceptors.request.use((config) => {
  const session = readSession();
  if (session && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', `Bearer ${session.token}`);
  }
  return config;
});

interface StrapiErrorBody {
  error?: { status?: number; name?: string; message?: string; details?: { code?: string; errors?: unknown } };
}

export function toApiError(error: unknown, fallback: string = t('common.genericError')): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof AxiosError) {
    const body = error.response?.data as StrapiErrorBody | undefined;
    const status = error.response?.status ?? 0;
    const fields = fieldMessages(body?.error?.details?.errors);
    return {
      status,
      code: body?.error?.details?.code ?? body?.error?.name ?? (status ? `HTTP_${status}` : 'NETWORK_ERROR'),
      message: body?.error?.message || (status ? fallback : t('error.network')),
      ...(fields ? { fields } : {}),
    };
  }
  return { status: 0, code: 'UNKNOWN', message: fallback };
}

/** Our envelope's `details.errors` is `{ field: message }`; anything else (Strapi's own shapes) is ignored. */
function fieldMessages(errors: unknown): Record<string, string> | undefined {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' && value !== null && 'status' in value && 'code' in value && 'message' in value && !(value instanceof Error)
  );
}

declare module '@tanstack/react-query' {
  interface Register {
    // Every query and mutation rejects with the normalised error of this module.
    defaultError: ApiError;
  }
}

http.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));

/** `{ data }` envelope of every read endpoint. */
export interface Envelope<T, M = unknown> {
  data: T;
  meta?: M;
}

export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const res = await http.get<Envelope<T>>(url, { params });
  return res.data.data;
}
