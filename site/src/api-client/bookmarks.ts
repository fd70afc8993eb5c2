import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { SAVED_PAGE_SIZE, type Paged, type Pagination, type SavedItem } from '@oyundev/domain';
import { http, type Envelope } from './client';
import { readAgain, type WriteHandlers } from './mutations';
import { blogReaderKeys } from './blog-reader';

/* The member's saved topics and blog posts (GET /api/bookmarks, DELETE /api/bookmarks/:id) — /kaydedilenler. */

export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  page: (viewer: number, page: number) => [...bookmarkKeys.all, { viewer, page }] as const,
};

export async function fetchBookmarks(page: number): Promise<Paged<SavedItem>> {
  const res = await http.get<Envelope<SavedItem[], { pagination: Pagination }>>('/api/bookmarks', {
    params: { page, pageSize: SAVED_PAGE_SIZE },
  });
  return { data: res.data.data, pagination: res.data.meta!.pagination };
}

export const bookmarksQuery = (viewer: number, page: number) =>
  queryOptions({ queryKey: bookmarkKeys.page(viewer, page), queryFn: () => fetchBookmarks(page), placeholderData: keepPreviousData });

/** Removes a saved item: the list reloads, and a post's reader state (bookmarked, count) with it. */
export function useRemoveBookmark(handlers: WriteHandlers<{ message: string }, SavedItem> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (item: SavedItem) => (await http.delete<{ message: string }>(`/api/bookmarks/${item.id}`)).data,
    onSuccess: async (answer, item) => {
      await readAgain(queryClient, bookmarkKeys.all);
      if (item.type === 'blog-post') void readAgain(queryClient, [...blogReaderKeys.all, 'state', item.slug]);
      handlers.onSuccess?.(answer, item);
    },
    onError: (error, item) => handlers.onError?.(error, item),
  });
}
