import {
  BADGE_CATEGORIES,
  BADGE_RARITIES,
  LEVELS,
  NEW_MEMBER_LEVEL,
  WELCOME_BADGE,
  badgeCategoryLabel,
  badgeRarityLabel,
  leaderboardMedal,
  levelForReputation,
  levelProgress,
} from '../levels';

describe('levelForReputation (forum spec §9)', () => {
  test.each([
    [0, 'Yeni Geliştirici'],
    [99, 'Yeni Geliştirici'],
    [100, 'Gelişen Yetenek'],
    [499, 'Gelişen Yetenek'],
    [500, 'Deneyimli Geliştirici'],
    [1499, 'Deneyimli Geliştirici'],
    [1500, 'Uzman Geliştirici'],
    [2999, 'Uzman Geliştirici'],
    [3000, 'Usta Geliştirici'],
    [4999, 'Usta Geliştirici'],
    [5000, 'Efsane Geliştirici'],
    [1_000_000, 'Efsane Geliştirici'],
    [-40, 'Yeni Geliştirici'],
  ])('%i → %s', (reputation, name) => {
    expect(levelForReputation(reputation).name).toBe(name);
  });

  test('bands are contiguous', () => {
    for (let i = 1; i < LEVELS.length; i++) expect(LEVELS[i].min).toBe((LEVELS[i - 1].max as number) + 1);
    expect(LEVELS[LEVELS.length - 1].max).toBeNull();
  });

  test('a new account starts as Yeni Üye', () => {
    expect(NEW_MEMBER_LEVEL).toBe('Yeni Üye');
  });
});

describe('levelProgress', () => {
  test('measures progress through the current band', () => {
    expect(levelProgress(300)).toMatchObject({
      level: { name: 'Gelişen Yetenek' },
      next: { name: 'Deneyimli Geliştirici' },
      progress: 0.5,
      remaining: 200,
    });
    expect(levelProgress(0)).toMatchObject({ progress: 0, remaining: 100 });
    expect(levelProgress(7000)).toMatchObject({ next: null, progress: 1, remaining: 0 });
  });
});

describe('badges', () => {
  test('categories and rarities of the spec', () => {
    expect(BADGE_CATEGORIES).toEqual(
      expect.arrayContaining([
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
      ]),
    );
    expect(BADGE_CATEGORIES).toHaveLength(12);
    expect(BADGE_RARITIES).toEqual(['common', 'rare', 'epic', 'legendary']);
  });
  test('every category and rarity has a Turkish label', () => {
    expect(badgeRarityLabel('legendary')).toBe('Efsanevi');
    expect(badgeCategoryLabel('community')).toBe('Topluluk');
    for (const c of BADGE_CATEGORIES) expect(badgeCategoryLabel(c)).not.toMatch(/^badge\./);
  });
  test('the welcome badge of a new registration', () => {
    expect(WELCOME_BADGE).toMatchObject({ name: 'Hoş Geldin!', category: 'onboarding', rarity: 'common' });
  });
  test('top three get medals', () => {
    expect([1, 2, 3, 4].map(leaderboardMedal)).toEqual(['gold', 'silver', 'bronze', null]);
  });
});
