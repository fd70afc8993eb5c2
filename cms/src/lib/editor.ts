import type { Core } from '@strapi/strapi';

/**
 * The editors' Strapi admin account comes from env (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD) with a documented
 * local default, created once when no admin user exists — never by clicking through the first-run screen.
 */
export async function ensureEditor(strapi: Core.Strapi) {
  const email = process.env.CMS_ADMIN_EMAIL ?? 'editor@oyundev.local';
  const password = process.env.CMS_ADMIN_PASSWORD ?? 'Editor123!';
  const users = strapi.service('admin::user') as any;
  if ((await users.count()) > 0) return;
  const superAdmin = await (strapi.service('admin::role') as any).getSuperAdmin();
  if (!superAdmin) return;
  await users.create({
    email,
    firstname: 'OyunDev',
    lastname: 'Editör',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  });
  strapi.log.info(`Strapi admin editörü oluşturuldu: ${email}`);
}
