import { DomainError, type ErrorCode } from '@oyundev/domain';

// One error vocabulary (STYLE.md): a stable English code for programs, the catalogue's Turkish message for
// people. `middlewares/domain-errors.ts` renders it.
export const fail = (code: ErrorCode, options?: { message?: string; fieldErrors?: Record<string, string> }) =>
  new DomainError(code, options);
