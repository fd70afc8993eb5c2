/** A form's field errors with `field` set to `message`, or without it when there is none. */
export function withFieldError<E extends Record<string, string | undefined>>(errors: E, field: string, message?: string | null): E {
  if (message) return { ...errors, [field]: message };
  const { [field]: _gone, ...rest } = errors;
  return rest as E;
}
