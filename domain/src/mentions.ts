/**
 * @mentions in member-written markdown (replies, comments, blog posts): `@username` where the username is
 * the account's (letters, digits, underscore). Not inside code, not in the middle of a word or an e-mail
 * address. The cms notifies each mentioned member once per item; the site renders them as profile links.
 */
const MENTION = /(^|[^A-Za-z0-9_@/.])@([A-Za-z0-9_]{3,30})(?![A-Za-z0-9_])/g;

/** Most members one item can notify (a pasted list of names must not page the whole community). */
export const MAX_MENTIONS_PER_ITEM = 10;

/** The profile address of a member. */
export const profilePath = (username: string) => `/profil/${encodeURIComponent(username)}`;

/** Markdown without fenced and inline code, where an @ is code, not a mention. */
const withoutCode = (text: string) => text.replace(/```[\s\S]*?(```|$)/g, ' ').replace(/`[^`\n]*`/g, ' ');

/** The distinct usernames mentioned in `markdown` (first spelling kept, compared case-insensitively), in order. */
export function mentionedUsernames(markdown: string, limit: number = MAX_MENTIONS_PER_ITEM): string[] {
  const seen = new Map<string, string>();
  for (const match of withoutCode(markdown).matchAll(MENTION)) {
    const name = match[2];
    if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
    if (seen.size >= limit) break;
  }
  return [...seen.values()];
}

export type MentionPart = { text: string } | { mention: string };

/** A plain text run split into text and mentions (for rendering: each mention becomes a profile link). */
export function splitMentions(text: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const at = (match.index ?? 0) + match[1].length;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ mention: match[2] });
    last = at + 1 + match[2].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
