import {
  canEditOwnedContent,
  canReport,
  hasRole,
  isAdmin,
  isModerator,
  isPremium,
  isRole,
  nextPromotedRole,
  roleLabel,
  showsAds,
} from '../roles';

const admin = { id: 1, role: 'admin' };
const moderator = { id: 2, role: 'moderator' };
const premium = { id: 3, role: 'premium' };
const member = { id: 4, role: 'user' };

describe('roleLabel', () => {
  test('gives the Turkish label of each role', () => {
    expect(roleLabel('admin')).toBe('Yönetici');
    expect(roleLabel('moderator')).toBe('Moderatör');
    expect(roleLabel('premium')).toBe('Premium Üye');
    expect(roleLabel('user')).toBe('Kullanıcı');
  });
  test('reads anything unknown as a plain member', () => {
    expect(roleLabel('authenticated')).toBe('Kullanıcı');
    expect(roleLabel(undefined)).toBe('Kullanıcı');
  });
});

describe('hasRole', () => {
  test('is false for a guest whatever is asked', () => {
    expect(hasRole(null, 'user')).toBe(false);
    expect(hasRole(undefined, ['user', 'premium', 'moderator', 'admin'])).toBe(false);
  });
  test('accepts a single role or a list', () => {
    expect(hasRole(member, 'user')).toBe(true);
    expect(hasRole(member, 'admin')).toBe(false);
    expect(hasRole(moderator, ['admin', 'moderator'])).toBe(true);
    expect(hasRole(premium, ['admin', 'moderator'])).toBe(false);
  });
  test('is false for a role outside the four, even if listed loosely', () => {
    expect(hasRole({ role: 'authenticated' }, ['user'])).toBe(false);
    expect(hasRole({ role: null }, 'user')).toBe(false);
    expect(isRole('premium')).toBe(true);
    expect(isRole('Premium')).toBe(false);
  });
});

describe('isPremium / isModerator / isAdmin (spec accounts §6)', () => {
  test.each([
    ['admin', admin, true, true, true],
    ['moderator', moderator, true, true, false],
    ['premium', premium, true, false, false],
    ['user', member, false, false, false],
    ['guest', null, false, false, false],
  ])('%s', (_name, user, premiumExpected, moderatorExpected, adminExpected) => {
    expect(isPremium(user)).toBe(premiumExpected);
    expect(isModerator(user)).toBe(moderatorExpected);
    expect(isAdmin(user)).toBe(adminExpected);
    expect(showsAds(user)).toBe(!premiumExpected);
  });
});

describe('content ownership', () => {
  test('the author, moderators and admins may edit or delete a reply', () => {
    expect(canEditOwnedContent(member, 4)).toBe(true);
    expect(canEditOwnedContent(member, '4')).toBe(true);
    expect(canEditOwnedContent(member, 5)).toBe(false);
    expect(canEditOwnedContent(premium, 4)).toBe(false);
    expect(canEditOwnedContent(moderator, 4)).toBe(true);
    expect(canEditOwnedContent(admin, 4)).toBe(true);
    expect(canEditOwnedContent(null, 4)).toBe(false);
    expect(canEditOwnedContent(member, null)).toBe(false);
  });
  test('only signed-in non-authors may report', () => {
    expect(canReport(member, 5)).toBe(true);
    expect(canReport(member, 4)).toBe(false);
    expect(canReport(null, 5)).toBe(false);
  });
});

describe('nextPromotedRole', () => {
  test('cycles user → moderator → admin → user', () => {
    expect(nextPromotedRole('user')).toBe('moderator');
    expect(nextPromotedRole('moderator')).toBe('admin');
    expect(nextPromotedRole('admin')).toBe('user');
    expect(nextPromotedRole('premium')).toBe('moderator');
  });
});
