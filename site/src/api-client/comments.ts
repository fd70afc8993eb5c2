import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogComment, BlogCommentInput, BlogLikeAnswer, BlogPostState } from '@oyundev/domain';
import { http, getData, type Envelope } from './client';
import { readAgain, type WriteHandlers } from './mutations';
import { blogReaderKeys } from './blog-reader';
import type { Viewer } from './topics';

/*
 * Comments on a blog post: the list (top-level comments with their replies), write, reply, edit, delete,
 * like and report. Each write reloads the post's comments; the post's comment count becomes the server's.
 */

export const commentKeys = {
  all: ['blog-comments'] as const,
  post: (slug: string) => [...commentKeys.all, slug] as const,
  /** The viewer is in the key: comments carry their own like and edit rights. */
  list: (slug: string, viewer: Viewer) => [...commentKeys.post(slug), { viewer }] as const,
};

const postPath = (slug: string) => `/api/blog/posts/${encodeURIComponent(slug)}/comments`;

export const commentsQuery = (slug: string, viewer: Viewer) =>
  queryOptions({ queryKey: commentKeys.list(slug, viewer), queryFn: () => getData<BlogComment[]>(postPath(slug)) });

export interface CommentWritten {
  data: BlogComment;
  message: string;
  commentCount?: number;
}

function useAfterWrite(slug: string) {
  const queryClient = useQueryClient();
  return (commentCount?: number) => {
    if (typeof commentCount === 'number') {
      queryClient.setQueriesData<BlogPostState>({ queryKey: [...blogReaderKeys.all, 'state', slug] }, (old) =>
        old ? { ...old, commentCount } : old,
      );
    }
    return readAgain(queryClient, commentKeys.post(slug));
  };
}

/** Writes a comment, or a reply when `parentId` is set. */
export function useCreateComment(slug: string, handlers: WriteHandlers<CommentWritten, BlogCommentInput> = {}) {
  const after = useAfterWrite(slug);
  return useMutation({
    mutationFn: async (input: BlogCommentInput) => (await http.post<CommentWritten>(postPath(slug), input)).data,
    onSuccess: async (answer, input) => {
      await after(answer.commentCount);
      handlers.onSuccess?.(answer, input);
    },
    onError: (error, input) => handlers.onError?.(error, input),
  });
}

export function useUpdateComment(slug: string, id: number, handlers: WriteHandlers<CommentWritten, string> = {}) {
  const after = useAfterWrite(slug);
  return useMutation({
    mutationFn: async (content: string) =>
      (await http.put<Envelope<BlogComment> & { message: string }>(`/api/blog/comments/${id}`, { content })).data,
    onSuccess: async (answer, content) => {
      await after();
      handlers.onSuccess?.(answer, content);
    },
    onError: (error, content) => handlers.onError?.(error, content),
  });
}

export function useDeleteComment(slug: string, id: number, handlers: WriteHandlers<{ message: string; commentCount: number }> = {}) {
  const after = useAfterWrite(slug);
  return useMutation({
    mutationFn: async () => (await http.delete<{ message: string; commentCount: number }>(`/api/blog/comments/${id}`)).data,
    onSuccess: async (answer) => {
      await after(answer.commentCount);
      handlers.onSuccess?.(answer);
    },
    onError: (error) => handlers.onError?.(error),
  });
}

/** Likes a comment: the server's count, then the list reloads. */
export function useLikeComment(slug: string, id: number, handlers: WriteHandlers<BlogLikeAnswer, boolean> = {}) {
  const after = useAfterWrite(slug);
  return useMutation({
    mutationFn: async (liked: boolean) => (await http.post<BlogLikeAnswer>(`/api/blog/comments/${id}/like`, { liked })).data,
    onSuccess: async (answer, liked) => {
      await after();
      handlers.onSuccess?.(answer, liked);
    },
    onError: (error, liked) => handlers.onError?.(error, liked),
  });
}

export interface CommentReportInput {
  type: string;
  reason?: string;
}

export function useReportComment(id: number, handlers: WriteHandlers<{ message: string }, CommentReportInput> = {}) {
  return useMutation({
    mutationFn: async (input: CommentReportInput) => (await http.post<{ message: string }>(`/api/blog/comments/${id}/report`, input)).data,
    onSuccess: (answer, input) => handlers.onSuccess?.(answer, input),
    onError: (error, input) => handlers.onError?.(error, input),
  });
}
