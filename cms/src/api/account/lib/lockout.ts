import type { Core } from '@strapi/strapi';
import { msg } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { column, table } from '../../../lib/tables';
import { accountConfig, readSiteSettings } from './config';
import { sendUnlockMail } from './mail';
import { hashSecret, newSecret } from './secrets';
import { USER_UID } from './sessions';

/** An unlock link works this long after it was mailed. */
export const UNLOCK_LINK_HOURS = 24;

/**
 * How long the n-th lock in a row lasts (n from 0): one minute, then doubling up to `accounts.lockMinutes`.
 * A stranger guessing passwords is slowed more each time, while the owner — who gets a mailed unlock link
 * with every lock — is never kept out: the link lifts the lock at once.
 */
export function lockDurationMinutes(lockCount: number, capMinutes: number): number {
  return Math.min(capMinutes, 2 ** Math.min(Math.max(0, lockCount), 20));
}

/** Failed logins, locks and the owner's unlock link for one account. */
export function lockout(strapi: Core.Strapi) {
  const col = (attribute: string) => column(strapi, USER_UID, attribute);
  const usersTable = () => strapi.db.connection(table(strapi, USER_UID));

  return {
    /**
     * Counts a failed login in one statement (failures older than the lock window start a new count); at the
     * site's `maxLoginAttempts` the account is locked, for longer with each lock in a row, and its owner is
     * mailed a link that lifts it. Returns the lock's end when it was locked.
     */
    async recordFailedLogin(userId: number, now: Date): Promise<Date | null> {
      const { lockMinutes, siteUrl } = accountConfig(strapi);
      const windowStart = new Date(now.getTime() - lockMinutes * 60_000);
      const count = col('failedLoginCount');
      const last = col('lastFailedLoginAt');
      const [row] = await usersTable()
        .where({ id: userId })
        .update(
          {
            [count]: strapi.db.connection.raw(`CASE WHEN ?? IS NULL OR ?? < ? THEN 1 ELSE COALESCE(??, 0) + 1 END`, [
              last,
              last,
              windowStart,
              count,
            ]),
            [last]: now,
          },
          [count, col('lockCount'), col('email'), col('username')],
        );
      const settings = await readSiteSettings(strapi);
      if (!row || row[count] < settings.security.maxLoginAttempts) return null;
      const minutes = lockDurationMinutes(Number(row[col('lockCount')] ?? 0), lockMinutes);
      const lockedUntil = new Date(now.getTime() + minutes * 60_000);
      const { secret, hash } = newSecret();
      await usersTable()
        .where({ id: userId })
        .update({
          [col('lockedUntil')]: lockedUntil,
          [col('lockCount')]: strapi.db.connection.raw('COALESCE(??, 0) + 1', [col('lockCount')]),
          [col('unlockToken')]: hash,
          [col('unlockSentAt')]: now,
          [count]: 0,
          [last]: null,
        });
      const email = row[col('email')];
      if (email) {
        sendUnlockMail(
          strapi,
          { email, username: row[col('username')] },
          `${siteUrl}/login?unlock=${secret}`,
          minutes,
          UNLOCK_LINK_HOURS,
        ).catch((error: Error) => strapi.log.error(`[accounts] unlock mail to member ${userId} failed: ${error.message}`));
      }
      return lockedUntil;
    },

    /** A successful login ends the run of locks. */
    async clear(userId: number, now: Date) {
      await usersTable()
        .where({ id: userId })
        .update({
          [col('lastLogin')]: now,
          [col('failedLoginCount')]: 0,
          [col('lastFailedLoginAt')]: null,
          [col('lockedUntil')]: null,
          [col('lockCount')]: 0,
          [col('unlockToken')]: null,
          [col('unlockSentAt')]: null,
        });
    },

    /** POST /api/account/unlock `{token}`: the mailed link lifts the lock once; nothing else about the account changes. */
    async unlock(body: unknown): Promise<{ message: string }> {
      const token = typeof (body as { token?: unknown })?.token === 'string' ? (body as { token: string }).token.trim() : '';
      if (!/^[0-9a-f]{64}$/.test(token)) throw fail('UNLOCK_TOKEN_INVALID');
      const oldest = new Date(Date.now() - UNLOCK_LINK_HOURS * 3600_000);
      const changed = await usersTable()
        .where(col('unlockToken'), hashSecret(token))
        .andWhere(col('unlockSentAt'), '>', oldest)
        .update({
          [col('lockedUntil')]: null,
          [col('failedLoginCount')]: 0,
          [col('lastFailedLoginAt')]: null,
          [col('unlockToken')]: null,
          [col('unlockSentAt')]: null,
        });
      if (!changed) throw fail('UNLOCK_TOKEN_INVALID');
      return { message: msg('auth.unlock.success') };
    },
  };
}
