import {
  AD_SLOTS,
  ADMIN_TOAST_DURATIONS,
  BIO_MAX,
  DEFAULT_THEME,
  REDIRECT_DELAYS,
  SESSION_HOURS,
  SESSION_MS,
  STORAGE_KEYS,
  THEME_COLORS,
  TOAST_DURATIONS,
} from '../constants';

describe('constants of the spec', () => {
  test('session lasts 24 hours', () => {
    expect(SESSION_HOURS).toBe(24);
    expect(SESSION_MS).toBe(86_400_000);
  });
  test('toasts: 4 s blank and error, 2 s success; admin 4/3/5 s', () => {
    expect(TOAST_DURATIONS).toMatchObject({ blank: 4000, error: 4000, success: 2000 });
    expect(ADMIN_TOAST_DURATIONS).toEqual({ default: 4000, success: 3000, error: 5000 });
  });
  test('redirect delays', () => {
    expect(REDIRECT_DELAYS).toEqual({ afterLogin: 800, afterRegister: 2000, afterVerify: 3000, afterReset: 3000 });
  });
  test('bio, theme and storage', () => {
    expect(BIO_MAX).toBe(500);
    expect(DEFAULT_THEME).toBe('dark');
    expect(THEME_COLORS).toEqual({ dark: '#1a1a2e', light: '#ffffff' });
    // The spec's four keys, plus ours for the announcements a visitor closed (the spec has no banner to close).
    expect(STORAGE_KEYS).toEqual({
      token: 'token',
      tokenExpiresAt: 'tokenExpiresAt',
      user: 'user',
      theme: 'oyundev-theme',
      dismissedAnnouncements: 'oyundev-dismissed-announcements',
    });
  });
  test('ad slots', () => {
    expect(AD_SLOTS).toEqual({
      'list-top': { width: 1200, height: 240 },
      sidebar: { width: 600, height: 500 },
      'in-content': { width: 1200, height: 300 },
    });
  });
});
