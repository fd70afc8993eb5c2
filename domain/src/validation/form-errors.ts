import { z } from 'zod';

// ── Turning zod errors into screen texts ───────────────────────────────────

/** Key under which `fieldErrors` puts messages that belong to no single field. */
export const FORM_ERROR_KEY = '_form';

/**
 * `{ field: message }` with the first message per field (nested fields as 'socialLinks.github'),
 * which is what a form shows under each input and what the API returns in `details.errors`.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    // A strict object names each field it refused, so each gets its own entry.
    const keys =
      issue.code === z.ZodIssueCode.unrecognized_keys
        ? issue.keys.map((k) => [...issue.path, k].join('.'))
        : [issue.path.length > 0 ? issue.path.join('.') : FORM_ERROR_KEY];
    for (const key of keys) if (!(key in result)) result[key] = issue.message;
  }
  return result;
}

// Each branch names the other's fields as `undefined` so that `if (!result.ok) result.errors` also
// narrows in packages compiled without strictNullChecks (the cms).
export type ValidationResult<T> =
  { ok: true; data: T; errors?: undefined } | { ok: false; errors: Record<string, string>; data?: undefined };

/** safeParse with the errors already in `fieldErrors` shape. */
export function validate<S extends z.ZodTypeAny>(schema: S, input: unknown): ValidationResult<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
