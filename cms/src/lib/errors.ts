import { errors } from '@strapi/utils';

// One error vocabulary (STYLE.md): a stable English `code` for programs, a Turkish `message` for people.
// Strapi's error middleware turns these into `{ error: { status, name, message, details } }`.
export const notFound = (message: string, code = 'NOT_FOUND') => new errors.NotFoundError(message, { code });
export const forbidden = (message: string, code = 'FORBIDDEN') => new errors.ForbiddenError(message, { code });
export const unauthorized = (message: string, code = 'NOT_AUTHENTICATED') =>
  new errors.UnauthorizedError(message, { code });
export const invalid = (message: string, code = 'VALIDATION', fields?: Record<string, string>) =>
  new errors.ValidationError(message, { code, ...(fields ? { fields } : {}) });
export const rateLimited = (message: string, code = 'RATE_LIMITED') => new errors.RateLimitError(message, { code });
