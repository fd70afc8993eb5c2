import { BADGE_RULES, badgeProgress, earnedBadgeSlugs, type BadgeStats } from '../badges';

const none: BadgeStats = {
  topics: 0,
  replies: 0,
  solutions: 0,
  likesReceived: 0,
  blogPosts: 0,
  bestStreak: 0,
  onboardingCompleted: false,
};

describe('badgeProgress', () => {
  it('has one entry per rule, none earned for a new member', () => {
    const progress = badgeProgress(none);
    expect(progress).toHaveLength(BADGE_RULES.length);
    expect(progress.every((p) => !p.earned && p.current === 0 && p.percent === 0)).toBe(true);
  });

  it('earns the first-topic badge at one topic and counts replies towards 10', () => {
    const progress = badgeProgress({ ...none, topics: 1, replies: 4 });
    expect(progress.find((p) => p.slug === 'ilk-konu')).toMatchObject({ earned: true, percent: 100 });
    expect(progress.find((p) => p.slug === 'sohbet-ustasi')).toMatchObject({ current: 4, threshold: 10, percent: 40, earned: false });
  });

  it('caps progress at the threshold and reads onboarding and streaks', () => {
    const slugs = earnedBadgeSlugs({ ...none, likesReceived: 45, bestStreak: 7, onboardingCompleted: true });
    expect(slugs).toEqual(expect.arrayContaining(['begeni-miknatisi', 'populer-yazar', 'yedi-gunluk-seri', 'profil-tamamlandi']));
    expect(slugs).not.toContain('otuz-gunluk-seri');
    expect(badgeProgress({ ...none, likesReceived: 45 }).find((p) => p.slug === 'begeni-miknatisi')).toMatchObject({
      current: 10,
      percent: 100,
    });
  });

  it('treats negative or fractional counts as whole non-negative numbers', () => {
    expect(earnedBadgeSlugs({ ...none, topics: -3, blogPosts: 0.9 })).toEqual([]);
  });

  it('has unique slugs and positive thresholds', () => {
    expect(new Set(BADGE_RULES.map((r) => r.slug)).size).toBe(BADGE_RULES.length);
    expect(BADGE_RULES.every((r) => r.threshold > 0)).toBe(true);
  });
});
