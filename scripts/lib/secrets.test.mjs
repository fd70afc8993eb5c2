import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GENERATED, loadOrCreateSecrets } from './secrets.mjs';

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-secrets-'));

test('first start generates every secret, random and owner-only; later starts reuse them', () => {
  const dir = tmpDir();
  const first = loadOrCreateSecrets(dir, {});
  assert.deepEqual(first.generated.sort(), Object.keys(GENERATED).sort());
  assert.equal(fs.statSync(first.file).mode & 0o777, 0o600);
  assert.ok(first.values.JWT_SECRET.length >= 64);
  assert.equal(first.values.APP_KEYS.split(',').length, 4);
  assert.match(first.values.CMS_ADMIN_PASSWORD, /[A-Z]|[a-z]/);
  assert.notEqual(first.values.CMS_ADMIN_PASSWORD, 'Editor123!');

  const second = loadOrCreateSecrets(dir, {});
  assert.deepEqual(second.generated, []);
  assert.deepEqual(second.values, first.values);

  const other = loadOrCreateSecrets(tmpDir(), {});
  assert.notEqual(other.values.JWT_SECRET, first.values.JWT_SECRET);
});

test('the environment wins, and a secret it names is not reported as generated', () => {
  const dir = tmpDir();
  const { values, generated } = loadOrCreateSecrets(dir, {
    JWT_SECRET: 'from-the-operator-0123456789',
    CMS_ADMIN_PASSWORD: 'Operator!Pass9',
  });
  assert.equal(values.JWT_SECRET, 'from-the-operator-0123456789');
  assert.equal(values.CMS_ADMIN_PASSWORD, 'Operator!Pass9');
  assert.ok(!generated.includes('JWT_SECRET'));
  assert.ok(!generated.includes('CMS_ADMIN_PASSWORD'));
});

test('a file with a loose mode is tightened', () => {
  const dir = tmpDir();
  const { file } = loadOrCreateSecrets(dir, {});
  fs.chmodSync(file, 0o644);
  loadOrCreateSecrets(dir, {});
  assert.equal(fs.statSync(file).mode & 0o777, 0o600);
});
