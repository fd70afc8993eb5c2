import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, UnreadAnswer } from '@oyundev/domain';
import { http } from './client';
import { readAgain, type WriteHandlers } from './mutations';

/*
 * The member's notifications: the grouped list (/notifications), the unread count the header polls, and
 * marking read (one group, or all). Every answer carries the unread count, written straight into the
 * header's cache, so the bell drops as notifications are read without waiting for the next poll.
 */

/** How often the header asks for the unread count while a member has the site open. */
export const UNREAD_POLL_MS = 30_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (viewer: number) => [...notificationKeys.all, 'unread', { viewer }] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number, viewer: number) => [...notificationKeys.lists(), { page, viewer }] as const,
};

export function notificationListQuery(page: number, viewer: number) {
  return queryOptions({
    queryKey: notificationKeys.list(page, viewer),
    queryFn: async () => (await http.get<NotificationList>('/api/notifications', { params: { page } })).data,
    placeholderData: keepPreviousData,
  });
}

/** The unread count for the header: polled, and `initial` (from /api/me) until the first answer. */
export function useUnreadCount(viewer: number, initial: number): number {
  const query = useQuery({
    queryKey: notificationKeys.unread(viewer),
    queryFn: async () => (await http.get<UnreadAnswer>('/api/notifications/unread-count')).data.unread,
    enabled: viewer > 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 10_000,
  });
  return viewer > 0 ? (query.data ?? initial) : 0;
}

/** Marks one group (`id`) or, without an id, every notification read. */
export function useMarkReadMutation(viewer: number, handlers: WriteHandlers<UnreadAnswer, number | undefined> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number | undefined) =>
      (await http.post<UnreadAnswer>(id === undefined ? '/api/notifications/read-all' : `/api/notifications/${id}/read`)).data,
    onSuccess: (answer, id) => {
      queryClient.setQueryData(notificationKeys.unread(viewer), answer.unread);
      handlers.onSuccess?.(answer, id);
    },
    onError: (error, id) => handlers.onError?.(error, id),
    onSettled: () => void readAgain(queryClient, notificationKeys.lists()),
  });
}
