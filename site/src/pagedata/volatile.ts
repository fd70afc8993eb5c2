// Figures that change with other members' writes, kept out of the static page data (issue 15). A new topic changes
// its author's reputation, and with it the leaderboard position of everyone they pass; written into every page
// that names them, one topic rewrote 1,659 pages. Without them a page is rewritten only when its own content
// changes. The page still shows them: its template asks the API on load (BUILD_DATA_UPDATED_AT makes the build's
// data stale at once), and the components omit a figure the build left out (AuthorCard, AuthorBlock,
// GamificationCard) — a reader without JavaScript sees the page without them.
import type { AuthorSummary, PublicProfile } from '@oyundev/domain';

/** An author as the static page data carries them: without the reputation. */
export type BuiltAuthor = Omit<AuthorSummary, 'reputation'> & { reputation?: number };

/** The keys under which a page's data names a member (AuthorSummary). */
const AUTHOR_KEYS = new Set(['author']);

/** The data with every author's reputation left out, at any depth (a topic, its replies, a post and its related posts). */
export function withoutVolatile<T>(data: T): T {
  return strip(data, false) as T;
}

function strip(value: unknown, isAuthor: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => strip(item, false));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isAuthor && key === 'reputation') continue;
    out[key] = strip(item, AUTHOR_KEYS.has(key));
  }
  return out;
}

/** A public profile as the static page data carries it: without the leaderboard position and member count. */
export type BuiltProfile = Omit<PublicProfile, 'leaderboardPosition' | 'totalUsers'> & {
  leaderboardPosition?: number;
  totalUsers?: number;
};

export function profileWithoutVolatile(profile: PublicProfile): BuiltProfile {
  const { leaderboardPosition: _position, totalUsers: _total, ...rest } = profile;
  return rest;
}
