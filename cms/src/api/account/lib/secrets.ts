import crypto from 'node:crypto';

/*
 * Mailed secrets (verification tokens, reset codes): 32 random bytes, hex, sent once. The database keeps
 * only their SHA-256, so a leaked database row cannot be turned into a working link.
 */

export const hashSecret = (secret: string) => crypto.createHash('sha256').update(secret, 'utf8').digest('hex');

export function newSecret(): { secret: string; hash: string } {
  const secret = crypto.randomBytes(32).toString('hex');
  return { secret, hash: hashSecret(secret) };
}
