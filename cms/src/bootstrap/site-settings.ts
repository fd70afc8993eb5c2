import type { Core } from '@strapi/strapi';
import { DEFAULT_SITE_SETTINGS } from '@oyundev/domain';

const UID = 'api::site-setting.site-setting';
export const SETTINGS_SECTIONS = ['general', 'appearance', 'content', 'security', 'email', 'social'] as const;

/**
 * The single site-settings row, created on first boot with every section at its spec default (the
 * defaults live on the `settings.*` components). A section that is missing later (added to the schema
 * after the row was created) is filled in the same way; existing values are never touched.
 */
export async function ensureSiteSettings(strapi: Core.Strapi) {
  const documents = strapi.documents(UID);
  const populate = Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, true]));
  const current = await documents.findFirst({ populate });
  const empty = Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, {}]));

  if (!current) {
    await documents.create({ data: empty });
    return;
  }
  const missing = SETTINGS_SECTIONS.filter((s) => !current[s]);
  if (missing.length) {
    // Existing sections go back with their component id, so Strapi updates them in place unchanged.
    const data = Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, current[s] ?? {}]));
    await documents.update({ documentId: current.documentId, data });
  }
}

/** The secondary colour's default until it became the spec's violet: the dark theme's page background. */
export const OLD_SECONDARY_DEFAULT = '#1a1a2e';

/**
 * Installs created before the default changed still hold the old secondary colour, which nobody chose. Each
 * boot moves it to today's default — only where it still equals the old default and no admin saved a
 * secondary colour (the audit log holds every save), so a colour an admin picked, even that one, stays.
 * Returns how many rows changed (0 once done).
 */
export async function upgradeSecondaryColour(strapi: Core.Strapi): Promise<number> {
  const saves = await strapi.db
    .query('api::audit-log.audit-log')
    .findMany({ where: { action: 'settings.save', targetType: 'settings.appearance' }, select: ['after'] });
  const chosen = saves.some((line: { after?: unknown }) => {
    const after = typeof line.after === 'string' ? (JSON.parse(line.after) as unknown) : line.after;
    return typeof after === 'object' && after !== null && 'secondaryColor' in after;
  });
  if (chosen) return 0;
  const { count } = await strapi.db.query('settings.appearance').updateMany({
    where: { secondaryColor: { $eqi: OLD_SECONDARY_DEFAULT } },
    data: { secondaryColor: DEFAULT_SITE_SETTINGS.appearance.secondaryColor },
  });
  return count;
}
