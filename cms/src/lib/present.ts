import {
  blogExcerptWords,
  contentFacetsOf,
  excerpt,
  isRole,
  levelForReputation,
  EXCERPT_LENGTH,
  type AuthorSummary,
  type BlogCard,
  type BlogCategory,
  type BlogPost,
  type Category,
  type CategorySummary,
  type EditHistoryEntry,
  type FeaturedImage,
  type HouseAd,
  type MyReply,
  type MyTopic,
  type Reply,
  type ReplyViewerState,
  type Role,
  type Topic,
  type TopicCard,
  type TopicCardViewerState,
  type TopicViewerState,
} from '@oyundev/domain';

export type { ReplyViewerState, TopicCardViewerState, TopicViewerState };

// Custom controllers never return raw entities (DESIGN.md): every member, topic and reply leaves the server
// through one of these explicit field lists, so a new private column can never leak by accident. Each
// presenter returns the answer shape declared once in domain/src/contracts (the site reads the same types),
// so a field added or renamed on one side only is a type error here; cms/tests/contracts.test.ts parses the
// real answers with the same schemas, strictly.

export const USER_SUMMARY_POPULATE = {
  select: ['id', 'username', 'reputation'],
  populate: { role: { select: ['type'] }, avatar: { select: ['url'] } },
} as const;

// The rows below are what the query engine returns with the populates the services ask for; Strapi types them
// only as `any` without generated typings, so each presenter names the fields it reads.

/** A member row (users-permissions user) with USER_SUMMARY_POPULATE. */
export interface UserRow {
  id: number;
  username: string;
  reputation?: number | null;
  role?: { type?: string } | null;
  avatar?: { url?: string } | null;
}

/** A forum category row. */
export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  icon?: string | null;
  color?: string | null;
  isPremium?: boolean | null;
  description?: string | null;
  group?: Category['group'];
  type?: Category['type'] | null;
  settings?: { allowGuests?: boolean; requireApproval?: boolean; isActive?: boolean | null } | null;
  topicCount?: number | null;
  postCount?: number | null;
  lastActivityAt?: Category['lastActivityAt'];
  lastUser?: { username: string } | null;
  lastTopic?: { slug: string; title: string } | null;
  sortOrder?: number | null;
}

/** A topic row with its author, category and tags. */
export interface TopicRow {
  id: number;
  slug: string;
  title: string;
  content: string;
  author?: UserRow | null;
  category?: CategoryRow | null;
  tags?: Array<{ name: string }> | null;
  score?: number | null;
  upvoteCount?: number | null;
  downvoteCount?: number | null;
  likeCount?: number | null;
  replyCount?: number | null;
  viewCount?: number | null;
  isPinned?: boolean | null;
  isClosed?: boolean | null;
  isResolved?: boolean | null;
  isFeatured?: boolean | null;
  isApproved?: boolean | null;
  solutionReplyId?: number | null;
  gameEngine?: string | null;
  skillLevel?: string | null;
  createdAt: TopicCard['createdAt'];
  lastReplyAt?: TopicCard['lastReplyAt'];
}

/** A reply row with its author, quoted reply and topic. */
export interface ReplyRow {
  id: number;
  content: string;
  author?: UserRow | null;
  createdAt: Reply['createdAt'];
  updatedAt: Reply['updatedAt'];
  isEdited?: boolean | null;
  likeCount?: number | null;
  score?: number | null;
  upvoteCount?: number | null;
  downvoteCount?: number | null;
  replyTo?: { id: number; author?: { username: string } | null; content?: string | null; isDeleted?: boolean | null } | null;
  topic?: { slug: string; title: string } | null;
}

/** A media row (upload plugin file). */
export interface MediaRow {
  url?: string;
  width?: number | null;
  height?: number | null;
  formats?: unknown;
  alternativeText?: string | null;
}

/** A blog post row with its author, category and featured image. */
export interface BlogPostRow {
  id: number;
  slug: string;
  title: string;
  subtitle?: string | null;
  excerpt?: string | null;
  content: string;
  premiumPreview?: string | null;
  author?: UserRow | null;
  category?: { name: string; slug: string; color?: string | null } | null;
  tags?: unknown;
  isPremium?: boolean;
  isFeatured?: boolean | null;
  publishDate?: BlogCard['publishDate'] | null;
  publishedAt: BlogCard['publishDate'];
  readTime?: number | null;
  viewCount?: number | null;
  likeCount?: number | null;
  commentCount?: number | null;
  featuredImage?: MediaRow | null;
  gameEngine?: string | null;
  skillLevel?: string | null;
}

/** A blog category row, with the post count the service adds. */
export interface BlogCategoryRow {
  id: number;
  name: string;
  slug: string;
  color?: string | null;
  postCount?: number | null;
}

/** A house ad row with its image. */
export interface HouseAdRow {
  id: number;
  title: string;
  slot: HouseAd['slot'];
  linkUrl: string;
  altText: string;
  weight?: number | null;
  image: { url: string; width: number; height: number; formats?: unknown };
}

/** users-permissions role `type` → the product's role name. */
export function roleOf(user: UserRow | null | undefined): Role {
  const type = user?.role?.type;
  return isRole(type) ? type : 'user';
}

export function authorSummary(user: UserRow | null | undefined): AuthorSummary | null {
  if (!user) return null;
  return {
    id: user.id,
    username: user.username,
    avatarUrl: user.avatar?.url ?? null,
    role: roleOf(user),
    reputation: user.reputation ?? 0,
    level: levelForReputation(user.reputation ?? 0).name,
  };
}

export function categorySummary(category: CategoryRow | null | undefined): CategorySummary | null {
  if (!category) return null;
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    icon: category.icon ?? null,
    color: category.color ?? null,
    isPremium: Boolean(category.isPremium),
  };
}

export function category(c: CategoryRow): Category {
  return {
    ...categorySummary(c)!,
    description: c.description ?? '',
    group: c.group ?? null,
    type: c.type ?? 'main',
    allowGuests: c.settings?.allowGuests ?? !c.isPremium,
    requireApproval: Boolean(c.settings?.requireApproval),
    topicCount: c.topicCount ?? 0,
    postCount: c.postCount ?? 0,
    lastActivityAt: c.lastActivityAt ?? null,
    lastUser: c.lastUser ? { username: c.lastUser.username } : null,
    lastTopic: c.lastTopic ? { slug: c.lastTopic.slug, title: c.lastTopic.title } : null,
    sortOrder: c.sortOrder ?? 0,
  };
}

export function topicCard(t: TopicRow, { locked = false } = {}): TopicCard {
  return {
    id: t.id,
    slug: t.slug,
    title: t.title,
    excerpt: locked ? '' : excerpt(t.content ?? '', EXCERPT_LENGTH.card),
    author: authorSummary(t.author),
    category: categorySummary(t.category),
    tags: (t.tags ?? []).map((tag) => tag.name),
    score: t.score ?? 0,
    upvoteCount: t.upvoteCount ?? 0,
    downvoteCount: t.downvoteCount ?? 0,
    likeCount: t.likeCount ?? 0,
    replyCount: t.replyCount ?? 0,
    viewCount: t.viewCount ?? 0,
    isPinned: Boolean(t.isPinned),
    isClosed: Boolean(t.isClosed),
    isResolved: Boolean(t.isResolved),
    isFeatured: Boolean(t.isFeatured),
    createdAt: t.createdAt,
    lastReplyAt: t.lastReplyAt ?? null,
  };
}

export function topicDetail(t: TopicRow, { locked }: { locked: boolean }): Topic {
  const solutionReplyId = t.solutionReplyId ?? null;
  return { ...topicCard(t, { locked }), content: locked ? null : t.content, locked, solutionReplyId, ...contentFacetsOf(t) };
}

/** A topic card in a list (GET /api/forum/topics), with the signed-in viewer's vote and authorship. */
export function topicCardForViewer(t: TopicRow, viewer?: TopicCardViewerState): TopicCard {
  return { ...topicCard(t), ...(viewer ? { userVote: viewer.userVote, isAuthor: viewer.isAuthor } : {}) };
}

export function reply(r: ReplyRow, viewer?: ReplyViewerState): Reply {
  return {
    id: r.id,
    content: r.content,
    author: authorSummary(r.author),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    isEdited: Boolean(r.isEdited),
    likeCount: r.likeCount ?? 0,
    score: r.score ?? 0,
    upvoteCount: r.upvoteCount ?? 0,
    downvoteCount: r.downvoteCount ?? 0,
    // A quoted reply that was deleted since keeps its place, without its words.
    replyTo: r.replyTo
      ? {
          id: r.replyTo.id,
          author: r.replyTo.author ? { username: r.replyTo.author.username } : null,
          content: r.replyTo.isDeleted ? '' : excerpt(r.replyTo.content ?? '', EXCERPT_LENGTH.quote),
          isDeleted: Boolean(r.replyTo.isDeleted),
        }
      : null,
    ...(viewer ? { userVote: viewer.userVote, liked: viewer.liked, canEdit: viewer.canEdit } : {}),
  };
}

/** A topic page's topic: the detail, its pending state, and the viewer's own state when signed in. */
export function topicForViewer(t: TopicRow, { locked, viewer }: { locked: boolean; viewer?: TopicViewerState }): Topic {
  return {
    ...topicDetail(t, { locked }),
    pending: t.isApproved === false,
    ...(viewer ? viewer : {}),
  };
}

/** A card of the member's own topic (GET /api/forum/mine), with its moderation state. */
export function myTopic(t: TopicRow): MyTopic {
  return { ...topicCard(t), isApproved: t.isApproved !== false, pending: t.isApproved === false };
}

/** A line of the member's own replies (GET /api/forum/mine). */
export function myReply(r: ReplyRow): MyReply {
  return {
    id: r.id,
    content: excerpt(r.content ?? '', EXCERPT_LENGTH.list),
    topic: r.topic ? { slug: r.topic.slug, title: r.topic.title } : null,
    createdAt: r.createdAt,
    likeCount: r.likeCount ?? 0,
    score: r.score ?? 0,
    isEdited: Boolean(r.isEdited),
  };
}

/**
 * One step of a reply's edit history (moderators only): who edited, when, and the text before the edit.
 * Seeded history lines carry only a date and a reason.
 */
/** One stored line of a reply's `editHistory` JSON (seeded lines have only a date and a reason). */
export interface EditHistoryLine {
  editorId?: unknown;
  editorUsername?: string | null;
  editedAt?: EditHistoryEntry['editedAt'];
  previousContent?: unknown;
  reason?: unknown;
}

export function editHistoryEntry(entry: EditHistoryLine | null | undefined, editors: Map<number, string>): EditHistoryEntry {
  const editorId = typeof entry?.editorId === 'number' ? entry.editorId : null;
  return {
    editor: editorId !== null ? { id: editorId, username: editors.get(editorId) ?? entry!.editorUsername ?? null } : null,
    editedAt: entry?.editedAt ?? null,
    previousContent: typeof entry?.previousContent === 'string' ? entry.previousContent : null,
    reason: typeof entry?.reason === 'string' ? entry.reason : null,
  };
}

export function blogCard(p: BlogPostRow, { locked = false } = {}): BlogCard {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    subtitle: p.subtitle ?? null,
    // Every card's excerpt is plain text of at most 30 words (forum spec §9), whatever the editor typed.
    // A locked premium card shows only the editor's public preview, never a cut of the body.
    excerpt: blogExcerptWords(locked ? (p.premiumPreview ?? '') : p.excerpt || p.content || ''),
    author: authorSummary(p.author),
    category: p.category ? { name: p.category.name, slug: p.category.slug, color: p.category.color ?? null } : null,
    tags: Array.isArray(p.tags) ? p.tags : [],
    isPremium: Boolean(p.isPremium),
    isFeatured: Boolean(p.isFeatured),
    publishDate: p.publishDate ?? p.publishedAt,
    readTime: p.readTime ?? 5,
    viewCount: p.viewCount ?? 0,
    likeCount: p.likeCount ?? 0,
    commentCount: p.commentCount ?? 0,
    featuredImage: responsiveImage(p.featuredImage),
  };
}

/** A media row as the site renders it: the original, Strapi's smaller formats (narrowest first), the alt text. */
function responsiveImage(file: MediaRow | null | undefined): FeaturedImage | null {
  if (!file?.url) return null;
  return {
    url: file.url,
    width: file.width ?? null,
    height: file.height ?? null,
    formats: imageFormats(file.formats),
    alt: file.alternativeText ?? null,
  };
}

/** The post itself; its page's extras (author profile, related posts) are added by the controller. */
export function blogPost(p: BlogPostRow, { locked }: { locked: boolean }): Omit<BlogPost, 'authorProfile' | 'related'> {
  return {
    ...blogCard(p, { locked }),
    content: locked ? null : p.content,
    premiumPreview: p.isPremium ? (p.premiumPreview ?? null) : null,
    locked,
    ...contentFacetsOf(p),
  };
}

/** A blog category with its number of published posts (GET /api/blog/categories). */
export function blogCategory(c: BlogCategoryRow): BlogCategory {
  return { id: c.id, name: c.name, slug: c.slug, color: c.color ?? null, postCount: c.postCount ?? 0 };
}

/** Strapi's smaller formats of a media row (narrowest first); only those with a real width. */
function imageFormats(raw: unknown): Array<{ url: string; width: number; height: number }> {
  if (!raw || typeof raw !== 'object') return [];
  return Object.values(raw as Record<string, { url: unknown; width?: unknown; height?: unknown } | null>)
    .filter((f) => f && typeof f.url === 'string' && Number(f.width) > 0)
    .map((f) => ({ url: f!.url as string, width: Number(f!.width), height: Number(f!.height) }))
    .sort((a, b) => a.width - b.width);
}

/** What a guest may read of a house ad (GET /api/house-ads): nothing else (no dates, no flags, no editor). */
export function houseAd(row: HouseAdRow): HouseAd {
  return {
    id: row.id,
    title: row.title,
    slot: row.slot,
    linkUrl: row.linkUrl,
    altText: row.altText,
    weight: row.weight ?? 0,
    image: { url: row.image.url, width: row.image.width, height: row.image.height, formats: imageFormats(row.image.formats) },
  };
}
