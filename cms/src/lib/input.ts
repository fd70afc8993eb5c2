import { MESSAGES, msg, validate } from '@oyundev/domain';
import type { z } from 'zod';
import { fail } from './errors';
import type { Ctx } from './koa';

const CATALOGUE = new Set<string>(Object.values(MESSAGES));
// Templates with placeholders ('Bu alan en fazla {n} karakter olabilir') match their filled-in forms.
const TEMPLATES = Object.values(MESSAGES as Record<string, string>)
  // A template that is mostly placeholder ('{n}ay') would match English text too.
  .filter((m) => m.includes('{') && m.replace(/\{\w+\}/g, '').length >= 8)
  .map((m) => new RegExp(`^${m.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`));
const fromCatalogue = (message: string) => CATALOGUE.has(message) || TEMPLATES.some((t) => t.test(message));

/**
 * The one body parser: a request body checked against a domain schema. Anything that is not a JSON object
 * is refused (400 VALIDATION, `Gönderilen veriler geçersiz`); a validation failure answers 400 with the
 * first field's message (the one a form shows) and every field's message in `details.errors`. A message zod
 * made up itself (English, e.g. for a number inside a list of tags) is replaced by the catalogue's generic
 * one — people read only Turkish. A missing body counts as `{}`, so its fields get their "required" messages.
 * Bodies of DELETE requests are parsed too (config/middlewares.ts, `strapi::body`).
 */
export function parseBody<S extends z.ZodTypeAny>(ctx: Ctx, schema: S): z.output<S> {
  return parseInput(schema, ctx.request.body);
}

/** `parseBody` for a body a service receives as it came (the auth routes of users-permissions). */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown): z.output<S> {
  const body = input ?? {};
  if (typeof body !== 'object' || Array.isArray(body) || body === null) throw fail('VALIDATION');
  if (!storable(body)) throw fail('VALIDATION');
  const result = validate(schema, body);
  if (result.ok) return result.data;
  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, fromCatalogue(message) ? message : msg('error.validation')]),
  );
  throw fail('VALIDATION', { message: Object.values(errors)[0], fieldErrors: errors });
}

/**
 * Whether PostgreSQL can keep every string in `value` exactly: no NUL character (text columns refuse it)
 * and no lone UTF-16 surrogate (it would be stored as U+FFFD, i.e. not as sent).
 */
export function storable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !value.includes('\u0000') && isWellFormed(value);
  if (depth > 20) return false;
  if (Array.isArray(value)) return value.every((v) => storable(v, depth + 1));
  if (value && typeof value === 'object') return Object.entries(value).every(([k, v]) => storable(k, depth + 1) && storable(v, depth + 1));
  return true;
}

function isWellFormed(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:[^\uD800-\uDBFF]|^)[\uDC00-\uDFFF]/.test(text);
}

/** A path or query value we may look up: storable and not absurdly long; otherwise it names nothing. */
export function lookupKey(value: unknown, max = 200): string | null {
  const text = String(value ?? '');
  return text.length <= max && storable(text) ? text : null;
}
