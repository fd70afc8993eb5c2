import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogDraftData, MyBlogPost, MyBlogPostAnswer, UploadedMedia } from '@oyundev/domain';
import { http, getData } from './client';
import { readAgain, type WriteHandlers } from './mutations';
import type { Viewer } from './topics';

/*
 * A member's own blog posts (/blog/yazi-yaz and the dashboard): the list with statuses, one post for the
 * writing form, save (draft or submit) and the cover upload through Strapi's upload route.
 */

export const blogWritingKeys = {
  all: ['blog-writing'] as const,
  /** The member is in every key: one member's drafts never show to another in a shared browser. */
  mine: (viewer: Viewer) => [...blogWritingKeys.all, 'mine', { viewer }] as const,
  one: (viewer: Viewer, id: number) => [...blogWritingKeys.all, 'one', id, { viewer }] as const,
};

export const myBlogPostsQuery = (viewer: Viewer) =>
  queryOptions({ queryKey: blogWritingKeys.mine(viewer), queryFn: () => getData<MyBlogPost[]>('/api/blog/mine') });

export const myBlogPostQuery = (viewer: Viewer, id: number) =>
  queryOptions({ queryKey: blogWritingKeys.one(viewer, id), queryFn: () => getData<MyBlogPost>(`/api/blog/mine/${id}`) });

export interface SaveBlogPostInput {
  /** The post being edited; none for a new one. */
  id?: number;
  data: BlogDraftData;
  submit: boolean;
}

/** Saves a new or edited post as a draft, or sends it for review (`submit`). */
export function useSaveBlogPost(viewer: Viewer, handlers: WriteHandlers<MyBlogPostAnswer, SaveBlogPostInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, data, submit }: SaveBlogPostInput) => {
      const body = { ...data, submit };
      const res = id
        ? await http.put<MyBlogPostAnswer>(`/api/blog/mine/${id}`, body)
        : await http.post<MyBlogPostAnswer>('/api/blog/mine', body);
      return res.data;
    },
    onSuccess: (answer, input) => {
      queryClient.setQueryData(blogWritingKeys.one(viewer, answer.data.id), answer.data);
      void readAgain(queryClient, blogWritingKeys.mine(viewer));
      handlers.onSuccess?.(answer, input);
    },
    onError: (error, input) => handlers.onError?.(error, input),
  });
}

export interface UploadedImage {
  id: number;
  url: string;
}

/**
 * Uploads an image for a post the member writes — its cover or an image in its body — through
 * POST /api/media/images (multipart `file`; the cms reads the type from the bytes, strips metadata and holds
 * it to the site settings' size and types, answering a Turkish 413/415 otherwise).
 */
export function useUploadPostImage(handlers: WriteHandlers<UploadedImage, File> = {}) {
  return useMutation({
    mutationFn: async (file: File): Promise<UploadedImage> => {
      const form = new FormData();
      form.append('file', file);
      const res = await http.post<{ data: UploadedMedia }>('/api/media/images', form);
      return { id: res.data.data.id, url: res.data.data.url };
    },
    onSuccess: (answer, file) => handlers.onSuccess?.(answer, file),
    onError: (error, file) => handlers.onError?.(error, file),
  });
}
