import { z } from 'zod';
import { SOCIAL_LINK_KEYS, type SocialLinkKey } from '../options';
import { authorSummarySchema, isoDateSchema, roleSchema } from './common';

/*
 * Public profiles and follows (forum spec §2 "Public profile", §3 "Public profile"). A profile never carries
 * an e-mail (the member's own e-mail is in `Me`), a private setting or a link that is not http(s).
 */

const socialLinksShape = Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, z.string().nullable()])) as Record<
  SocialLinkKey,
  z.ZodNullable<z.ZodString>
>;

export const profileBadgeSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    icon: z.string().nullable(),
    category: z.string(),
    rarity: z.enum(['common', 'rare', 'epic', 'legendary']),
    reward: z.number().int(),
    earnedAt: isoDateSchema,
  })
  .strict();
export type ProfileBadge = z.infer<typeof profileBadgeSchema>;

export const profileStatsSchema = z
  .object({
    blogPosts: z.number().int(),
    forumPosts: z.number().int(),
    comments: z.number().int(),
    likes: z.number().int(),
    bookmarks: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
    views: z.number().int(),
    solutions: z.number().int(),
  })
  .strict();
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/** GET /api/profiles/:username */
export const publicProfileSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    fullName: z.string().nullable(),
    role: roleSchema,
    avatarUrl: z.string().nullable(),
    coverImageUrl: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    website: z.string().nullable(),
    joinDate: isoDateSchema,
    title: z.string().nullable(),
    company: z.string().nullable(),
    gameEngines: z.array(z.string()),
    specialties: z.array(z.string()),
    languages: z.array(z.string()),
    platforms: z.array(z.string()),
    socialLinks: z.object(socialLinksShape).strict(),
    reputation: z.number().int(),
    level: z.string(),
    activityPoints: z.number().int(),
    todayPoints: z.number().int(),
    currentStreak: z.number().int(),
    bestStreak: z.number().int(),
    /** Yesterday was missed and forgiven (a streak freeze): acting today keeps the daily streak. */
    streakFrozen: z.boolean(),
    /** Consecutive weeks and months with activity (forum spec §9 streak types). */
    weeklyStreak: z.number().int(),
    monthlyStreak: z.number().int(),
    leaderboardPosition: z.number().int(),
    totalUsers: z.number().int(),
    stats: profileStatsSchema,
    badges: z.array(profileBadgeSchema),
    /** Whether the activity tab may be shown to this viewer (the member's showActivity, or their own profile). */
    showActivity: z.boolean(),
    viewer: z.object({ isSelf: z.boolean(), isFollowing: z.boolean() }).strict(),
  })
  .strict();
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** One line of the activity tab: a ledger line with where it happened (when the viewer may open it). */
export const profileActivitySchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    points: z.number().int(),
    occurredAt: isoDateSchema,
    target: z.object({ title: z.string(), link: z.string() }).strict().nullable(),
  })
  .strict();
export type ProfileActivity = z.infer<typeof profileActivitySchema>;

/** One reply on the forum tab. */
export const profileReplySchema = z
  .object({
    id: z.number().int(),
    excerpt: z.string(),
    createdAt: isoDateSchema,
    likeCount: z.number().int(),
    topic: z.object({ slug: z.string(), title: z.string() }).strict(),
  })
  .strict();
export type ProfileReply = z.infer<typeof profileReplySchema>;

/** A member in a followers / following list. */
export const followMemberSchema = authorSummarySchema;
export type FollowMember = z.infer<typeof followMemberSchema>;

/** POST /api/profiles/:username/follow */
export const followAnswerSchema = z.object({ message: z.string(), following: z.boolean(), followerCount: z.number().int() }).strict();
export type FollowAnswer = z.infer<typeof followAnswerSchema>;

/** POST /api/profiles/:username/view */
export const profileViewAnswerSchema = z.object({ views: z.number().int() }).strict();
export type ProfileViewAnswer = z.infer<typeof profileViewAnswerSchema>;
