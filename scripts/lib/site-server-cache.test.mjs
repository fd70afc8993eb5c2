// The site server's fast path (site-cache.mjs, issue 15): a kept answer is the slow path's answer again, headers and
// body; a write through the proxy, the rebuild hook and a new snapshot empty it; a member (Authorization) or a
// request with a cookie never gets a kept API answer, and nothing but a 200 is kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompress } from './precompress.mjs';
import { publishSnapshot } from './snapshot.mjs';
import { createSiteCache } from './site-cache.mjs';
import { createSiteServer } from './site-server.mjs';

const PAGE = `<!doctype html><html><head><script>window.pagePath="/forum";</script></head><body>${'<p>Forum</p>'.repeat(300)}</body></html>`;

function tempSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-cache-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, 'public', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', file), text);
  };
  write('forum/index.html', PAGE);
  write('forum/konu/gizli-konu/index.html', '<html><body>premium içerik</body></html>');
  write('forum/konu/[...]/index.html', '<html><body>canlı konu</body></html>');
  write('app-0123456789abcdef.js', `window.a=${JSON.stringify('oyun '.repeat(1000))}`);
  write('404.html', '<html><body>Sayfa Bulunamadı</body></html>');
  fs.mkdirSync(path.join(dir, '.cache'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, '.cache', 'match-paths.json'),
    JSON.stringify([{ path: '/forum/konu/[...]', matchPath: '/forum/konu/*' }]),
  );
  return dir;
}

/**
 * A stand-in cms: a guest's GET of /api/forum/topics is marked as its guest cache's (X-Accel-Expires), a member's
 * is their own; /api/missing is a 404 and /api/broken a 500, marked all the same (the proxy must not keep them).
 */
async function fakeCms() {
  const seen = [];
  let version = 1;
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => {
      if (req.method !== 'GET') {
        version += 1;
        return res.writeHead(201, { 'content-type': 'application/json' }).end('{"data":{}}');
      }
      const member = Boolean(req.headers.authorization);
      const status = req.url.startsWith('/api/missing') ? 404 : req.url.startsWith('/api/broken') ? 500 : 200;
      const body = JSON.stringify({ data: { version, viewer: member ? 'üye' : 'misafir', filler: 'konu '.repeat(400) } });
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...(member ? {} : { 'x-accel-expires': '2' }) });
      res.end(body);
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const hits = (url) => seen.filter((s) => s.url === url && s.method === 'GET').length;
  return { url: `http://127.0.0.1:${server.address().port}`, seen, hits, close: () => new Promise((r) => server.close(r)) };
}

/** The number of requests that took the slow path (Express) so far: the cache records each one it lets through. */
function slowPathCounter(app) {
  let n = 0;
  const record = app.locals.cache.record;
  app.locals.cache.record = (...args) => {
    n += 1;
    return record(...args);
  };
  return () => n;
}

async function withServer(options, fn) {
  const app = createSiteServer(options);
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    await fn(`http://127.0.0.1:${server.address().port}`, app);
  } finally {
    app.locals.cmsAgent.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

/** A GET as a browser revalidates (fetch would add Cache-Control: no-cache to a conditional request). */
function revalidate(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const all = { ...res.headers };
          for (const name of CONNECTION) delete all[name];
          resolve({ status: res.statusCode, headers: all, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** The connection's headers, not the answer's: Node writes them (a streamed answer is chunked, a kept one has its length). */
const CONNECTION = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];

/** Status, the answer's headers and body bytes of one request. */
async function get(url, headers = {}, method = 'GET') {
  const res = await fetch(url, { method, headers });
  const all = Object.fromEntries(res.headers);
  for (const name of CONNECTION) delete all[name];
  return { status: res.status, headers: all, body: Buffer.from(await res.arrayBuffer()) };
}

test('a kept page or file is the slow path’s answer again, headers and body, in every encoding, HEAD too', async () => {
  const dir = tempSite();
  await precompress(path.join(dir, 'public'));
  publishSnapshot(dir);
  await withServer({ siteDir: dir, cmsUrl: 'http://127.0.0.1:9' }, async (base, app) => {
    const slowPath = slowPathCounter(app);
    for (const [url, encoding] of [
      ['/forum', 'br'],
      ['/forum', 'gzip'],
      ['/forum', 'identity'],
      ['/app-0123456789abcdef.js', 'gzip, deflate, br'],
    ]) {
      const slow = await get(base + url, { 'accept-encoding': encoding });
      assert.equal(slow.status, 200);
      const slowSoFar = slowPath();
      const fast = await get(base + url, { 'accept-encoding': encoding });
      assert.equal(slowPath(), slowSoFar, 'the second answer came from the cache');
      assert.deepEqual(fast.headers, slow.headers, `${url} ${encoding}`);
      assert.ok(fast.body.equals(slow.body), `${url} ${encoding}`);
      const head = await get(base + url, { 'accept-encoding': encoding }, 'HEAD');
      assert.deepEqual(head.headers, slow.headers);
      assert.equal(head.body.length, 0);
      assert.equal(slowPath(), slowSoFar);
    }
    assert.equal(app.locals.cache.size(), 4);
    const page = await get(`${base}/forum`, { 'accept-encoding': 'br' });
    assert.match(page.headers['content-security-policy'], /script-src 'self' 'sha256-/);
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.equal(page.headers.vary, 'Accept-Encoding');
  });
});

test('a browser revalidating a kept page gets the static server’s 304; a changed ETag gets the page', async () => {
  const dir = tempSite();
  await precompress(path.join(dir, 'public'));
  publishSnapshot(dir);
  const br = { 'accept-encoding': 'br' };
  let slow304;
  // A server with nothing kept answers the revalidation on the slow path (send's 304)…
  await withServer({ siteDir: dir, cmsUrl: 'http://127.0.0.1:9' }, async (base) => {
    const { headers } = await get(`${base}/forum`, br);
    slow304 = await revalidate(`${base}/forum`, { ...br, 'if-none-match': headers.etag, 'if-modified-since': headers['last-modified'] });
  });
  assert.equal(slow304.status, 304);
  // …and one that kept the page answers it from memory with the same headers.
  await withServer({ siteDir: dir, cmsUrl: 'http://127.0.0.1:9' }, async (base, app) => {
    const page = await get(`${base}/forum`, br);
    const slowPath = slowPathCounter(app);
    const fast304 = await revalidate(`${base}/forum`, {
      ...br,
      'if-none-match': page.headers.etag,
      'if-modified-since': page.headers['last-modified'],
    });
    assert.equal(slowPath(), 0);
    assert.equal(fast304.status, 304);
    assert.deepEqual(fast304.headers, slow304.headers);
    assert.equal(fast304.body.length, 0);
    const changed = await revalidate(`${base}/forum`, { ...br, 'if-none-match': 'W/"baska"' });
    assert.equal(changed.status, 200);
    assert.equal(changed.headers['content-encoding'], 'br');
    assert.ok(zlib.brotliDecompressSync(changed.body).equals(page.body));
    // Not for the API: a conditional API read always goes to the cms.
    assert.equal(slowPath(), 0);
  });
});

test('a live route’s shell and a 404 page are never kept; a new snapshot replaces what was kept', async () => {
  const dir = tempSite();
  publishSnapshot(dir);
  await withServer({ siteDir: dir, cmsUrl: 'http://127.0.0.1:9' }, async (base, app) => {
    assert.match((await get(`${base}/forum/konu/yeni-konu`)).body.toString(), /canlı konu/);
    assert.equal((await get(`${base}/yok-boyle-bir-sayfa`)).status, 404);
    assert.equal(app.locals.cache.size(), 0);

    assert.match((await get(`${base}/forum`)).body.toString(), /<p>Forum<\/p>/);
    fs.writeFileSync(path.join(dir, 'public', 'forum', 'index.html'), '<html><body>yeni sürüm</body></html>');
    publishSnapshot(dir);
    app.locals.reload(); // what the rebuild runner calls after the swap
    assert.match((await get(`${base}/forum`)).body.toString(), /yeni sürüm/);
  });
});

test('the rebuild hook empties the cache: a page taken out of the site is not served from memory', async () => {
  const dir = tempSite();
  publishSnapshot(dir);
  await withServer({ siteDir: dir, cmsUrl: 'http://127.0.0.1:9', rebuildSecret: 'kanca' }, async (base, app) => {
    for (let i = 0; i < 2; i++) assert.match((await get(`${base}/forum/konu/gizli-konu`)).body.toString(), /premium içerik/);
    assert.equal(app.locals.cache.size(), 1);
    const hook = await fetch(`${base}/__rebuild`, {
      method: 'POST',
      headers: { 'x-rebuild-secret': 'kanca', 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'topic', slug: 'gizli-konu', hide: true }),
    });
    assert.equal(hook.status, 202);
    const after = (await get(`${base}/forum/konu/gizli-konu`)).body.toString();
    assert.doesNotMatch(after, /premium içerik/);
    assert.match(after, /canlı konu/);
  });
});

test('a guest API answer the cms marked is kept for it (without the mark) and dropped by any write through the proxy', async () => {
  const dir = tempSite();
  publishSnapshot(dir);
  const cms = await fakeCms();
  try {
    await withServer({ siteDir: dir, cmsUrl: cms.url }, async (base) => {
      const url = '/api/forum/topics?sort=hot';
      const slow = await get(base + url, { 'accept-encoding': 'gzip' });
      const fast = await get(base + url, { 'accept-encoding': 'gzip' });
      assert.equal(cms.hits(url), 1, 'the second read did not reach the cms');
      assert.deepEqual(fast.headers, slow.headers);
      assert.ok(fast.body.equals(slow.body));
      assert.equal(slow.headers['x-accel-expires'], undefined, 'the mark is for the proxy, not the client');
      assert.equal(slow.headers['content-encoding'], 'gzip');
      assert.equal(slow.headers['x-content-type-options'], 'nosniff');

      const before = JSON.parse((await get(base + url)).body).data.version;
      const write = await fetch(`${base}/api/forum/topics`, { method: 'POST', headers: { authorization: 'Bearer üye' }, body: '{}' });
      assert.equal(write.status, 201);
      const after = JSON.parse((await get(base + url)).body).data.version;
      assert.equal(after, before + 1, 'the read after the write shows it');
    });
  } finally {
    await cms.close();
  }
});

test('a write that reached the cms straight empties the cache when the cms says so, with the proxy’s secret only', async () => {
  const dir = tempSite();
  publishSnapshot(dir);
  const cms = await fakeCms();
  try {
    await withServer({ siteDir: dir, cmsUrl: cms.url, proxySecret: 'vekil-kaniti', pageViewFlushMs: 60_000 }, async (base, app) => {
      const url = '/api/forum/topics?sort=new';
      await get(base + url);
      assert.equal(app.locals.cache.size(), 1);
      const purge = (secret) => fetch(`${base}/__purge`, { method: 'POST', headers: { 'x-oyundev-proxy': secret } });
      assert.equal((await purge('tahmin')).status, 404);
      assert.equal(app.locals.cache.size(), 1);
      assert.equal((await purge('vekil-kaniti')).status, 204);
      assert.equal(app.locals.cache.size(), 0);
      await get(base + url);
      assert.equal(cms.hits(url), 2);
    });
  } finally {
    await cms.close();
  }
});

test('a member (Authorization) or a request with a cookie never gets a kept API answer, and never fills the cache', async () => {
  const dir = tempSite();
  publishSnapshot(dir);
  const cms = await fakeCms();
  try {
    await withServer({ siteDir: dir, cmsUrl: cms.url }, async (base, app) => {
      const url = '/api/forum/topics?sort=new';
      await get(base + url);
      assert.equal(app.locals.cache.size(), 1);
      for (let i = 0; i < 2; i++) {
        const mine = JSON.parse((await get(base + url, { authorization: 'Bearer üye' })).body);
        assert.equal(mine.data.viewer, 'üye');
      }
      await get(base + url, { cookie: 'oturum=1' });
      assert.equal(cms.hits(url), 4, 'every member and cookie request reached the cms');
      assert.equal(app.locals.cache.size(), 1);
      assert.equal(JSON.parse((await get(base + url)).body).data.viewer, 'misafir');
      assert.equal(cms.hits(url), 4);
    });
  } finally {
    await cms.close();
  }
});

test('only a 200 is kept: a 404 or a 500 goes to the cms every time, even when marked', async () => {
  const dir = tempSite();
  publishSnapshot(dir);
  const cms = await fakeCms();
  try {
    await withServer({ siteDir: dir, cmsUrl: cms.url }, async (base, app) => {
      for (const url of ['/api/missing/1', '/api/broken']) {
        for (let i = 0; i < 2; i++) await get(base + url);
        assert.equal(cms.hits(url), 2, url);
      }
      assert.equal(app.locals.cache.size(), 0);
    });
  } finally {
    await cms.close();
  }
});

test('an API answer is kept no longer than the cms allowed, and a read under way during a write is not kept', async () => {
  let clock = 1_000;
  const cache = createSiteCache({ now: () => clock });
  let release;
  let asked;
  const server = http.createServer((req, res) => {
    if (cache.lookup(req)) return cache.send(req, res, cache.lookup(req));
    asked = req.headers;
    cache.record(req, res);
    res.cacheFor = 2000;
    res.setHeader('content-type', 'text/plain');
    if (req.url === '/slow') return (release = () => res.end('eski'));
    res.end('ok');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    await get(`${base}/a`);
    assert.equal(cache.size(), 1);
    clock += 1999;
    assert.ok(cache.lookup({ method: 'GET', url: '/a', headers: asked }));
    clock += 1;
    assert.equal(cache.lookup({ method: 'GET', url: '/a', headers: asked }), undefined);

    const slow = get(`${base}/slow`);
    while (!release) await new Promise((r) => setImmediate(r));
    cache.clear(); // a write finished while the read was under way
    release();
    await slow;
    assert.equal(cache.lookup({ method: 'GET', url: '/slow', headers: asked }), undefined);
    assert.equal(cache.size(), 0);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});
