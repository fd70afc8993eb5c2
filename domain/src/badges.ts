/**
 * Badges earned by what a member did, as data: each rule names the counter it reads and the threshold.
 * Slugs match the badge definitions (cms seed content/badges.ts); rarity and RP reward live on the badge
 * row, so the cms reads them from there when it awards. `badgeProgress` is pure and shared by the award
 * check (cms) and the progress shown to a member.
 */
export interface BadgeStats {
  topics: number;
  replies: number;
  solutions: number;
  likesReceived: number;
  blogPosts: number;
  /** Longest run of active Istanbul days (best_streak). */
  bestStreak: number;
  onboardingCompleted: boolean;
}

export type BadgeMetric = Exclude<keyof BadgeStats, 'onboardingCompleted'> | 'onboarding';

export interface BadgeRule {
  slug: string;
  metric: BadgeMetric;
  threshold: number;
}

export const BADGE_RULES: readonly BadgeRule[] = [
  { slug: 'profil-tamamlandi', metric: 'onboarding', threshold: 1 },
  { slug: 'ilk-konu', metric: 'topics', threshold: 1 },
  { slug: 'ilk-yanit', metric: 'replies', threshold: 1 },
  { slug: 'sohbet-ustasi', metric: 'replies', threshold: 10 },
  { slug: 'cozum-bulucu', metric: 'solutions', threshold: 1 },
  { slug: 'yardimsever', metric: 'solutions', threshold: 3 },
  { slug: 'begeni-miknatisi', metric: 'likesReceived', threshold: 10 },
  { slug: 'populer-yazar', metric: 'likesReceived', threshold: 30 },
  { slug: 'yedi-gunluk-seri', metric: 'bestStreak', threshold: 7 },
  { slug: 'otuz-gunluk-seri', metric: 'bestStreak', threshold: 30 },
  { slug: 'yuz-gunluk-seri', metric: 'bestStreak', threshold: 100 },
  { slug: 'ilk-blog-yazisi', metric: 'blogPosts', threshold: 1 },
  { slug: 'bilgi-kaynagi', metric: 'blogPosts', threshold: 5 },
];

export interface BadgeProgress {
  slug: string;
  current: number;
  threshold: number;
  /** 0–100, whole percent. */
  percent: number;
  earned: boolean;
}

export function metricValue(stats: BadgeStats, metric: BadgeMetric): number {
  if (metric === 'onboarding') return stats.onboardingCompleted ? 1 : 0;
  return Math.max(0, Math.floor(stats[metric]));
}

/** How far `stats` are towards every rule's badge; `earned` once the threshold is reached. */
export function badgeProgress(stats: BadgeStats, rules: readonly BadgeRule[] = BADGE_RULES): BadgeProgress[] {
  return rules.map((rule) => {
    const current = Math.min(metricValue(stats, rule.metric), rule.threshold);
    return {
      slug: rule.slug,
      current,
      threshold: rule.threshold,
      percent: Math.floor((current / rule.threshold) * 100),
      earned: current >= rule.threshold,
    };
  });
}

/** The slugs whose threshold `stats` reach. */
export function earnedBadgeSlugs(stats: BadgeStats, rules: readonly BadgeRule[] = BADGE_RULES): string[] {
  return badgeProgress(stats, rules)
    .filter((p) => p.earned)
    .map((p) => p.slug);
}
