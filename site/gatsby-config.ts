import { availableParallelism } from 'node:os';
import type { GatsbyConfig } from 'gatsby';
import { t } from './src/i18n';

const siteUrl = (process.env.SITE_URL || 'http://localhost:8000').replace(/\/+$/, '');
const cmsUrl = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');

// Gatsby renders the static HTML (and runs page queries) in a pool of one worker fewer than the physical cores: on
// this 2-core machine one worker, while the main process mostly waits for it. One worker per logical CPU instead: a
// full build at the large seed rendered its 15,753 pages in 50.4 s instead of 84.1 s (152 s in all instead of 182);
// a third worker on 2 cores gained nothing (54.2 s). An operator's own GATSBY_CPU_COUNT wins. Set here, every way
// of building the site (npm start, its rebuilds, the bench, `gatsby build`) has the same value, so webpack's
// DefinePlugin (which lists every variable) sees the same set each time.
process.env.GATSBY_CPU_COUNT ??= String(availableParallelism() + 1);

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'OyunDev',
    siteUrl,
    description: t('site.description'),
  },
  // Route table paths carry no trailing slash (/forum, /forum/konu/{slug}); the server must serve
  // public/forum/index.html for /forum without redirecting.
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  // Types come from src/api-client/types.ts; generated GraphQL typings would only duplicate them.
  graphqlTypegen: false,
  // `gatsby develop` only: the browser calls /api and /uploads on its own origin, like in production.
  proxy: [
    { prefix: '/api', url: cmsUrl },
    { prefix: '/uploads', url: cmsUrl },
  ],
  // Blog covers are plain responsive <img> (components/blog/CoverImage.tsx): no image plugin, no image runtime.
  plugins: [],
};

export default config;
