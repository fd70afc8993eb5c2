// The preload that keeps Parcel's walk for changes (gatsby-node's compile before every build) to the sources:
// a snapshot of the repository taken with it names no file of node_modules, site/public or site/.live.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ROOT, parcelScopeEnv } from './util.mjs';

test('with the preload, the watcher snapshot of the repository leaves out packages and build outputs', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-parcel-scope-'));
  const snapshot = path.join(dir, 'snapshot.txt');
  const script = `require('@parcel/watcher').writeSnapshot(${JSON.stringify(ROOT)}, ${JSON.stringify(snapshot)}, { ignore: [${JSON.stringify(path.join(ROOT, '.git'))}] })`;
  try {
    execFileSync(process.execPath, ['-e', script], { cwd: ROOT, env: { ...process.env, ...parcelScopeEnv({}) } });
    const text = fs.readFileSync(snapshot, 'utf8');
    assert.ok(text.includes(path.join(ROOT, 'site', 'gatsby-node.ts')));
    for (const skipped of ['node_modules', 'site/public', 'site/.live', 'site/.cache'])
      assert.ok(!text.includes(`${path.join(ROOT, skipped)}${path.sep}`), skipped);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
