import { msg } from './messages';

export interface Level {
  key: 'newDeveloper' | 'risingTalent' | 'experienced' | 'expert' | 'master' | 'legend';
  name: string;
  /** Lowest reputation of the level. */
  min: number;
  /** Highest reputation of the level; null for the top level. */
  max: number | null;
}

/** Reputation bands (forum spec §9). */
export const LEVELS: readonly Level[] = [
  { key: 'newDeveloper', name: msg('level.newDeveloper'), min: 0, max: 99 },
  { key: 'risingTalent', name: msg('level.risingTalent'), min: 100, max: 499 },
  { key: 'experienced', name: msg('level.experienced'), min: 500, max: 1499 },
  { key: 'expert', name: msg('level.expert'), min: 1500, max: 2999 },
  { key: 'master', name: msg('level.master'), min: 3000, max: 4999 },
  { key: 'legend', name: msg('level.legend'), min: 5000, max: null },
];

/**
 * A brand-new account's level before any reputation is computed (spec accounts §4). It is a label for
 * the empty state, not a band: once reputation is derived the member is at least 'Yeni Geliştirici'.
 */
export const NEW_MEMBER_LEVEL = msg('level.newMember');

/** Level for a reputation; negative reputation (possible after downvotes) stays at the first level. */
export function levelForReputation(reputation: number): Level {
  for (let i = LEVELS.length - 1; i > 0; i--) {
    if (reputation >= LEVELS[i].min) return LEVELS[i];
  }
  return LEVELS[0];
}

/** The next level and how far along the current band the member is (0–1; 1 at the top level). */
export function levelProgress(reputation: number): { level: Level; next: Level | null; progress: number; remaining: number } {
  const level = levelForReputation(reputation);
  const index = LEVELS.indexOf(level);
  const next = LEVELS[index + 1] ?? null;
  if (!next) return { level, next: null, progress: 1, remaining: 0 };
  const span = next.min - level.min;
  const into = Math.max(0, reputation - level.min);
  return { level, next, progress: Math.min(1, into / span), remaining: next.min - Math.max(reputation, level.min) };
}

/** Badge categories: the achievement categories plus those seen on sample badges (forum spec §3). */
export const BADGE_CATEGORIES = [
  'special',
  'community',
  'technical',
  'onboarding',
  'streak',
  'creative',
  'design',
  'innovation',
  'art',
  'knowledge',
  'achievement',
  'helping',
] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];

export const BADGE_RARITIES = ['common', 'rare', 'epic', 'legendary'] as const;
export type BadgeRarity = (typeof BADGE_RARITIES)[number];

export function badgeCategoryLabel(category: BadgeCategory): string {
  return msg(`badge.category.${category}`);
}

export function badgeRarityLabel(rarity: BadgeRarity): string {
  return msg(`badge.rarity.${rarity}`);
}

/** Awarded on registration (spec accounts §4). */
export const WELCOME_BADGE = {
  slug: 'hos-geldin',
  name: msg('badge.welcome.name'),
  description: msg('badge.welcome.description'),
  category: 'onboarding' as BadgeCategory,
  rarity: 'common' as BadgeRarity,
  /** RP the welcome badge credits — the registration and the seed write the same badge_earned line. */
  reward: 10,
};

export const STREAK_TYPES = ['daily', 'weekly', 'monthly'] as const;
export type StreakType = (typeof STREAK_TYPES)[number];

export const LEADERBOARD_PERIODS = ['overall', 'weekly', 'monthly'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** Positions 1–3 get a medal on leaderboards. */
export function leaderboardMedal(position: number): 'gold' | 'silver' | 'bronze' | null {
  return position === 1 ? 'gold' : position === 2 ? 'silver' : position === 3 ? 'bronze' : null;
}
