import { msg } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import type { Limit } from './config';

/*
 * Fixed-window request counters, kept in this process's memory. Good enough for one cms process (the
 * local stack, a single container); with several processes each counts on its own, so the effective limit
 * is max × processes — put a shared limiter in front (nginx `limit_req`) if that ever matters. Account
 * lockout, which must hold across processes and addresses, is kept in PostgreSQL instead
 * (`up_users.failed_login_count` / `locked_until`).
 */

interface Window {
  count: number;
  resetAt: number;
}

const windows = new Map<string, Window>();
const SWEEP_ABOVE = 10_000;

function sweep(now: number) {
  if (windows.size <= SWEEP_ABOVE) return;
  for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
}

// Both branches name retryAfterMs so `if (!r.ok) r.retryAfterMs` narrows without strictNullChecks (the cms).
export type Consumed = { ok: true; retryAfterMs?: undefined } | { ok: false; retryAfterMs: number };

/** Counts one request against `key`; says whether it is still within `limit`. */
export function consume(key: string, limit: Limit, now = Date.now()): Consumed {
  let window = windows.get(key);
  if (!window || window.resetAt <= now) {
    sweep(now);
    window = { count: 0, resetAt: now + limit.interval };
    windows.set(key, window);
  }
  window.count += 1;
  return window.count <= limit.max ? { ok: true } : { ok: false, retryAfterMs: window.resetAt - now };
}

/** The 429 for a refused request, telling how long to wait in the largest whole unit. */
export function rateLimited(retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const message =
    seconds < 60 ? msg('error.rateLimitedSeconds', { n: seconds }) : msg('error.rateLimitedMinutes', { n: Math.ceil(seconds / 60) });
  return fail('RATE_LIMITED', { message, retryAfterSeconds: seconds });
}

/** Throws the 429 when `key` is over `limit`. */
export function assertWithinLimit(key: string, limit: Limit, now = Date.now()) {
  const result = consume(key, limit, now);
  if (!result.ok) throw rateLimited(result.retryAfterMs);
}
