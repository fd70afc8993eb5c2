// The site's own TypeScript compiled by esbuild instead of Gatsby's babel, and the browser bundle minified by swc instead
// of terser (gatsby-node's onCreateWebpackConfig, through bundling-webpack.ts). At the large seed, fresh build: the
// browser bundle's stage 55–58 s → 30 s, each page type's first JavaScript 1.2–2.2 KB gzip smaller.
import fs from 'node:fs';
import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';

/**
 * The browsers the site's own code is compiled for (esbuild targets): those that run ES2020 as written — optional
 * chaining, `??`, class fields — and the built-ins the code calls (`Object.fromEntries`, `Array.prototype.flat`,
 * `String.prototype.replaceAll`, `Promise.allSettled`): Chrome/Edge 91+ (esbuild spells `?.` out for older Chrome,
 * whose V8 had a bug with it), Firefox 79+, Safari 14.1+, all from 2020–2021. Gatsby's babel targeted
 * `>0.25%, not dead and supports es6-module` (down to Safari 11 and Chrome 61) and rewrote every `?.` and `??` into
 * longer code. package.json's browserslist names the same browsers for the files babel still compiles (Gatsby's
 * runtime, the static queries) and for the CSS.
 */
export const BROWSER_TARGETS = ['chrome91', 'edge91', 'firefox79', 'safari14.1', 'ios14.5'];

/**
 * Gatsby compiles every source file with babel (preset-env, preset-react, preset-typescript and its own plugins),
 * once for the browser bundle and once for the SSR renderer. esbuild does the same for a TypeScript or JSX file —
 * types out, JSX to `react/jsx-runtime` calls — in a fraction of the time. Two of Gatsby's babel plugins matter to
 * files of ours: `remove-graphql-queries` turns a `graphql` tag into the static query's result import, so the files
 * with a static query (`graphql\``) stay with babel; `remove-api` drops `getServerData`/`config` from page
 * templates, which the site's templates do not export. Gatsby's own runtime (.cache/) stays with babel as well
 * (moving it too gained nothing measurable).
 */
export function compileSourcesWithEsbuild(
  siteDir: string,
  stage: 'build-javascript' | 'build-html',
  config: { module?: { rules?: unknown[] } },
): void {
  const roots = [path.resolve(siteDir, 'src') + path.sep, path.resolve(siteDir, '../domain/src') + path.sep];
  const ours = (file: string) => roots.some((root) => file.startsWith(root)) && !holdsStaticQuery(file);
  const rules = (config.module?.rules ?? []) as WebpackRule[];
  const babel = rules.find((rule) => rule.test instanceof RegExp && rule.test.test('x.tsx') && typeof rule.include === 'function');
  if (!babel) throw new Error("Gatsby's source rule (babel) was not found: bundling-esbuild.ts needs a look");
  const include = babel.include as (file: string) => boolean;
  babel.include = (file: string) => include(file) && !ours(file);
  const options = {
    jsx: 'automatic',
    target: stage === 'build-html' ? `node${process.versions.node.split('.')[0]}` : BROWSER_TARGETS,
    tsconfig: path.resolve(siteDir, 'tsconfig.json'),
  };
  rules.push({ test: /\.(tsx?|jsx?|mjs)$/, include: ours, type: 'javascript/auto', loader: 'esbuild-loader', options });
}

/**
 * The browser bundle's scripts minified by swc instead of terser: the same work (dead code out, names mangled) at a
 * fraction of the time — terser took about 20 of the 50 s of a fresh browser build at the large seed. esbuild's
 * minifier is faster still but keeps what webpack leaves for the minifier to drop (unused declarations inside a
 * module): the app chunk grew by 14 %. CSS keeps Gatsby's minifier.
 */
export function minifyWithSwc(config: { optimization?: { minimizer?: unknown[] } }): void {
  const minimizer = config.optimization?.minimizer;
  if (!minimizer) return;
  const terser = minimizer.findIndex((plugin) => (plugin as { constructor?: { name?: string } })?.constructor?.name === 'TerserPlugin');
  if (terser < 0) throw new Error("Gatsby's terser minimizer was not found: bundling-esbuild.ts needs a look");
  const parallel = (minimizer[terser] as { options?: { parallel?: unknown } }).options?.parallel;
  minimizer[terser] = new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    parallel: typeof parallel === 'number' || typeof parallel === 'boolean' ? parallel : true,
    terserOptions: { compress: { ecma: 2020, passes: 2 }, mangle: true, format: { comments: false } },
    extractComments: false,
  });
}

const staticQueries = new Map<string, boolean>();
/** Whether a source file holds a static query (a `graphql` tagged template), read once per file and build. */
function holdsStaticQuery(file: string): boolean {
  let holds = staticQueries.get(file);
  if (holds === undefined) {
    holds = /\bgraphql`/.test(fs.readFileSync(file, 'utf8'));
    staticQueries.set(file, holds);
  }
  return holds;
}

interface WebpackRule {
  test?: unknown;
  include?: unknown;
  type?: string;
  loader?: string;
  options?: unknown;
}
