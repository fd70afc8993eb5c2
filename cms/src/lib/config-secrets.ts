/**
 * Secrets the cms cannot run safely without. `npm start` generates them once per install (scripts/lib/secrets.mjs,
 * kept in `.data/secrets.json`); a production deployment names them in its environment. Outside production
 * (the API tests, `strapi develop`) a missing one falls back to a fixed development value, so tests boot
 * without setup — and exactly those values are refused in production, because they are public in this repo.
 */
export const DEVELOPMENT_SECRETS = {
  JWT_SECRET: 'oyundev-local-jwt-secret',
  ADMIN_JWT_SECRET: 'oyundev-local-admin-jwt-secret',
  API_TOKEN_SALT: 'oyundev-local-api-token-salt',
  TRANSFER_TOKEN_SALT: 'oyundev-local-transfer-salt',
  ENCRYPTION_KEY: 'oyundev-local-encryption-key-32b',
  APP_KEYS: 'oyundevLocalKeyA,oyundevLocalKeyB',
  VIEW_HASH_SECRET: 'oyundev-local-views',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/oyundev',
} as const;

export type SecretName = keyof typeof DEVELOPMENT_SECRETS;

/** Values seen in examples and earlier defaults: never a real secret. */
const KNOWN_PUBLIC = new Set<string>(
  [
    ...Object.values(DEVELOPMENT_SECRETS).flatMap((v) => [v, ...v.split(',')]),
    'toBeModified1',
    'toBeModified2',
    'changeMe',
    'changeMeA',
    'changeMeB',
    'secret',
  ].map((v) => v.toLowerCase()),
);

/** The shortest secret accepted in production (APP_KEYS are checked key by key). */
const MIN_LENGTH = 16;

export class MissingSecretError extends Error {
  constructor(name: string, reason: 'missing' | 'default' | 'short') {
    const why =
      reason === 'missing'
        ? 'tanımlı değil'
        : reason === 'default'
          ? 'depodaki bilinen varsayılan değer'
          : `çok kısa (en az ${MIN_LENGTH} karakter)`;
    super(`${name} ${why}: üretim modunda (NODE_ENV=production) cms bu gizli değer olmadan başlamaz. ` +
      `Rastgele bir değer üretin (ör. 'openssl rand -hex 32') ve ortam değişkeni olarak verin; 'npm start' bunu kendisi yapar.`);
    this.name = 'MissingSecretError';
  }
}

export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';

/**
 * The value of secret `name`: from the environment, or — outside production only — the development value.
 * In production a missing, short or publicly known value stops the boot with a message naming the variable.
 */
export function requireSecret(name: SecretName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name]?.trim();
  if (!isProduction(env)) return value || DEVELOPMENT_SECRETS[name];
  if (!value) throw new MissingSecretError(name, 'missing');
  const parts = name === 'APP_KEYS' ? value.split(',').map((p) => p.trim()) : [value];
  // A database URL is not a random string; only its known local default is refused.
  if (name === 'DATABASE_URL') {
    if (value === DEVELOPMENT_SECRETS.DATABASE_URL) throw new MissingSecretError(name, 'default');
    return value;
  }
  if (parts.some((p) => KNOWN_PUBLIC.has(p.toLowerCase()))) throw new MissingSecretError(name, 'default');
  if (parts.some((p) => p.length < MIN_LENGTH)) throw new MissingSecretError(name, 'short');
  return value;
}
