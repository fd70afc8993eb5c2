/**
 * Posting limits per member, in the spirit of Discourse's new-user limits (spec forum §9: "server-side
 * limits: not shown"). Moderators and admins are not limited. Every topic and reply a member wrote counts,
 * deleted ones too — otherwise writing and deleting would reset the count.
 */
export const POSTING_LIMITS = {
  /** Every member: replies within any rolling minute. */
  repliesPerMinute: 10,
  /** Every member: topics within any rolling hour. */
  topicsPerHour: 5,
  /** An account younger than this many hours is new. */
  newAccountHours: 24,
  /** A new account, over its first day. */
  newAccountTopics: 3,
  newAccountReplies: 10,
  /** A new account, in one topic or reply. */
  newAccountLinksPerPost: 2,
  /** Every member (moderators and admins exempt): new blog posts started within any rolling day. */
  blogPostsPerDay: 5,
} as const;

// A web address the reader can follow: an explicit scheme, or a bare www. host.
const LINK = /\b(?:https?|ftp):\/\/[^\s<>()]+|\bwww\.[^\s<>()]+\.[^\s<>()]+/gi;

/** How many links a markdown text holds (`[a](https://…)`, `<https://…>`, bare `https://…` and `www.…`). */
export function countLinks(markdown: string): number {
  return (markdown.match(LINK) ?? []).length;
}

/** Whether an account created at `createdAt` is still new at `now`. */
export function isNewAccount(createdAt: Date | string | number, now: Date | string | number = Date.now()): boolean {
  const age = new Date(now).getTime() - new Date(createdAt).getTime();
  return Number.isFinite(age) && age < POSTING_LIMITS.newAccountHours * 3_600_000;
}
