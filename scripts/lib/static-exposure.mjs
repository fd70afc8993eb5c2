// The exposure scan of the static output (issue 16): every built HTML page, every page-data JSON, the RSS feeds
// and the sitemaps in a site/public (or a published snapshot) are read whole and searched for what must never be
// in a file anyone can download — members' e-mail addresses, password hashes, tokens (JWTs), reset/verification
// codes under their field names, client IP addresses, and the bodies of premium content (given by the caller:
// the test reads them from the database). The same patterns as the API scan (cms/tests/helpers/exposure.ts).
import fs from 'node:fs';
import path from 'node:path';

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** The site's own published contact addresses are public; `name@2x.png` is an image, not an address. */
const NOT_A_LEAK = /@oyundev\.(local|com)$|\.(png|jpe?g|webp|avif|gif|svg|js|css)$/i;
const PATTERNS = [
  ['password hash', /\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}|\$argon2(?:id|i|d)\$/],
  ['token', /\beyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/],
  ['client address', /(?<![\d.\w])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\d.\w])|::ffff:/],
  [
    'secret field',
    /["']?(password|resetPasswordToken|confirmationToken|verificationToken|unlockToken|resetCode|ipAddress|lastIp|registrationIp|visitorHash)["']?\s*[:=]\s*["'][^"']+["']/,
  ],
];

/** The files the scan reads under `publicDir`: HTML, page-data JSON, RSS/Atom and sitemap XML (not their .br/.gz twins). */
export function staticFiles(publicDir) {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(html|xml)$/.test(entry.name) || (entry.name.endsWith('.json') && full.includes(`${path.sep}page-data${path.sep}`)))
        out.push(full);
    }
  };
  walk(publicDir);
  return out;
}

/**
 * Finds leaks in one file's text. `secrets` are texts that must not appear at all (premium bodies), each with a
 * label; a member's text is compared with its whitespace collapsed and JSON/HTML escaping of quotes undone.
 */
export function scanText(text, where, secrets = []) {
  const leaks = [];
  for (const [what, pattern] of PATTERNS) {
    const m = text.match(pattern);
    if (m) leaks.push({ where, what, value: m[0].slice(0, 80) });
  }
  for (const m of text.match(EMAIL) ?? []) {
    if (!NOT_A_LEAK.test(m)) leaks.push({ where, what: 'e-mail', value: m });
  }
  if (secrets.length) {
    const flat = normalise(text);
    for (const { label, text: secret } of secrets) {
      if (flat.includes(normalise(secret))) leaks.push({ where, what: 'premium body', value: label });
    }
  }
  return leaks;
}

function normalise(text) {
  return text
    .replace(/\\n|\\r|\\t/g, ' ')
    .replace(/\\"|&quot;|&#x27;|&#39;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Scans every static file under `publicDir`; returns the files read and the leaks found. */
export function scanStaticSite(publicDir, secrets = []) {
  const files = staticFiles(publicDir);
  const leaks = [];
  for (const file of files) leaks.push(...scanText(fs.readFileSync(file, 'utf8'), path.relative(publicDir, file), secrets));
  return { files, leaks };
}
