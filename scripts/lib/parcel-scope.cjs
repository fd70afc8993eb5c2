// Preloaded into `gatsby build` (NODE_OPTIONS=--require, parcelScopeEnv): Gatsby compiles gatsby-node.ts and
// gatsby-config.ts with Parcel before every build, and Parcel finds what changed since the last one by walking its
// project root — the directory of the nearest lockfile, here the whole repository — file by file (@parcel/watcher's
// snapshot; no watchman), at the end of the compile to write the snapshot and at the next one to compare: at the large
// seed 540,000 files (node_modules, site/public with its compressed variants, the live snapshots in site/.live), 5 s
// for one walk on an idle machine, "compile gatsby files" 17–23 s in a publish at load ~5. The directories below hold
// no source of gatsby-node (its own imports are site/src; packages stay external, includeNodeModules: false), so the
// walk leaves them out.
const Module = require('node:module');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const SITE = path.join(ROOT, 'site');
/** Build outputs, caches, data and installed packages: never an input of gatsby-node's compile. */
const NOT_SOURCES = [
  path.join(ROOT, 'node_modules'),
  path.join(ROOT, '.data'),
  path.join(SITE, 'node_modules'),
  path.join(SITE, 'public'),
  path.join(SITE, '.live'),
  path.join(SITE, '.cache'),
];

/** The watcher's options for a walk of `dir`, with the directories above beneath it left out. */
function scoped(dir, opts) {
  const root = path.resolve(dir);
  const skip = NOT_SOURCES.filter((d) => d.startsWith(root + path.sep));
  return { ...opts, ignore: [...(opts?.ignore ?? []), ...skip] };
}

const wrapped = new WeakSet();
function scopeWatcher(watcher) {
  if (!watcher || typeof watcher !== 'object' || wrapped.has(watcher)) return;
  wrapped.add(watcher);
  const { getEventsSince, writeSnapshot } = watcher;
  watcher.getEventsSince = (dir, snapshot, opts) => getEventsSince.call(watcher, dir, snapshot, scoped(dir, opts));
  watcher.writeSnapshot = (dir, snapshot, opts) => writeSnapshot.call(watcher, dir, snapshot, scoped(dir, opts));
}

const load = Module._load;
Module._load = function loadScoped(request, ...rest) {
  const exports = load.call(this, request, ...rest);
  if (request === '@parcel/watcher') scopeWatcher(exports);
  return exports;
};

module.exports = { NOT_SOURCES, scoped };
