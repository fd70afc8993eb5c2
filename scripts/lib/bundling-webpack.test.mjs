// The browser compilation's hash (site/src/bundling-webpack.ts browserCompilationHashOfContent) on a tiny webpack
// compile: Gatsby marks every page dirty and stitches every page's scripts again when webpack's stats.hash changes,
// and webpack's own hash is one of the modules it read, not of the code it emitted — here a comment the minifier
// drops; in the site, module sources that differ before minification (another environment, another cache state).
// With the plugin the hash follows the emitted code only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './util.mjs';
import { importCompiled, scratchDir } from './compiled-module.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');

const work = scratchDir('compilation-hash');

/** The site's module, compiled to an ES module here. */
const bundlingModule = () => importCompiled(path.join(ROOT, 'site/src/bundling-webpack.ts'), work, { packages: 'external' });

/** Compiles `source` as the entry with `defines`; resolves webpack's stats.hash (what Gatsby reads). */
function compile(name, source, defines, plugins = []) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'entry.js'), source);
  fs.writeFileSync(path.join(dir, 'style.css'), '');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'public'), filename: '[name]-[contenthash].js' },
    plugins: [new webpack.DefinePlugin(defines), ...plugins],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err || stats.hasErrors()) return reject(err ?? new Error(stats.toString('errors-only')));
      const files = Object.fromEntries(
        fs.readdirSync(path.join(dir, 'public')).map((f) => [f, fs.readFileSync(path.join(dir, 'public', f), 'utf8')]),
      );
      resolve({ hash: stats.hash, jsonHash: stats.toJson({ all: false, hash: true }).hash, files });
    }),
  );
}

const CODE = 'document.title = process.env.GATSBY_SITE_NAME;\n';
const env = (extra) => ({ 'process.env.GATSBY_SITE_NAME': JSON.stringify('OyunDev'), ...extra });

test('webpack alone: a change the minifier drops changes the compilation hash, not the code', async () => {
  const a = await compile('bare-a', CODE, env({}));
  const b = await compile('bare-b', `// başka bir ortam\n${CODE}`, env({}));
  assert.deepEqual(a.files, b.files);
  assert.notEqual(a.hash, b.hash);
});

test('with the plugin the hash follows the emitted JavaScript only', async () => {
  const { browserCompilationHashOfContent } = await bundlingModule();
  const plugin = [browserCompilationHashOfContent];
  const a = await compile('a', CODE, env({}), plugin);
  const b = await compile('b', `// başka bir ortam\n${CODE}`, env({ 'process.env.GATSBY_OTHER': JSON.stringify('1') }), plugin);
  assert.deepEqual(a.files, b.files);
  assert.equal(a.hash, b.hash);
  assert.equal(a.jsonHash, a.hash);
  assert.match(a.hash, /^[0-9a-f]{20}$/);
  // Nothing emitted carries the compilation hash.
  for (const text of Object.values(a.files)) assert.ok(!text.includes(a.hash));

  const changed = await compile('c', `${CODE}document.body.dataset.x = '1';\n`, env({}), plugin);
  assert.notEqual(changed.hash, a.hash);
  const renamed = await compile('d', CODE, env({ 'process.env.GATSBY_SITE_NAME': JSON.stringify('OyunDev Beta') }), plugin);
  assert.notEqual(renamed.hash, a.hash);
});
