// Production's nginx (deploy/nginx.conf) run for real against a temporary site: maintenance mode follows the
// runner's flag (pages 503 with the maintenance page and Retry-After; sign-in, /admin, files and the API pass),
// and the defences stay on scripts too. Needs the `nginx` binary (Debian's nginx-light; .ci/run installs it).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAINTENANCE_FLAG, MAINTENANCE_RETRY_AFTER_S, syncMaintenanceFlag } from './maintenance.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
const CONF = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx.conf');

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

let dir;
let nginx;
let base;
const cms = { on: false, server: null, url: '', hits: new Map() };

before(async () => {
  if (!NGINX) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-nginx-'));
  // nginx's workers (nobody, when started by root) read the site: the directory must be open to them.
  fs.chmodSync(dir, 0o755);
  const html = path.join(dir, 'html');
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(html, 'current/public', file)), { recursive: true });
    fs.writeFileSync(path.join(html, 'current/public', file), text);
  };
  write('index.html', '<html><body>ana sayfa</body></html>');
  write('forum/index.html', '<html><body>forum listesi</body></html>');
  write('login/index.html', '<html><body>giriş formu</body></html>');
  write('admin/index.html', '<html><body>yönetim</body></html>');
  write('page-data/forum/page-data.json', '{"result":{}}');
  write('app-0123.js', 'console.log(1)');
  write('404.html', '<html><body>bulunamadı</body></html>');

  cms.server = http.createServer((req, res) => {
    cms.hits.set(req.url, (cms.hits.get(req.url) ?? 0) + 1);
    if (req.url.startsWith('/api/forum/')) {
      // A guest's answer from the cms's guest cache carries X-Accel-Expires; a member's never does.
      const member = Boolean(req.headers.authorization);
      const status = req.url.includes('yok') ? 404 : 200;
      res.writeHead(status, { 'content-type': 'application/json', ...(member ? {} : { 'x-accel-expires': '30' }) });
      return res.end(JSON.stringify({ data: { viewer: member ? 'üye' : 'misafir', n: cms.hits.get(req.url) } }));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: { maintenanceMode: cms.on, from: 'cms' } }));
  });
  await new Promise((r) => cms.server.listen(0, '127.0.0.1', r));
  cms.url = `http://127.0.0.1:${cms.server.address().port}`;

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const server = fs
    .readFileSync(CONF, 'utf8')
    .replace('server cms:1337;', `server 127.0.0.1:${cms.server.address().port};`)
    .replaceAll('/usr/share/nginx/html', html)
    .replaceAll('/var/cache/nginx', dir)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
${server}
}
`,
  );
  execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')]);
  nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    const up = await fetch(`${base}/`).then(
      () => true,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
});

after(async () => {
  nginx?.kill('SIGTERM');
  await new Promise((r) => (cms.server ? cms.server.close(r) : r()));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const get = (p) => fetch(`${base}${p}`, { redirect: 'manual' });

test(
  'maintenance follows the runner’s flag: pages 503 with the page; sign-in, /admin, files and the API pass',
  { skip: !NGINX && 'nginx yok' },
  async () => {
    cms.on = false;
    assert.equal(await syncMaintenanceFlag({ cmsUrl: cms.url, dir: path.join(dir, 'html') }), false);
    assert.equal(fs.existsSync(path.join(dir, 'html', MAINTENANCE_FLAG)), false);
    let res = await get('/forum/');
    assert.equal(res.status, 200);
    assert.match(await res.text(), /forum listesi/);

    cms.on = true;
    assert.equal(await syncMaintenanceFlag({ cmsUrl: cms.url, dir: path.join(dir, 'html') }), true);
    for (const page of ['/', '/forum/', '/forum/konu/bir-konu', '/register']) {
      res = await get(page);
      assert.equal(res.status, 503, page);
      assert.equal(res.headers.get('retry-after'), String(MAINTENANCE_RETRY_AFTER_S), page);
      assert.equal(res.headers.get('cache-control'), 'no-store', page);
      assert.match(res.headers.get('content-type'), /text\/html/, page);
      const body = await res.text();
      assert.match(body, /<html lang="tr">/, page);
      assert.doesNotMatch(body, /ana sayfa|forum listesi/, page);
    }
    for (const [open, text] of [
      ['/login/', /giriş formu/],
      ['/admin/', /yönetim/],
      ['/page-data/forum/page-data.json', /result/],
      ['/app-0123.js', /console/],
      ['/api/site-settings/public', /"from":"cms"/],
    ]) {
      res = await get(open);
      assert.equal(res.status, 200, open);
      assert.match(await res.text(), text, open);
    }

    cms.on = false;
    await syncMaintenanceFlag({ cmsUrl: cms.url, dir: path.join(dir, 'html') });
    res = await get('/');
    assert.equal(res.status, 200);
    assert.match(await res.text(), /ana sayfa/);
  },
);

test(
  'a form posted to a page goes back to it as a GET, on this host only; the API’s posts pass',
  { skip: !NGINX && 'nginx yok' },
  async () => {
    const post = (p) =>
      fetch(`${base}${p}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'identifier=a&password=gizli',
      });
    let res = await post('/login?redirect=%2Fforum');
    assert.equal(res.status, 303);
    assert.equal(new URL(res.headers.get('location')).host, new URL(base).host);
    assert.equal(new URL(res.headers.get('location')).pathname + new URL(res.headers.get('location')).search, '/login?redirect=%2Fforum');
    res = await post('//evil.example/x');
    assert.equal(new URL(res.headers.get('location')).host, new URL(base).host);
    res = await post('/api/site-settings/public');
    assert.notEqual(res.status, 303);
  },
);

test('scripts keep the server’s defences while cached for a year', { skip: !NGINX && 'nginx yok' }, async () => {
  const res = await get('/app-0123.js');
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
  assert.match(res.headers.get('content-security-policy') ?? '', /default-src 'self'/);
  assert.match(res.headers.get('cache-control') ?? '', /max-age=31536000/);
});

test('guests’ marked API reads are kept; a member’s, a cookie’s and a non-200 never are', { skip: !NGINX && 'nginx yok' }, async () => {
  const read = async (p, headers = {}) => {
    const res = await fetch(`${base}${p}`, { headers });
    return {
      status: res.status,
      mark: res.headers.get('x-accel-expires'),
      nosniff: res.headers.get('x-content-type-options'),
      body: await res.json(),
    };
  };
  const first = await read('/api/forum/topics?sort=hot');
  const second = await read('/api/forum/topics?sort=hot');
  assert.equal(cms.hits.get('/api/forum/topics?sort=hot'), 1, 'the second guest read did not reach the cms');
  assert.deepEqual(second.body, first.body);
  assert.equal(second.mark, null, 'the mark is for nginx, not the client');
  assert.equal(second.nosniff, 'nosniff', 'the server’s defences stay on cached answers');

  for (let i = 0; i < 2; i++)
    assert.equal((await read('/api/forum/topics?sort=hot', { authorization: 'Bearer üye' })).body.data.viewer, 'üye');
  await read('/api/forum/topics?sort=hot', { cookie: 'oturum=1' });
  assert.equal(cms.hits.get('/api/forum/topics?sort=hot'), 4, 'members and cookies always reach the cms');
  assert.equal((await read('/api/forum/topics?sort=hot')).body.data.viewer, 'misafir');

  for (let i = 0; i < 2; i++) assert.equal((await read('/api/forum/topics/yok')).status, 404);
  assert.equal(cms.hits.get('/api/forum/topics/yok'), 2, 'a 404 is not kept');
});

test('a cms that cannot say leaves the flag as it was', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-flag-'));
  fs.writeFileSync(path.join(tmp, MAINTENANCE_FLAG), '');
  const down = http.createServer((_req, res) => res.writeHead(503).end());
  await new Promise((r) => down.listen(0, '127.0.0.1', r));
  try {
    await assert.rejects(syncMaintenanceFlag({ cmsUrl: `http://127.0.0.1:${down.address().port}`, dir: tmp }), /503/);
    assert.equal(fs.existsSync(path.join(tmp, MAINTENANCE_FLAG)), true);
  } finally {
    await new Promise((r) => down.close(r));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});
