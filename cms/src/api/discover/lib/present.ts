// Discovery and trending items (domain contract DiscoveryItem): public text only — a topic's excerpt, a post's
// excerpt, or for a premium post and a reader without premium its editor's public preview.
import {
  CONTENT_SKILL_LEVELS,
  GAME_ENGINES,
  TRENDING_FLAG_MIN_SCORE,
  blogExcerptWords,
  discoveryCategoryOf,
  excerpt,
  type ContentSkillLevel,
  type DiscoveryItem,
  type GameEngine,
} from '@oyundev/domain';

interface Common {
  id: number;
  slug: string;
  title: string;
  content?: string | null;
  gameEngine?: string | null;
  skillLevel?: string | null;
  viewCount?: number | null;
  likeCount?: number | null;
  category?: { name: string; slug: string } | null;
  author?: { username: string } | null;
  createdAt: string | Date;
}
export interface TopicItemRow extends Common {
  upvoteCount?: number | null;
  replyCount?: number | null;
}
export interface PostItemRow extends Common {
  excerpt?: string | null;
  premiumPreview?: string | null;
  isPremium?: boolean | null;
  commentCount?: number | null;
  publishDate?: string | Date | null;
}

const engineOf = (v: unknown): GameEngine | null => ((GAME_ENGINES as readonly unknown[]).includes(v) ? (v as GameEngine) : null);
const levelOf = (v: unknown): ContentSkillLevel | null =>
  (CONTENT_SKILL_LEVELS as readonly unknown[]).includes(v) ? (v as ContentSkillLevel) : null;

type Input =
  | { type: 'forum'; row: TopicItemRow; trending: number; premium: boolean }
  | { type: 'blog'; row: PostItemRow; trending: number; premium: boolean };

export function discoveryItem(input: Input): DiscoveryItem {
  const { row } = input;
  const common = {
    type: input.type,
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category ? { name: row.category.name, slug: row.category.slug } : null,
    discoveryCategory: discoveryCategoryOf(input.type, row.category?.slug),
    author: row.author ? { username: row.author.username } : null,
    gameEngine: engineOf(row.gameEngine),
    skillLevel: levelOf(row.skillLevel),
    trending: input.trending >= TRENDING_FLAG_MIN_SCORE,
  };
  if (input.type === 'forum') {
    const t = input.row;
    return {
      ...common,
      excerpt: excerpt(t.content ?? ''),
      isPremium: false,
      stats: { views: t.viewCount ?? 0, likes: (t.likeCount ?? 0) + (t.upvoteCount ?? 0), replies: t.replyCount ?? 0 },
      createdAt: new Date(t.createdAt).toISOString(),
    };
  }
  const p = input.row;
  const locked = Boolean(p.isPremium) && !input.premium;
  return {
    ...common,
    excerpt: blogExcerptWords(locked ? (p.premiumPreview ?? '') : p.excerpt || p.content || ''),
    isPremium: Boolean(p.isPremium),
    stats: { views: p.viewCount ?? 0, likes: p.likeCount ?? 0, replies: p.commentCount ?? 0 },
    createdAt: new Date(p.publishDate ?? p.createdAt).toISOString(),
  };
}
