// Per-install secrets for `npm start` (and the e2e stack): generated on first start, kept in
// `<data dir>/secrets.json` readable by the owner only, reused on every later start so sessions and the
// editor's login survive a restart. A value set in the environment always wins; production deployments set
// all of them there (cms/src/lib/config-secrets.ts refuses to boot in production without them).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const hex = (bytes) => crypto.randomBytes(bytes).toString('hex');

/** name → generator. PROXY_SECRET proves to the cms that a request came through the site server. */
export const GENERATED = {
  JWT_SECRET: () => hex(32),
  ADMIN_JWT_SECRET: () => hex(32),
  APP_KEYS: () => [hex(16), hex(16), hex(16), hex(16)].join(','),
  API_TOKEN_SALT: () => hex(16),
  TRANSFER_TOKEN_SALT: () => hex(16),
  ENCRYPTION_KEY: () => hex(16),
  VIEW_HASH_SECRET: () => hex(32),
  REBUILD_HOOK_SECRET: () => hex(24),
  PROXY_SECRET: () => hex(24),
  // Letters, digits and a symbol: meets Strapi's admin password rule (8+ chars, upper, lower, digit).
  CMS_ADMIN_PASSWORD: () => `Od-${crypto.randomBytes(12).toString('base64url')}-9a`,
};

/**
 * @param {string} dataDir
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ values: Record<string,string>, file: string, generated: string[] }}
 *   `generated` names the secrets created by this call (the editor password is printed once, then).
 */
export function loadOrCreateSecrets(dataDir, env = process.env) {
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  let stored = {};
  if (fs.existsSync(file)) {
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      throw new Error(`${file} okunamadı (bozuk JSON). Dosyayı silerseniz yeni gizli değerler üretilir; açık oturumlar kapanır.`);
    }
  }
  const generated = [];
  for (const [name, make] of Object.entries(GENERATED)) {
    if (typeof stored[name] !== 'string' || !stored[name]) {
      stored[name] = make();
      generated.push(name);
    }
  }
  if (generated.length) {
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
  // An older file may have been created with a looser mode.
  fs.chmodSync(file, 0o600);
  const values = {};
  for (const name of Object.keys(GENERATED)) values[name] = env[name] || stored[name];
  return { values, file, generated: generated.filter((n) => !env[n]) };
}
