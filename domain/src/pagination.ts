/** Page sizes (forum spec §2, §9). */
export const PAGE_SIZES = {
  forumTopics: 15,
  categoryTopics: 15,
  replies: 10,
  blogPosts: 9,
  featuredBlogPosts: 3,
  /** Related posts under a blog post, and badges in its author block (forum spec §2, §9). */
  relatedBlogPosts: 3,
  authorBadges: 3,
  adminOptions: [10, 25, 50],
  adminDefault: 10,
  searchPerType: 10,
  homeTopics: 8,
  homeBlogPosts: 4,
} as const;

/** Upper bound for a client-chosen `pageSize`, so one request cannot ask for the whole table. */
export const MAX_PAGE_SIZE = 50;

export type PageItem = number | 'ellipsis';

export function pageCount(totalItems: number, pageSize: number): number {
  if (totalItems <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalItems / pageSize);
}

/** A `?page=` value as a page number: anything that is not a positive integer means page 1. */
export function parsePage(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n >= 1 ? n : 1;
}

function clamp(current: number, total: number): number {
  return Math.min(Math.max(1, Math.floor(current)), total);
}

/** Up to `size` consecutive pages around `current`, shifted to stay within 1…total. */
function pageRange(current: number, total: number, size: number): number[] {
  if (total <= 0) return [];
  const page = clamp(current, total);
  const width = Math.min(size, total);
  const start = Math.min(Math.max(1, page - Math.floor((width - 1) / 2)), total - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

/** Forum list pager: at most `max` (7) page numbers with the current one as central as possible. */
export function forumPageWindow(current: number, total: number, max = 7): number[] {
  return pageRange(current, total, max);
}

/**
 * Category and blog pager: a window of 5 pages, plus shortcuts to the first and last page when the
 * window does not already show them (null otherwise).
 */
export function categoryPageWindow(current: number, total: number): { first: number | null; pages: number[]; last: number | null } {
  const pages = pageRange(current, total, 5);
  if (pages.length === 0) return { first: null, pages, last: null };
  return {
    first: pages[0] > 1 ? 1 : null,
    pages,
    last: pages[pages.length - 1] < total ? total : null,
  };
}

/**
 * Admin tables (forum spec §9): the first and last page, every page within 2 of the current one, and
 * an ellipsis for each gap. A gap of a single page shows that page instead: an ellipsis standing for
 * one number hides it without saving any room.
 */
export function adminPageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  const page = clamp(current, total);
  const shown = Array.from({ length: total }, (_, i) => i + 1).filter((p) => p === 1 || p === total || Math.abs(p - page) <= 2);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of shown) {
    if (p - previous === 2) items.push(p - 1);
    else if (p - previous > 2) items.push('ellipsis');
    items.push(p);
    previous = p;
  }
  return items;
}
