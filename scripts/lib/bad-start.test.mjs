// A start that cannot work ends with one line saying what to do — never a stack trace (issue 16).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './util.mjs';

function start(env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
      env: { ...process.env, OYUNDEV_DATA: fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-start-')), OYUNDEV_DEBUG: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (out += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out: out.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') });
    });
  });
}
const ports = { SITE_PORT: '26901', CMS_PORT: '26902', MAIL_WEB_PORT: '26903', SMTP_PORT: '26904', PG_PORT: '26905' };

test('a port already in use: one line naming the variable that moves it', async () => {
  const taken = net.createServer();
  await new Promise((r) => taken.listen(Number(ports.CMS_PORT), '127.0.0.1', r));
  try {
    const { code, out } = await start({ ...ports });
    assert.equal(code, 1);
    assert.match(out, /CMS_PORT/);
    assert.doesNotMatch(out, /^\s+at /m);
    assert.equal(out.trim().split('\n').length, 1, out);
  } finally {
    taken.close();
  }
});

test('a database that refuses the connection: one line, without the password, and no stack trace', async () => {
  const { code, out } = await start({ ...ports, DATABASE_URL: 'postgres://postgres:gizli@127.0.0.1:1/oyundev' });
  assert.equal(code, 1);
  assert.match(out, /DATABASE_URL yanıt vermiyor/);
  assert.doesNotMatch(out, /gizli/);
  assert.doesNotMatch(out, /^\s+at /m);
  assert.equal(out.trim().split('\n').length, 1, out);
});
