// The published snapshots (snapshot.mjs): the swap, shared files, the files a build wrote again unchanged, the walks
// on a worker thread, against a throwaway site directory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { keepUnchangedTimes, offThread, precompressSite, publishSnapshot } from './snapshot.mjs';
import { current, tempSite, writeForum } from './temp-site.mjs';

test('publishing a snapshot swaps what is live in one step and keeps only the previous one', { timeout: 20000 }, () => {
  const dir = tempSite('v1');
  publishSnapshot(dir);
  assert.equal(current(dir), 'v1');

  writeForum(dir, 'v2');
  publishSnapshot(dir);
  assert.equal(current(dir), 'v2');

  writeForum(dir, 'v3');
  publishSnapshot(dir);
  assert.equal(current(dir), 'v3');
  assert.equal(fs.readdirSync(path.join(dir, '.live', 'builds')).length, 2);
  assert.ok(fs.lstatSync(path.join(dir, '.live', 'current')).isSymbolicLink());
});

test('a snapshot shares the files the build did not rewrite with the one before and copies the others', { timeout: 20000 }, () => {
  const dir = tempSite('v1');
  const page = (root, name) => path.join(root, 'public', 'forum', name);
  fs.writeFileSync(page(dir, 'kept.html'), 'unchanged page');
  // Written by an earlier build (builds are minutes apart), not in the same instant as the snapshot.
  const earlier = new Date(Date.now() - 60_000);
  fs.utimesSync(page(dir, 'kept.html'), earlier, earlier);
  const first = publishSnapshot(dir);

  // Same size as before, written again: copied, never shared (the old snapshot keeps what it served).
  writeForum(dir, 'v2');
  const second = publishSnapshot(dir);
  assert.equal(fs.readFileSync(page(second, 'index.html'), 'utf8'), 'v2');
  assert.equal(fs.readFileSync(page(first, 'index.html'), 'utf8'), 'v1');
  assert.notEqual(fs.statSync(page(second, 'index.html')).ino, fs.statSync(page(first, 'index.html')).ino);
  assert.equal(fs.statSync(page(second, 'kept.html')).ino, fs.statSync(page(first, 'kept.html')).ino);
  assert.equal(fs.readFileSync(page(second, 'kept.html'), 'utf8'), 'unchanged page');
});

test('a snapshot is taken on a worker thread: the process goes on answering meanwhile', { timeout: 20000 }, async () => {
  const dir = tempSite('v1');
  for (let i = 0; i < 2000; i++) fs.writeFileSync(path.join(dir, 'public', 'forum', `konu-${i}.html`), `konu ${i}`);
  let turns = 0;
  let done = false;
  const turn = () => {
    if (done) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  const target = await offThread('publishSnapshot', dir);
  done = true;

  // The loop took turns while 2,000 files were copied (the stack's site server answers in those turns).
  assert.ok(turns > 1, `the event loop took ${turns} turns during the snapshot`);
  assert.equal(fs.realpathSync(path.join(dir, '.live', 'current')), target);
  assert.equal(current(dir), 'v1');
  assert.equal(fs.readFileSync(path.join(target, 'public', 'forum', 'konu-1999.html'), 'utf8'), 'konu 1999');
  await assert.rejects(offThread('noSuchStep', dir), /unknown rebuild step/);
});

test('a page taken out while the snapshot is taken is left out of it, and the rest is published', { timeout: 20000 }, () => {
  const dir = tempSite('v1');
  const hidden = path.join(dir, 'public', 'forum', 'gizli.html');
  fs.writeFileSync(hidden, 'gizli');
  publishSnapshot(dir);
  fs.writeFileSync(hidden, 'gizli 2');
  writeForum(dir, 'v2');
  // The hook's purge lands between the walk's listing of the directory and its reading of the file (the walks run on
  // a worker thread beside the hook): the file is gone from site/public when the walk comes to it.
  const statSync = fs.statSync;
  fs.statSync = (file, ...rest) => {
    if (file === hidden && fs.existsSync(hidden)) fs.rmSync(hidden);
    return statSync(file, ...rest);
  };
  try {
    keepUnchangedTimes(dir, { since: 0 });
    fs.writeFileSync(hidden, 'gizli 3');
    publishSnapshot(dir);
  } finally {
    fs.statSync = statSync;
  }
  assert.equal(current(dir), 'v2');
  assert.equal(fs.existsSync(path.join(dir, '.live', 'current', 'public', 'forum', 'gizli.html')), false);
});

test('a page given back its old times gets the live variants, not ones written for other content since', { timeout: 20000 }, async () => {
  const dir = tempSite('v1');
  const pub = path.join(dir, 'public');
  const big = (word) => `<html><body>${`${word} `.repeat(400)}</body></html>`;
  const page = path.join(pub, 'forum', 'sayfa.html');
  const earlier = new Date(Date.now() - 60_000);
  fs.writeFileSync(page, big('eski'));
  fs.utimesSync(page, earlier, earlier);
  await precompressSite(dir);
  publishSnapshot(dir);
  // A build wrote other content and compressed it, but that never went live; the next build writes the live bytes again.
  const since = Date.now();
  fs.writeFileSync(page, big('baska'));
  await precompressSite(dir, { since });
  fs.writeFileSync(page, big('eski'));
  keepUnchangedTimes(dir, { since });
  assert.ok(Math.abs(fs.statSync(page).mtimeMs - earlier.getTime()) < 1);
  assert.equal(zlib.brotliDecompressSync(fs.readFileSync(`${page}.br`)).toString(), big('eski'));
  assert.equal(zlib.gunzipSync(fs.readFileSync(`${page}.gz`)).toString(), big('eski'));
});

test(
  'a start leaves the files no build wrote since the live snapshot untouched (their times are the snapshot’s to 1 ms)',
  { timeout: 20000 },
  () => {
    const dir = tempSite('v1');
    const page = path.join(dir, 'public', 'forum', 'index.html');
    const rewritten = path.join(dir, 'public', 'forum', 'yeni.html');
    fs.writeFileSync(rewritten, 'aynı');
    const earlier = new Date(Date.now() - 60_000);
    fs.utimesSync(rewritten, earlier, earlier);
    publishSnapshot(dir);
    // The live copy keeps the time to the millisecond (set through a float of seconds, so it may even land a hair
    // after the build's): the two differ by less than a millisecond.
    const mtime = fs.statSync(page).mtimeMs;
    const live = fs.statSync(path.join(dir, '.live', 'current', 'public', 'forum', 'index.html')).mtimeMs;
    assert.ok(Math.abs(mtime - live) < 1, `build ${mtime}, live ${live}`);
    // A later build writes one file again with the same bytes.
    fs.writeFileSync(rewritten, 'aynı');
    const result = keepUnchangedTimes(dir, { since: 0 });
    assert.deepEqual([result.compared, result.kept], [1, 1]);
    assert.equal(fs.statSync(page).mtimeMs, mtime);
    assert.ok(Math.abs(fs.statSync(rewritten).mtimeMs - earlier.getTime()) < 1);
  },
);
