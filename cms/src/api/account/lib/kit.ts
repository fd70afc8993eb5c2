import type { Core } from '@strapi/strapi';

/** The methods of the users-permissions `user` service we call (the plugin's services are untyped). */
export interface UsersPermissionsUserService {
  add(values: Record<string, unknown>): Promise<{ id: number }>;
  validatePassword(password: string, hash: string): Promise<boolean>;
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
}
import { fail } from '../../../lib/errors';
import { column, table } from '../../../lib/tables';
import { accountConfig } from './config';
import { lockout } from './lockout';
import { newSecret } from './secrets';
import { USER_UID } from './sessions';
import { sendVerificationMail } from './mail';
import { loadMe, type Me } from './me';

/** What every account service shares: the plugin's user service, settings, the users table and the member's row. */
export function accountKit(strapi: Core.Strapi) {
  const users = () => strapi.plugin('users-permissions').service('user') as UsersPermissionsUserService;
  const config = () => accountConfig(strapi);
  const col = (attribute: string) => column(strapi, USER_UID, attribute);
  const usersTable = () => strapi.db.connection(table(strapi, USER_UID));
  const hash = async (password: string): Promise<string> => (await users().ensureHashedPasswords({ password })).password;

  /** A verification link for the member, stored as its hash with the time it was sent, then mailed. */
  async function mailVerification(user: { id: number; email: string; username: string }) {
    const { secret, hash: tokenHash } = newSecret();
    await strapi.db.query(USER_UID).update({
      where: { id: user.id },
      data: { confirmationToken: tokenHash, verificationSentAt: new Date() },
    });
    const link = `${config().siteUrl}/verify-email?token=${secret}`;
    await sendVerificationMail(strapi, user, link, config().verificationHours);
  }

  async function meOrFail(userId: number): Promise<Me> {
    const me = await loadMe(strapi, userId);
    if (!me) throw fail('NOT_AUTHENTICATED');
    return me;
  }

  /** The row behind a session, with the columns the account flows need. */
  async function accountRow(userId: number) {
    const row = await strapi.db.query(USER_UID).findOne({
      where: { id: userId },
      select: ['id', 'username', 'email', 'password', 'confirmed', 'blocked', 'isActive', 'deletedAt', 'passwordChangedAt'],
    });
    if (!row || row.deletedAt) throw fail('NOT_AUTHENTICATED');
    return row;
  }

  const locks = lockout(strapi);

  return { users, config, col, usersTable, hash, mailVerification, meOrFail, accountRow, locks };
}
