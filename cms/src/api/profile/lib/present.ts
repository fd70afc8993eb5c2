import {
  excerpt,
  isHttpUrl,
  levelForReputation,
  SOCIAL_LINK_KEYS,
  type ProfileActivity,
  type ProfileBadge,
  type ProfileReply,
  type PublicProfile,
  type SocialLinkKey,
} from '@oyundev/domain';
import { roleOf, type UserRow } from '../../../lib/present';

/*
 * Profile presenters: explicit field lists, like lib/present.ts — a member row carries its e-mail, hash and
 * tokens, and none of them may leave. Links leave only when they are http(s) (a stored `javascript:` never
 * reaches a page).
 */

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const int = (value: unknown): number => Number(value ?? 0) || 0;
const safeLink = (value: unknown): string | null => (isHttpUrl(value) ? value.trim() : null);

/** The member row the profile is read from (all scalar columns, role, avatar and cover). */
export interface ProfileRow extends UserRow {
  fullName?: string | null;
  coverImage?: { url?: string } | null;
  bio?: string | null;
  location?: string | null;
  website?: string | null;
  title?: string | null;
  company?: string | null;
  gameEngines?: unknown;
  programmingLanguages?: unknown;
  specialties?: unknown;
  platforms?: unknown;
  socialLinks?: Record<string, unknown> | null;
  createdAt: string | Date;
  activityPoints?: number | null;
  currentStreak?: number | null;
  bestStreak?: number | null;
  lastActivityDate?: string | null;
  streakFreezeDay?: string | null;
  forumPostCount?: number | null;
  blogPostCount?: number | null;
  commentsGiven?: number | null;
  likesReceived?: number | null;
  bookmarkCount?: number | null;
  followerCount?: number | null;
  followingCount?: number | null;
  profileViews?: number | null;
  solutionCount?: number | null;
}

export interface ProfileExtras {
  todayPoints: number;
  currentStreak: number;
  streakFrozen: boolean;
  weeklyStreak: number;
  monthlyStreak: number;
  leaderboardPosition: number;
  totalUsers: number;
  badges: ProfileBadge[];
  showActivity: boolean;
  viewer: PublicProfile['viewer'];
}

export function publicProfile(row: ProfileRow, extras: ProfileExtras): PublicProfile {
  const links = row.socialLinks ?? {};
  const reputation = int(row.reputation);
  return {
    id: row.id,
    username: row.username,
    fullName: text(row.fullName),
    role: roleOf(row),
    avatarUrl: row.avatar?.url ?? null,
    coverImageUrl: row.coverImage?.url ?? null,
    bio: text(row.bio),
    location: text(row.location),
    website: safeLink(row.website),
    joinDate: new Date(row.createdAt).toISOString(),
    title: text(row.title),
    company: text(row.company),
    gameEngines: strings(row.gameEngines),
    specialties: strings(row.specialties),
    languages: strings(row.programmingLanguages),
    platforms: strings(row.platforms),
    socialLinks: Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, safeLink(links[key])])) as Record<SocialLinkKey, string | null>,
    reputation,
    level: levelForReputation(reputation).name,
    activityPoints: int(row.activityPoints),
    todayPoints: extras.todayPoints,
    currentStreak: extras.currentStreak,
    bestStreak: int(row.bestStreak),
    streakFrozen: extras.streakFrozen,
    weeklyStreak: extras.weeklyStreak,
    monthlyStreak: extras.monthlyStreak,
    leaderboardPosition: extras.leaderboardPosition,
    totalUsers: extras.totalUsers,
    stats: {
      blogPosts: int(row.blogPostCount),
      forumPosts: int(row.forumPostCount),
      comments: int(row.commentsGiven),
      likes: int(row.likesReceived),
      bookmarks: int(row.bookmarkCount),
      followers: int(row.followerCount),
      following: int(row.followingCount),
      views: int(row.profileViews),
      solutions: int(row.solutionCount),
    },
    badges: extras.badges,
    showActivity: extras.showActivity,
    viewer: extras.viewer,
  };
}

export interface BadgeAwardRow {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  icon: string | null;
  category: string;
  rarity: ProfileBadge['rarity'];
  reward: number | null;
  earned_at: string | Date;
}

export function profileBadge(row: BadgeAwardRow): ProfileBadge {
  return {
    id: Number(row.id),
    slug: row.slug,
    name: row.name,
    description: row.description ?? '',
    icon: row.icon ?? null,
    category: row.category,
    rarity: row.rarity,
    reward: int(row.reward),
    earnedAt: new Date(row.earned_at).toISOString(),
  };
}

export interface ProfileReplyRow {
  id: number;
  content: string;
  created_at: string | Date;
  like_count: number | null;
  topic_slug: string;
  topic_title: string;
}

export function profileReply(row: ProfileReplyRow): ProfileReply {
  return {
    id: Number(row.id),
    excerpt: excerpt(row.content),
    createdAt: new Date(row.created_at).toISOString(),
    likeCount: int(row.like_count),
    topic: { slug: row.topic_slug, title: row.topic_title },
  };
}

export interface ActivityRow {
  id: number;
  type: string;
  points: number | null;
  occurred_at: string | Date;
  target_type: string | null;
  target_id: number | null;
}

export function profileActivity(row: ActivityRow, target: ProfileActivity['target']): ProfileActivity {
  return { id: Number(row.id), type: row.type, points: int(row.points), occurredAt: new Date(row.occurred_at).toISOString(), target };
}
