// The static exposure scan (static-exposure.mjs) against a throwaway public directory: a clean build passes, and
// each kind of leak — a premium body in a page's HTML or page-data, an e-mail, a hash, a token, an address, a
// secret field — is found, in the file it is in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scanStaticSite } from './static-exposure.mjs';

const PREMIUM = 'Gölgelendirici önbelleğini sahne yüklenirken ısıtmanın üç yolu';

function site(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-static-scan-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const CLEAN = {
  'index.html': '<html><body><a href="mailto:iletisim@oyundev.com">İletişim</a><img src="/logo@2x.png"> Sürüm 1.2.3</body></html>',
  'page-data/forum/konu/a/page-data.json': JSON.stringify({ result: { pageContext: { topic: { title: 'Unity', content: 'Açık konu' } } } }),
  'blog/rss.xml': '<rss><channel><item><title>Yazı</title></item></channel></rss>',
  'sitemap.xml': '<urlset><url><loc>https://oyundev.com/blog/yazi</loc></url></urlset>',
  // Precompressed twins are the same bytes as their source and are not read again.
  'index.html.br': `${PREMIUM} uye@example.test`,
};

test('a clean build: every HTML, page-data, RSS and sitemap file read, nothing found', () => {
  const { files, leaks } = scanStaticSite(site(CLEAN), [{ label: 'premium post', text: PREMIUM }]);
  assert.deepEqual(files.map((f) => path.basename(f)).sort(), ['index.html', 'page-data.json', 'rss.xml', 'sitemap.xml']);
  assert.deepEqual(leaks, []);
});

test('a premium body put into a page or its page-data is found (escaped and re-wrapped too)', () => {
  const dir = site({
    ...CLEAN,
    'blog/premium/index.html': `<p>${PREMIUM.replace('önbelleğini ', 'önbelleğini\n   ')}</p>`,
    'page-data/blog/premium/page-data.json': JSON.stringify({ result: { post: { content: `"${PREMIUM}"` } } }),
  });
  const { leaks } = scanStaticSite(dir, [{ label: 'premium post', text: PREMIUM }]);
  assert.deepEqual(leaks.map((l) => [l.where, l.what]).sort(), [
    ['blog/premium/index.html', 'premium body'],
    ['page-data/blog/premium/page-data.json', 'premium body'],
  ]);
});

test('e-mails, hashes, tokens, addresses and secret fields are found', () => {
  const dir = site({
    ...CLEAN,
    'profil/a/index.html': '<p>uye@example.test</p>',
    'page-data/profil/a/page-data.json': JSON.stringify({ password: '$2a$10$' + 'a'.repeat(53) }),
    'page-data/profil/b/page-data.json': JSON.stringify({ jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.abc' }),
    'forum/index.html': '<span>192.168.1.20</span>',
    'page-data/profil/c/page-data.json': JSON.stringify({ resetPasswordToken: 'abc123' }),
  });
  const found = scanStaticSite(dir).leaks.map((l) => `${l.where} ${l.what}`);
  for (const expected of [
    'profil/a/index.html e-mail',
    'page-data/profil/a/page-data.json password hash',
    'page-data/profil/b/page-data.json token',
    'forum/index.html client address',
    'page-data/profil/c/page-data.json secret field',
  ])
    assert.ok(found.includes(expected), `${expected} not in ${JSON.stringify(found)}`);
});
