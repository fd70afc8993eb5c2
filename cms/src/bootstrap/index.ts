import type { Core } from '@strapi/strapi';
import { applyConstraints } from './constraints';
import { applySearchIndex } from './search-index';
import { applyPermissions } from './permissions';
import { ensureSiteSettings } from './site-settings';
import { upgradeCategoryIcons } from './category-icons';

/**
 * The content model's boot-time half: database constraints Strapi cannot declare, roles and their
 * permissions, and the site-settings row. Every step is idempotent; it runs on every boot.
 */
export async function bootstrap({ strapi }: { strapi: Core.Strapi }) {
  await applyConstraints(strapi);
  await applySearchIndex(strapi);
  await applyPermissions(strapi);
  await ensureSiteSettings(strapi);
  await upgradeCategoryIcons(strapi);
}

export { PERMISSIONS } from './permissions';
