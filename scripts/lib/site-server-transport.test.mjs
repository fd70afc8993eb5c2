// The site server's transport: precompressed static files, compressed API answers, keep-alive to the client and
// to the cms (issue 15).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { brotliQuality, precompress } from './precompress.mjs';
import { purgeStaticPage } from './rebuild.mjs';
import { publishSnapshot } from './snapshot.mjs';
import { createSiteServer } from './site-server.mjs';

const APP_JS = `window.app=${JSON.stringify('oyun '.repeat(4000))};`;
const PAGE = `<!doctype html><html><body>${'<p>Forum konusu</p>'.repeat(500)}</body></html>`;

function tempSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-transport-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, 'public', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', file), text);
  };
  write('app-0123456789abcdef.js', APP_JS);
  write('app-0123456789abcdef.js.map', JSON.stringify({ sources: ['x'.repeat(5000)] }));
  write('webpack.stats.json', JSON.stringify({ big: 'y'.repeat(5000) }));
  write('small.css', 'a{}');
  write('component---src-templates-admin-tsx.0123456789abcdef0123.css', 'a{}');
  write('forum/index.html', PAGE);
  write('forum/konu/gizli-konu/index.html', PAGE.replace('Forum konusu', 'premium içerik'));
  write('page-data/forum/konu/gizli-konu/page-data.json', JSON.stringify({ result: { content: 'premium içerik '.repeat(200) } }));
  return dir;
}

/** A stand-in cms answering a large JSON body, recording the client port of each upstream connection. */
async function fakeCms() {
  const ports = [];
  const server = http.createServer((req, res) => {
    ports.push(req.socket.remotePort);
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: 'konu '.repeat(2000) })));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, ports, close: () => new Promise((r) => server.close(r)) };
}

async function withServer(options, fn) {
  const app = createSiteServer(options);
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    await fn(server.address().port, app);
  } finally {
    app.locals.cmsAgent.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

/** A raw GET (no automatic decoding): status, headers, body bytes and the local port of the socket used. */
function get(port, pathname, headers = {}, agent = false) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), localPort: req.socket.localPort }),
      );
    });
    req.on('error', reject);
  });
}

const decode = (res) =>
  res.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(res.body).toString()
    : res.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(res.body).toString()
      : res.body.toString();

test('precompress writes .br and .gz for text files, skips small files, source maps and bundler stats, and is incremental', async () => {
  const dir = tempSite();
  const pub = path.join(dir, 'public');
  const first = await precompress(pub);
  for (const f of ['app-0123456789abcdef.js', 'forum/index.html', 'page-data/forum/konu/gizli-konu/page-data.json']) {
    assert.ok(fs.existsSync(path.join(pub, f + '.br')), f);
    assert.equal(zlib.gunzipSync(fs.readFileSync(path.join(pub, f + '.gz'))).toString(), fs.readFileSync(path.join(pub, f), 'utf8'));
  }
  for (const f of ['small.css', 'app-0123456789abcdef.js.map', 'webpack.stats.json']) {
    assert.equal(fs.existsSync(path.join(pub, f + '.br')), false, f);
    assert.equal(fs.existsSync(path.join(pub, f + '.gz')), false, f);
  }
  assert.ok(first.written >= 8);
  // Nothing changed: nothing rewritten. A rewritten page: only its variants. A deleted file: its variants go.
  assert.equal((await precompress(pub)).written, 0);
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(path.join(pub, 'forum/index.html'), later, later);
  assert.equal((await precompress(pub)).written, 2);
  fs.rmSync(path.join(pub, 'app-0123456789abcdef.js'));
  assert.equal((await precompress(pub)).removed, 2);
});

test("brotli's slowest quality only for code and styles; what a publish rewrites (pages, data, feeds, sitemap) at a fast one", async () => {
  for (const f of ['app-0123456789abcdef.js', 'styles.0123.css', 'icons.svg', 'favicon.ico']) assert.equal(brotliQuality(f), 11, f);
  for (const f of ['sitemap.xml', 'forum/index.html', 'page-data/forum/page-data.json', 'blog/rss.xml', 'robots.txt'])
    assert.equal(brotliQuality(f), 6, f);
  // A sitemap-sized file still round-trips through its variant.
  const dir = tempSite();
  const pub = path.join(dir, 'public');
  const urls = Array.from({ length: 5000 }, (_, i) => `<url><loc>https://oyundev.test/forum/konu/konu-${i}</loc></url>`).join('');
  fs.writeFileSync(path.join(pub, 'sitemap.xml'), `<?xml version="1.0"?><urlset>${urls}</urlset>`);
  await precompress(pub);
  assert.equal(
    zlib.brotliDecompressSync(fs.readFileSync(path.join(pub, 'sitemap.xml.br'))).toString(),
    fs.readFileSync(path.join(pub, 'sitemap.xml'), 'utf8'),
  );
});

test('static files and pages go out precompressed as the client asks, with Vary, and never stale', async () => {
  const dir = tempSite();
  await precompress(path.join(dir, 'public'));
  publishSnapshot(dir);
  await withServer({ siteDir: dir, cmsUrl: 'http://127.0.0.1:9' }, async (port, app) => {
    const br = await get(port, '/app-0123456789abcdef.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(br.headers['content-type'], /javascript/);
    assert.match(br.headers.vary, /Accept-Encoding/i);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.ok(br.body.length < APP_JS.length / 5);
    assert.equal(decode(br), APP_JS);
    // A lazy chunk's stylesheet (mini-css-extract names it `name.hash.css`) is as immutable; a plain file is not.
    const sheet = await get(port, '/component---src-templates-admin-tsx.0123456789abcdef0123.css');
    assert.equal(sheet.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get(port, '/small.css')).headers['cache-control'], 'public, max-age=0, must-revalidate');

    const gz = await get(port, '/app-0123456789abcdef.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(decode(gz), APP_JS);
    const plain = await get(port, '/app-0123456789abcdef.js', { 'accept-encoding': 'br;q=0, identity' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), APP_JS);

    // A page (served without the trailing slash) keeps its CSP and revalidation, compressed.
    const page = await get(port, '/forum', { 'accept-encoding': 'br' });
    assert.equal(page.headers['content-encoding'], 'br');
    assert.match(page.headers['content-type'], /text\/html/);
    assert.match(page.headers['content-security-policy'], /script-src 'self'/);
    assert.equal(page.headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.equal(decode(page), PAGE);

    // The variants of private build files are as private as the files.
    for (const f of ['/webpack.stats.json.br', '/app-0123456789abcdef.js.map.gz']) assert.equal((await get(port, f)).status, 404, f);

    // A page rewritten after its variants were made goes out fresh (compressed on the fly), not old.
    const html = path.join(dir, '.live', 'current', 'public', 'forum', 'index.html');
    fs.writeFileSync(html, PAGE.replaceAll('Forum konusu', 'Yeni içerik'));
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(html, later, later);
    // The snapshot changes only by a swap or the hook; either empties the fast path's memory (site-cache.mjs).
    app.locals.reload();
    const fresh = await get(port, '/forum', { 'accept-encoding': 'br' });
    assert.match(decode(fresh), /Yeni içerik/);
  });
});

test('a page taken out of the live site takes its compressed variants with it', async () => {
  const dir = tempSite();
  await precompress(path.join(dir, 'public'));
  publishSnapshot(dir);
  const removed = purgeStaticPage(dir, 'topic', 'gizli-konu');
  assert.ok(removed.some((f) => f.endsWith('index.html.br')));
  assert.ok(removed.some((f) => f.endsWith('page-data.json.gz')));
  for (const root of [path.join(dir, 'public'), path.join(dir, '.live', 'current', 'public')]) {
    const files = fs.readdirSync(path.join(root, 'forum', 'konu', 'gizli-konu'));
    assert.deepEqual(files, []);
  }
});

test('API answers are compressed; connections stay open to the client and to the cms', async () => {
  const dir = tempSite();
  publishSnapshot(dir);
  const cms = await fakeCms();
  await withServer({ siteDir: dir, cmsUrl: cms.url }, async (port) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await get(port, '/api/forum/topics', { 'accept-encoding': 'br, gzip' }, agent));
    for (const res of answers) {
      assert.equal(res.status, 200);
      assert.notEqual(res.headers.connection, 'close');
      assert.equal(res.headers['content-encoding'], 'br');
      assert.match(res.headers.vary, /Accept-Encoding/i);
      assert.equal(JSON.parse(decode(res)).data, 'konu '.repeat(2000));
    }
    // One client connection for all three, and one upstream connection reused by the proxy.
    assert.equal(new Set(answers.map((a) => a.localPort)).size, 1);
    assert.equal(cms.ports.length, 3);
    assert.equal(new Set(cms.ports).size, 1);
    const gz = await get(port, '/api/forum/topics', { 'accept-encoding': 'gzip' }, agent);
    assert.equal(gz.headers['content-encoding'], 'gzip');
    agent.destroy();
  });
  await cms.close();
});
