// The site server's client-only fallbacks: a thing the cms does not know is a real 404 with the not-found
// page in the HTML; a thing newer than the build (or a cms that cannot answer) still gets the live shell.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from './site-server.mjs';

const KNOWN = new Set(['/api/forum/topics/yeni-konu', '/api/forum/categories/unity', '/api/blog/posts/yeni-yazi', '/api/profiles/birisi']);
const cmsCalls = [];
let cmsDown = false;
const cms = http.createServer((req, res) => {
  cmsCalls.push(req.url);
  if (cmsDown) {
    res.writeHead(500).end();
    return;
  }
  if (req.url === '/api/forum/topics/premium-konu' || req.url === '/api/profiles/gizli') {
    res.writeHead(403, { 'content-type': 'application/json' }).end('{}');
    return;
  }
  const known = KNOWN.has(req.url);
  res
    .writeHead(known ? 200 : 404, { 'content-type': 'application/json' })
    .end(JSON.stringify(known ? { data: {} } : { error: { status: 404 } }));
});
await new Promise((resolve) => cms.listen(0, '127.0.0.1', resolve));

function write(dir, file, text) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-site-'));
write(siteDir, 'public/404.html', 'SAYFA-BULUNAMADI');
write(siteDir, 'public/forum/konu/index.html', 'KONU-KABUGU');
write(siteDir, 'public/forum/konu/eski-konu/index.html', 'ESKI-KONU');
write(siteDir, 'public/forum/kategori/index.html', 'KATEGORI-KABUGU');
write(siteDir, 'public/blog/[slug]/index.html', 'YAZI-KABUGU');
write(siteDir, 'public/blog/index.html', 'BLOG');
write(siteDir, 'public/blog/yazi-yaz/index.html', 'YAZI-YAZ');
write(siteDir, 'public/profil/index.html', 'PROFIL-KABUGU');
write(
  siteDir,
  '.cache/match-paths.json',
  JSON.stringify([
    { path: '/forum/konu', matchPath: '/forum/konu/*' },
    { path: '/forum/kategori', matchPath: '/forum/kategori/*' },
    { path: '/blog/[slug]', matchPath: '/blog/*' },
    { path: '/profil', matchPath: '/profil/*' },
  ]),
);

const app = createSiteServer({ siteDir, cmsUrl: `http://127.0.0.1:${cms.address().port}` });
const server = await new Promise((resolve) => {
  const s = app.listen(0, '127.0.0.1', () => resolve(s));
});
const base = `http://127.0.0.1:${server.address().port}`;
after(() => {
  server.close();
  cms.close();
});

async function get(pathname, method = 'GET') {
  const res = await fetch(base + pathname, { method, redirect: 'manual' });
  return { status: res.status, body: await res.text() };
}

test('a topic, category or blog post the cms does not know answers 404 with the not-found page', async () => {
  for (const pathname of ['/forum/konu/yok-boyle-konu', '/forum/kategori/yok', '/blog/rss.xml', '/blog/yaziim', '/blog/yok/']) {
    assert.deepEqual(await get(pathname), { status: 404, body: 'SAYFA-BULUNAMADI' }, pathname);
  }
  assert.equal((await get('/forum/konu/yok-boyle-konu', 'HEAD')).status, 404);
  assert.ok(cmsCalls.includes('/api/blog/posts/rss.xml'));
  assert.ok(cmsCalls.includes('/api/forum/categories/yok'));
});

test('something newer than the build gets the live shell with 200', async () => {
  assert.deepEqual(await get('/forum/konu/yeni-konu'), { status: 200, body: 'KONU-KABUGU' });
  assert.deepEqual(await get('/forum/kategori/unity'), { status: 200, body: 'KATEGORI-KABUGU' });
  assert.deepEqual(await get('/blog/yeni-yazi'), { status: 200, body: 'YAZI-KABUGU' });
  // Premium or pending: the cms refuses a guest but the thing exists; the page decides with the member's token.
  assert.deepEqual(await get('/forum/konu/premium-konu'), { status: 200, body: 'KONU-KABUGU' });
});

test('built pages are served without asking the cms', async () => {
  cmsCalls.length = 0;
  assert.deepEqual(await get('/forum/konu/eski-konu'), { status: 200, body: 'ESKI-KONU' });
  assert.deepEqual(await get('/blog/yazi-yaz'), { status: 200, body: 'YAZI-YAZ' });
  assert.deepEqual(await get('/blog'), { status: 200, body: 'BLOG' });
  assert.deepEqual(cmsCalls, []);
});

test('the fallback shells themselves and nested paths are not pages', async () => {
  for (const pathname of ['/forum/konu', '/forum/kategori/', '/blog/[slug]', '/profil', '/forum/konu/yeni-konu/fazla']) {
    assert.deepEqual(await get(pathname), { status: 404, body: 'SAYFA-BULUNAMADI' }, pathname);
  }
});

test('when the cms cannot answer, the live shell is served (the page shows its own error)', async () => {
  cmsDown = true;
  try {
    assert.deepEqual(await get('/forum/konu/bilinmiyor'), { status: 200, body: 'KONU-KABUGU' });
  } finally {
    cmsDown = false;
  }
});

test('a member the cms knows (or whose profile it will not show a guest) gets the live profile; an unknown name a real 404', async () => {
  assert.deepEqual(await get('/profil/birisi'), { status: 200, body: 'PROFIL-KABUGU' });
  assert.deepEqual(await get('/profil/gizli'), { status: 200, body: 'PROFIL-KABUGU' });
  const unknown = await get('/profil/kimse-degil');
  assert.equal(unknown.status, 404);
  assert.match(unknown.body, /SAYFA-BULUNAMADI/);
});
