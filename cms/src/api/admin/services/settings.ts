import type { Core } from '@strapi/strapi';
import {
  SITE_SETTINGS_GROUPS,
  msg,
  siteSettingsSchema,
  type AdminSiteSettings,
  type SiteSettings,
  type SiteSettingsGroup,
} from '@oyundev/domain';
import { inTransaction } from '../../../lib/db';
import { fail } from '../../../lib/errors';
import { parseInput } from '../../../lib/input';
import { notifyContentChanged } from '../../../lib/rebuild';
import { invalidateSiteSettings, listText, siteSettings } from '../../../lib/settings';
import { raw } from '../../../lib/sql-names';
import { audit } from '../lib/audit';

const UID = 'api::site-setting.site-setting';
/** Fields kept as comma-separated text in the components. */
const LISTS: Partial<Record<SiteSettingsGroup, string[]>> = {
  content: ['allowedFileTypes'],
  security: ['ipWhitelist', 'ipBlacklist'],
};
/** Groups whose change shows on the static pages (name, colours…): the site is rebuilt after the save. */
const PUBLIC_GROUPS = new Set<SiteSettingsGroup>(['general', 'appearance', 'social']);

/** The settings as the admin screen reads them: the SMTP password only as "one is stored". */
export function presentSettings(settings: SiteSettings): AdminSiteSettings {
  const { smtpPassword, ...email } = settings.email;
  return { ...settings, email: { ...email, smtpPasswordSet: smtpPassword !== '' } };
}

const masked = (group: SiteSettingsGroup, values: Record<string, unknown>) =>
  group === 'email' && 'smtpPassword' in values ? { ...values, smtpPassword: values.smtpPassword ? '••••' : '' } : values;

export const isSettingsGroup = (value: unknown): value is SiteSettingsGroup =>
  typeof value === 'string' && (SITE_SETTINGS_GROUPS as readonly string[]).includes(value);

/** Site ayarları: read every group, save one group (validated field by field, audited, cache emptied). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async read(): Promise<AdminSiteSettings> {
    return presentSettings(await siteSettings(strapi));
  },

  async save(actorId: number, group: SiteSettingsGroup, body: unknown): Promise<{ message: string; data: AdminSiteSettings }> {
    const schema = siteSettingsSchema.shape[group].unwrap().strict();
    const patch: Record<string, unknown> = { ...parseInput(schema, body) };
    // An empty password field means "keep the stored one" (the screen never receives it).
    if (group === 'email' && !patch.smtpPassword) delete patch.smtpPassword;
    if (Object.keys(patch).length === 0) throw fail('VALIDATION');
    for (const field of LISTS[group] ?? []) {
      if (Array.isArray(patch[field])) patch[field] = listText(patch[field] as string[]);
    }

    await inTransaction(strapi, async (trx) => {
      const row = await strapi.documents(UID).findFirst({ populate: { [group]: true } });
      if (!row) throw fail('NOT_FOUND');
      // One save at a time: the read-modify-write of the group happens under the row's lock.
      await raw(trx, 'SELECT id FROM {site-setting} WHERE id = ? FOR NO KEY UPDATE', [row.id]);
      const current = ((row as Record<string, unknown>)[group] ?? {}) as Record<string, unknown>;
      const { id: componentId, ...stored } = current;
      const changedBefore = Object.fromEntries(Object.keys(patch).map((k) => [k, stored[k] ?? null]));
      await strapi.documents(UID).update({
        documentId: row.documentId,
        data: { [group]: componentId ? { id: componentId, ...stored, ...patch } : { ...stored, ...patch } },
      } as never);
      await audit(strapi, trx, {
        actorId,
        action: 'settings.save',
        targetType: `settings.${group}`,
        targetId: Number(row.id),
        before: masked(group, changedBefore),
        after: masked(group, patch),
      });
    });
    invalidateSiteSettings();
    if (PUBLIC_GROUPS.has(group)) notifyContentChanged(strapi, { type: 'settings' });
    const label = msg(`admin.settings.tab.${group}` as 'admin.settings.tab.general');
    return { message: msg('admin.settings.saved', { Section: label }), data: presentSettings(await siteSettings(strapi)) };
  },
});
