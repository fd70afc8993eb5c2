import type { Core } from '@strapi/strapi';

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
