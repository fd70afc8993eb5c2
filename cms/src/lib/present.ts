import {
  blogExcerptWords,
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

/** users-permissions role `type` → the product's role name. */
export function roleOf(user: any): Role {
  const type = user?.role?.type;
  return isRole(type) ? type : 'user';
}

export function authorSummary(user: any): AuthorSummary | null {
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

export function categorySummary(category: any): CategorySummary | null {
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

export function category(c: any): Category {
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

export function topicCard(t: any, { locked = false } = {}): TopicCard {
  return {
    id: t.id,
    slug: t.slug,
    title: t.title,
    excerpt: locked ? '' : excerpt(t.content ?? '', EXCERPT_LENGTH.card),
    author: authorSummary(t.author),
    category: categorySummary(t.category),
    tags: (t.tags ?? []).map((tag: any) => tag.name),
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

export function topicDetail(t: any, { locked }: { locked: boolean }): Topic {
  return { ...topicCard(t, { locked }), content: locked ? null : t.content, locked };
}

/** A topic card in a list (GET /api/forum/topics), with the signed-in viewer's vote and authorship. */
export function topicCardForViewer(t: any, viewer?: TopicCardViewerState): TopicCard {
  return { ...topicCard(t), ...(viewer ? { userVote: viewer.userVote, isAuthor: viewer.isAuthor } : {}) };
}

export function reply(r: any, viewer?: ReplyViewerState): Reply {
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
export function topicForViewer(t: any, { locked, viewer }: { locked: boolean; viewer?: TopicViewerState }): Topic {
  return {
    ...topicDetail(t, { locked }),
    pending: t.isApproved === false,
    ...(viewer ? viewer : {}),
  };
}

/** A card of the member's own topic (GET /api/forum/mine), with its moderation state. */
export function myTopic(t: any): MyTopic {
  return { ...topicCard(t), isApproved: t.isApproved !== false, pending: t.isApproved === false };
}

/** A line of the member's own replies (GET /api/forum/mine). */
export function myReply(r: any): MyReply {
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
export function editHistoryEntry(entry: any, editors: Map<number, string>): EditHistoryEntry {
  const editorId = typeof entry?.editorId === 'number' ? entry.editorId : null;
  return {
    editor: editorId !== null ? { id: editorId, username: editors.get(editorId) ?? entry.editorUsername ?? null } : null,
    editedAt: entry?.editedAt ?? null,
    previousContent: typeof entry?.previousContent === 'string' ? entry.previousContent : null,
    reason: typeof entry?.reason === 'string' ? entry.reason : null,
  };
}

export function blogCard(p: any, { locked = false } = {}): BlogCard {
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
function responsiveImage(file: any): FeaturedImage | null {
  if (!file?.url) return null;
  return {
    url: file.url,
    width: file.width ?? null,
    height: file.height ?? null,
    formats: imageFormats(file.formats),
    alt: file.alternativeText ?? null,
  };
}

export function blogPost(p: any, { locked }: { locked: boolean }): BlogPost {
  return {
    ...blogCard(p, { locked }),
    content: locked ? null : p.content,
    premiumPreview: p.isPremium ? (p.premiumPreview ?? null) : null,
    locked,
  };
}

/** A blog category with its number of published posts (GET /api/blog/categories). */
export function blogCategory(c: any): BlogCategory {
  return { id: c.id, name: c.name, slug: c.slug, color: c.color ?? null, postCount: c.postCount ?? 0 };
}

/** Strapi's smaller formats of a media row (narrowest first); only those with a real width. */
function imageFormats(raw: unknown): Array<{ url: string; width: number; height: number }> {
  if (!raw || typeof raw !== 'object') return [];
  return Object.values(raw as Record<string, any>)
    .filter((f) => f && typeof f.url === 'string' && Number(f.width) > 0)
    .map((f) => ({ url: f.url, width: Number(f.width), height: Number(f.height) }))
    .sort((a, b) => a.width - b.width);
}

/** What a guest may read of a house ad (GET /api/house-ads): nothing else (no dates, no flags, no editor). */
export function houseAd(row: any): HouseAd {
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
