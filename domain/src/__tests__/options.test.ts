import {
  ANALYTICS_RANGES,
  ANNOUNCEMENT_TYPES,
  DEFAULT_ANALYTICS_RANGE,
  DEFAULT_ANNOUNCEMENT_TYPE,
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_SITE_SETTINGS,
  DISCOVERY_ENGINES,
  DISCOVERY_SKILL_LEVELS,
  ENGINE_OPTIONS,
  FORUM_CATEGORY_GROUPS,
  PROGRAMMING_LANGUAGE_OPTIONS,
  REPORT_RESOLUTIONS,
  REPORT_STATUSES,
  SEARCH_POPULAR_TERMS,
  SEARCH_TYPES,
  SITE_SETTINGS_GROUPS,
  SOCIAL_LINK_KEYS,
  SPECIALTY_OPTIONS,
  canDecideReport,
  mergeSiteSettings,
  optionLabel,
  reportStatusLabel,
} from '../options';

const pairs = (options: readonly { value: string; label: string }[]) => options.map((o) => [o.value, o.label]);

describe('profile options', () => {
  test('engines: product names as they are, the custom engine in Turkish', () => {
    expect(pairs(ENGINE_OPTIONS)).toEqual([
      ['unity', 'Unity'],
      ['unreal', 'Unreal Engine'],
      ['godot', 'Godot'],
      ['gamemaker', 'GameMaker'],
      ['construct', 'Construct'],
      ['custom', 'Özel Motor'],
    ]);
  });
  test('specialties: spec values, English colour labels, Turkish display labels', () => {
    expect(SPECIALTY_OPTIONS.map((o) => o.value)).toEqual([
      'programming',
      '2d-art',
      '3d-art',
      'animation',
      'ui-design',
      'sound',
      'game-design',
      'management',
    ]);
    expect(SPECIALTY_OPTIONS.map((o) => o.labelEn)).toEqual([
      'Game Programming',
      '2D Art',
      '3D Art',
      'Animation',
      'UI/UX Design',
      'Sound Design',
      'Game Design',
      'Project Management',
    ]);
    expect(optionLabel(SPECIALTY_OPTIONS, 'sound')).toBe('Ses Tasarımı');
    expect(optionLabel(SPECIALTY_OPTIONS, 'unknown-old-value')).toBe('unknown-old-value');
  });
  test('languages of the colour mapping, Other shown in Turkish', () => {
    expect(PROGRAMMING_LANGUAGE_OPTIONS.map((o) => o.labelEn)).toEqual([
      'C#',
      'C++',
      'JavaScript',
      'Python',
      'GDScript',
      'Blueprint',
      'Lua',
      'Java',
      'Other',
    ]);
    expect(optionLabel(PROGRAMMING_LANGUAGE_OPTIONS, 'other')).toBe('Diğer');
  });
  test('seven social links and seven notification flags, all on by default', () => {
    expect(SOCIAL_LINK_KEYS).toEqual(['website', 'github', 'linkedin', 'twitter', 'discord', 'steam', 'itchio']);
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      newFollower: true,
      newComment: true,
      newLike: true,
      newMention: true,
      weeklyDigest: true,
    });
  });
});

describe('discovery, search, forum', () => {
  test('discovery filters', () => {
    expect(DISCOVERY_ENGINES.map((o) => o.value)).toEqual(['unity', 'unreal', 'godot', 'construct3', 'gamemaker']);
    expect(DISCOVERY_SKILL_LEVELS.map((o) => o.value)).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
  });
  test('search types and popular terms', () => {
    expect(pairs(SEARCH_TYPES)).toEqual([
      ['all', 'Tümü'],
      ['forum', 'Forum'],
      ['blog', 'Blog'],
      ['users', 'Kullanıcılar'],
    ]);
    expect(SEARCH_POPULAR_TERMS).toHaveLength(9);
    expect(SEARCH_POPULAR_TERMS).toContain('optimizasyon');
  });
  test('category groups of the spec with Turkish labels', () => {
    expect(FORUM_CATEGORY_GROUPS.map((o) => o.value)).toEqual([
      'oyun-motorlari',
      'sanat-tasarim',
      'programlama',
      'genel',
      'premium',
      'platform-specific',
      'technical-advanced',
      'business',
    ]);
    expect(optionLabel(FORUM_CATEGORY_GROUPS, 'oyun-motorlari')).toBe('Oyun Motorları');
  });
});

describe('admin options', () => {
  test('report statuses; unknown reads as pending; only pending is decided', () => {
    expect(pairs(REPORT_STATUSES)).toEqual([
      ['pending', 'Beklemede'],
      ['reviewed', 'İncelemede'],
      ['resolved', 'Çözüldü'],
      ['rejected', 'Reddedildi'],
    ]);
    expect(reportStatusLabel('weird')).toBe('Beklemede');
    expect(reportStatusLabel(undefined)).toBe('Beklemede');
    expect(canDecideReport('pending')).toBe(true);
    expect(canDecideReport('resolved')).toBe(false);
    expect(REPORT_RESOLUTIONS.approved).toBe('Rapor onaylandı ve gerekli işlem yapıldı');
    expect(REPORT_RESOLUTIONS.bulkRejected).toBe('Toplu red - ihlal bulunamadı');
  });
  test('announcement types default to info; analytics range defaults to 7 days', () => {
    expect(ANNOUNCEMENT_TYPES.map((o) => o.value)).toEqual(['info', 'success', 'warning', 'error']);
    expect(DEFAULT_ANNOUNCEMENT_TYPE).toBe('info');
    expect(pairs(ANALYTICS_RANGES)).toEqual([
      ['24hours', 'Son 24 Saat'],
      ['7days', 'Son 7 Gün'],
      ['30days', 'Son 30 Gün'],
      ['90days', 'Son 3 Ay'],
    ]);
    expect(DEFAULT_ANALYTICS_RANGE).toBe('7days');
  });
});

describe('site settings', () => {
  test('six groups with the defaults of forum spec §9', () => {
    expect(Object.keys(DEFAULT_SITE_SETTINGS)).toEqual([...SITE_SETTINGS_GROUPS]);
    expect(SITE_SETTINGS_GROUPS).toEqual(['general', 'appearance', 'content', 'security', 'email', 'social']);
    expect(DEFAULT_SITE_SETTINGS.general).toMatchObject({
      siteName: 'OyunDev',
      timezone: 'Europe/Istanbul',
      language: 'tr-TR',
      registrationEnabled: true,
      emailVerificationRequired: true,
      maintenanceMode: false,
    });
    expect(DEFAULT_SITE_SETTINGS.appearance.darkMode).toBe(true);
    expect(DEFAULT_SITE_SETTINGS.content).toMatchObject({
      postsPerPage: 10,
      topicsPerPage: 20,
      maxUploadSize: 10,
      allowedFileTypes: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'zip'],
    });
    expect(DEFAULT_SITE_SETTINGS.security).toMatchObject({ maxLoginAttempts: 5, sessionTimeout: 1440, passwordMinLength: 8 });
    expect(DEFAULT_SITE_SETTINGS.email.smtpPort).toBe(587);
  });
  test('the shared defaults cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_SITE_SETTINGS.content)).toBe(true);
    expect(() => {
      (DEFAULT_SITE_SETTINGS.content.allowedFileTypes as string[]).push('exe');
    }).toThrow(TypeError);
  });
  test('mergeSiteSettings fills gaps field by field and returns a fresh object', () => {
    const merged = mergeSiteSettings({ content: { postsPerPage: 25 }, general: { siteName: 'OyunDev Beta', bogus: 1 } as never });
    expect(merged.content.postsPerPage).toBe(25);
    expect(merged.content.topicsPerPage).toBe(20);
    expect(merged.general.siteName).toBe('OyunDev Beta');
    expect(merged.general).not.toHaveProperty('bogus');
    expect(merged.security.sessionTimeout).toBe(1440);
    merged.content.allowedFileTypes.push('mp4');
    expect(DEFAULT_SITE_SETTINGS.content.allowedFileTypes).toHaveLength(6);
    expect(mergeSiteSettings(null)).toEqual(JSON.parse(JSON.stringify(DEFAULT_SITE_SETTINGS)));
  });
});
