import type { DateInput } from './intl';
import { msg } from './messages';
import { option } from './options/shared';

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

/** Weight of one reply (or blog comment) in the home feed's hot score. */
export const FEED_HOT_REPLY_WEIGHT = 0.5;

/** Home feed "hot": likes − dislikes + 0.5 × replies (or comments for a blog post); no time decay. */
export function feedHotScore(likes: number, dislikes: number, replies: number): number {
  return likes - dislikes + FEED_HOT_REPLY_WEIGHT * replies;
}

/** feedHotScore as a PostgreSQL expression over the given column expressions (the cms orders the feed with it). */
export function feedHotSql(columns: { likes: string; dislikes: string; replies: string }): string {
  return `((${columns.likes}) - (${columns.dislikes}) + ${FEED_HOT_REPLY_WEIGHT} * (${columns.replies}))`;
}

/**
 * Every order the topic list API accepts (`GET /api/forum/topics?sort=`) — the one sort vocabulary. The screens'
 * sort menus below are subsets of it, labelled for people.
 */
export const TOPIC_LIST_SORTS = ['hot', 'new', 'top', 'rising', 'latest', 'views', 'likes', 'replies'] as const;
export type TopicListSort = (typeof TOPIC_LIST_SORTS)[number];
export const DEFAULT_TOPIC_LIST_SORT: TopicListSort = 'latest';

export function isTopicListSort(value: unknown): value is TopicListSort {
  return (TOPIC_LIST_SORTS as readonly unknown[]).includes(value);
}

/**
 * The age in hours of a PostgreSQL timestamp expression, as every ranking reads it: in double precision. `extract`
 * answers numeric, and numeric `power` cost ~40 µs a row — most of a hot or rising page's time at the large seed
 * (200 candidates ranked, and the older ones checked against the page's last rank).
 */
export function ageHoursSql(timestamp: string): string {
  return `(extract(epoch from (now() - ${timestamp}))::float8 / 3600)`;
}

/**
 * The ranking orders as PostgreSQL expressions over a topic row `t` (`ageHours` is the SQL for its age in hours),
 * built from the same constants as hotScore / risingScore, so the API ranks exactly as the formulas say.
 */
export function rankingSql(sort: 'hot' | 'rising', columns: { score: string; likeCount: string; ageHours: string }): string {
  return sort === 'hot'
    ? `${columns.score} / power(${columns.ageHours} + ${HOT_AGE_OFFSET_HOURS}, ${HOT_GRAVITY})`
    : `${columns.likeCount} / power(${columns.ageHours} + ${RISING_AGE_OFFSET_HOURS}, ${RISING_EXPONENT})`;
}

/**
 * The decay of each time-ranked order: rank = value / (age hours + offset)^exponent, with `value` the topic's score
 * (hot) or likes (rising). A topic at least `ageHours` old ranks at or above `rank` only if its value is at least
 * rank × (ageHours + offset)^exponent — the bound that lets the cms fetch older competitors through an index on the
 * value column instead of ranking every topic (rankingFloorSql).
 */
export const RANKING_DECAY = {
  hot: { value: 'score', offset: HOT_AGE_OFFSET_HOURS, exponent: HOT_GRAVITY },
  rising: { value: 'likeCount', offset: RISING_AGE_OFFSET_HOURS, exponent: RISING_EXPONENT },
} as const;

/**
 * rankingSql's bound as a PostgreSQL expression: the least value a topic `ageHours` old (or older) needs to rank at
 * `rank` or above. Only meaningful for rank > 0 (below zero, older topics with a negative value rank higher).
 */
export function rankingFloorSql(sort: 'hot' | 'rising', bound: { rank: string; ageHours: string }): string {
  const { offset, exponent } = RANKING_DECAY[sort];
  return `${bound.rank} * power(${bound.ageHours} + ${offset}, ${exponent})`;
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

/**
 * Category page sorts (`/forum/kategori/{slug}?sort=`); `key` is the spec's field path with '-' for descending,
 * `api` the topic list order it asks the API for ('newest' in the URL is the API's 'new').
 */
export const TOPIC_SORTS = [
  { value: 'latest', api: 'latest', key: '-lastActivity.lastReplyAt', label: msg('forum.sort.latest') },
  { value: 'newest', api: 'new', key: '-createdAt', label: msg('forum.sort.newest') },
  { value: 'views', api: 'views', key: '-stats.views', label: msg('forum.sort.views') },
  { value: 'likes', api: 'likes', key: '-stats.likeCount', label: msg('forum.sort.likes') },
  { value: 'replies', api: 'replies', key: '-stats.replyCount', label: msg('forum.sort.replies') },
] as const satisfies ReadonlyArray<{ value: string; api: TopicListSort; key: string; label: string }>;
export type TopicSort = (typeof TOPIC_SORTS)[number]['value'];
export const DEFAULT_TOPIC_SORT: TopicSort = 'latest';

/** The API order a category page sort asks for. */
export function topicSortToApi(sort: TopicSort): TopicListSort {
  return TOPIC_SORTS.find((s) => s.value === sort)!.api;
}

/** Home feed tabs: Popüler (hot), Yeni (new), En İyi (top). */
// Labels read when shown (option()): the module is on the forum's pages too, whose script has no home.* texts.
export const HOME_FEED_TABS = [option('hot', 'home.tab.hot'), option('new', 'home.tab.new'), option('top', 'home.tab.top')] as const;
export type HomeFeedTab = (typeof HOME_FEED_TABS)[number]['value'];
/** The home feed opens newest first (forum spec §2). */
export const DEFAULT_HOME_FEED_TAB: HomeFeedTab = 'new';

export function isForumSort(value: unknown): value is ForumSort {
  return FORUM_SORTS.some((s) => s.value === value);
}

export function isTopicSort(value: unknown): value is TopicSort {
  return TOPIC_SORTS.some((s) => s.value === value);
}
