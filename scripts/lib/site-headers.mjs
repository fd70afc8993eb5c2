// The Content-Security-Policy of a built page. Gatsby writes a few inline scripts into every page (page path,
// chunk map, our theme script); each is allowed by its SHA-256 hash, so no other inline script — say, one a
// markdown bug let through — can run. Images: the site and domain's IMAGE_HOSTS (the same list the markdown
// renderer shows images from). Nothing may frame the site.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { IMAGE_HOSTS } from '@oyundev/domain';

export { PRIVATE_BUILD_FILES } from './build-files.mjs';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype=["']?application\/(?:ld\+)?json/i;

/** The hashes of a page's executable inline scripts, as CSP sources. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function policyFor(html) {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // React sets style attributes; Gatsby inlines its CSS.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${IMAGE_HOSTS.map((h) => `https://${h}`).join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const cache = new Map();

/** The policy of the page in `file`, read once per version of the file. */
export function contentSecurityPolicy(file) {
  // A file a snapshot swap takes away between the two reads gets the strictest policy (and is not sent anyway).
  try {
    const stat = fs.statSync(file);
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    let policy = cache.get(key);
    if (!policy) {
      policy = policyFor(fs.readFileSync(file, 'utf8'));
      if (cache.size > 5000) cache.clear();
      cache.set(key, policy);
    }
    return policy;
  } catch {
    return policyFor('');
  }
}
