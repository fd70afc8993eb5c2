export default ({ env }) => ({
  auth: { secret: env('ADMIN_JWT_SECRET', 'oyundev-local-admin-jwt-secret') },
  apiToken: { salt: env('API_TOKEN_SALT', 'oyundev-local-api-token-salt') },
  transfer: { token: { salt: env('TRANSFER_TOKEN_SALT', 'oyundev-local-transfer-salt') } },
  secrets: { encryptionKey: env('ENCRYPTION_KEY', 'oyundev-local-encryption-key-32b') },
  // Tests boot Strapi without the admin bundle; editors get it from `npm start`.
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  flags: { nps: false, promoteEE: false },
  watchIgnoreFiles: ['**/tests/**'],
});
