import type { BlogCard, BlogCategory, BlogPost, Category, Page, Paged, Reply, Topic, TopicCard } from '../api-client/types';
import type { TocEntry } from '@oyundev/domain';
import type { MessageKey } from '../i18n';
import type { BuiltProfile } from '../pagedata/volatile';

/**
 * What gatsby-node hands each template (pageContext). Only what the template renders; everything else
 * the page asks the API for once it is live. Figures that change with other members' writes are left out
 * (every author's reputation, a profile's leaderboard position: pagedata/volatile.ts).
 */
export interface ForumIndexContext {
  categories: Category[];
  topics: Paged<TopicCard>;
}

export interface CategoryContext {
  slug?: string;
  category?: Category;
  /** null when the category is premium and the build (a guest) may not list it. */
  topics?: Paged<TopicCard> | null;
}

export interface TopicContext {
  slug?: string;
  topic?: Topic;
  /** First page of replies; null for a locked (premium) topic. */
  replies?: Paged<Reply> | null;
}

export interface BlogIndexContext {
  categories: BlogCategory[];
  posts: Paged<BlogCard>;
  /** The blog home's featured row (none on a category page). */
  featured?: Paged<BlogCard>;
  /** Set on a blog category's own page (/blog/kategori/{slug}). */
  category?: string;
}

export interface BlogPostContext {
  slug?: string;
  post?: BlogPost;
  /** The table of contents of the built post's reader body (components/blog/postBody.ts). */
  toc?: TocEntry[];
}

export interface GenericPageContext {
  slug: string;
  page: Page | null;
}

/**
 * `initialDataUpdatedAt` for data from the build: shown at once, but always stale, so the live state is
 * fetched on hydration. A page can be served long after its build (a rebuild is pending, or a CDN kept it),
 * so the build's time says nothing about how fresh its data is.
 */
export const BUILD_DATA_UPDATED_AT = 0;

export interface RedirectContext {
  /** Where the old address now lives. */
  to: string;
  title: MessageKey;
}

/** The home page: the first page of the New feed as a guest reads it, and the counters and sidebar lists. */
export interface HomeContext {
  /** The first page of each tab's feed, as a guest reads it at build time. */
  feeds?: Record<import('@oyundev/domain').HomeFeedTab, import('@oyundev/domain').HomeFeed>;
  summary?: import('@oyundev/domain').HomeSummary;
  /** Set on a tab's static shell (pagedata/home-page.ts homeTabShellPath): the tab its HTML shows. */
  tab?: import('@oyundev/domain').HomeFeedTab;
}

export interface ProfileContext {
  username?: string;
  /** The profile as a guest sees it (public profiles only), without its leaderboard figures (pagedata/volatile.ts). */
  profile?: BuiltProfile;
}
