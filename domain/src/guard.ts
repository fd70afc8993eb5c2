import { WhatwgURL, type DateInput } from './intl';
import { hasRole, isAdmin, type Role, type RoleHolder } from './roles';

export interface GuardUser extends RoleHolder {
  isActive?: boolean | null;
  isBanned?: boolean | null;
  banExpiresAt?: DateInput | null;
  banReason?: string | null;
  isEmailVerified?: boolean | null;
}

/** A ban with an end date lasts until then; a ban without one is permanent (spec accounts §4). */
export function isBanActive(user: GuardUser | null | undefined, now: DateInput = Date.now()): boolean {
  if (!user?.isBanned) return false;
  if (user.banExpiresAt === null || user.banExpiresAt === undefined || user.banExpiresAt === '') return true;
  const until = new Date(user.banExpiresAt).getTime();
  // An unreadable end date must not silently lift a ban.
  if (Number.isNaN(until)) return true;
  return until > new Date(now).getTime();
}

export interface GuardRequirements {
  /** Role or roles allowed in; omitted means any signed-in member. */
  roles?: Role | readonly Role[];
  requireEmailVerified?: boolean;
  /** Pages a banned member may still see (e.g. their settings to read the ban). */
  allowBanned?: boolean;
}

export type GuardDecision =
  | { kind: 'wait' }
  | { kind: 'login'; from: string }
  | { kind: 'inactive' }
  | { kind: 'banned'; until: Date | null; reason: string | null }
  | { kind: 'verify-email' }
  | { kind: 'forbidden'; required: readonly Role[]; current: string | null; premiumLink: boolean }
  | { kind: 'allow' };

export interface GuardState {
  isLoading: boolean;
  /** The signed-in member, or null for a guest. */
  user: GuardUser | null | undefined;
  /** Path (with query) to come back to after logging in. */
  from: string;
}

/**
 * The protected-page guard, checks in the spec's order (accounts §6): loading, signed in, active,
 * not banned, e-mail verified, role. The first failing check decides which screen is shown.
 */
export function evaluateGuard(state: GuardState, requirements: GuardRequirements = {}, now: DateInput = Date.now()): GuardDecision {
  if (state.isLoading) return { kind: 'wait' };
  const user = state.user;
  if (!user) return { kind: 'login', from: state.from };
  // Only an explicit `false` deactivates: older rows without the column are active accounts.
  if (user.isActive === false) return { kind: 'inactive' };
  if (!requirements.allowBanned && isBanActive(user, now)) {
    const until = user.banExpiresAt ? new Date(user.banExpiresAt) : null;
    return { kind: 'banned', until: until && !Number.isNaN(until.getTime()) ? until : null, reason: user.banReason ?? null };
  }
  if (requirements.requireEmailVerified && user.isEmailVerified !== true) return { kind: 'verify-email' };
  if (requirements.roles !== undefined && !hasRole(user, requirements.roles)) {
    const required: readonly Role[] = typeof requirements.roles === 'string' ? [requirements.roles] : requirements.roles;
    return { kind: 'forbidden', required, current: user.role ?? null, premiumLink: required.includes('premium') };
  }
  return { kind: 'allow' };
}

/**
 * Only same-site paths are followed after login; anything else ('//evil.example', 'https://…',
 * 'javascript:') would turn the login page into an open redirect.
 */
const PROBE_ORIGIN = 'https://oyundev.invalid';

/**
 * A path on this site to send a member to after logging in. Browsers drop tabs and newlines from URLs and
 * read a backslash as a slash, so `/\t/evil.example` is a protocol-relative link to another host: the path is
 * refused when it holds a control character or a backslash, and otherwise resolved the way a browser would,
 * which must leave the origin unchanged.
 */
export function isSafeRedirect(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 2048) return false;
  // C0 controls, DEL, C1 controls, and the backslash browsers treat as '/'.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(path)) return false;
  if (path.startsWith('//')) return false;
  try {
    return new WhatwgURL(path, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}

/** Where a member lands after logging in: admins on /admin, others back where they came from. */
export function postLoginPath(user: RoleHolder | null | undefined, from?: string | null): string {
  if (isAdmin(user)) return '/admin';
  if (isSafeRedirect(from) && !from.startsWith('/login')) return from;
  return '/';
}
