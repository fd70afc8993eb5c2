import { PAGE_SIZES } from './pagination';

/**
 * The home feed (forum spec §2, §9): each page merges 8 topics and 4 blog posts, ordered by the tab. Filtered
 * to one source (a forum category, or the blog) a page holds as many items of that source alone.
 */
export const HOME_FEED_PAGE = {
  topics: PAGE_SIZES.homeTopics,
  posts: PAGE_SIZES.homeBlogPosts,
  single: PAGE_SIZES.homeTopics + PAGE_SIZES.homeBlogPosts,
} as const;

/** Sidebar lists: popular forum categories and trending topics (ranked #1, #2 …). */
export const HOME_SIDEBAR = { categories: 6, trending: 5 } as const;

/** The feed's excerpt of a topic or post (forum spec §9: 200 characters plus an ellipsis). */
export const HOME_FEED_EXCERPT = 200;

/** The feed's `source` filter: one forum category by slug, or the blog. */
export const HOME_FEED_BLOG_SOURCE = 'blog';

/** The feed's `source` for a member's 'Takip Ettiklerim' view: topics and posts of the members they follow. */
export const HOME_FEED_FOLLOWING_SOURCE = 'takip';

/** Link of a feed item on the site. */
export function feedItemPath(item: { type: 'main' | 'blog'; slug: string }): string {
  return item.type === 'blog' ? `/blog/${item.slug}` : `/forum/konu/${item.slug}`;
}
