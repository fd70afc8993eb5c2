import type { Core } from '@strapi/strapi';
import { isProduction } from './config-secrets';

// The admin services' methods called here (Strapi types `strapi.service()` only as a generic service).
interface AdminUserService {
  count(): Promise<number>;
  create(attributes: Record<string, unknown>): Promise<unknown>;
  updateById(id: number, attributes: Record<string, unknown>): Promise<unknown>;
}
interface AdminRoleService {
  getSuperAdmin(): Promise<{ id: number } | null>;
}
interface AdminAuthService {
  validatePassword(password: string, hash: string): Promise<boolean>;
}

/**
 * The editors' Strapi admin account comes from env (CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD), created once when no
 * admin user exists — never by clicking through the first-run screen, and never with a password from the repo:
 * `npm start` generates one on first start and prints it once. In production a missing password stops the boot
 * while there is no admin yet; elsewhere (API tests) no editor is created.
 */
export async function ensureEditor(strapi: Core.Strapi) {
  const users = strapi.service('admin::user') as unknown as AdminUserService;
  const email = process.env.CMS_ADMIN_EMAIL || 'editor@oyundev.local';
  const password = process.env.CMS_ADMIN_PASSWORD;
  if ((await users.count()) > 0) return retireFormerDefault(strapi, password);
  if (!password) {
    if (isProduction()) {
      throw new Error(
        'CMS_ADMIN_PASSWORD tanımlı değil: henüz Strapi admin hesabı yok ve üretim modunda editör hesabı şifresiz açılmaz. ' +
          "Güçlü bir şifreyi ortam değişkeni olarak verin; 'npm start' bunu kendisi üretir.",
      );
    }
    strapi.log.info('CMS_ADMIN_PASSWORD tanımlı değil; Strapi admin editörü oluşturulmadı');
    return;
  }
  if (password === FORMER_DEFAULT.password) {
    throw new Error('CMS_ADMIN_PASSWORD depodaki eski varsayılan şifre; editör hesabı bu şifreyle açılmaz. Başka bir şifre verin.');
  }
  const superAdmin = await (strapi.service('admin::role') as unknown as AdminRoleService).getSuperAdmin();
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

/** The password earlier versions created the editor with; it is public in this repository's history. */
const FORMER_DEFAULT = { email: 'editor@oyundev.local', password: 'Editor123!' };

/** An install made before secrets were generated still has the public editor login: replace it. */
async function retireFormerDefault(strapi: Core.Strapi, password: string | undefined) {
  const row = await strapi.db.query('admin::user').findOne({ where: { email: FORMER_DEFAULT.email }, select: ['id', 'password'] });
  if (!row?.password) return;
  const auth = strapi.service('admin::auth') as unknown as AdminAuthService;
  if (!(await auth.validatePassword(FORMER_DEFAULT.password, row.password))) return;
  if (password && password !== FORMER_DEFAULT.password) {
    await (strapi.service('admin::user') as unknown as AdminUserService).updateById(row.id, { password });
    strapi.log.warn(`${FORMER_DEFAULT.email} hesabının bilinen varsayılan şifresi CMS_ADMIN_PASSWORD ile değiştirildi`);
  } else {
    await strapi.db.query('admin::user').update({ where: { id: row.id }, data: { isActive: false } });
    strapi.log.warn(`${FORMER_DEFAULT.email} bilinen varsayılan şifreyi kullanıyordu ve devre dışı bırakıldı; CMS_ADMIN_PASSWORD verin`);
  }
}
