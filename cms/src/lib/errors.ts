import { DomainError, type DomainErrorOptions, type ErrorCode } from '@oyundev/domain';

// One error vocabulary (STYLE.md): a stable English code for programs, the catalogue's Turkish message for
// people. `middlewares/domain-errors.ts` renders it (and `retryAfterSeconds` as the Retry-After header).
export const fail = (code: ErrorCode, options?: DomainErrorOptions) => new DomainError(code, options);
