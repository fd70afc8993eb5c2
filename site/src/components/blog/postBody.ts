import type { BlogPost } from '../../api-client/types';

/** Whether the reader gets only the preview of a post (premium, not theirs to read, or no body sent). */
export const isLocked = (post: BlogPost): boolean => post.locked || post.content === null;

/** The markdown a reader of the post sees: the preview when it is locked, else the body. */
export const readerBody = (post: BlogPost): string => (isLocked(post) ? (post.premiumPreview ?? '') : (post.content ?? ''));
