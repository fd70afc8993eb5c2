import type { QueryClient, QueryKey } from '@tanstack/react-query';
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

/**
 * What a write hook calls for the reads its write changed: each is fetched again. A read still on its way was sent
 * before the write and answers with the state before it. TanStack Query sends a read that has data again, but a
 * first read on its way (a search just typed, a page just opened) is only joined — so every read on its way is called
 * off first. Seen in a browser test: an admin pinned a topic while the search sent a moment before was on its way,
 * and the row kept "Sabitle".
 */
export async function readAgain(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
