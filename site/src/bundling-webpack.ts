// The site's webpack settings (gatsby-node's onCreateWebpackConfig): the domain package from its ES module source,
// preact/compat in the browser bundle, each page's CSS with its own chunk, no source maps, and an optional bundle
// report.
import crypto from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs/promises';
import type { GatsbyNode } from 'gatsby';
import { compileSourcesWithEsbuild, minifyWithSwc } from './bundling-esbuild';

/**
 * No source maps in the production bundle: they describe our code, not the site (the server refuses them too).
 * PROFILE_MAPS=1 writes hidden ones (no reference in the scripts), to read a browser CPU profile against.
 * `@oyundev/domain` is bundled from its ES module source, not its CommonJS dist: webpack can then leave out what
 * a page does not use (zod schemas of forms, the cms's rules) instead of shipping the whole package on every page.
 */
export const webpackConfigOf =
  (siteDir: string): GatsbyNode['onCreateWebpackConfig'] =>
  ({ stage, actions, getConfig, plugins }) => {
    actions.setWebpackConfig({ resolve: { alias: { '@oyundev/domain$': path.resolve(siteDir, '../domain/src/index.ts') } } });
    if (stage === 'build-html') {
      const config = getConfig() as WebpackConfig;
      compileSourcesWithEsbuild(siteDir, stage, config);
      actions.replaceWebpackConfig(config);
      actions.setWebpackConfig({ plugins: [ssrChunkHashesOfContent] });
    }
    if (stage === 'build-javascript') {
      const config = getConfig() as WebpackConfig;
      compileSourcesWithEsbuild(siteDir, stage, config);
      minifyWithSwc(config);
      cssWithItsChunk(config);
      shorterChunkFileNames(config);
      usePreactInBrowser(siteDir, config, actions.replaceWebpackConfig);
      actions.setWebpackConfig({
        module: { rules: [catalogueWhereNamed(siteDir)] },
        devtool: process.env.PROFILE_MAPS ? 'hidden-source-map' : false,
        plugins: [
          catalogueWithoutDeferredGroups(siteDir, plugins),
          ...clientRoutesOnly(siteDir, plugins),
          ...withoutUnusedGatsbyRuntime(siteDir, plugins),
          new ScriptsAfterFirstPaint(siteDir),
          browserCompilationHashOfContent,
          ...(process.env.BUNDLE_STATS ? [bundleStats] : []),
        ],
      });
    }
  };

/**
 * The catalogue in every page's script without the groups most pages do not show — the admin's texts, the
 * settings and notifications pages' and the onboarding's, the public profile's (profile.* only; roles, levels and
 * badges are in members.ts, which stays), the home page's (home.* only; search.* and leaderboard.* have files of
 * their own) and the mails: where domain/src/messages/index.ts imports one of them, the browser bundle gets
 * src/i18n-deferred.ts (empty groups) instead. The modules that show them register the real groups when their
 * chunk loads (src/i18n-admin.ts, src/i18n-account.ts, src/i18n-profile.ts, src/i18n-home.ts). A group file
 * holds every key of its prefixes (settings.ts: settings.*, notification.*, notifications.*): a new user of any
 * of them imports the registration. The static HTML (stage build-html) and the cms keep the whole catalogue.
 */
function catalogueWithoutDeferredGroups(siteDir: string, plugins: { normalModuleReplacement: unknown }) {
  const catalogueDir = path.resolve(siteDir, '../domain/src/messages');
  const stub = path.resolve(siteDir, 'src/i18n-deferred.ts');
  const replace = moduleReplacement(plugins);
  return replace(
    new RegExp(`^\\./(${['admin', 'settings', 'onboarding', 'profile', 'home', 'mail', ...NAMED_GROUPS].join('|')})$`),
    (resource: { context?: string; request: string }) => {
      if (resource.context && path.resolve(resource.context) === catalogueDir) resource.request = stub;
    },
  );
}

/**
 * Catalogue groups (domain/src/messages/<name>.ts) the browser bundle carries beside the modules that name their
 * keys instead of in every page's app chunk: the forum's texts travel with the forum's pages and components, the
 * blog's with the blog's, the forms' validation texts with the forms. The webpack loader src/i18n-groups/loader.cjs
 * puts `import 'src/i18n-groups/<name>.ts'` (which registers the group) into every module of site/src and
 * domain/src whose source names a key of the group, so nobody has to remember it; the group files are swapped for
 * src/i18n-deferred.ts where the catalogue's index imports them (catalogueWithoutDeferredGroups). Left out of the
 * scan: the catalogue itself, the registrations, and domain/src/errors.ts, whose `messageKey`s name texts of every
 * group but are only shown by the cms (the site reads `ERROR_CODES[code].field`).
 */
const NAMED_GROUPS = [
  'forum',
  'blog',
  'reader',
  'comment',
  'bookmarks',
  'blogHome',
  'leaderboard',
  'validation',
  'feed',
  'search',
  'discover',
  'options',
  'auth',
];

function catalogueWhereNamed(siteDir: string) {
  const domainDir = path.resolve(siteDir, '../domain/src');
  const catalogueDir = path.join(domainDir, 'messages');
  const registrationDir = path.resolve(siteDir, 'src/i18n-groups');
  return {
    test: /\.(tsx?|jsx?|mjs)$/,
    include: [path.resolve(siteDir, 'src'), domainDir],
    exclude: [catalogueDir, registrationDir, path.join(domainDir, 'errors.ts'), /[\\/]src[\\/]i18n[^\\/]*\.ts$/],
    enforce: 'pre' as const,
    use: [{ loader: path.join(registrationDir, 'loader.cjs'), options: { catalogueDir, registrationDir, groups: NAMED_GROUPS } }],
  };
}

/**
 * Gatsby's match-paths.json lists every static page beneath a client-only route (~16,000 topics, posts and
 * profiles at the large seed) and ships in every page's script. The browser bundle gets the client-only routes
 * alone (src/routing/match-paths.ts) and a find-path that asks for an address's own page first
 * (src/routing/find-path.js); the site server serves the fallback's page-data for what the build lacks.
 */
function clientRoutesOnly(siteDir: string, plugins: { normalModuleReplacement: unknown }) {
  // Gatsby bundles its runtime from the copy it writes into .cache/ (src/routing/find-path.js imports it from there).
  const cacheDir = path.join(siteDir, '.cache');
  const replace = moduleReplacement(plugins);
  return [
    replace(/^\$virtual\/match-paths\.json$/, (resource) => {
      resource.request = path.resolve(siteDir, 'src/routing/match-paths.ts');
    }),
    replace(/^\.\/find-path$/, (resource) => {
      if (resource.context && path.resolve(resource.context) === cacheDir)
        resource.request = path.resolve(siteDir, 'src/routing/find-path.js');
    }),
  ];
}

/**
 * Two parts of Gatsby's browser runtime this site never runs, swapped for an empty module (src/routing/empty.js):
 * the partytown plugin's gatsby-browser (it acts in `gatsby develop` only, and carried gatsby-script and
 * partytown's snippet — about 2 KB gzip — into every page's app chunk) and the service worker registration
 * (production-app requires it when a plugin answers `registerServiceWorker`; the site has no plugins). A plugin
 * that registers a service worker would need the second one back.
 */
function withoutUnusedGatsbyRuntime(siteDir: string, plugins: { normalModuleReplacement: unknown }) {
  const cacheDir = path.join(siteDir, '.cache');
  const empty = path.resolve(siteDir, 'src/routing/empty.js');
  const replace = moduleReplacement(plugins);
  return [
    replace(/[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser(\.js)?$/, (resource) => {
      resource.request = empty;
    }),
    replace(/^\.\/register-service-worker$/, (resource) => {
      if (resource.context && path.resolve(resource.context) === cacheDir) resource.request = empty;
    }),
  ];
}

/**
 * Every page's webpack runtime holds the file name of every chunk the site can load (name and content hash, for
 * its scripts and for its stylesheets). Gatsby names a chunk shared by page components with a whole sha1 (40 hex
 * digits) and hashes files with 20: hex does not compress, so those maps were most of the runtime's 4.4 KB gzip.
 * Here a shared chunk's name is the first 12 digits of Gatsby's and content hashes have 12 (the site server's
 * long-lived caching wants 8 or more: scripts/lib/site-server.mjs).
 */
function shorterChunkFileNames(config: WebpackConfig) {
  const shared = config.optimization?.splitChunks?.cacheGroups?.shared;
  if (shared && typeof shared.name === 'function') {
    const name = shared.name;
    shared.name = (...args: unknown[]) => String(name(...args)).slice(0, 12);
  }
  if (config.output) {
    config.output.filename = '[name]-[contenthash:12].js';
    config.output.chunkFilename = '[name]-[contenthash:12].js';
  }
  for (const plugin of config.plugins ?? []) {
    const options = (plugin as { options?: { filename?: unknown; chunkFilename?: unknown } }).options;
    if (plugin?.constructor?.name === 'MiniCssExtractPlugin' && options) {
      options.filename = '[name].[contenthash:12].css';
      options.chunkFilename = '[name].[contenthash:12].css';
    }
  }
}

/**
 * The page's scripts (webpack runtime, framework, app) start once the browser has painted the built HTML. Gatsby
 * writes them as `<script async>` into its scripts slice, which every page's HTML is stitched with; those ran as
 * soon as they arrived — on a fast connection before the first paint, so the page stayed blank while they ran
 * and took over the markup (Lighthouse counted that work into LCP: 2.3 s on a topic against an FCP of 0.9 s).
 * After Gatsby writes the slice, its `<script src async>` tags become one inline script that adds them after the
 * next frame (at once in a hidden tab, which paints nothing). Order does not matter: webpack's runtime joins the
 * chunks as they come.
 *
 * Gatsby compares the slice it makes with the file on disk and, when they differ, stitches every page again
 * (all ~16,000 HTML files at the large seed). So Gatsby's own version is kept beside it and put back before each
 * compilation: an unchanged bundle leaves the slice, and the pages, as they are.
 */
export class ScriptsAfterFirstPaint {
  private readonly slice: string;
  private readonly original: string;
  constructor(siteDir: string) {
    this.slice = path.join(siteDir, 'public/_gatsby/slices/_gatsby-scripts-1.html');
    this.original = path.join(siteDir, '.cache/oyundev-scripts-slice.html');
  }

  apply(compiler: WebpackCompiler) {
    compiler.hooks.run.tapPromise('ScriptsAfterFirstPaint', async () => {
      const original = await fs.readFile(this.original, 'utf8').catch(() => null);
      if (original !== null) await fs.writeFile(this.slice, original).catch(() => undefined);
    });
    // Runs after Gatsby's stats extractor (a later plugin's tap on the same series hook), which writes the slice.
    compiler.hooks.done.tapPromise('ScriptsAfterFirstPaint', async () => {
      const written = await fs.readFile(this.slice, 'utf8').catch(() => null);
      if (written === null) return;
      await fs.writeFile(this.original, written);
      await fs.writeFile(this.slice, scriptsAfterFirstPaint(written));
    });
  }
}

/** The slice with its `<script src="…" async></script>` tags replaced by one loader that adds them after a paint. */
export function scriptsAfterFirstPaint(slice: string): string {
  const tag = /<script src="([^"]+)" async><\/script>/g;
  const sources = [...slice.matchAll(tag)].map((m) => m[1]);
  if (sources.length === 0) return slice;
  const loader =
    `(function(){var s=${JSON.stringify(sources)};function go(){s.forEach(function(u){var e=document.createElement('script');` +
    `e.src=u;e.async=true;document.body.appendChild(e)})}` +
    `if(document.visibilityState==='hidden')go();else requestAnimationFrame(function(){setTimeout(go,0)})})();`;
  return `${slice.replace(tag, '')}<script id="scripts-after-paint">${loader}</script>`;
}

/**
 * Gatsby's `styles` cache group puts every CSS module of the site into one stylesheet, which each page's HTML
 * inlines whole: a forum reader's page carried the admin panel's, the settings' and the onboarding's CSS (120 KB
 * of 189 KB on the home page). Without it each CSS module stays with the chunk that imports it: the global CSS and
 * the shell's (gatsby-browser) in `app`, a page type's in its component chunk — the static HTML inlines those two
 * (gatsby-ssr's onPreRenderHTML puts `app`'s first, as the single sheet had it) — and a lazy chunk's (dialogs,
 * moderation, onboarding) in that chunk, whose <link> webpack's CSS runtime adds before the chunk's code runs.
 * CSS a lazy chunk renders into the static HTML is imported by the page too (StaticMarkdown: the code blocks').
 */
function cssWithItsChunk(config: WebpackConfig) {
  const groups = config.optimization?.splitChunks?.cacheGroups;
  if (groups?.styles) groups.styles = false;
}

/**
 * The browser bundle runs on preact/compat instead of react-dom (about 30 KB gzip less on every page); the static
 * HTML is still rendered by React at build time (stage build-html keeps React), and preact takes that markup
 * over (src/preact/client.ts: why it renders over it rather than hydrating). `react` and `react-dom` are aliases
 * of preact/compat, their subpaths too (react/jsx-runtime → preact/compat/jsx-runtime) — `react` itself with
 * a useId of its own (src/preact/react.js: preact's can repeat an id on one page); preact joins Gatsby's
 * long-cached framework chunk. `gatsby develop` keeps React (fast refresh).
 */
function usePreactInBrowser(siteDir: string, config: WebpackConfig, replace: (config: WebpackConfig) => void) {
  const alias = { ...config.resolve?.alias };
  delete alias.react;
  delete alias['react-dom'];
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
  if (framework && framework.test) framework.test = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]/;
  replace({
    ...config,
    resolve: {
      ...config.resolve,
      alias: {
        ...alias,
        'react-dom/client$': path.resolve(siteDir, 'src/preact/client.ts'),
        react$: path.resolve(siteDir, 'src/preact/react.js'),
        react: 'preact/compat',
        'react-dom': 'preact/compat',
      },
    },
  });
}
interface WebpackConfig {
  module?: { rules?: unknown[] };
  resolve?: { alias?: Record<string, unknown> };
  output?: { filename?: unknown; chunkFilename?: unknown };
  plugins?: Array<{ constructor?: { name?: string } } | null | undefined>;
  optimization?: {
    minimizer?: unknown[];
    splitChunks?: { cacheGroups?: Record<string, { test?: unknown; name?: ((...args: unknown[]) => unknown) | string } | false> };
  };
}

/**
 * Gatsby decides which HTML files an incremental build renders again from, among others, the hashes of the SSR
 * renderer's chunks (webpack's chunk.hash: get-ssr-chunk-hashes.js, the html reducer's SSR and template compilation
 * hashes): one that differs from the last build marks every page of its template dirty, the renderer's own every
 * page. chunk.hash is not a function of the emitted code alone — at the large seed a publish after the start's build
 * rendered all ~16,000 pages again, byte-identical. Here each SSR chunk's hash becomes the hash of the JavaScript it
 * emits (computed once the assets are final; the renderer's file names carry no hash, so nothing else reads it): a
 * page is rendered again when the code that renders it changed, not when webpack's bookkeeping did.
 */
const ssrChunkHashesOfContent = {
  apply(compiler: WebpackCompiler) {
    compiler.hooks.thisCompilation.tap('oyundev-ssr-chunk-hashes', (compilation) => {
      compilation.hooks.afterProcessAssets.tap('oyundev-ssr-chunk-hashes', (assets) => {
        for (const chunk of compilation.chunks) {
          const digest = crypto.createHash('md5');
          for (const file of [...chunk.files].filter((f) => f.endsWith('.js')).sort()) {
            digest.update(file);
            digest.update(assets[file]?.buffer() ?? Buffer.alloc(0));
          }
          chunk.hash = digest.digest('hex');
        }
      });
    });
  },
};
/**
 * Gatsby keeps the browser compilation's hash (webpack's stats.hash, i.e. compilation.hash: commands/build.js) as
 * `webpackCompilationHash`, writes it into app-data.json and into the scripts slice every page's HTML is stitched
 * with (`window.___webpackCompilationHash`, gatsby-webpack-stats-extractor.js), and marks every page dirty when it
 * differs from the last build's. compilation.hash is not a function of the emitted code alone: it covers webpack's
 * module and runtime bookkeeping too — the environment's variable names (DefinePlugin), the cache's state. At the
 * large seed a publish after a start build whose tree had been built once with another environment stitched all
 * ~16,000 pages again with identical scripts (session 14: 421.5 s). Here it becomes the hash of the JavaScript and
 * CSS the compilation emits (names and bytes, once the assets are final and before the done hook's stats
 * extractor reads it): the pages are stitched again when the scripts they load changed. Nothing emitted carries
 * compilation.hash (the file names use content hashes; no hot-update runtime in a build).
 */
export const browserCompilationHashOfContent = {
  apply(compiler: WebpackCompiler) {
    compiler.hooks.thisCompilation.tap('oyundev-browser-compilation-hash', (compilation) => {
      compilation.hooks.afterProcessAssets.tap('oyundev-browser-compilation-hash', (assets) => {
        compilation.hash = hashOfEmittedCode(assets);
      });
    });
  },
};

/** The md5 of the JavaScript and CSS assets, each name then its bytes, in name order (webpack's 20 hex digits). */
export function hashOfEmittedCode(assets: Record<string, { buffer(): Buffer }>): string {
  const digest = crypto.createHash('md5');
  for (const name of Object.keys(assets)
    .filter((n) => /\.(m?js|css)$/.test(n))
    .sort()) {
    digest.update(`${name}\0`);
    digest.update(assets[name].buffer());
  }
  return digest.digest('hex').slice(0, 20);
}

/** The parts of webpack's Compiler the plugins here use. */
interface WebpackCompiler {
  hooks: {
    run: PromiseHook;
    done: PromiseHook;
    thisCompilation: {
      tap(
        name: string,
        fn: (compilation: {
          hash?: string;
          chunks: Iterable<{ files: Iterable<string>; hash?: string }>;
          hooks: { afterProcessAssets: { tap(name: string, fn: (assets: Record<string, { buffer(): Buffer }>) => void): void } };
        }) => void,
      ): void;
    };
  };
}

/** BUNDLE_STATS=1: public/bundle-stats.json lists each chunk's modules by size (what to split next). */
const bundleStats = {
  apply(compiler: { outputPath?: string; hooks: { emit: { tap(name: string, fn: (c: WebpackCompilation) => void): void } } }) {
    compiler.hooks.emit.tap('oyundev-bundle-stats', (compilation) => {
      const chunks = [...compilation.chunks].map((chunk) => {
        // A concatenated module (webpack's scope hoisting) is listed as the modules it holds, each with its size.
        const modules = [...compilation.chunkGraph.getChunkModules(chunk)]
          .flatMap((m) => (m.modules ? [...m.modules] : [m]))
          .map((m) => ({ name: String(m.nameForCondition?.() ?? m.identifier()).replace(/^.*node_modules\//, ''), size: m.size() }))
          .sort((x, y) => y.size - x.size);
        return {
          name: chunk.name ?? [...chunk.files].join(','),
          files: [...chunk.files],
          size: modules.reduce((n, m) => n + m.size, 0),
          modules,
        };
      });
      void fs.writeFile(path.join(compiler.outputPath ?? 'public', 'bundle-stats.json'), JSON.stringify(chunks, null, 1));
    });
  },
};
interface PromiseHook {
  tapPromise(name: string, fn: () => Promise<void>): void;
}
interface WebpackModule {
  nameForCondition?(): string | null;
  identifier(): string;
  size(): number;
  /** Set on a concatenated module: the modules scope hoisting joined into it. */
  modules?: Iterable<WebpackModule>;
}
interface WebpackCompilation {
  chunks: Iterable<{ name?: string; files: Iterable<string> }>;
  chunkGraph: { getChunkModules(chunk: unknown): Iterable<WebpackModule> };
}

/** Gatsby's `plugins.normalModuleReplacement` (webpack's NormalModuleReplacementPlugin), typed once. */
function moduleReplacement(plugins: { normalModuleReplacement: unknown }) {
  return plugins.normalModuleReplacement as (test: RegExp, swap: (resource: { context?: string; request: string }) => void) => unknown;
}
