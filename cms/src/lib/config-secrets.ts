/**
 * Secrets the cms cannot run safely without. `npm start` generates them once per install (scripts/lib/secrets.mjs,
 * kept in `.data/secrets.json`); a production deployment names them in its environment. Only the API tests
 * (NODE_ENV=test) and a developer who asks for it (OYUNDEV_DEV_SECRETS=true, e.g. for `strapi develop`) may run on
 * the fixed development values below — everywhere else, including a server started without NODE_ENV (which
 * Strapi then calls "development"), a missing or publicly known value stops the boot, because these values are
 * public in this repository.
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
    super(
      `${name} ${why}: cms bu gizli değer olmadan başlamaz (yalnızca testler ve OYUNDEV_DEV_SECRETS=true geliştirme değerleriyle çalışır). ` +
        `Rastgele bir değer üretin (ör. 'openssl rand -hex 32') ve ortam değişkeni olarak verin; 'npm start' bunu kendisi yapar.`,
    );
    this.name = 'MissingSecretError';
  }
}

export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';

/** Whether the development values may stand in for missing secrets. */
export const developmentSecretsAllowed = (env: NodeJS.ProcessEnv = process.env) =>
  env.NODE_ENV === 'test' || env.OYUNDEV_DEV_SECRETS === 'true';

/**
 * The value of secret `name`: from the environment, or — in tests and on request only — the development value.
 * Otherwise a missing, short or publicly known value stops the boot with a message naming the variable.
 */
export function requireSecret(name: SecretName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name]?.trim();
  if (developmentSecretsAllowed(env)) return value || DEVELOPMENT_SECRETS[name];
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
