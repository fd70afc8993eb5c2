// The rebuild-on-publish runner and the site server's side of it, against a throwaway site directory and a
// fake `gatsby build` (the real one is exercised by the browser tests and measured by `npm run bench`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRebuilder, forgetInterruptedBuild, keepUnchangedTimes, offThread, precompressSite, publishSnapshot } from './rebuild.mjs';
import { createSiteServer } from './site-server.mjs';

function tempSite(html = 'v1') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oyundev-site-'));
  fs.mkdirSync(path.join(dir, 'public', 'forum'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.cache'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'public', 'forum', 'index.html'), html);
  fs.writeFileSync(path.join(dir, '.cache', 'match-paths.json'), '[]');
  return dir;
}
const writeForum = (dir, html) => fs.writeFileSync(path.join(dir, 'public', 'forum', 'index.html'), html);
const current = (dir) => fs.readFileSync(path.join(dir, '.live', 'current', 'public', 'forum', 'index.html'), 'utf8');

/** Resolves once the runner has finished `n` builds (successful or not). */
function until(rebuilder, predicate) {
  return new Promise((resolve) => {
    const check = () => (predicate(rebuilder.state) ? resolve() : setImmediate(check));
    check();
  });
}

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

test('a burst of changes makes one build; a change during a build makes exactly one more', { timeout: 20000 }, async () => {
  const dir = tempSite('v1');
  let builds = 0;
  let release;
  const rebuilder = createRebuilder({
    siteDir: dir,
    debounceMs: 5,
    build: async () => {
      builds += 1;
      writeForum(dir, `build ${builds}`);
      if (builds === 1) await new Promise((r) => (release = r));
    },
  });
  for (let i = 0; i < 5; i++) rebuilder.request({ type: 'reply', slug: 'a' });
  await until(rebuilder, (s) => s.status === 'building');
  rebuilder.request({ type: 'topic', slug: 'b' });
  rebuilder.request({ type: 'topic', slug: 'c' });
  release();
  await until(rebuilder, (s) => s.builds === 2 && s.status === 'idle');

  assert.equal(builds, 2);
  assert.equal(current(dir), 'build 2');
  assert.deepEqual(rebuilder.state.last.reasons, ['topic:b', 'topic:c']);
  assert.equal(rebuilder.state.last.ok, true);
  rebuilder.stop();
});

test('changes that come while the rebuilder is held wait for the release and then make one build', { timeout: 20000 }, async () => {
  const dir = tempSite('v1');
  let builds = 0;
  const rebuilder = createRebuilder({
    siteDir: dir,
    debounceMs: 5,
    build: async () => {
      builds += 1;
      writeForum(dir, `build ${builds}`);
    },
  });
  rebuilder.request({ type: 'reply', slug: 'before' }); // its debounce is cut short by the hold
  const release = rebuilder.hold();
  rebuilder.request({ type: 'reply', slug: 'a' });
  rebuilder.request({ type: 'like', slug: 'b' });
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(builds, 0);
  assert.equal(rebuilder.state.status, 'idle');
  assert.equal(rebuilder.state.pending.length, 3);

  release();
  release(); // a second call changes nothing
  await until(rebuilder, (s) => s.builds === 1 && s.status === 'idle');
  assert.equal(builds, 1);
  assert.equal(current(dir), 'build 1');
  assert.deepEqual(rebuilder.state.last.reasons, ['reply:before', 'reply:a', 'like:b']);
  rebuilder.stop();
});

test('a rebuild precompresses only the files its build wrote; the others keep what they had', { timeout: 20000 }, async () => {
  const dir = tempSite('v1');
  const pub = path.join(dir, 'public');
  const big = (word) => `<html><body>${`${word} `.repeat(400)}</body></html>`;
  // Left by an earlier plain `gatsby build`: written an hour ago, never compressed.
  const hourAgo = new Date(Date.now() - 3_600_000);
  fs.writeFileSync(path.join(pub, 'forum', 'eski.html'), big('eski'));
  fs.utimesSync(path.join(pub, 'forum', 'eski.html'), hourAgo, hourAgo);
  const rebuilder = createRebuilder({
    siteDir: dir,
    debounceMs: 1,
    build: async () => writeForum(dir, big('yeni')),
  });
  rebuilder.request({ type: 'topic', slug: 'yeni' });
  await until(rebuilder, (s) => s.builds === 1 && s.status === 'idle');
  rebuilder.stop();
  const live = (file) => path.join(dir, '.live', 'current', 'public', 'forum', file);
  assert.equal(zlib.gunzipSync(fs.readFileSync(live('index.html.gz'))).toString(), big('yeni'));
  assert.equal(zlib.brotliDecompressSync(fs.readFileSync(live('index.html.br'))).toString(), big('yeni'));
  assert.equal(fs.existsSync(live('eski.html.gz')) || fs.existsSync(live('eski.html.br')), false);
  assert.equal(fs.readFileSync(live('eski.html'), 'utf8'), big('eski'));
});

test(
  'a page a rebuild writes again with the same bytes keeps its compressed variants and is shared with the live snapshot',
  { timeout: 20000 },
  async () => {
    const dir = tempSite('v1');
    const pub = path.join(dir, 'public');
    const big = (word) => `<html><body>${`${word} `.repeat(400)}</body></html>`;
    const file = (root, name) => path.join(root, 'forum', name);
    // The start's full build, minutes ago, compressed and published (stack.mjs).
    const earlier = new Date(Date.now() - 60_000);
    for (const [name, word] of [
      ['index.html', 'liste'],
      ['ayni.html', 'ayni'],
    ]) {
      fs.writeFileSync(file(pub, name), big(word));
      fs.utimesSync(file(pub, name), earlier, earlier);
    }
    await precompressSite(dir);
    const first = path.join(publishSnapshot(dir), 'public');
    const variantBefore = fs.statSync(file(pub, 'ayni.html.br'));

    // The rebuild writes both pages again (as gatsby does when it thinks their inputs changed); only the list changed.
    const rebuilder = createRebuilder({
      siteDir: dir,
      debounceMs: 1,
      build: async () => {
        fs.writeFileSync(file(pub, 'index.html'), big('liste2'));
        fs.writeFileSync(file(pub, 'ayni.html'), big('ayni'));
      },
    });
    rebuilder.request({ type: 'topic', slug: 'yeni' });
    await until(rebuilder, (s) => s.builds === 1 && s.status === 'idle');
    rebuilder.stop();
    const second = fs.realpathSync(path.join(dir, '.live', 'current', 'public'));
    assert.notEqual(second, fs.realpathSync(first));
    // The unchanged page: not compressed again, and the very file of the snapshot before.
    const variantAfter = fs.statSync(file(pub, 'ayni.html.br'));
    assert.equal(variantAfter.ino, variantBefore.ino);
    assert.equal(variantAfter.mtimeMs, variantBefore.mtimeMs);
    assert.equal(fs.statSync(file(second, 'ayni.html')).ino, fs.statSync(file(first, 'ayni.html')).ino);
    assert.ok(fs.statSync(file(second, 'ayni.html.br')).mtimeMs >= fs.statSync(file(second, 'ayni.html')).mtimeMs);
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(file(second, 'ayni.html.br'))).toString(), big('ayni'));
    // The changed page: its new content, compressed anew; the old snapshot keeps the old one.
    assert.equal(fs.readFileSync(file(second, 'index.html'), 'utf8'), big('liste2'));
    assert.equal(zlib.gunzipSync(fs.readFileSync(file(second, 'index.html.gz'))).toString(), big('liste2'));
    assert.equal(zlib.gunzipSync(fs.readFileSync(file(first, 'index.html.gz'))).toString(), big('liste'));
  },
);

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

test('a failed build keeps the previous site live and is counted', { timeout: 20000 }, async () => {
  const dir = tempSite('good');
  publishSnapshot(dir);
  const rebuilder = createRebuilder({
    siteDir: dir,
    debounceMs: 1,
    build: async () => {
      writeForum(dir, 'half written');
      throw new Error('gatsby build exited with 1');
    },
  });
  rebuilder.request({ type: 'topic' });
  await until(rebuilder, (s) => s.failures === 1 && s.status === 'idle');
  assert.equal(current(dir), 'good');
  assert.equal(rebuilder.state.builds, 0);
  assert.match(rebuilder.state.last.error, /exited with 1/);
  rebuilder.stop();
});

test('after a failed build the next one starts without the build state the failure may have left', { timeout: 20000 }, async () => {
  const dir = tempSite('good');
  publishSnapshot(dir);
  const redux = path.join(dir, '.cache', 'redux');
  let builds = 0;
  let stateSeen;
  const rebuilder = createRebuilder({
    siteDir: dir,
    debounceMs: 1,
    build: async () => {
      builds++;
      stateSeen = fs.existsSync(path.join(redux, 'redux.rest.state'));
      // Every build saves its state; the first dies after that.
      fs.mkdirSync(redux, { recursive: true });
      fs.writeFileSync(path.join(redux, 'redux.rest.state'), `build ${builds}`);
      if (builds === 1) throw new Error('gatsby build exited with 1');
      writeForum(dir, 'fixed');
    },
  });
  rebuilder.request({ type: 'topic', slug: 'a' });
  await until(rebuilder, (s) => s.failures === 1 && s.status === 'idle');
  assert.equal(fs.existsSync(redux), false);
  rebuilder.request({ type: 'topic', slug: 'b' });
  await until(rebuilder, (s) => s.builds === 1 && s.status === 'idle');
  rebuilder.stop();
  assert.equal(stateSeen, false);
  assert.equal(current(dir), 'fixed');
  // A successful build's state stays for the next incremental build.
  assert.equal(fs.readFileSync(path.join(redux, 'redux.rest.state'), 'utf8'), 'build 2');
});

test('a start after a rebuild that never finished forgets the build state, and only then', { timeout: 20000 }, async () => {
  const dir = tempSite('good');
  const redux = path.join(dir, '.cache', 'redux');
  fs.mkdirSync(redux, { recursive: true });
  fs.writeFileSync(path.join(redux, 'redux.rest.state'), 'saved');
  assert.equal(forgetInterruptedBuild(dir), false);
  assert.equal(fs.existsSync(redux), true);
  let release;
  const rebuilder = createRebuilder({ siteDir: dir, debounceMs: 1, build: () => new Promise((r) => (release = r)) });
  rebuilder.request({ type: 'topic', slug: 'a' });
  await until(rebuilder, (s) => s.status === 'building' && release);
  // The process stops here, in the middle of the build; the next start finds the marker.
  rebuilder.stop();
  assert.equal(forgetInterruptedBuild(dir), true);
  assert.equal(fs.existsSync(redux), false);
  assert.equal(forgetInterruptedBuild(dir), false);
  release();
});

test('the site server takes the hook only with the secret and serves the new snapshot after the swap', { timeout: 20000 }, async () => {
  const dir = tempSite('before');
  publishSnapshot(dir);
  let app;
  const rebuilder = createRebuilder({
    siteDir: dir,
    debounceMs: 1,
    build: async () => writeForum(dir, 'after'),
    onPublished: () => app.locals.reload(),
  });
  app = createSiteServer({ siteDir: dir, cmsUrl: 'http://127.0.0.1:9', rebuilder, rebuildSecret: 's3cret' });
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    assert.equal(await (await fetch(`${base}/forum`)).text(), 'before');

    const anonymous = await fetch(`${base}/__rebuild`, { method: 'POST' });
    assert.equal(anonymous.status, 404);
    const wrong = await fetch(`${base}/__rebuild`, { method: 'POST', headers: { 'x-rebuild-secret': 'guess' } });
    assert.equal(wrong.status, 404);
    assert.equal(rebuilder.state.pending.length + rebuilder.state.builds, 0);

    const hook = await fetch(`${base}/__rebuild`, {
      method: 'POST',
      headers: { 'x-rebuild-secret': 's3cret', 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'topic', slug: 'yeni-konu' }),
    });
    assert.equal(hook.status, 202);
    await until(rebuilder, (s) => s.builds === 1 && s.status === 'idle');

    assert.equal(await (await fetch(`${base}/forum`)).text(), 'after');
    const status = await (await fetch(`${base}/__rebuild`, { headers: { 'x-rebuild-secret': 's3cret' } })).json();
    assert.deepEqual(status.last.reasons, ['topic:yeni-konu']);
  } finally {
    rebuilder.stop();
    await new Promise((r) => server.close(r));
  }
});

test('a page hidden while a build runs stays out of the snapshot that build publishes', { timeout: 20000 }, async () => {
  const dir = tempSite('v1');
  const page = path.join(dir, 'public', 'forum', 'konu', 'gizli', 'index.html');
  const write = () => {
    fs.mkdirSync(path.dirname(page), { recursive: true });
    fs.writeFileSync(page, 'tam gövde');
  };
  write();
  publishSnapshot(dir);
  let release;
  const rebuilder = createRebuilder({
    siteDir: dir,
    debounceMs: 1,
    // The build read its data before the topic moved, so it writes the page again.
    build: async () => {
      await new Promise((r) => (release = r));
      write();
    },
  });
  rebuilder.request({ type: 'reply', slug: 'baska' });
  await until(rebuilder, (s) => s.status === 'building');
  rebuilder.request({ type: 'topic', slug: 'gizli', hide: true });
  release();
  // The first build is counted once it is published and the page taken out again; the hide request then asks
  // for a second build (which waits on its own release and is stopped below), so the status is not awaited.
  await until(rebuilder, (s) => s.builds >= 1);
  const live = path.join(dir, '.live', 'current', 'public', 'forum', 'konu', 'gizli', 'index.html');
  assert.equal(fs.existsSync(live), false);
  rebuilder.stop();
});
