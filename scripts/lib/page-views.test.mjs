// Page views as the site server counts them: pages only (no assets, API calls, 404s, bots or HEADs), per path
// and Istanbul day, visitors told apart without cookies, flushed to the cms with the proxy proof, never lost
// when the cms is away.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createPageViewRecorder, istanbulDay } from './page-views.mjs';
import { createSiteServer } from './site-server.mjs';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36';

function tempSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-views-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, 'public', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', file), text);
  };
  write('index.html', '<html><body>ana sayfa</body></html>');
  write('forum/index.html', '<html><body>forum</body></html>');
  write('app-0123456789abcdef.js', 'console.log(1)');
  write('404.html', '<html><body>Sayfa Bulunamadı</body></html>');
  return dir;
}

/** A cms that records what reaches /api/page-views (and answers `status`). */
async function fakeCms() {
  const calls = [];
  const cms = { calls, status: 200 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/api/page-views') calls.push({ proof: req.headers['x-oyundev-proxy'], body: JSON.parse(body) });
      res.writeHead(req.url === '/api/page-views' ? cms.status : 404, { 'content-type': 'application/json' });
      res.end('{"data":null}');
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  cms.url = `http://127.0.0.1:${server.address().port}`;
  cms.close = () => new Promise((r) => server.close(r));
  return cms;
}

async function listen(app) {
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  return { base, close: () => new Promise((r) => server.close(r)) };
}

test('the site server counts served pages per path and day, and sends them to the cms with its proof', async () => {
  const cms = await fakeCms();
  const app = createSiteServer({ siteDir: tempSite(), cmsUrl: cms.url, proxySecret: 'kanit', pageViewFlushMs: 60_000 });
  const site = await listen(app);
  const get = (p, agent = BROWSER, ip = '203.0.113.1', method = 'GET') =>
    fetch(site.base + p, { method, headers: { 'user-agent': agent, 'x-forwarded-for': ip } });
  try {
    for (const r of [await get('/forum'), await get('/forum/'), await get('/forum', BROWSER, '203.0.113.2'), await get('/')])
      assert.equal(r.status, 200);
    // Not page views: assets, unknown pages (404), crawlers, HEAD requests, API calls.
    assert.equal((await get('/app-0123456789abcdef.js')).status, 200);
    assert.equal((await get('/yok-boyle-bir-sayfa')).status, 404);
    assert.equal((await get('/forum', 'Googlebot/2.1 (+http://www.google.com/bot.html)')).status, 200);
    assert.equal((await get('/forum', BROWSER, '203.0.113.1', 'HEAD')).status, 200);
    await get('/api/forum/categories');
    await new Promise((r) => setTimeout(r, 50));
    await app.locals.pageViews.flush();
    const day = istanbulDay();
    assert.equal(cms.calls.length, 1);
    assert.equal(cms.calls[0].proof, 'kanit');
    const sorted = cms.calls[0].body.views.sort((a, b) => a.path.localeCompare(b.path));
    assert.deepEqual(sorted, [
      { day, path: '/', views: 1, uniqueVisitors: 1 },
      { day, path: '/forum', views: 3, uniqueVisitors: 2 },
    ]);
    // No address, agent or hash leaves the server.
    assert.doesNotMatch(JSON.stringify(cms.calls[0].body), /203\.0\.113|Mozilla/);
    // Nothing new: no call.
    await app.locals.pageViews.flush();
    assert.equal(cms.calls.length, 1);
  } finally {
    await app.locals.pageViews.close();
    await site.close();
    await cms.close();
  }
});

test('counts wait for the next flush when the cms refuses or is away, and the same visitor is unique once a day', async () => {
  const cms = await fakeCms();
  let now = new Date('2026-03-01T20:59:00Z'); // 23:59 in Istanbul
  const recorder = createPageViewRecorder({ cmsUrl: cms.url, proxySecret: 'kanit', intervalMs: 60_000, now: () => now });
  const fakeReq = { method: 'GET', path: '/blog', ip: '198.51.100.7', get: () => BROWSER };
  const view = () => {
    const handlers = {};
    const res = { statusCode: 200, locals: { page: true }, on: (event, fn) => (handlers[event] = fn) };
    recorder.middleware(fakeReq, res, () => {});
    handlers.finish();
  };
  try {
    view();
    view();
    cms.status = 503;
    await recorder.flush();
    assert.equal(recorder.pendingCount(), 2);
    now = new Date('2026-03-01T21:01:00Z'); // a new Istanbul day: the same visitor is new again
    view();
    cms.status = 200;
    await recorder.flush();
    assert.equal(recorder.pendingCount(), 0);
    const last = cms.calls.at(-1).body.views.sort((a, b) => a.day.localeCompare(b.day));
    assert.deepEqual(last, [
      { day: '2026-03-01', path: '/blog', views: 2, uniqueVisitors: 1 },
      { day: '2026-03-02', path: '/blog', views: 1, uniqueVisitors: 1 },
    ]);
  } finally {
    await recorder.close();
    await cms.close();
  }
});

test('without the proxy secret nothing is counted or sent', async () => {
  const cms = await fakeCms();
  const recorder = createPageViewRecorder({ cmsUrl: cms.url, intervalMs: 60_000 });
  const res = { statusCode: 200, locals: { page: true }, on: () => assert.fail('no listener expected') };
  recorder.middleware({ method: 'GET', path: '/', ip: '1.1.1.1', get: () => BROWSER }, res, () => {});
  await recorder.close();
  assert.equal(cms.calls.length, 0);
  await cms.close();
});
