/**
 * Points of the activity ledger (spec: "Reputation example: +5 points"). Reputation is the sum of a
 * member's activity points; badges add their reward when earned.
 *
 * TODO(domain): these belong in @oyundev/domain next to the levels, so the gamification listener in the
 * cms and the seed award the very same numbers.
 */
export const POINTS = {
  topic_created: 10,
  reply_created: 5,
  like_received: 5,
  upvote_received: 2,
  downvote_received: -2,
  blog_post_published: 20,
  comment_created: 2,
  solution_accepted: 25,
  daily_login: 1,
} as const;

/** Ledger types: the keys above plus `badge_earned` (points = the badge's reward). */
export type ActivityType = keyof typeof POINTS | 'badge_earned';

/**
 * Lines a member earns by doing something themselves. Streaks and "last active" count days with one of
 * these; points that arrive while the member is away (likes, votes, badges) do not keep a streak alive.
 */
export const ACTIVE_TYPES: readonly ActivityType[] = [
  'topic_created',
  'reply_created',
  'comment_created',
  'blog_post_published',
  'daily_login',
];
