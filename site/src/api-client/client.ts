import type { ApiError } from './types';
import { readSession } from '../auth/storage';
import { t } from '../i18n';
import { hydrationTaskRunning } from '../preact/hydration';

/**
 * The one HTTP client of the site: a thin layer over the browser's fetch (axios cost the first page load 14 KB
 * gzipped for the few features used here). Every call stays relative (/api/...) and goes to the same origin that
 * served the page; the server there proxies /api to the cms. The member's Bearer token goes with every call
 * that does not carry its own; a refusal rejects with the normalised `ApiError` (below).
 */
export interface RequestConfig {
  params?: object;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A body for DELETE. */
  data?: unknown;
}
export interface HttpResponse<T> {
  data: T;
  status: number;
}

const TIMEOUT_MS = 20_000;

/** A refused or failed call before normalisation: the status and the parsed body (null when none). */
class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** Query parameters as axios wrote them: undefined and null left out, arrays as `key[]=a&key[]=b`. */
export function withParams(url: string, params?: object): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => search.append(`${key}[]`, String(v)));
    else search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

type Rejected = (error: ApiError) => unknown;
const rejectedHandlers = new Map<number, Rejected>();
let nextHandler = 0;

async function request<T>(method: string, url: string, body: unknown, config: RequestConfig = {}): Promise<HttpResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*', ...config.headers };
  const session = readSession();
  if (session && !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) headers.Authorization = `Bearer ${session.token}`;
  // A FormData body (a file upload) goes as multipart: fetch writes its content-type with the boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const signal = !config.signal
    ? timeout
    : typeof AbortSignal.any === 'function'
      ? AbortSignal.any([config.signal, timeout])
      : config.signal;
  try {
    // Not inside the page's hydration task (src/preact/hydration.ts): the request goes out in the next one.
    const hydrationTask = hydrationTaskRunning();
    if (hydrationTask) await hydrationTask;
    const res = await fetch(withParams(url, config.params), {
      method,
      headers,
      signal,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: multipart ? (body as FormData) : JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): kept as text, the status decides.
    }
    if (!res.ok) throw new HttpError(res.status, data);
    return { data: data as T, status: res.status };
  } catch (error) {
    // An aborted call by its caller stays an AbortError (TanStack Query ignores those).
    if (config.signal?.aborted) throw error;
    let normalised = toApiError(error);
    for (const handler of rejectedHandlers.values()) {
      try {
        await handler(normalised);
      } catch (next) {
        normalised = toApiError(next);
      }
    }
    throw normalised;
  }
}

export const http = {
  get: <T>(url: string, config?: RequestConfig) => request<T>('GET', url, undefined, config),
  delete: <T>(url: string, config?: RequestConfig) => request<T>('DELETE', url, config?.data, config),
  post: <T>(url: string, body?: unknown, config?: RequestConfig) => request<T>('POST', url, body, config),
  put: <T>(url: string, body?: unknown, config?: RequestConfig) => request<T>('PUT', url, body, config),
  patch: <T>(url: string, body?: unknown, config?: RequestConfig) => request<T>('PATCH', url, body, config),
  interceptors: {
    response: {
      /** `onRejected` sees every refused call's ApiError; it re-throws to pass it on (as with axios). */
      use(_onFulfilled: undefined, onRejected: Rejected): number {
        rejectedHandlers.set(++nextHandler, onRejected);
        return nextHandler;
      },
      eject(id: number) {
        rejectedHandlers.delete(id);
      },
    },
  },
};

interface StrapiErrorBody {
  error?: { status?: number; name?: string; message?: string; details?: { code?: string; errors?: unknown } };
}

export function toApiError(error: unknown, fallback: string = t('common.genericError')): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof HttpError || (error instanceof Error && (error.name === 'TypeError' || error.name === 'TimeoutError'))) {
    const body = (error instanceof HttpError ? error.body : undefined) as StrapiErrorBody | undefined;
    const status = error instanceof HttpError ? error.status : 0;
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

/** `{ data }` envelope of every read endpoint. */
export interface Envelope<T, M = unknown> {
  data: T;
  meta?: M;
}

export async function getData<T>(url: string, params?: Record<string, unknown>): Promise<T> {
  const res = await http.get<Envelope<T>>(url, { params });
  return res.data.data;
}
