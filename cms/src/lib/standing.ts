import type { Core } from '@strapi/strapi';
import { isAdmin, type ErrorCode, type Role } from '@oyundev/domain';
import { fail } from './errors';
import { siteSettings } from './settings';
import { tableOf } from './sql-names';

/**
 * Whether a member may write (reply, like, vote, create, report, edit their profile…): the server side of
 * the protected-page guard (spec accounts §6, steps 3–5). A temporary ban whose `banExpiresAt` has passed
 * ends here, by itself, the first time the member acts again.
 */
export interface Standing {
  id: number;
  isActive: boolean;
  isBanned: boolean;
  banExpiresAt: string | null;
  banReason: string | null;
  confirmed: boolean;
}

/** Accounts the member strategy read in this very request (`ctx.state.user`): their standing needs no second read. */
const readThisRequest = new WeakSet<object>();

/** Marks `ctx.state.user` as the row read for this request (extensions/users-permissions/member-auth.ts). */
export function rememberStanding(account: object): void {
  readThisRequest.add(account);
}

function standingOf(user: object): Standing | null {
  if (!readThisRequest.has(user)) return null;
  const row = user as { id: number; isActive?: boolean | null; isBanned?: boolean | null; banExpiresAt?: Date | string | null };
  const { banReason, confirmed } = user as { banReason?: string | null; confirmed?: boolean | null };
  return {
    id: row.id,
    isActive: row.isActive !== false,
    isBanned: row.isBanned === true,
    banExpiresAt: row.banExpiresAt ? new Date(row.banExpiresAt).toISOString() : null,
    banReason: banReason ?? null,
    confirmed: confirmed === true,
  };
}

export async function readStanding(strapi: Core.Strapi, userId: number): Promise<Standing | null> {
  const row = await strapi.db
    .connection(tableOf('user'))
    .where({ id: userId })
    .first('id', 'is_active', 'is_banned', 'ban_expires_at', 'ban_reason', 'confirmed');
  if (!row) return null;
  return {
    id: row.id,
    isActive: row.is_active !== false,
    isBanned: row.is_banned === true,
    banExpiresAt: row.ban_expires_at ? new Date(row.ban_expires_at).toISOString() : null,
    banReason: row.ban_reason ?? null,
    confirmed: row.confirmed === true,
  };
}

/** Lifts every temporary ban of this member that has run out; returns whether the member is still banned. */
async function banStillHolds(strapi: Core.Strapi, standing: Standing, now = new Date()): Promise<boolean> {
  if (!standing.isBanned) return false;
  if (!standing.banExpiresAt || new Date(standing.banExpiresAt) > now) return true;
  await strapi.db
    .connection(tableOf('user'))
    .where({ id: standing.id, is_banned: true })
    .andWhere('ban_expires_at', '<=', now)
    .update({ is_banned: false, ban_expires_at: null, ban_reason: null });
  return false;
}

export async function emailVerificationRequired(strapi: Core.Strapi): Promise<boolean> {
  return (await siteSettings(strapi)).general.emailVerificationRequired;
}

export interface CanWriteOptions {
  /**
   * For the few writes an unverified member needs to reach verification at all (their own profile and
   * onboarding choices): inactive and banned members are still refused.
   */
  allowUnverified?: boolean;
}

/**
 * Throws the reason a member may not write, in the guard's order: inactive, banned, unverified (when the
 * site requires verification). `loginCode` is the message a guest gets (e.g. REPLY_LOGIN_REQUIRED).
 */
export async function assertCanWrite(
  strapi: Core.Strapi,
  user: { id: number } | null | undefined,
  loginCode: ErrorCode = 'NOT_AUTHENTICATED',
  options: CanWriteOptions = {},
) {
  if (!user) throw fail(loginCode);
  // The row the member strategy read to sign this request in, or (for a caller with only an id) a read now.
  const standing = standingOf(user) ?? (await readStanding(strapi, user.id));
  if (!standing) throw fail(loginCode);
  if (!standing.isActive) throw fail('ACCOUNT_INACTIVE');
  if (await banStillHolds(strapi, standing)) throw fail('ACCOUNT_BANNED');
  if (options.allowUnverified) return;
  if (!standing.confirmed && (await emailVerificationRequired(strapi))) throw fail('EMAIL_NOT_VERIFIED');
}

/**
 * Maintenance mode (Site ayarları → Genel): every write of anyone but an admin is refused with 503 'Site şu
 * anda bakımda…' until the admin turns it off; admins keep working (and can turn it off).
 */
export async function assertNotInMaintenance(strapi: Core.Strapi, user: { role?: { type?: string } | null } | null | undefined) {
  if (!(await siteSettings(strapi)).general.maintenanceMode) return;
  if (user && isAdmin({ role: (user.role?.type ?? 'user') as Role })) return;
  throw fail('MAINTENANCE', { retryAfterSeconds: 60 });
}
