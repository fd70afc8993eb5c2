import { ERROR_CODES, isErrorCode } from '@oyundev/domain';
import { isApiError } from '../../api-client/client';

export interface RoutedError<F extends string> {
  fields: Partial<Record<F, string>>;
  general: string | null;
}

/**
 * Puts a server error where it belongs on a form: per-field validation texts under their fields, a coded
 * error under the field its definition names (EMAIL_TAKEN → email), everything else above the form. Only
 * our own coded errors are shown word for word; anything else reads `fallback` (spec accounts §8), except
 * an unreachable server, which says so.
 *
 * `aliases` maps a request's field names to the form's (passwordConfirmation → confirmPassword).
 */
export function routeServerError<F extends string>(
  error: unknown,
  formFields: readonly F[],
  fallback: string,
  aliases: Record<string, F> = {},
): RoutedError<F> {
  const result: RoutedError<F> = { fields: {}, general: null };
  if (!isApiError(error)) return { ...result, general: fallback };
  const known = (name: string | undefined): F | undefined => {
    if (!name) return undefined;
    const field = aliases[name] ?? name;
    return (formFields as readonly string[]).includes(field) ? (field as F) : undefined;
  };

  for (const [name, message] of Object.entries(error.fields ?? {})) {
    const field = known(name);
    if (field && !result.fields[field]) result.fields[field] = message;
  }
  if (Object.keys(result.fields).length > 0) return result;

  if (isErrorCode(error.code)) {
    const field = known(ERROR_CODES[error.code].field);
    if (field) result.fields[field] = error.message;
    else result.general = error.message;
    return result;
  }
  result.general = error.status === 0 ? error.message : fallback;
  return result;
}
