import type { GatsbyConfig } from 'gatsby';

const siteUrl = (process.env.SITE_URL || 'http://localhost:8000').replace(/\/+$/, '');

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'OyunDev',
    siteUrl,
    description:
      'OyunDev, Türkiye’nin oyun geliştirici topluluğu: Unity, Unreal Engine, Godot ve daha fazlası için forum, blog ve geliştirici profilleri.',
  },
  // Types come from our own `src/api/types.ts`; generated GraphQL typings would only duplicate them.
  graphqlTypegen: false,
  jsxRuntime: 'automatic',
  trailingSlash: 'never',
  plugins: [],
};

export default config;
