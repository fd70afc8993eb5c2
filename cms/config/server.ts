export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // The site server (and nginx in production) sits in front of us; trust its X-Forwarded-For so rate limits
  // see the member's address, not the proxy's. Strapi 5 reads `proxy.koa` (a bare boolean is ignored), and
  // maxIpsCount 1 takes the address our one proxy appended — not one a client wrote into the header itself.
  proxy: { koa: env.bool('IS_PROXIED', true), maxIpsCount: env.int('PROXY_HOPS', 1) },
  app: {
    keys: env.array('APP_KEYS', ['oyundevLocalKeyA', 'oyundevLocalKeyB']),
  },
  webhooks: { populateRelations: false },
});
