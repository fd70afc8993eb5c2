import { z } from 'zod';
import { msg } from '../messages';

// Building blocks the feature schemas share.

/** A string field whose missing, non-string and empty forms all read `message`. */
export function requiredString(message: string) {
  return z.string({ required_error: message, invalid_type_error: message });
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
// Only web links: this also keeps 'javascript:' and 'data:' URLs out of profile pages.
export const HTTP_URL = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** An absolute http(s) address (profile links): never javascript:, data: or a relative path. */
export function isHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && HTTP_URL.test(value.trim());
}

/** Where a house ad may send a reader: an absolute http(s) address, or a path on this site ('/premium'). */
export function isHouseAdLink(value: unknown): value is string {
  return isHttpUrl(value) || (typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value.trim()));
}

/** A trimmed free text of at most `max` characters. */
export function shortText(max: number) {
  return z
    .string()
    .trim()
    .max(max, msg('validation.text.max', { n: max }));
}
