import { HOME_FEED_EXCERPT, excerpt, feedHotScore, type FeedItem, type FeaturedImage } from '@oyundev/domain';
import { authorSummary, type BlogPostRow, type MediaRow, type TopicRow } from '../../../lib/present';

/** A topic as a home feed item (forum spec §2): 200-character plain excerpt, its flags and stats. */
export function feedTopicItem(t: TopicRow, { trending }: { trending: boolean }): FeedItem {
  const likes = (t.upvoteCount ?? 0) + (t.likeCount ?? 0);
  const dislikes = t.downvoteCount ?? 0;
  const replies = t.replyCount ?? 0;
  return {
    type: 'main',
    id: t.id,
    slug: t.slug,
    title: t.title,
    excerpt: excerpt(t.content ?? '', HOME_FEED_EXCERPT),
    featuredImage: null,
    author: authorSummary(t.author),
    category: t.category ? { name: t.category.name, slug: t.category.slug, color: t.category.color ?? null } : null,
    tags: (t.tags ?? []).map((tag) => tag.name),
    isPinned: Boolean(t.isPinned),
    isTrending: trending,
    isPremium: Boolean(t.category?.isPremium),
    stats: { score: t.score ?? 0, likes, dislikes, replies, comments: 0, views: t.viewCount ?? 0, readTime: null },
    hotScore: feedHotScore(likes, dislikes, replies),
    createdAt: String(t.createdAt),
  };
}

/** A blog post as a home feed item; a locked premium post shows only its public preview. */
export function feedPostItem(
  p: BlogPostRow & { shareCount?: number | null },
  { trending, locked }: { trending: boolean; locked: boolean },
): FeedItem {
  const likes = p.likeCount ?? 0;
  const comments = p.commentCount ?? 0;
  return {
    type: 'blog',
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: excerpt(locked ? (p.premiumPreview ?? '') : p.excerpt || p.content || '', HOME_FEED_EXCERPT),
    featuredImage: image(p.featuredImage),
    author: authorSummary(p.author),
    category: p.category ? { name: p.category.name, slug: p.category.slug, color: p.category.color ?? null } : null,
    tags: Array.isArray(p.tags) ? p.tags.filter((x): x is string => typeof x === 'string') : [],
    isPinned: false,
    isTrending: trending,
    isPremium: Boolean(p.isPremium),
    stats: { score: likes, likes, dislikes: 0, replies: 0, comments, views: p.viewCount ?? 0, readTime: p.readTime ?? null },
    hotScore: feedHotScore(likes, 0, comments),
    createdAt: String(p.publishDate ?? p.publishedAt),
  };
}

function image(file: MediaRow | null | undefined): FeaturedImage | null {
  if (!file?.url) return null;
  const formats =
    file.formats && typeof file.formats === 'object'
      ? Object.values(file.formats as Record<string, { url?: unknown; width?: unknown; height?: unknown } | null>)
          .filter((f) => f && typeof f.url === 'string' && Number(f.width) > 0)
          .map((f) => ({ url: String(f!.url), width: Number(f!.width), height: Number(f!.height) }))
          .sort((a, b) => a.width - b.width)
      : [];
  return { url: file.url, width: file.width ?? null, height: file.height ?? null, formats, alt: file.alternativeText ?? null };
}
