import type { Core } from '@strapi/strapi';
import { cachedSiteSettings, siteSettings } from '../../../lib/settings';
import { column, table } from '../../../lib/tables';

export const USER_UID = 'plugin::users-permissions.user';

/**
 * A session is the plugin's JWT (HS256, 24 h — config/plugins.ts) carrying the member id and `pwd`: the
 * member's `passwordChangedAt` (ms, 0 for never) when it was issued. Every request checks it against the
 * account (see `assertSessionHolds`, wired into the plugin's `jwt.verify` in
 * extensions/users-permissions/strapi-server.ts), so a change or reset of the password ends every session
 * issued before it — exactly, without relying on the second-granular `iat`.
 */
export const PASSWORD_STAMP_CLAIM = 'pwd';

const stampOf = (passwordChangedAt: Date | string | null | undefined) => (passwordChangedAt ? new Date(passwordChangedAt).getTime() : 0);

export function issueSession(strapi: Core.Strapi, user: { id: number; passwordChangedAt?: Date | string | null }): string {
  return strapi
    .plugin('users-permissions')
    .service('jwt')
    .issue(
      { id: user.id, [PASSWORD_STAMP_CLAIM]: stampOf(user.passwordChangedAt) },
      // Site ayarları → Güvenlik → sessionTimeout (minutes); assertSessionHolds also ends older tokens.
      { expiresIn: `${cachedSiteSettings().security.sessionTimeout}m` },
    );
}

/** The columns of the account a session depends on (as `assertSessionHolds` reads them). */
export interface SessionAccount {
  isActive?: boolean | null;
  blocked?: boolean | null;
  deletedAt?: Date | string | null;
  passwordChangedAt?: Date | string | null;
}

/**
 * Whether a token's payload is still a live session of `account` (its row read in this request): the account
 * exists, is active, not blocked or deleted, the token is younger than the admin's sessionTimeout, and the
 * password has not changed since it was issued. No query: the member strategy (`member-auth.ts`) reads the
 * account once for this check, the role and `global::can-write`.
 */
export function sessionHolds(
  payload: Record<string, unknown>,
  account: SessionAccount | null | undefined,
  sessionTimeoutMinutes: number,
): boolean {
  // A session lasts the admin's sessionTimeout from when it was issued, even one issued under a longer one.
  if (typeof payload.iat === 'number' && (payload.iat + sessionTimeoutMinutes * 60) * 1000 <= Date.now()) return false;
  if (!account || account.isActive === false || account.blocked === true || account.deletedAt) return false;
  // We always issue a number; a token without the claim predates it and counts as "never changed".
  const claim = payload[PASSWORD_STAMP_CLAIM];
  const issuedWith = claim === undefined ? 0 : typeof claim === 'number' ? claim : NaN;
  // Exactly the stamp the account holds now: an older one predates a password change, and a newer one cannot have
  // been issued by us — it was forged, and must not outlive the next change either.
  return issuedWith === stampOf(account.passwordChangedAt);
}

/** The member id a session's payload names, or null when it names none. */
export const sessionMemberId = (payload: Record<string, unknown> | null | undefined): number | null => {
  const id = payload?.id;
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
};

/**
 * Throws (→ the request is unauthenticated, 401) unless the token's account still exists, is active, not
 * blocked or deleted, and its password has not changed since the token was issued. For the plugin's
 * `jwt.verify` outside the member strategy (which checks the row it reads anyway, with `sessionHolds`).
 */
export async function assertSessionHolds(strapi: Core.Strapi, payload: Record<string, unknown>) {
  const id = sessionMemberId(payload);
  if (id === null) throw new Error('Invalid token.');
  const col = (attribute: string) => column(strapi, USER_UID, attribute);
  const row = await strapi.db
    .connection(table(strapi, USER_UID))
    .where({ id })
    .first({
      isActive: col('isActive'),
      blocked: col('blocked'),
      deletedAt: col('deletedAt'),
      passwordChangedAt: col('passwordChangedAt'),
    });
  const { sessionTimeout } = (await siteSettings(strapi)).security;
  if (!sessionHolds(payload, row, sessionTimeout)) throw new Error('Invalid token.');
}
