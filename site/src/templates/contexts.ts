import type { BlogCard, BlogCategory, BlogPost, Category, Page, Paged, Reply, Topic, TopicCard } from '../api-client/types';

/**
 * What gatsby-node hands each template (pageContext). Only what the template renders; everything else
 * the page asks the API for once it is live. `builtAt` tells TanStack Query how old the build data is,
 * so it is refetched on mount.
 */
export interface ForumIndexContext {
  builtAt: number;
  categories: Category[];
  topics: Paged<TopicCard>;
}

export interface CategoryContext {
  builtAt?: number;
  slug?: string;
  category?: Category;
  /** null when the category is premium and the build (a guest) may not list it. */
  topics?: Paged<TopicCard> | null;
}

export interface TopicContext {
  builtAt?: number;
  slug?: string;
  topic?: Topic;
  /** First page of replies; null for a locked (premium) topic. */
  replies?: Paged<Reply> | null;
}

export interface BlogIndexContext {
  builtAt: number;
  categories: BlogCategory[];
  posts: Paged<BlogCard>;
}

export interface BlogPostContext {
  builtAt?: number;
  slug?: string;
  post?: BlogPost;
}

export interface GenericPageContext {
  slug: string;
  page: Page | null;
}
