import {
  DISCOVERY_CATEGORIES,
  DISCOVERY_ENGINES,
  DISCOVERY_SORTS,
  optionValues,
  type DiscoveryCategory,
  type DiscoveryEngine,
  type DiscoverySort,
} from './options';
import { msg } from './messages';
import { DEFAULT_DISCOVERY_SORT, EMPTY_DISCOVERY_QUERY, type DiscoveryQuery } from './discovery-url';

export { DEFAULT_DISCOVERY_SORT, EMPTY_DISCOVERY_QUERY, discoverySearchString, type DiscoveryQuery } from './discovery-url';

// ── Discovery (/discover) and trending (/trending) ─────────────────────────
// One place for the facets a topic or a blog post carries, how discovery's categories map onto the real
// forum and blog categories, the URL form of a discovery query, and the trending formula's constants (the
// cms builds its SQL from these very numbers).

/** The engine a topic or post is about (`gameEngine` on both content types); null = not engine-specific. */
export const GAME_ENGINES = /* @__PURE__ */ optionValues(DISCOVERY_ENGINES);
export type GameEngine = DiscoveryEngine;

/** The level a topic or post is written for (`skillLevel` on both content types). */
export const CONTENT_SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type ContentSkillLevel = (typeof CONTENT_SKILL_LEVELS)[number];

export const DISCOVERY_SORT_VALUES = /* @__PURE__ */ optionValues(DISCOVERY_SORTS);
export const DISCOVERY_CATEGORY_VALUES = /* @__PURE__ */ optionValues(DISCOVERY_CATEGORIES);
export const DISCOVERY_TYPES = ['all', 'forum', 'blog'] as const;
export type DiscoveryType = (typeof DISCOVERY_TYPES)[number];
export const DISCOVERY_PAGE_SIZE = 12;

/**
 * Discovery's five categories as the real forum and blog categories (by slug). A category not listed
 * (engines, general chat, platforms) is found through the engine filter or unfiltered.
 */
export const DISCOVERY_CATEGORY_SOURCES: Record<DiscoveryCategory, { forum: readonly string[]; blog: readonly string[] }> = {
  programming: {
    forum: ['csharp', 'cpp', 'javascript', 'shader-programlama', 'yapay-zeka', 'multiplayer', 'optimizasyon'],
    blog: ['csharp-programlama', 'javascript'],
  },
  art: { forum: ['2d-art', '3d-modelleme', 'animasyon', 'ui-ux'], blog: ['2d-art'] },
  audio: { forum: ['ses-muzik'], blog: [] },
  gamedesign: { forum: ['proje-vitrini', 'oyun-jamleri'], blog: ['game-design'] },
  business: { forum: ['pazarlama', 'kariyer'], blog: ['indie-gelistirme', 'mobil-oyunlar'] },
};

/** The discovery category a forum or blog category belongs to, or null. */
export function discoveryCategoryOf(type: 'forum' | 'blog', categorySlug: string | null | undefined): DiscoveryCategory | null {
  if (!categorySlug) return null;
  const found = DISCOVERY_CATEGORY_VALUES.find((c) => DISCOVERY_CATEGORY_SOURCES[c][type].includes(categorySlug));
  return found ?? null;
}

/** The forum or blog category slugs of a set of discovery categories (empty set = no category filter). */
export function categorySlugsFor(type: 'forum' | 'blog', categories: readonly DiscoveryCategory[]): string[] {
  return [...new Set(categories.flatMap((c) => DISCOVERY_CATEGORY_SOURCES[c][type]))];
}

/** A comma list of known values: unknown entries are dropped, duplicates once, in the list's order. */
function listOf<T extends string>(raw: string | null | undefined, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const wanted = new Set(raw.split(',').map((v) => v.trim()));
  return allowed.filter((v) => wanted.has(v));
}

function pageOf(raw: string | null | undefined): number {
  const n = raw && /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}

/** What the parsers read: a URLSearchParams (site) or a parsed query string (cms). */
export type ParamSource = { get(key: string): string | null } | Record<string, unknown>;

function reader(params: ParamSource) {
  return (key: string): string | null => {
    if (typeof params.get === 'function') return (params as { get(key: string): string | null }).get(key);
    const value = (params as Record<string, unknown>)[key];
    return typeof value === 'string' ? value : null;
  };
}

/** The query a URL's search part (or a request's query string) describes; junk means the default. */
export function parseDiscoveryParams(params: ParamSource): DiscoveryQuery {
  const get = reader(params);
  const type = get('type');
  const sort = get('sort');
  return {
    type: (DISCOVERY_TYPES as readonly string[]).includes(type ?? '') ? (type as DiscoveryType) : 'all',
    sort: (DISCOVERY_SORT_VALUES as readonly string[]).includes(sort ?? '') ? (sort as DiscoverySort) : DEFAULT_DISCOVERY_SORT,
    engines: listOf(get('engine'), GAME_ENGINES),
    levels: listOf(get('level'), CONTENT_SKILL_LEVELS),
    categories: listOf(get('category'), DISCOVERY_CATEGORY_VALUES),
    page: pageOf(get('page')),
  };
}

/** True when the URL names no discovery parameter at all (then a member's own defaults apply). */
export function hasDiscoveryParams(params: ParamSource): boolean {
  const get = reader(params);
  return ['type', 'sort', 'engine', 'level', 'category', 'page'].some((key) => get(key) !== null);
}

/** Onboarding's engine choices (profile values) as discovery engines ('construct' is Construct 3). */
const ENGINE_FROM_PROFILE: Record<string, GameEngine | undefined> = {
  unity: 'unity',
  unreal: 'unreal',
  godot: 'godot',
  gamemaker: 'gamemaker',
  construct: 'construct3',
};

/** Onboarding's interests (profile specialties) as discovery categories. */
const CATEGORY_FROM_SPECIALTY: Record<string, DiscoveryCategory | undefined> = {
  programming: 'programming',
  '2d-art': 'art',
  '3d-art': 'art',
  animation: 'art',
  'ui-design': 'art',
  sound: 'audio',
  'game-design': 'gamedesign',
  management: 'business',
};

/** Experience as a skill level: the member's level name (domain `levels`) or an explicit skill choice. */
const LEVEL_FROM_EXPERIENCE: Record<string, ContentSkillLevel | undefined> = {
  beginner: 'beginner',
  intermediate: 'intermediate',
  advanced: 'advanced',
  expert: 'expert',
};

/**
 * A member's default discovery filters from their onboarding choices: engines, interests (specialties)
 * and, when they stated one, experience. Values the discovery facets do not know are dropped.
 */
export function discoveryDefaults(member: {
  gameEngines?: readonly string[] | null;
  specialties?: readonly string[] | null;
  experience?: string | null;
}): DiscoveryQuery {
  const engines = new Set((member.gameEngines ?? []).map((e) => ENGINE_FROM_PROFILE[e]).filter(Boolean));
  const categories = new Set((member.specialties ?? []).map((s) => CATEGORY_FROM_SPECIALTY[s]).filter(Boolean));
  const level = member.experience ? LEVEL_FROM_EXPERIENCE[member.experience] : undefined;
  return {
    ...EMPTY_DISCOVERY_QUERY,
    engines: GAME_ENGINES.filter((e) => engines.has(e)),
    categories: DISCOVERY_CATEGORY_VALUES.filter((c) => categories.has(c)),
    levels: level ? [level] : [],
  };
}

// ── Trending ───────────────────────────────────────────────────────────────

export const TRENDING_PERIODS = [
  { value: 'today', hours: 24, label: msg('trending.period.today') },
  { value: 'week', hours: 24 * 7, label: msg('trending.period.week') },
  { value: 'month', hours: 24 * 30, label: msg('trending.period.month') },
] as const;
export type TrendingPeriod = (typeof TRENDING_PERIODS)[number]['value'];
export const DEFAULT_TRENDING_PERIOD: TrendingPeriod = 'week';
export const TRENDING_LIMIT = 20;

export function isTrendingPeriod(value: unknown): value is TrendingPeriod {
  return TRENDING_PERIODS.some((p) => p.value === value);
}

export function trendingPeriodHours(period: TrendingPeriod): number {
  return TRENDING_PERIODS.find((p) => p.value === period)!.hours;
}

/**
 * What one act within the window is worth: a vote counts its value (up +, down −), a like, a reply (forum) or
 * a comment (blog) and a counted view (one per visitor per day).
 */
export const TRENDING_WEIGHTS = { vote: 2, like: 3, reply: 4, comment: 4, view: 0.2 } as const;

/** An item is flagged trending on /discover when its score over the last week reaches this. */
export const TRENDING_FLAG_MIN_SCORE = 12;

export interface TrendingActivity {
  votes: number;
  likes: number;
  replies: number;
  comments: number;
  views: number;
}

/** The trending score of an item's activity within a window. */
export function trendingScore(a: TrendingActivity): number {
  const w = TRENDING_WEIGHTS;
  return w.vote * a.votes + w.like * a.likes + w.reply * a.replies + w.comment * a.comments + w.view * a.views;
}

/** The same score as SQL over columns holding each count (the cms ranks with it). */
export function trendingScoreSql(columns: Record<keyof TrendingActivity, string>): string {
  const w = TRENDING_WEIGHTS;
  return (
    `(${w.vote} * ${columns.votes} + ${w.like} * ${columns.likes} + ${w.reply} * ${columns.replies}` +
    ` + ${w.comment} * ${columns.comments} + ${w.view} * ${columns.views})`
  );
}
