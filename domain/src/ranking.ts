import type { DateInput } from './intl';
import { msg } from './messages';

export type Vote = 'up' | 'down' | 'none';
export type VoteDirection = 'up' | 'down';

/** Vote value as stored in the vote table (cms: value 1 | -1; no row means none). */
export const VOTE_VALUE: Record<Vote, -1 | 0 | 1> = { up: 1, down: -1, none: 0 };

/**
 * Pressing a vote button (forum spec §4): pressing your current vote withdraws it, pressing the other
 * one flips it. `delta` is the change to the item's score.
 */
export function voteTransition(previous: Vote, pressed: VoteDirection): { next: Vote; delta: number } {
  const next: Vote = previous === pressed ? 'none' : pressed;
  return { next, delta: VOTE_VALUE[next] - VOTE_VALUE[previous] };
}

// The formulas' constants are exported so SQL ordering in the cms uses the very same numbers.
export const HOT_AGE_OFFSET_HOURS = 2;
export const HOT_GRAVITY = 1.8;
export const RISING_AGE_OFFSET_HOURS = 1;
export const RISING_EXPONENT = 0.5;

const HOUR_MS = 3_600_000;

/** Hours since `createdAt`; a timestamp from the future (clock skew) counts as brand new. */
export function ageInHours(createdAt: DateInput, now: DateInput = Date.now()): number {
  const age = (new Date(now).getTime() - new Date(createdAt).getTime()) / HOUR_MS;
  return Number.isFinite(age) ? Math.max(0, age) : 0;
}

/** Forum "hot": score / (age in hours + 2)^1.8. */
export function hotScore(score: number, createdAt: DateInput, now: DateInput = Date.now()): number {
  return score / Math.pow(ageInHours(createdAt, now) + HOT_AGE_OFFSET_HOURS, HOT_GRAVITY);
}

/** Forum "rising": likes / (age in hours + 1)^0.5. */
export function risingScore(likes: number, createdAt: DateInput, now: DateInput = Date.now()): number {
  return likes / Math.pow(ageInHours(createdAt, now) + RISING_AGE_OFFSET_HOURS, RISING_EXPONENT);
}

/** Home feed "hot": likes − dislikes + 0.5 × replies (or comments for a blog post); no time decay. */
export function feedHotScore(likes: number, dislikes: number, replies: number): number {
  return likes - dislikes + 0.5 * replies;
}

/** Forum list sorts (`/forum?sort=`). */
export const FORUM_SORTS = [
  { value: 'hot', label: msg('forum.sort.hot') },
  { value: 'new', label: msg('forum.sort.new') },
  { value: 'top', label: msg('forum.sort.top') },
  { value: 'rising', label: msg('forum.sort.rising') },
] as const;
export type ForumSort = (typeof FORUM_SORTS)[number]['value'];
export const DEFAULT_FORUM_SORT: ForumSort = 'hot';

/** Category topic-list sorts; `key` is the spec's field path with '-' for descending. */
export const TOPIC_SORTS = [
  { value: 'latest', key: '-lastActivity.lastReplyAt', label: msg('forum.sort.latest') },
  { value: 'newest', key: '-createdAt', label: msg('forum.sort.newest') },
  { value: 'views', key: '-stats.views', label: msg('forum.sort.views') },
  { value: 'likes', key: '-stats.likeCount', label: msg('forum.sort.likes') },
  { value: 'replies', key: '-stats.replyCount', label: msg('forum.sort.replies') },
] as const;
export type TopicSort = (typeof TOPIC_SORTS)[number]['value'];
export const DEFAULT_TOPIC_SORT: TopicSort = 'latest';

/** Home feed tabs: Popüler (hot), Yeni (new), En İyi (top). */
export const HOME_FEED_TABS = [
  { value: 'hot', label: msg('home.tab.hot') },
  { value: 'new', label: msg('home.tab.new') },
  { value: 'top', label: msg('home.tab.top') },
] as const;
export type HomeFeedTab = (typeof HOME_FEED_TABS)[number]['value'];
/** The home feed opens newest first (forum spec §2). */
export const DEFAULT_HOME_FEED_TAB: HomeFeedTab = 'new';

export function isForumSort(value: unknown): value is ForumSort {
  return FORUM_SORTS.some((s) => s.value === value);
}

export function isTopicSort(value: unknown): value is TopicSort {
  return TOPIC_SORTS.some((s) => s.value === value);
}
