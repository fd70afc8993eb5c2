/** Shapes of the cms answers, as documented in site/CONTEXT.md. */
import type { ForumCategoryGroup, NotificationSettings, PrivacySettings, Role, SocialLinkKey } from '@oyundev/domain';

export type { Role };

export interface AuthorSummary {
  id: number;
  username: string;
  avatarUrl: string | null;
  role: Role;
  reputation: number;
  level: string;
}

export type CategoryGroup = ForumCategoryGroup;

export interface Category extends CategorySummary {
  description: string;
  group: CategoryGroup | null;
  allowGuests: boolean;
  requireApproval: boolean;
  topicCount: number;
  postCount: number;
  lastActivityAt: string | null;
  lastUser: { username: string } | null;
  lastTopic: { slug: string; title: string } | null;
  sortOrder: number;
}

export interface CategorySummary {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  color: string | null;
  isPremium: boolean;
}

export interface TopicCard {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: AuthorSummary | null;
  category: CategorySummary | null;
  tags: string[];
  score: number;
  upvoteCount: number;
  downvoteCount: number;
  likeCount: number;
  replyCount: number;
  viewCount: number;
  isPinned: boolean;
  isClosed: boolean;
  isResolved: boolean;
  isFeatured: boolean;
  createdAt: string;
  lastReplyAt: string | null;
  /**
   * The viewer's vote, when the answer was for a signed-in member (lists too, GET /api/forum/topics), or the
   * member voted on this page; absent for guests.
   */
  userVote?: Vote;
  /** The signed-in viewer wrote the topic (no vote on one's own); absent for guests. */
  isAuthor?: boolean;
}

export interface Topic extends TopicCard {
  /** null when `locked` (premium category, viewer not premium). */
  content: string | null;
  locked: boolean;
  // The viewer's own state; present when the request carried a token (forum writing contract).
  liked?: boolean;
  canModerate?: boolean;
  /** Waiting for a moderator's approval (category with requireApproval); only its author and moderators see it. */
  pending?: boolean;
}

/** A member's vote on a topic or reply. */
export type Vote = 'up' | 'down' | 'none';

export interface Reply {
  id: number;
  content: string;
  author: AuthorSummary | null;
  createdAt: string;
  updatedAt: string;
  isEdited: boolean;
  likeCount: number;
  score: number;
  replyTo: { id: number; author: { username: string } | null; content: string } | null;
  // The viewer's own state; present when the request carried a token.
  userVote?: Vote;
  liked?: boolean;
  canEdit?: boolean;
}

export interface BlogCategory {
  id: number;
  name: string;
  slug: string;
  color: string;
  postCount: number;
}

export interface BlogCard {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  excerpt: string;
  author: AuthorSummary | null;
  category: { name: string; slug: string; color: string | null } | null;
  tags: string[];
  isPremium: boolean;
  isFeatured: boolean;
  publishDate: string;
  readTime: number | null;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  /** The post's cover (Strapi media), null when the editor set none. */
  featuredImage: (ResponsiveImage & { alt: string | null }) | null;
}

/** A responsive image as the cms answers it: the original and Strapi's smaller formats (narrowest first). */
export interface ResponsiveImage {
  url: string;
  width: number;
  height: number;
  formats: Array<{ url: string; width: number; height: number }>;
}

/** `GET /api/house-ads`: an active house ad (slot sizes in domain AD_SLOTS). */
export interface HouseAd {
  id: number;
  title: string;
  slot: 'list-top' | 'sidebar' | 'in-content';
  linkUrl: string;
  altText: string;
  weight: number;
  image: ResponsiveImage;
}

export interface BlogPost extends BlogCard {
  content: string | null;
  premiumPreview: string | null;
  locked: boolean;
}

export interface Page {
  slug: string;
  title: string;
  body: string;
  seoDescription: string | null;
}

export interface SiteStats {
  members: number;
  topics: number;
  replies: number;
  blogPosts: number;
  categories: number;
}

export interface Me {
  id: number;
  username: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
  reputation: number;
  level: string;
  unreadNotifications: number;
  onboardingCompleted: boolean;
  isEmailVerified: boolean;
  isActive: boolean;
  isBanned: boolean;
  banExpiresAt: string | null;
  banReason: string | null;
  premium: { isActive: boolean; startDate: string | null; endDate: string | null; tier: string | null } | null;
  // The member's own settings (accounts contract; optional while an older cms answers without them).
  createdAt?: string;
  onboardingStep?: number | null;
  bio?: string | null;
  gameEngines?: string[];
  programmingLanguages?: string[];
  specialties?: string[];
  socialLinks?: Partial<Record<SocialLinkKey, string | null>> | null;
  notificationSettings?: Partial<NotificationSettings> | null;
  privacy?: PrivacySettings | null;
}

export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

export interface Paged<T> {
  data: T[];
  pagination: Pagination;
}

/** The `sort` values GET /api/forum/topics accepts. */
/** The topic list API's orders: domain's one sort vocabulary. */
export type { TopicListSort as ApiTopicSort } from '@oyundev/domain';

/** Normalised error every screen works with (see api/client.ts). */
export interface ApiError {
  status: number;
  code: string;
  message: string;
  /** Per-field validation texts (`details.errors`), keyed like the form's fields. */
  fields?: Record<string, string>;
}
