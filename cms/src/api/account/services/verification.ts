import type { Core } from '@strapi/strapi';
import { msg } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { assertWithinLimit } from '../lib/rate-limit';
import { hashSecret } from '../lib/secrets';
import { USER_UID } from '../lib/sessions';
import { type Me } from '../lib/me';
import { accountKit } from '../lib/kit';

/** E-mail verification: the mail and the link's confirmation. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const { config, mailVerification, meOrFail, accountRow } = accountKit(strapi);
  return {
    // ── E-mail verification ──────────────────────────────────────────────────────────────────────────

    async sendVerification(userId: number): Promise<{ message: string }> {
      const user = await accountRow(userId);
      if (user.confirmed) throw fail('EMAIL_ALREADY_VERIFIED');
      assertWithinLimit(`verification-mail:${userId}`, config().verificationMailLimit);
      try {
        await mailVerification(user);
      } catch (error) {
        strapi.log.error(`[accounts] verification mail to member ${userId} failed: ${(error as Error).message}`);
        throw fail('MAIL_SEND_FAILED');
      }
      return { message: msg('auth.verify.sent') };
    },

    /**
     * The link's token verifies its member once; the same token again answers 'already-verified' and
     * changes nothing. A newer mail replaces the token; an unknown or expired one is VERIFY_TOKEN_INVALID.
     */
    async confirmVerification(body: unknown, viewerId: number | null): Promise<{ status: 'verified' | 'already-verified'; user?: Me }> {
      const token = typeof (body as { token?: unknown })?.token === 'string' ? (body as { token: string }).token.trim() : '';
      const viewer = viewerId ? await strapi.db.query(USER_UID).findOne({ where: { id: viewerId }, select: ['id', 'confirmed'] }) : null;
      const withViewer = async (status: 'verified' | 'already-verified', userId: number) =>
        viewer?.id === userId ? { status, user: await meOrFail(userId) } : { status };

      const owner = token
        ? await strapi.db.query(USER_UID).findOne({
            where: { confirmationToken: hashSecret(token), deletedAt: null },
            select: ['id', 'confirmed', 'verificationSentAt'],
          })
        : null;
      if (!owner) {
        if (viewer?.confirmed) return withViewer('already-verified', viewer.id);
        throw fail('VERIFY_TOKEN_INVALID');
      }
      if (owner.confirmed) return withViewer('already-verified', owner.id);
      const sentAt = owner.verificationSentAt ? new Date(owner.verificationSentAt).getTime() : 0;
      if (Date.now() - sentAt > config().verificationHours * 3_600_000) throw fail('VERIFY_TOKEN_INVALID');
      await strapi.db.query(USER_UID).update({ where: { id: owner.id }, data: { confirmed: true } });
      return withViewer('verified', owner.id);
    },
  };
};
