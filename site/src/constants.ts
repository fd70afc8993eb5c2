/**
 * Site-side view of the shared constants. Until @oyundev/domain exports them this file holds the values;
 * afterwards it only re-exports (see the bottom of the report in the PR).
 */
export const STORAGE_KEYS = { token: 'token', tokenExpiresAt: 'tokenExpiresAt', user: 'user' } as const;
export const THEME_STORAGE_KEY = 'theme';
export const THEME_COLORS = { dark: '#1a1a2e', light: '#ffffff' } as const;
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const TOAST_DURATIONS = { success: 2000, error: 4000, blank: 4000, custom: 4000 } as const;
export const TOAST_LIMIT = 20;
export const AD_SLOTS = {
  header: { width: 728, height: 90 },
  sidebar: { width: 300, height: 250 },
  footer: { width: 728, height: 90 },
} as const;
export const TOPICS_PER_PAGE = 15;
export const REPLIES_PER_PAGE = 10;
export const BLOG_PER_PAGE = 9;
export const CARD_TAG_LIMIT = 4;
export const META_DESCRIPTION_LENGTH = 160;
export const POPULAR_TAGS = ['unity', 'unreal-engine', 'godot', 'c#', 'javascript', '2d', '3d', 'mobile'] as const;
export const FORUM_SORTS = ['hot', 'new', 'top', 'rising'] as const;
/** The /forum tab shown without a sort parameter. */
export const DEFAULT_FORUM_SORT = 'hot' as const;
/** The category page's dropdown (spec forum §9): latest reply first by default. */
export const CATEGORY_SORTS = ['latest', 'new', 'views', 'likes', 'replies'] as const;
export const DEFAULT_CATEGORY_SORT = 'latest' as const;
export const FOOTER_CATEGORY_SLUGS = ['unity', 'unreal-engine', 'godot', 'csharp', '2d-art'] as const;
