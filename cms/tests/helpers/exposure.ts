/*
 * What must never leave the server in an answer a member or guest reads: other members' e-mail addresses,
 * password hashes, tokens and reset codes, client addresses. `scanForLeaks` walks a JSON answer (or plain text:
 * RSS, sitemap, HTML) recursively, looking at keys and values.
 */

export interface Leak {
  where: string;
  what: string;
  value: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const VALUE_PATTERNS: Array<[string, RegExp]> = [
  ['password hash', /\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}|\$argon2(?:id|i|d)\$/],
  ['token', /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/],
  ['client address', /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\d.])|::ffff:/],
];
/** The site's own published contact addresses (site settings, pages) are public. */
const SITE_ADDRESS = /@oyundev\.(local|com)$/i;
/** Keys that hold secrets or addresses; present with a value, they are a leak whatever the value looks like. */
const SECRET_KEY =
  /^(password|passwordHash|resetPasswordToken|confirmationToken|verificationToken|unlockToken|resetCode|code_hash|tokenHash|secret|salt|ip|ipAddress|ipHash|visitorHash|lastIp|lastLoginIp|registrationIp)$/i;

export function scanForLeaks(
  body: string,
  { where, ownEmail, allowEmails = false }: { where: string; ownEmail?: string; allowEmails?: boolean },
): Leak[] {
  const leaks: Leak[] = [];
  const checkText = (text: string, path: string) => {
    for (const [what, pattern] of VALUE_PATTERNS) {
      const m = text.match(pattern);
      if (m) leaks.push({ where: `${where} ${path}`, what, value: m[0] });
    }
    if (allowEmails) return;
    for (const m of text.match(EMAIL) ?? []) {
      if (SITE_ADDRESS.test(m)) continue;
      if (ownEmail && m.toLowerCase() === ownEmail.toLowerCase()) continue;
      leaks.push({ where: `${where} ${path}`, what: 'e-mail', value: m });
    }
  };
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') checkText(value, path);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`));
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        // A validation error names the field it is about (`errors.password: 'Şifre gerekli'`).
        const fieldMessage = path.endsWith('.details.errors') && typeof v === 'string';
        if (SECRET_KEY.test(key) && !fieldMessage && v !== null && v !== undefined && v !== '')
          leaks.push({ where: `${where} ${path}.${key}`, what: `field ${key}`, value: String(v).slice(0, 40) });
        walk(v, `${path}.${key}`);
      }
    }
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    checkText(body, '(text)');
    return leaks;
  }
  walk(parsed, '$');
  return leaks;
}
