import type { Core } from '@strapi/strapi';
import { applySchema } from './schema';
import { applyPermissions } from './permissions';
import { ensureSiteSettings, upgradeSecondaryColour } from './site-settings';
import { invalidateSiteSettings, siteSettings } from '../lib/settings';
import { upgradeCategoryIcons } from './category-icons';
import { assertSqlNames } from '../lib/sql-names';
import { fillPeriodTotals } from '../lib/period-points';

/**
 * The content model's boot-time half: database constraints Strapi cannot declare, roles and their
 * permissions, and the site-settings row. Every step is idempotent; it runs on every boot. First of all,
 * the columns the raw SQL names by hand are checked against the schema: a rename stops the boot.
 */
export async function bootstrap({ strapi }: { strapi: Core.Strapi }) {
  assertSqlNames(strapi);
  await applySchema(strapi);
  await applyPermissions(strapi);
  await ensureSiteSettings(strapi);
  await upgradeSecondaryColour(strapi);
  // Warm the settings cache (lib/settings.ts), so the first session issued follows the saved timeout.
  invalidateSiteSettings();
  await siteSettings(strapi);
  await upgradeCategoryIcons(strapi);
  await fillPeriodTotals(strapi);
}

export { PERMISSIONS } from './permissions';
