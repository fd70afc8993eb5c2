import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogBookmarkAnswer, BlogLikeAnswer, BlogPostState, ShareNetwork } from '@oyundev/domain';
import { http, getData } from './client';
import { readAgain, type WriteHandlers } from './mutations';
import type { Viewer } from './topics';

/*
 * What a reader does on /blog/{slug}: the post's live counters and the viewer's own like and bookmark
 * (GET /api/blog/posts/:slug/state), like and bookmark toggles (optimistic, rolled back on failure, then
 * the server's figures), shares and the day's view.
 */

export const blogReaderKeys = {
  all: ['blog-reader'] as const,
  /** The viewer is in the key: the answer carries their own like and bookmark. */
  state: (slug: string, viewer: Viewer) => [...blogReaderKeys.all, 'state', slug, { viewer }] as const,
};

const path = (slug: string, action: string) => `/api/blog/posts/${encodeURIComponent(slug)}/${action}`;

export const blogPostStateQuery = (slug: string, viewer: Viewer) =>
  queryOptions({
    queryKey: blogReaderKeys.state(slug, viewer),
    queryFn: () => getData<BlogPostState>(path(slug, 'state')),
  });

type Patch = Partial<BlogPostState>;

function useStatePatch(slug: string, viewer: Viewer) {
  const queryClient = useQueryClient();
  const key = blogReaderKeys.state(slug, viewer);
  return {
    queryClient,
    key,
    read: () => queryClient.getQueryData<BlogPostState>(key),
    /** Changes the cached state; with none yet (its first load still on its way) the state is fetched instead. */
    patch: (patch: Patch) => {
      if (queryClient.getQueryData<BlogPostState>(key))
        queryClient.setQueryData<BlogPostState>(key, (old) => (old ? { ...old, ...patch } : old));
      else void readAgain(queryClient, key);
    },
  };
}

/**
 * The like toggle: the new state and count are shown at once, the server's count replaces them, a failure
 * puts the previous ones back. The body says the state wanted, so a repeated press cannot undo itself.
 */
export function useBlogLike(slug: string, viewer: Viewer, handlers: WriteHandlers<BlogLikeAnswer, boolean> = {}) {
  const cache = useStatePatch(slug, viewer);
  return useMutation({
    mutationFn: async (liked: boolean) => (await http.post<BlogLikeAnswer>(path(slug, 'like'), { liked })).data,
    onMutate: async (liked) => {
      // Only a loaded state is changed in place: cancelling its first load would leave the page without one.
      const previous = cache.read();
      if (previous) await cache.queryClient.cancelQueries({ queryKey: cache.key });
      if (previous) cache.patch({ liked, likeCount: Math.max(previous.likeCount + (liked ? 1 : -1), 0) });
      return { previous };
    },
    onError: (error, liked, context) => {
      if (context?.previous) cache.queryClient.setQueryData(cache.key, context.previous);
      handlers.onError?.(error, liked);
    },
    onSuccess: (answer, liked) => {
      cache.patch({ liked: answer.liked, likeCount: answer.likeCount });
      handlers.onSuccess?.(answer, liked);
    },
  });
}

/** The bookmark toggle, the same way. */
export function useBlogBookmark(slug: string, viewer: Viewer, handlers: WriteHandlers<BlogBookmarkAnswer, boolean> = {}) {
  const cache = useStatePatch(slug, viewer);
  return useMutation({
    mutationFn: async (bookmarked: boolean) => (await http.post<BlogBookmarkAnswer>(path(slug, 'bookmark'), { bookmarked })).data,
    onMutate: async (bookmarked) => {
      const previous = cache.read();
      if (previous) await cache.queryClient.cancelQueries({ queryKey: cache.key });
      if (previous) cache.patch({ bookmarked, bookmarkCount: Math.max(previous.bookmarkCount + (bookmarked ? 1 : -1), 0) });
      return { previous };
    },
    onError: (error, bookmarked, context) => {
      if (context?.previous) cache.queryClient.setQueryData(cache.key, context.previous);
      handlers.onError?.(error, bookmarked);
    },
    onSuccess: (answer, bookmarked) => {
      cache.patch({ bookmarked: answer.bookmarked, bookmarkCount: answer.bookmarkCount });
      void readAgain(cache.queryClient, ['bookmarks']);
      handlers.onSuccess?.(answer, bookmarked);
    },
  });
}

/** Counts a share (after the share window opened or the link was copied); the count is the server's. */
export function useBlogShare(slug: string, viewer: Viewer) {
  const cache = useStatePatch(slug, viewer);
  return useMutation({
    mutationFn: async (network: ShareNetwork) => (await http.post<{ shareCount: number }>(path(slug, 'share'), { network })).data,
    onSuccess: ({ shareCount }) => cache.patch({ shareCount }),
  });
}

/** Counts the day's view once per page visit and puts the server's figure in the state. */
export function useBlogView(slug: string, viewer: Viewer): void {
  const cache = useStatePatch(slug, viewer);
  const viewed = useRef<string | null>(null);
  const { patch, read, queryClient, key } = cache;
  useEffect(() => {
    if (!slug || viewed.current === slug) return;
    viewed.current = slug;
    http
      .post<{ viewCount: number }>(path(slug, 'view'))
      .then((res) => {
        if (read()) patch({ viewCount: res.data.viewCount });
        // A first load on its way is joined, not sent again: its count may miss this view, which is not worth a
        // second read of the state on every page view.
        else void queryClient.invalidateQueries({ queryKey: key });
      })
      .catch(() => {
        /* not counted: nothing to show */
      });
  }, [slug, patch, read, queryClient, key]);
}
