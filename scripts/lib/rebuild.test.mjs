// The rebuild-on-publish runner and the site server's side of it, against a throwaway site directory and a
// fake `gatsby build` (the real one is exercised by the browser tests and measured by `npm run bench`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRebuilder, forgetInterruptedBuild, publishFirstBuild } from './rebuild.mjs';
import { createSiteServer } from './site-server.mjs';
import { precompressSite, publishSnapshot } from './snapshot.mjs';
import { current, tempSite, until, writeForum } from './temp-site.mjs';

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

test("a failed first build is tried once more without Gatsby's saved state, and then published", { timeout: 20000 }, async () => {
  const dir = tempSite('old');
  const redux = path.join(dir, '.cache', 'redux');
  fs.mkdirSync(redux, { recursive: true });
  fs.writeFileSync(path.join(redux, 'redux.rest.state'), 'saved');
  const stateSeen = [];
  await publishFirstBuild(dir, async () => {
    stateSeen.push(fs.existsSync(redux));
    if (stateSeen.length === 1) throw new Error("gatsby build exited with 1\nCouldn't find temp query result");
    writeForum(dir, 'second try');
  });
  assert.deepEqual(stateSeen, [true, false]);
  assert.equal(current(dir), 'second try');
});

test('a first build that fails twice, or fails because the start is stopping, is not published', { timeout: 20000 }, async () => {
  const broken = tempSite('old');
  let tries = 0;
  const fail = async () => {
    tries += 1;
    throw new Error(`gatsby build exited with 1 (${tries})`);
  };
  await assert.rejects(publishFirstBuild(broken, fail), /exited with 1 \(2\)/);
  assert.equal(tries, 2);
  assert.equal(fs.existsSync(path.join(broken, '.live')), false);

  tries = 0;
  const stopping = new AbortController();
  stopping.abort();
  await assert.rejects(publishFirstBuild(tempSite('old'), fail, { signal: stopping.signal }), /exited with 1 \(1\)/);
  assert.equal(tries, 1);
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
