// The site's Link (site/src/routing/Link.tsx) against Gatsby's, which it stands in for: for every address and page,
// both must write the same HTML (href, aria-current, the classes of the link to the page itself), so the static pages
// are what Gatsby's Link built and the browser's first render matches them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './util.mjs';
import { importCompiled, scratchDir } from './compiled-module.mjs';

const work = scratchDir('site-link');

async function components() {
  const entry = path.join(work, 'entry.ts');
  fs.writeFileSync(
    entry,
    `export { Link, CurrentPathProvider, linkHref } from ${JSON.stringify(path.join(ROOT, 'site/src/routing/Link.tsx'))};\n` +
      `export { Link as GatsbyLink } from 'gatsby-link';\nexport { ServerLocation } from '@gatsbyjs/reach-router';\n` +
      `export { createElement } from 'react';\nexport { renderToStaticMarkup } from 'react-dom/server';\n`,
  );
  return importCompiled(entry, work, {
    jsx: 'automatic',
    // `gatsby` itself is Gatsby's runtime (webpack only); the Link needs only its navigate, which a render never calls.
    alias: { gatsby: 'gatsby-link' },
    // What Gatsby's webpack defines for gatsby-link, as site/gatsby-config.ts sets it (no path prefix).
    define: { __TRAILING_SLASH__: '"never"', __PATH_PREFIX__: '""', __BASE_PATH__: '""', 'process.env.NODE_ENV': '"production"' },
    nodePaths: [path.join(ROOT, 'node_modules')],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    logLevel: 'error',
  });
}

const { Link, CurrentPathProvider, linkHref, GatsbyLink, ServerLocation, createElement: h, renderToStaticMarkup } = await components();

const ADDRESSES = [
  '/',
  '/forum',
  '/forum/',
  '/forum?tab=hot',
  '/forum/?tab=hot#yanitlar',
  '/forum#',
  '/forum?',
  '/blog/unity-ile-ilk-oyun',
  '/blog/unity-ile-ilk-oyun/',
  '/sitemap.xml',
  '/rss.xml/',
  '/arama?q=çğ&type=topic',
  '/forum/kategori/çizim',
  '/profil/ayşe',
];
const PAGES = ['/', '/forum', '/blog/unity-ile-ilk-oyun', encodeURI('/forum/kategori/çizim'), encodeURI('/profil/ayşe'), '/arama'];
const PROPS = [
  {},
  { className: 'btn btn-primary' },
  { className: 'nav', 'aria-current': undefined, title: 'Başlık' },
  { style: { color: 'red' } },
];

test("every address on every page: the same HTML as Gatsby's Link", () => {
  let compared = 0;
  for (const page of PAGES)
    for (const to of ADDRESSES)
      for (const props of PROPS) {
        const ours = renderToStaticMarkup(h(CurrentPathProvider, { value: page }, h(Link, { to, ...props }, 'bağlantı')));
        const gatsby = renderToStaticMarkup(h(ServerLocation, { url: page }, h(GatsbyLink, { to, ...props }, 'bağlantı')));
        assert.equal(ours, gatsby, `${to} on ${page} with ${JSON.stringify(props)}`);
        compared++;
      }
  // The comparison covered the link to the page itself (aria-current, Gatsby's empty class) and other pages.
  const self = renderToStaticMarkup(h(CurrentPathProvider, { value: '/forum' }, h(Link, { to: '/forum/' }, 'x')));
  assert.equal(self, '<a aria-current="page" class="" href="/forum">x</a>');
  assert.equal(compared, PAGES.length * ADDRESSES.length * PROPS.length);
});

test('href: the trailing slash goes (gatsby-config trailingSlash "never"), except on the root', () => {
  assert.equal(linkHref('/forum/'), '/forum');
  assert.equal(linkHref('/forum/?tab=hot#x'), '/forum?tab=hot#x');
  assert.equal(linkHref('/'), '/');
  assert.equal(linkHref('/rss.xml/'), '/rss.xml');
  assert.equal(linkHref('/forum?#'), '/forum');
});

test('an address outside the site is a plain link', () => {
  const html = renderToStaticMarkup(h(CurrentPathProvider, { value: '/' }, h(Link, { to: 'https://example.com/a/' }, 'dış')));
  assert.equal(html, '<a href="https://example.com/a/">dış</a>');
});
