import type { Core } from '@strapi/strapi';
import { accountProfileSchema, msg, notificationSettingsRequestSchema, privacySettingsSchema } from '@oyundev/domain';
import { fail } from '../../../lib/errors';
import { parseInput } from '../../../lib/input';
import { USER_UID } from '../lib/sessions';
import { notificationSettingsOf, privacyOf, type Me } from '../lib/me';
import { accountKit } from '../lib/kit';
import { notifyContentChanged } from '../../../lib/rebuild';
import { checkBadges } from '../../../lib/badges';
import { inTransaction } from '../../../lib/db';

/** The member's own profile, notification and privacy settings. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const { meOrFail } = accountKit(strapi);
  return {
    // ── Settings ─────────────────────────────────────────────────────────────────────────────────────

    /** The allow-list of accountProfileSchema only; social links are merged key by key, '' clears one. */
    async updateProfile(userId: number, body: unknown): Promise<{ data: Me; message: string }> {
      const input = parseInput(accountProfileSchema, body);
      const current = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'socialLinks', 'contentFilters'] });
      if (!current) throw fail('NOT_AUTHENTICATED');
      const { skillLevel, ...fields } = input;
      const data: Record<string, unknown> = { ...fields };
      // The experience answer lives in the spec's preferences.contentFilters, beside the member's other filters.
      if (skillLevel !== undefined)
        data.contentFilters = { ...(current.contentFilters ?? {}), skillLevels: skillLevel ? [skillLevel] : [] };
      if (input.socialLinks) {
        const merged = { ...(current.socialLinks ?? {}), ...input.socialLinks };
        data.socialLinks = Object.fromEntries(Object.entries(merged).filter(([, v]) => typeof v === 'string' && v !== ''));
      }
      if (Object.keys(data).length) await strapi.db.query(USER_UID).update({ where: { id: userId }, data });
      // Finishing onboarding is what the 'Profil Tamamlandı' badge rule counts (awarded once, UNIQUE).
      if (input.onboardingCompleted === true) await inTransaction(strapi, (trx) => checkBadges(strapi, trx, userId));
      const me = await meOrFail(userId);
      // The static profile page (public members) shows these fields: rebuild it.
      notifyContentChanged(strapi, { type: 'profile', slug: me.username });
      return { data: me, message: msg('settings.profile.success') };
    },

    async updateNotifications(userId: number, body: unknown): Promise<{ data: Me; message: string }> {
      const input = parseInput(notificationSettingsRequestSchema, body);
      const current = await strapi.db.query(USER_UID).findOne({
        where: { id: userId },
        select: ['id', 'documentId'],
        populate: { notificationSettings: true },
      });
      if (!current) throw fail('NOT_AUTHENTICATED');
      const next = { ...notificationSettingsOf(current.notificationSettings), ...input };
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the user's `notificationSettings` component is not in the users-permissions typings Strapi ships
      await strapi.documents(USER_UID).update({ documentId: current.documentId, data: { notificationSettings: next } as any });
      return { data: await meOrFail(userId), message: msg('settings.notifications.success') };
    },

    async updatePrivacy(userId: number, body: unknown): Promise<{ data: Me; message: string }> {
      const input = parseInput(privacySettingsSchema, body);
      const current = await strapi.db.query(USER_UID).findOne({ where: { id: userId }, select: ['id', 'privacy'] });
      if (!current) throw fail('NOT_AUTHENTICATED');
      const privacy = { ...privacyOf(current.privacy), ...input };
      await strapi.db.query(USER_UID).update({ where: { id: userId }, data: { privacy } });
      const me = await meOrFail(userId);
      // A profile that is no longer public leaves the static site at once; one made public gets its page.
      notifyContentChanged(strapi, { type: 'profile', slug: me.username, hide: privacy.profileVisibility !== 'public' });
      return { data: me, message: msg('account.privacy.updated') };
    },
  };
};
