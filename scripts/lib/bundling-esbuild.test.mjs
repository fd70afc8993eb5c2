// site/src/bundling-esbuild.ts on a real webpack compile shaped like Gatsby's: the site's TypeScript goes to esbuild,
// a file with a static query and Gatsby's runtime stay with the babel rule, and swc minifies what terser did.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { ROOT } from './util.mjs';
import { importCompiled, scratchDir } from './compiled-module.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');

const work = scratchDir('bundling-esbuild');
const esbuildModule = () => importCompiled(path.join(ROOT, 'site/src/bundling-esbuild.ts'), work, { packages: 'external' });

/** A site directory: src/ with an entry, a TSX component, a static query file, and Gatsby's .cache runtime. */
function site(name) {
  const dir = path.join(work, name);
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('tsconfig.json', '{ "compilerOptions": { "jsx": "react-jsx", "target": "ES2020" } }');
  write(
    'src/entry.ts',
    "import { label } from './Label';\nimport { seo } from './Seo';\nimport { runtime } from '../.cache/runtime';\n" +
      'const first = <T,>(items: T[]): T | undefined => items[0];\n' +
      'export const result = { text: label({ name: first(["OyunDev"]) ?? "?" }), seo: seo(), runtime: runtime() };\n' +
      '(globalThis as { out?: unknown }).out = result;\n',
  );
  write('src/Label.tsx', 'export const label = (p: { name?: string }): string => `Merhaba ${p?.name ?? "misafir"}`;\n');
  write('src/Seo.tsx', 'const graphql = (s: TemplateStringsArray) => s.join("");\nexport const seo = () => graphql`query { site }`;\n');
  write('.cache/runtime.js', 'export const runtime = () => "gatsby";\n');
  return dir;
}

/** Gatsby's shape: one babel rule with an include function (here a loader that marks what it compiled). */
function gatsbyConfig(dir) {
  const marker = path.join(work, 'babel-marker.cjs');
  fs.writeFileSync(
    marker,
    "const ts = require('esbuild');\nmodule.exports = function (source) {\n" +
      "  const out = ts.transformSync(source, { loader: 'tsx', jsx: 'automatic', target: 'es2015' }).code;\n" +
      '  return out + `\\nglobalThis.babelSaw = (globalThis.babelSaw || []).concat(${JSON.stringify(this.resourcePath)});\\n`;\n};\n',
  );
  return {
    mode: 'production',
    context: dir,
    entry: './src/entry.ts',
    output: { path: path.join(dir, 'public'), filename: 'app.js' },
    resolve: { extensions: ['.ts', '.tsx', '.js'] },
    module: {
      rules: [
        { test: /\.(js|mjs|jsx|ts|tsx)$/, include: (file) => file.startsWith(dir + path.sep), type: 'javascript/auto', loader: marker },
      ],
    },
    optimization: { minimizer: [new TerserPlugin()] },
  };
}

function run(config) {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err || stats.hasErrors()) return reject(err ?? new Error(stats.toString('errors-only')));
      resolve(fs.readFileSync(path.join(config.output.path, 'app.js'), 'utf8'));
    }),
  );
}

test('the site’s TypeScript goes through esbuild; a static query file and Gatsby’s runtime stay with babel; swc minifies', async () => {
  const { compileSourcesWithEsbuild, minifyWithSwc } = await esbuildModule();
  const dir = site('browser');
  const config = gatsbyConfig(dir);
  compileSourcesWithEsbuild(dir, 'build-javascript', config);
  minifyWithSwc(config);
  assert.equal(config.optimization.minimizer.length, 1);
  assert.equal(config.optimization.minimizer[0].options.minimizer.implementation, TerserPlugin.swcMinify);

  const code = await run(config);
  const sandbox = {};
  vm.runInNewContext(code, sandbox);
  assert.deepEqual({ ...sandbox.out }, { text: 'Merhaba OyunDev', seo: 'query { site }', runtime: 'gatsby' });
  assert.deepEqual([...sandbox.babelSaw].map((f) => path.relative(dir, f)).sort(), ['.cache/runtime.js', 'src/Seo.tsx']);
  // Compiled for the browsers in BROWSER_TARGETS: `?.` and `??` stay as written (babel spelled them out).
  assert.match(code, /\?\./);
  assert.match(code, /\?\?/);
});

test('the SSR renderer’s compile targets this Node; a Gatsby without its babel rule stops the build with a reason', async () => {
  const { compileSourcesWithEsbuild } = await esbuildModule();
  const dir = site('ssr');
  const config = gatsbyConfig(dir);
  compileSourcesWithEsbuild(dir, 'build-html', config);
  const esbuildRule = config.module.rules.find((rule) => rule.loader === 'esbuild-loader');
  assert.equal(esbuildRule.options.target, `node${process.versions.node.split('.')[0]}`);
  const sandbox = {};
  vm.runInNewContext(await run(config), sandbox);
  assert.equal(sandbox.out.text, 'Merhaba OyunDev');

  assert.throws(() => compileSourcesWithEsbuild(dir, 'build-html', { module: { rules: [] } }), /babel/);
});
