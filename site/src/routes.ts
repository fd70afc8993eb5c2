import type { MessageKey } from '@oyundev/domain';

/*
 * The one table of route aliases (spec accounts §1–2). gatsby-node reads it; no page file is copied.
 * Keep it free of browser code: gatsby-node imports it at build time.
 */

/**
 * Old addresses that move for good: the site server answers them with a 301 (gatsby-node writes
 * public/_redirects.json from this list; scripts/lib/served-site.mjs reads it) and Gatsby's in-browser
 * redirect sends a client-side navigation on. The page left at `from` (templates/redirect.tsx) covers hosts
 * that read neither: it links to `to` under `title` and goes there, query string kept.
 */
export const REDIRECTS: ReadonlyArray<{ from: string; to: string; title: MessageKey }> = [
  { from: '/giris', to: '/login', title: 'nav.login' },
  { from: '/kayit', to: '/register', title: 'nav.register' },
];

/**
 * Second addresses of one screen: gatsby-node creates the page at `path` from the page file of `sameAs`
 * (src/pages), so both answer 200 with the same screen and the address stays as typed.
 */
export const ALIASES: ReadonlyArray<{ path: string; sameAs: string }> = [
  { path: '/settings', sameAs: '/ayarlar' },
  { path: '/user-dashboard', sameAs: '/dashboard' },
  { path: '/forum/konu-olustur', sameAs: '/forum/yeni-konu' },
];

/** The src/pages file that serves `pagePath` ('/forum/yeni-konu' → 'forum/yeni-konu.tsx'). */
export function pageFileOf(pagePath: string): string {
  return `${pagePath.replace(/^\/+|\/+$/g, '') || 'index'}.tsx`;
}

/**
 * Client-only routes: anything newer than the build opens live from the API on the page at `path`, under every
 * address `matchPath` matches. `builtBeneath`: the build also writes static pages under it (topics, categories,
 * blog posts, profiles). Gatsby lists each such static page in match-paths.json — ~16,000 entries at the large
 * seed, in every page's script — so the browser bundle gets only this table (src/routing/match-paths.ts) and
 * asks for a page's own page-data first (src/routing/find-path.js); the site server answers a page-data request
 * for something the build does not have with the fallback's (scripts/lib/site-server.mjs).
 */
export const CLIENT_ROUTES: ReadonlyArray<{ path: string; matchPath: string; template: string; builtBeneath: boolean }> = [
  { path: '/forum/konu', matchPath: '/forum/konu/*', template: 'topic', builtBeneath: true },
  { path: '/forum/kategori', matchPath: '/forum/kategori/*', template: 'category', builtBeneath: true },
  // '/blog' itself is the static index, so the fallback page needs its own path.
  { path: '/blog/[slug]', matchPath: '/blog/*', template: 'blog-post', builtBeneath: true },
  { path: '/profil', matchPath: '/profil/*', template: 'profile', builtBeneath: true },
  { path: '/profile', matchPath: '/profile/*', template: 'profile', builtBeneath: false },
  { path: '/admin', matchPath: '/admin/*', template: 'admin', builtBeneath: false },
];
