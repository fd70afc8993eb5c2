import type { Core } from '@strapi/strapi';
import { changePasswordRequestSchema, forgotPasswordSchema, msg, resetPasswordRequestSchema } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { parseInput } from '../../../lib/input';
import { assertPasswordLength } from '../../../lib/settings';
import { hashSecret, newSecret } from '../lib/secrets';
import { issueSession, USER_UID } from '../lib/sessions';
import { sendResetMail } from '../lib/mail';
import { accountKit } from '../lib/kit';

/** Forgot, reset and change password, and the unlock link mailed with a lockout. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const { users, config, col, usersTable, hash, accountRow, locks } = accountKit(strapi);
  return {
    // ── Forgot / reset password ──────────────────────────────────────────────────────────────────────

    /** §5 forgot: the address must belong to a member (case-insensitive); mails a single-use code. */
    async forgotPassword(body: unknown): Promise<{ message: string }> {
      const { email } = parseInput(forgotPasswordSchema, body);
      const user = await strapi.db.query(USER_UID).findOne({
        where: { email: { $eqi: email }, blocked: false, deletedAt: null },
        select: ['id', 'email', 'username'],
      });
      if (!user) throw fail('EMAIL_NOT_REGISTERED');
      const { secret, hash: codeHash } = newSecret();
      // A new code replaces any earlier one: only the latest mail works.
      await strapi.db.query(USER_UID).update({
        where: { id: user.id },
        data: { resetPasswordToken: codeHash, resetPasswordSentAt: new Date() },
      });
      const link = `${config().siteUrl}/reset-password?token=${secret}`;
      try {
        await sendResetMail(strapi, user, link, config().resetCodeMinutes);
      } catch (error) {
        strapi.log.error(`[accounts] reset mail to member ${user.id} failed: ${(error as Error).message}`);
        throw fail('MAIL_SEND_FAILED');
      }
      return { message: msg('auth.forgot.sent') };
    },

    /**
     * Reset with the mailed code: missing, unknown, used or older than `resetCodeMinutes` → RESET_TOKEN_INVALID.
     * Success sets the password, spends the code, ends every session and lifts a login lock.
     */
    async resetPassword(body: unknown): Promise<{ message: string }> {
      const code = typeof (body as { code?: unknown })?.code === 'string' ? (body as { code: string }).code.trim() : '';
      if (!code) throw fail('RESET_TOKEN_INVALID');
      const codeHash = hashSecret(code);
      const now = new Date();
      const oldest = new Date(now.getTime() - config().resetCodeMinutes * 60_000);
      const user = await strapi.db.query(USER_UID).findOne({
        where: { resetPasswordToken: codeHash, resetPasswordSentAt: { $gt: oldest }, deletedAt: null },
        select: ['id'],
      });
      if (!user) throw fail('RESET_TOKEN_INVALID');
      const input = parseInput(resetPasswordRequestSchema, body);
      await assertPasswordLength(strapi, input.password);
      const password = await hash(input.password);
      // Guarded by the code itself, so two simultaneous uses cannot both succeed.
      const changed = await usersTable()
        .where({ id: user.id, [col('resetPasswordToken')]: codeHash })
        .update({
          [col('password')]: password,
          [col('resetPasswordToken')]: null,
          [col('resetPasswordSentAt')]: null,
          [col('passwordChangedAt')]: now,
          [col('failedLoginCount')]: 0,
          [col('lastFailedLoginAt')]: null,
          [col('lockedUntil')]: null,
        });
      if (!changed) throw fail('RESET_TOKEN_INVALID');
      return { message: msg('auth.reset.success') };
    },

    /** The link mailed with a lock lifts it (api/account/lib/lockout.ts). */
    unlock: (body: unknown) => locks.unlock(body),

    /** The current password is really checked; the answer's token is the only session left. */
    async changePassword(userId: number, body: unknown): Promise<{ jwt: string; message: string }> {
      const input = parseInput(changePasswordRequestSchema, body);
      await assertPasswordLength(strapi, input.password);
      const user = await accountRow(userId);
      if (!user.password || !(await users().validatePassword(input.currentPassword, user.password))) {
        throw fail('WRONG_CURRENT_PASSWORD');
      }
      const now = new Date();
      await usersTable()
        .where({ id: userId })
        .update({ [col('password')]: await hash(input.password), [col('passwordChangedAt')]: now });
      return { jwt: issueSession(strapi, { id: userId, passwordChangedAt: now }), message: msg('settings.password.success') };
    },
  };
};
