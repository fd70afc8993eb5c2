// Maintenance mode in the site server (maintenance.mjs): pages answer the maintenance page with 503 and
// Retry-After in the HTML itself, sign-in and /admin stay open, files and the API pass, and a settings save
// (the cms's rebuild hook) is followed at the next page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createSiteServer } from './site-server.mjs';
import express from 'express';
import { MAINTENANCE_RETRY_AFTER_S, createMaintenanceGate } from './maintenance.mjs';

function tempSite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-maint-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, 'public', file)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'public', file), text);
  };
  write('index.html', '<html><body>ana sayfa</body></html>');
  write('forum/index.html', '<html><body>forum listesi</body></html>');
  write('login/index.html', '<html><body>giriş formu</body></html>');
  write('admin/settings/index.html', '<html><body>site ayarları</body></html>');
  write('page-data/forum/page-data.json', '{"result":{}}');
  write('app-0123456789abcdef.js', 'console.log(1)');
  write('_redirects.json', JSON.stringify([{ from: '/giris', to: '/login' }]));
  return dir;
}

/** A stand-in cms whose public settings say what `state.on` says; it counts the questions. */
async function fakeCms(state) {
  const server = http.createServer((req, res) => {
    if (req.url.startsWith('/api/site-settings/public')) state.asked += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { maintenanceMode: state.on } }));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

async function withServer(options, fn) {
  const app = createSiteServer(options);
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    await fn(`http://127.0.0.1:${server.address().port}`);
  } finally {
    app.locals.pageViews.close?.();
    await new Promise((r) => server.close(r));
  }
}

test('in maintenance every page is the maintenance page with 503 and Retry-After; sign-in, /admin, files and the API pass', async () => {
  const state = { on: true, asked: 0 };
  const cms = await fakeCms(state);
  await withServer({ siteDir: tempSite(), cmsUrl: cms.url }, async (base) => {
    for (const page of ['/', '/forum', '/forum/konu/bir-konu', '/register']) {
      const res = await fetch(`${base}${page}`);
      assert.equal(res.status, 503, page);
      assert.equal(res.headers.get('retry-after'), String(MAINTENANCE_RETRY_AFTER_S));
      assert.equal(res.headers.get('cache-control'), 'no-store');
      assert.match(res.headers.get('content-type'), /text\/html/);
      const html = await res.text();
      assert.match(html, /<h1>Bakımdayız<\/h1>/);
      assert.match(html, /Site şu anda bakımda\. Lütfen daha sonra tekrar deneyin\./);
      assert.doesNotMatch(html, /forum listesi|ana sayfa|<script/);
      // Its own style is allowed by hash; nothing else may run.
      assert.match(res.headers.get('content-security-policy'), /default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    }
    const head = await fetch(`${base}/forum`, { method: 'HEAD' });
    assert.equal(head.status, 503);

    assert.match(await (await fetch(`${base}/login`)).text(), /giriş formu/);
    const giris = await fetch(`${base}/giris`, { redirect: 'manual' });
    assert.equal(giris.status, 301);
    const admin = await fetch(`${base}/admin/settings`);
    assert.equal(admin.status, 200);
    assert.match(await admin.text(), /site ayarları/);
    assert.equal((await fetch(`${base}/app-0123456789abcdef.js`)).status, 200);
    assert.equal((await fetch(`${base}/page-data/forum/page-data.json`)).status, 200);
    assert.equal((await fetch(`${base}/api/forum/categories`)).status, 200);
    // The state is asked once for a burst of pages, not once per page.
    assert.ok(state.asked <= 2, `asked ${state.asked} times`);
  });
  await cms.close();
});

test('maintenance off: the built pages as usual; a settings save (the rebuild hook) is followed at the next page', async () => {
  const state = { on: false, asked: 0 };
  const cms = await fakeCms(state);
  await withServer(
    { siteDir: tempSite(), cmsUrl: cms.url, rebuildSecret: 'hook-secret', rebuilder: { request() {}, state: {} } },
    async (base) => {
      const forum = await fetch(`${base}/forum`);
      assert.equal(forum.status, 200);
      assert.match(await forum.text(), /forum listesi/);

      state.on = true;
      const hook = (secret) =>
        fetch(`${base}/__rebuild`, {
          method: 'POST',
          headers: { 'x-rebuild-secret': secret, 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'settings' }),
        });
      // A caller without the secret cannot make the server ask again; within the state's short life it stands.
      await hook('tahmin');
      assert.equal((await fetch(`${base}/forum`)).status, 200);
      await hook('hook-secret');
      assert.equal((await fetch(`${base}/forum`)).status, 503);

      state.on = false;
      await hook('hook-secret');
      assert.equal((await fetch(`${base}/forum`)).status, 200);
    },
  );
  await cms.close();
});

test('a page kept in the fast path’s memory turns into the maintenance page once the state’s short life ends', async () => {
  const state = { on: false, asked: 0 };
  const cms = await fakeCms(state);
  await withServer({ siteDir: tempSite(), cmsUrl: cms.url, maintenanceTtlMs: 30 }, async (base) => {
    for (let i = 0; i < 2; i++) assert.equal((await fetch(`${base}/forum`)).status, 200);
    state.on = true;
    // No hook call: only the state's life ends. The first page after it may still be the old state (never held
    // up by the question); the one after the answer is the maintenance page.
    const started = Date.now();
    let status = 200;
    while (status !== 503 && Date.now() - started < 5000) status = (await fetch(`${base}/forum`)).status;
    assert.equal(status, 503);
    assert.equal((await fetch(`${base}/app-0123456789abcdef.js`)).status, 200);
  });
  await cms.close();
});

test('a cms that cannot be asked keeps the site open', async () => {
  await withServer({ siteDir: tempSite(), cmsUrl: 'http://127.0.0.1:9' }, async (base) => {
    assert.equal((await fetch(`${base}/forum`)).status, 200);
  });
});

test('a slow cms never holds a page up once the state is known; a save asked about mid-question is asked again', async () => {
  const state = { on: false, asked: 0, delayMs: 0 };
  const server = http.createServer((req, res) => {
    state.asked += 1;
    const on = state.on;
    setTimeout(
      () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { maintenanceMode: on } })),
      state.delayMs,
    );
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const gate = createMaintenanceGate({ cmsUrl: `http://127.0.0.1:${server.address().port}`, ttlMs: 50, timeoutMs: 2000 });
  const app = express();
  app.use(gate);
  app.get('/forum', (req, res) => res.send('forum listesi'));
  const site = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const page = async () => {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${site.address().port}/forum`);
    await res.text();
    return { status: res.status, ms: Date.now() - started };
  };
  try {
    assert.equal((await page()).status, 200);
    // The cms turns slow: past the TTL the known state answers at once while the cms is asked in the background.
    state.delayMs = 800;
    state.on = true;
    await new Promise((r) => setTimeout(r, 80));
    const quick = await page();
    assert.equal(quick.status, 200);
    assert.ok(quick.ms < 500, `the page waited ${quick.ms} ms for the cms`);
    // A save (forget) while that question is under way: the next page waits for a fresh answer.
    gate.forget();
    const fresh = await page();
    assert.equal(fresh.status, 503);
  } finally {
    await new Promise((r) => site.close(r));
    server.closeAllConnections?.();
    await new Promise((r) => server.close(r));
  }
});
