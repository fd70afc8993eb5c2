import type { GatsbyConfig } from 'gatsby';
import { t } from './src/i18n';

const siteUrl = (process.env.SITE_URL || 'http://localhost:8000').replace(/\/+$/, '');
const cmsUrl = (process.env.CMS_URL || 'http://127.0.0.1:1337').replace(/\/+$/, '');

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
