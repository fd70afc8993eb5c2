export default ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // The site server (and nginx in production) sits in front of us; trust its X-Forwarded-For so rate limits
  // see the member's address, not the proxy's.
  proxy: env.bool('IS_PROXIED', true),
  app: {
    keys: env.array('APP_KEYS', ['oyundevLocalKeyA', 'oyundevLocalKeyB']),
  },
  webhooks: { populateRelations: false },
});
