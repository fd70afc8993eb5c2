import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
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
 * before the write and answers with the state before it. TanStack Query sends a shown read that has data again
 * (calling off the one on its way, and whoever waited for it gets the new one), but a first read on its way (a search
 * just typed, a page just opened) is only joined, and a read nobody shows is left to finish and count as fresh — so
 * those two are called off first. Seen in a browser test: an admin pinned a topic while the search sent a moment
 * before was on its way, and the row kept "Sabitle".
 */
export async function readAgain(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  const joinedOrLeft = (query: Query) => query.state.data === undefined || !query.isActive();
  await Promise.all(queryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey, predicate: joinedOrLeft })));
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
