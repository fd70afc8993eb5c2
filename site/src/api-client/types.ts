/*
 * Shapes of the cms answers: declared once in domain/src/contracts (zod schema + inferred type) and read here
 * by name. The cms presenters return the same types, so a drift between what the cms sends and what the site
 * reads is a type error.
 */
export type {
  AuthorSummary,
  BlogCard,
  BlogCategory,
  BlogPost,
  Category,
  CategorySummary,
  FeaturedImage,
  ForumCategoryGroup as CategoryGroup,
  HouseAd,
  LikeAnswer,
  Me,
  MyForum,
  MyReply,
  MyTopic,
  Page,
  Paged,
  Pagination,
  PublicSiteSettings,
  Reply,
  ReplyCreated,
  ReplyDeleted,
  ResponsiveImage,
  Role,
  SiteStats,
  Topic,
  TopicCard,
  TopicCreated,
  UsernameAvailability,
  Vote,
  VoteAnswer,
} from '@oyundev/domain';

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
