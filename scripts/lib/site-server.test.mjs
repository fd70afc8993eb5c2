// The site server's defences: headers and CSP on pages, private build files, the 413 for huge bodies, the
// proxy's proof of origin for the cms, and pages taken out of the live site at once when they stop being public.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { publishSnapshot } from './snapshot.mjs';
import { createSiteServer } from './site-server.mjs';

const INLINE = 'window.pagePath="/forum";';
function tempSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-site-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, 'public', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', file), text);
  };
  write(
    'forum/index.html',
    `<!doctype html><html><head><script>${INLINE}</script><script type="application/ld+json">{"a":1}</script></head><body>forum</body></html>`,
  );
  write('forum/konu/gizli-konu/index.html', '<html><body>Tam gövde: premium içerik</body></html>');
  write('page-data/forum/konu/gizli-konu/page-data.json', '{"result":{"content":"Tam gövde"}}');
  write('forum/konu/[...]/index.html', '<html><body>canlı konu</body></html>');
  write('app-0123456789abcdef.js', 'console.log(1)');
  write('app-0123456789abcdef.js.map', '{"sources":["secret.ts"]}');
  write('webpack.stats.json', '{}');
  write('404.html', '<html><body>Sayfa Bulunamadı</body></html>');
  fs.mkdirSync(path.join(dir, '.cache'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, '.cache', 'match-paths.json'),
    JSON.stringify([
      { path: '/forum/konu/gizli-konu', matchPath: '/forum/konu/gizli-konu' },
      { path: '/forum/konu/[...]', matchPath: '/forum/konu/*' },
    ]),
  );
  publishSnapshot(dir);
  return dir;
}

async function withServer(options, fn) {
  const app = createSiteServer(options);
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    await fn(`http://127.0.0.1:${server.address().port}`);
  } finally {
    await new Promise((r) => server.close(r));
  }
}

/** A stand-in cms that records what reaches it. */
async function fakeCms() {
  const seen = [];
  const server = http.createServer((req, res) => {
    let size = 0;
    req.on('data', (c) => (size += c.length));
    req.on('end', () => {
      seen.push({ url: req.url, headers: req.headers, size });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

test('pages carry a CSP that allows exactly their inline scripts by hash; every answer has the security headers', async () => {
  const dir = tempSite();
  const cms = await fakeCms();
  await withServer({ siteDir: dir, cmsUrl: cms.url }, async (base) => {
    const page = await fetch(`${base}/forum`);
    assert.equal(page.status, 200);
    const csp = page.headers.get('content-security-policy');
    const hash = crypto.createHash('sha256').update(INLINE).digest('base64');
    assert.match(csp, new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /img-src 'self' data: blob: https:\/\/i\.imgur\.com/);
    assert.equal(page.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(page.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.equal(page.headers.get('x-frame-options'), 'DENY');
    assert.equal(page.headers.get('x-powered-by'), null);
    const api = await fetch(`${base}/api/forum/categories`);
    assert.equal(api.headers.get('x-content-type-options'), 'nosniff');
    assert.match(api.headers.get('content-security-policy'), /default-src 'none'/);
    const missing = await fetch(`${base}/yok-boyle-bir-sayfa`);
    assert.equal(missing.status, 404);
    assert.match(missing.headers.get('content-security-policy'), /script-src 'self'/);
  });
  await cms.close();
});

test('a form the browser posts itself goes back to its page as a GET; an API post still reaches the cms', async () => {
  const dir = tempSite();
  const cms = await fakeCms();
  await withServer({ siteDir: dir, cmsUrl: cms.url }, async (base) => {
    const post = (url, type = 'application/x-www-form-urlencoded') =>
      fetch(`${base}${url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': type },
        body: 'identifier=a&password=gizli',
      });
    const back = await post('/forum?redirect=%2Fayarlar');
    assert.equal(back.status, 303);
    assert.equal(back.headers.get('location'), '/forum?redirect=%2Fayarlar');
    // Never to another host.
    for (const url of ['//evil.example/x', '/\\evil.example']) assert.equal((await post(url)).headers.get('location'), '/', url);
    assert.equal((await post('/forum', 'multipart/form-data; boundary=x')).status, 303);
    const seenBefore = cms.seen.length;
    const api = await post('/api/auth/local', 'application/json');
    assert.equal(api.status, 200);
    assert.equal(cms.seen.length, seenBefore + 1);
    assert.ok(cms.seen.every((r) => !r.url.includes('gizli')));
  });
  await cms.close();
});

test('source maps and the bundler stats are not served', async () => {
  const dir = tempSite();
  await withServer({ siteDir: dir, cmsUrl: 'http://127.0.0.1:9' }, async (base) => {
    assert.equal((await fetch(`${base}/app-0123456789abcdef.js`)).status, 200);
    for (const file of [
      '/app-0123456789abcdef.js.map',
      '/app-0123456789abcdef.js%2Emap',
      '/app-0123456789abcdef.js.m%61p',
      '/webpack%2Estats.json',
      '/webpack.stats.json',
      '/chunk-map.json',
      '/%E0%A4%A',
    ]) {
      const res = await fetch(`${base}${file}`);
      assert.equal(res.status, 404, file);
      assert.doesNotMatch(await res.text(), /secret\.ts/);
    }
  });
});

test('a body over the limit gets a Turkish 413 before it reaches the cms', async () => {
  const dir = tempSite();
  const cms = await fakeCms();
  await withServer({ siteDir: dir, cmsUrl: cms.url }, async (base) => {
    const big = 'x'.repeat(10 * 1024 * 1024);
    const res = await fetch(`${base}/api/forum/1/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: big }),
    });
    assert.equal(res.status, 413);
    const body = await res.json();
    assert.equal(body.error.details.code, 'PAYLOAD_TOO_LARGE');
    assert.equal(body.error.message, 'Gönderilen içerik çok büyük.');
    assert.equal(cms.seen.length, 0);
    const small = await fetch(`${base}/api/forum/1/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"content":"kısa"}',
    });
    assert.equal(small.status, 200);
  });
  await cms.close();
});

test('the proxy proves itself to the cms and passes on the client address; a client cannot forge the proof', async () => {
  const dir = tempSite();
  const cms = await fakeCms();
  await withServer({ siteDir: dir, cmsUrl: cms.url, proxySecret: 'proof-123' }, async (base) => {
    await fetch(`${base}/api/me`, { headers: { 'x-oyundev-proxy': 'forged', 'x-forwarded-for': '203.0.113.9' } });
    const seen = cms.seen.at(-1);
    assert.equal(seen.headers['x-oyundev-proxy'], 'proof-123');
    // Our proxy appends the address it saw: the cms takes the last entry, not the client's own claim.
    assert.equal(seen.headers['x-forwarded-for'].split(',').at(-1).trim().replace('::ffff:', ''), '127.0.0.1');
  });
  await withServer({ siteDir: dir, cmsUrl: cms.url }, async (base) => {
    await fetch(`${base}/api/me`, { headers: { 'x-oyundev-proxy': 'forged' } });
    assert.equal(cms.seen.at(-1).headers['x-oyundev-proxy'], undefined);
  });
  await cms.close();
});

test('a page that stops being public leaves the live site at once: HTML and page-data, before any rebuild', async () => {
  const dir = tempSite();
  await withServer({ siteDir: dir, cmsUrl: 'http://127.0.0.1:9', rebuildSecret: 'hook-secret' }, async (base) => {
    assert.match(await (await fetch(`${base}/forum/konu/gizli-konu`)).text(), /premium içerik/);
    assert.equal((await fetch(`${base}/page-data/forum/konu/gizli-konu/page-data.json`)).status, 200);
    const hook = (body, secret = 'hook-secret') =>
      fetch(`${base}/__rebuild`, {
        method: 'POST',
        headers: { 'x-rebuild-secret': secret, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Without the secret, or with a path-like slug, nothing is removed.
    assert.equal((await hook({ type: 'topic', slug: 'gizli-konu', hide: true }, 'guess')).status, 404);
    assert.equal((await hook({ type: 'topic', slug: '../../forum', hide: true })).status, 202);
    assert.equal((await fetch(`${base}/forum`)).status, 200);
    assert.match(await (await fetch(`${base}/forum/konu/gizli-konu`)).text(), /premium içerik/);

    assert.equal((await hook({ type: 'topic', slug: 'gizli-konu', hide: true })).status, 202);
    const page = await fetch(`${base}/forum/konu/gizli-konu`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.doesNotMatch(html, /premium içerik/);
    assert.match(html, /canlı konu/);
    assert.equal((await fetch(`${base}/page-data/forum/konu/gizli-konu/page-data.json`)).status, 404);
    // Gone from the build output too, so no later snapshot copies it back before the rebuild rewrites it.
    assert.equal(fs.existsSync(path.join(dir, 'public', 'forum', 'konu', 'gizli-konu', 'index.html')), false);
  });
});

test('page-data of a topic the build does not have is the live route’s (it reads the topic live); a built one’s is its own', async () => {
  const dir = tempSite();
  fs.mkdirSync(path.join(dir, '.live', 'current', 'public', 'page-data', 'forum', 'konu', '[...]'), { recursive: true });
  const fallback = '{"componentChunkName":"component---src-templates-topic-tsx","path":"/forum/konu/[...]","result":{"pageContext":{}}}';
  fs.writeFileSync(path.join(dir, '.live', 'current', 'public', 'page-data', 'forum', 'konu', '[...]', 'page-data.json'), fallback);
  const cms = await fakeCms();
  try {
    await withServer({ siteDir: dir, cmsUrl: cms.url }, async (base) => {
      const fresh = await fetch(`${base}/page-data/forum/konu/yeni-acilan-konu/page-data.json`);
      assert.equal(fresh.status, 200);
      assert.equal(await fresh.text(), fallback);
      assert.match(fresh.headers.get('cache-control'), /max-age=0/);
      const built = await fetch(`${base}/page-data/forum/konu/gizli-konu/page-data.json`);
      assert.equal(await built.text(), '{"result":{"content":"Tam gövde"}}');
      // Not looked up in the cms (the request has no session; a pending topic is its author's): the live route says so.
      const gone = await fetch(`${base}/page-data/forum/konu/boyle-konu-yok/page-data.json`);
      assert.equal(await gone.text(), fallback);
      assert.equal((await fetch(`${base}/page-data/forum/yok/page-data.json`)).status, 404);
      assert.deepEqual(
        cms.seen.filter((r) => r.url.startsWith('/api/forum/topics/')),
        [],
      );
    });
  } finally {
    await cms.close();
  }
});

test('a page a snapshot swap takes away between the check and the send falls to its live route or the Turkish 404', async () => {
  const dir = tempSite();
  const live = path.join(dir, '.live', 'current', 'public');
  const built = path.join(live, 'forum', 'konu', 'gizli-konu', 'index.html');
  const forum = path.join(live, 'forum', 'index.html');
  // The swap lands just after the server saw the file: existsSync says yes, the file is gone when it is streamed.
  const vanishing = new Set([built, forum]);
  const existsSync = fs.existsSync;
  fs.existsSync = (file) => {
    const there = existsSync(file);
    if (there && vanishing.has(String(file))) fs.rmSync(String(file));
    return there;
  };
  try {
    await withServer({ siteDir: dir, cmsUrl: 'http://127.0.0.1:9' }, async (base) => {
      const topic = await fetch(`${base}/forum/konu/gizli-konu`);
      assert.equal(topic.status, 200);
      assert.match(await topic.text(), /canlı konu/);
      assert.equal(topic.headers.get('content-encoding'), null);

      const gone = await fetch(`${base}/forum`);
      assert.equal(gone.status, 404);
      assert.match(gone.headers.get('content-type'), /text\/html/);
      assert.match(await gone.text(), /Sayfa Bulunamadı/);
    });
  } finally {
    fs.existsSync = existsSync;
  }
});
