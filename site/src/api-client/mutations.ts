import type { ApiError } from './types';

/*
 * How every write hook of the api-client is used: the hook owns the cache (optimistic change, rollback,
 * invalidation, the server's figures); the screen passes what it does itself once the cache is right —
 * a message, closing a form, routing field errors. Forms call `mutate` from their submit handler and read
 * `isPending` for their busy state; no form keeps its own submitting flag.
 */
export interface WriteHandlers<Answer, Input = void> {
  onSuccess?(answer: Answer, input: Input): void;
  onError?(error: ApiError, input: Input): void;
}
