// The rebuilder with pages that change between builds: a page hidden while a build runs, and the fast lane
// (fast-pages.mjs) — what it renders at once, what goes into a rebuild's snapshot before it is served, and a hidden
// page taken out at once while the lane is busy. A throwaway site directory, a fake `gatsby build` and a fake lane.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRebuilder } from './rebuild.mjs';
import { publishSnapshot } from './snapshot.mjs';
import { tempSite, until, writeForum } from './temp-site.mjs';

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

test(
  'the fast lane gets the items a change names at once, and into the next snapshot before it is served, never a hidden one',
  { timeout: 20000 },
  async () => {
    const dir = tempSite('v1');
    const rendered = [];
    let idleCalls = 0;
    publishSnapshot(dir); // a live site to write into
    const hiddenPage = path.join(dir, '.live', 'current', 'public', 'forum', 'konu', 'gizli', 'index.html');
    const fastLane = {
      state: { batches: 0, failures: 0, recent: [] },
      render: async (items) => {
        rendered.push(...items.map((i) => `${i.type}:${i.slug}`));
        // The hidden topic's page, as a render that had read it just before it was hidden would write it.
        if (rendered.length === 3) {
          fs.mkdirSync(path.dirname(hiddenPage), { recursive: true });
          fs.writeFileSync(hiddenPage, '<p>gizli</p>');
        }
      },
      idle: async () => {
        idleCalls++;
      },
      renderInto: async (snapshot, items, then) => {
        const served = fs.realpathSync(path.join(dir, '.live', 'current')) === snapshot;
        into.push({ served, items: items.map((i) => `${i.type}:${i.slug}`) });
        // The lane's page, written into the snapshot before it is served; a change named meanwhile.
        fs.mkdirSync(path.join(snapshot, 'public', 'blog', 'sirada'), { recursive: true });
        fs.writeFileSync(path.join(snapshot, 'public', 'blog', 'sirada', 'index.html'), '<p>sırada</p>');
        rebuilder.request({ type: 'profile', slug: 'gec' });
        await then();
      },
    };
    const into = [];
    let release;
    const rebuilder = createRebuilder({
      siteDir: dir,
      debounceMs: 5,
      fastLane,
      build: async () => {
        writeForum(dir, 'built');
        await new Promise((r) => (release = r));
      },
    });
    rebuilder.request({ type: 'topic', slug: 'yeni' });
    rebuilder.request({ type: 'settings' }); // no page of its own: nothing for the lane
    rebuilder.request({ type: 'reply', slug: 'yeni' }); // a reply's change names its topic
    assert.deepEqual(rendered, ['topic:yeni', 'topic:yeni']);
    assert.equal(rebuilder.state.fast, fastLane.state);

    await until(rebuilder, (s) => s.status === 'building');
    rebuilder.request({ type: 'blog-post', slug: 'sirada' }); // during the build, whose snapshot read the cms before it
    rebuilder.request({ type: 'topic', slug: 'gizli', hide: true });
    await new Promise((r) => setImmediate(r));
    assert.deepEqual(rendered, ['topic:yeni', 'topic:yeni', 'blog-post:sirada']);
    // The hidden page, written by a render in flight, is taken out once the lane is idle.
    assert.equal(idleCalls, 1);
    assert.equal(fs.existsSync(hiddenPage), false);

    release();
    await until(rebuilder, (s) => s.builds === 1);
    // The change that came during the build went into the new snapshot before it was served (not the hidden one): the
    // page is there from the moment it is served, with no second render.
    assert.deepEqual(into, [{ served: false, items: ['blog-post:sirada'] }]);
    const sirada = path.join(dir, '.live', 'current', 'public', 'blog', 'sirada', 'index.html');
    assert.equal(fs.readFileSync(sirada, 'utf8'), '<p>sırada</p>');
    // Named while the lane rendered into it: at once (into what was served then), and again into the new one.
    assert.deepEqual(rendered, ['topic:yeni', 'topic:yeni', 'blog-post:sirada', 'profile:gec', 'profile:gec']);
    rebuilder.stop();
  },
);

test('while the rebuilder is held the fast lane waits too, and gets what came in at the release', { timeout: 20000 }, async () => {
  const dir = tempSite('v1');
  const rendered = [];
  const fastLane = { state: {}, render: async (items) => void rendered.push(...items.map((i) => i.slug)), idle: async () => {} };
  const rebuilder = createRebuilder({ siteDir: dir, debounceMs: 5, fastLane, build: async () => writeForum(dir, 'built') });
  const release = rebuilder.hold();
  rebuilder.request({ type: 'reply', slug: 'a' });
  rebuilder.request({ type: 'topic', slug: 'b' });
  assert.deepEqual(rendered, []);
  release();
  assert.deepEqual(rendered, ['a', 'b']);
  await until(rebuilder, (s) => s.builds === 1);
  rebuilder.stop();
});

test(
  'a hidden page is out of the served snapshot at once while the fast lane is busy, and again once it is idle',
  { timeout: 20000 },
  async () => {
    const dir = tempSite('v1');
    publishSnapshot(dir);
    const page = path.join(dir, '.live', 'current', 'public', 'forum', 'konu', 'gizli', 'index.html');
    fs.mkdirSync(path.dirname(page), { recursive: true });
    fs.writeFileSync(page, '<p>gizli</p>');
    let laneDone;
    const busy = new Promise((r) => (laneDone = r));
    let published = 0;
    const fastLane = { state: {}, render: async () => {}, idle: () => busy, renderInto: async () => {} };
    const rebuilder = createRebuilder({ siteDir: dir, debounceMs: 60000, fastLane, build: async () => {}, onPublished: () => published++ });
    rebuilder.request({ type: 'topic', slug: 'gizli', hide: true });
    // Gone before the lane's render in flight ends (a reader asking right after the moderation gets no page).
    assert.equal(fs.existsSync(page), false);
    // That render, which read the topic before it was hidden, writes the page again: taken out once the lane is idle,
    // and the server told to forget what it kept.
    fs.writeFileSync(page, '<p>gizli</p>');
    laneDone();
    await new Promise((r) => setTimeout(r, 20));
    assert.equal(fs.existsSync(page), false);
    assert.equal(published, 1);
    rebuilder.stop();
  },
);
