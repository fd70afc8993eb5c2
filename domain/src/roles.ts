import { msg } from './messages';

export const ROLES = ['admin', 'moderator', 'premium', 'user'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The least a role check needs to know about a member. `null`/`undefined` means "not signed in":
 * callers pass the authenticated user or nothing, so a stale user object from a logged-out session
 * must not be handed in.
 */
export interface RoleHolder {
  role?: string | null;
}

export type MaybeUser = RoleHolder | null | undefined;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Turkish label of a role; anything unknown reads as a plain member (spec forum §6 "otherwise"). */
export function roleLabel(role: string | null | undefined): string {
  switch (role) {
    case 'admin':
      return msg('role.admin');
    case 'moderator':
      return msg('role.moderator');
    case 'premium':
      return msg('role.premium');
    default:
      return msg('role.user');
  }
}

/** True only for a signed-in user whose role is `roles` or one of `roles`. */
export function hasRole(user: MaybeUser, roles: Role | readonly Role[]): boolean {
  if (!user || !isRole(user.role)) return false;
  const wanted: readonly Role[] = typeof roles === 'string' ? [roles] : roles;
  return wanted.includes(user.role);
}

/** Premium privileges (no ads, premium categories) come with every role above premium too. */
export function isPremium(user: MaybeUser): boolean {
  return hasRole(user, ['premium', 'moderator', 'admin']);
}

export function isModerator(user: MaybeUser): boolean {
  return hasRole(user, ['moderator', 'admin']);
}

export function isAdmin(user: MaybeUser): boolean {
  return hasRole(user, 'admin');
}

/** Guests and plain members see ad slots; premium and above do not. */
export function showsAds(user: MaybeUser): boolean {
  return !isPremium(user);
}

export interface Identified extends RoleHolder {
  id: string | number;
}

/**
 * Reply (and topic) edit/delete: the author, moderators and admins. Ids are compared as strings because
 * Strapi hands out numeric ids while JSON from forms and URLs carries strings.
 */
export function canEditOwnedContent(user: Identified | null | undefined, authorId: string | number | null | undefined): boolean {
  if (!user) return false;
  if (isModerator(user)) return true;
  return authorId !== null && authorId !== undefined && String(user.id) === String(authorId);
}

/** The report button is offered to signed-in members on content they did not write. */
export function canReport(user: Identified | null | undefined, authorId: string | number | null | undefined): boolean {
  if (!user) return false;
  return authorId === null || authorId === undefined || String(user.id) !== String(authorId);
}

/** Admin "promote" cycles user → moderator → admin → user; premium is promoted like a user. */
export function nextPromotedRole(role: Role): Role {
  switch (role) {
    case 'user':
    case 'premium':
      return 'moderator';
    case 'moderator':
      return 'admin';
    case 'admin':
      return 'user';
  }
}
