import type { Core } from '@strapi/strapi';
import { requireSecret } from '../src/lib/config-secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  auth: { secret: requireSecret('ADMIN_JWT_SECRET') },
  apiToken: { salt: requireSecret('API_TOKEN_SALT') },
  transfer: { token: { salt: requireSecret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: requireSecret('ENCRYPTION_KEY') },
  // Tests boot Strapi without the admin bundle; editors get it from `npm start`.
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  flags: { nps: false, promoteEE: false },
  watchIgnoreFiles: ['**/tests/**'],
});
