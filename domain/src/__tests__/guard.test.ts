import { evaluateGuard, isBanActive, isSafeRedirect, postLoginPath } from '../guard';

const NOW = new Date('2025-06-15T12:00:00Z');
const active = { role: 'user', isActive: true, isBanned: false, isEmailVerified: true };

describe('isBanActive', () => {
  test('a ban with an end date lasts until that moment', () => {
    expect(isBanActive({ isBanned: true, banExpiresAt: '2025-06-16T00:00:00Z' }, NOW)).toBe(true);
    expect(isBanActive({ isBanned: true, banExpiresAt: '2025-06-15T11:59:59Z' }, NOW)).toBe(false);
  });
  test('a ban without an end date, or with an unreadable one, is permanent', () => {
    expect(isBanActive({ isBanned: true, banExpiresAt: null }, NOW)).toBe(true);
    expect(isBanActive({ isBanned: true }, NOW)).toBe(true);
    expect(isBanActive({ isBanned: true, banExpiresAt: 'not a date' }, NOW)).toBe(true);
  });
  test('no ban, no guest ban', () => {
    expect(isBanActive({ isBanned: false, banExpiresAt: '2030-01-01' }, NOW)).toBe(false);
    expect(isBanActive(null, NOW)).toBe(false);
  });
});

describe('evaluateGuard, in the spec order', () => {
  test('1. waits while the session is loading', () => {
    expect(evaluateGuard({ isLoading: true, user: null, from: '/ayarlar' }, {}, NOW)).toEqual({ kind: 'wait' });
  });
  test('2. sends a guest to login, remembering where they were going', () => {
    expect(evaluateGuard({ isLoading: false, user: null, from: '/forum/yeni-konu?category=unity' }, {}, NOW)).toEqual({
      kind: 'login',
      from: '/forum/yeni-konu?category=unity',
    });
  });
  test('3. stops an inactive account before anything else', () => {
    const user = { ...active, isActive: false, isBanned: true };
    expect(evaluateGuard({ isLoading: false, user, from: '/' }, { roles: 'admin' }, NOW)).toEqual({ kind: 'inactive' });
  });
  test('a missing isActive flag means active', () => {
    const user = { role: 'user', isBanned: false, isEmailVerified: true };
    expect(evaluateGuard({ isLoading: false, user, from: '/' }, {}, NOW)).toEqual({ kind: 'allow' });
  });
  test('4. shows the ban with end date and reason, unless the page allows banned members', () => {
    const user = { ...active, isBanned: true, banExpiresAt: '2025-07-01T00:00:00Z', banReason: 'Spam' };
    expect(evaluateGuard({ isLoading: false, user, from: '/' }, {}, NOW)).toEqual({
      kind: 'banned',
      until: new Date('2025-07-01T00:00:00Z'),
      reason: 'Spam',
    });
    expect(evaluateGuard({ isLoading: false, user, from: '/' }, { allowBanned: true }, NOW)).toEqual({ kind: 'allow' });
  });
  test('an expired ban no longer blocks', () => {
    const user = { ...active, isBanned: true, banExpiresAt: '2025-06-01T00:00:00Z' };
    expect(evaluateGuard({ isLoading: false, user, from: '/' }, {}, NOW)).toEqual({ kind: 'allow' });
  });
  test('5. asks for e-mail verification only where required', () => {
    const user = { ...active, isEmailVerified: false };
    expect(evaluateGuard({ isLoading: false, user, from: '/' }, { requireEmailVerified: true }, NOW)).toEqual({ kind: 'verify-email' });
    expect(evaluateGuard({ isLoading: false, user, from: '/' }, {}, NOW)).toEqual({ kind: 'allow' });
  });
  test('6. denies a missing role, showing required and current role', () => {
    expect(evaluateGuard({ isLoading: false, user: active, from: '/admin' }, { roles: 'admin' }, NOW)).toEqual({
      kind: 'forbidden',
      required: ['admin'],
      current: 'user',
      premiumLink: false,
    });
  });
  test('a premium requirement offers the /premium link', () => {
    const decision = evaluateGuard({ isLoading: false, user: active, from: '/' }, { roles: ['premium', 'moderator', 'admin'] }, NOW);
    expect(decision).toMatchObject({ kind: 'forbidden', premiumLink: true });
  });
  test('lets a member with the role in', () => {
    const user = { ...active, role: 'moderator' };
    expect(evaluateGuard({ isLoading: false, user, from: '/' }, { roles: ['moderator', 'admin'] }, NOW)).toEqual({ kind: 'allow' });
  });
});

describe('redirects after login', () => {
  test('admins go to /admin whatever the origin', () => {
    expect(postLoginPath({ role: 'admin' }, '/forum')).toBe('/admin');
  });
  test('others go back where they came from, default /', () => {
    expect(postLoginPath({ role: 'user' }, '/forum/yeni-konu')).toBe('/forum/yeni-konu');
    expect(postLoginPath({ role: 'user' }, null)).toBe('/');
    expect(postLoginPath({ role: 'user' }, '/login')).toBe('/');
  });
  test('never leave the site', () => {
    expect(isSafeRedirect('//evil.example/x')).toBe(false);
    expect(isSafeRedirect('https://evil.example')).toBe(false);
    expect(isSafeRedirect('/\\evil.example')).toBe(false);
    expect(isSafeRedirect('javascript:alert(1)')).toBe(false);
    expect(postLoginPath({ role: 'user' }, '//evil.example')).toBe('/');
  });
  test.each([
    '/\t/evil.example/c',
    '/\n/evil.example/c',
    '/\r\n/evil.example/c',
    '/\t\\evil.example',
    decodeURIComponent('/%09/evil.example/c'),
    decodeURIComponent('/%0d%0a/evil.example/c'),
    decodeURIComponent('/%09%5cevil.example/c'),
    '/\u0000//evil.example',
    '/\u0085/evil.example',
  ])('a path browsers would read as another host is refused: %j', (payload) => {
    expect(isSafeRedirect(payload)).toBe(false);
    expect(postLoginPath({ role: 'user' }, payload)).toBe('/');
  });
  test('ordinary site paths with queries and hashes still come back', () => {
    expect(isSafeRedirect('/forum/kategori/unity?sayfa=2#son')).toBe(true);
    expect(postLoginPath({ role: 'user' }, '/forum/konu/ilk-oyunum')).toBe('/forum/konu/ilk-oyunum');
  });
});
