/**
 * Points of the activity ledger (spec: "Reputation example: +5 points"). Reputation is the sum of a
 * member's activity points; badges add their reward when earned. The cms writes these lines when a member
 * acts (reply, topic, like, vote) and the seed writes the same lines for its demo history, so both award
 * the very same numbers.
 */
export const ACTIVITY_POINTS = {
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
export type ActivityType = keyof typeof ACTIVITY_POINTS | 'badge_earned';

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

export function isActiveType(type: string): boolean {
  return (ACTIVE_TYPES as readonly string[]).includes(type);
}
