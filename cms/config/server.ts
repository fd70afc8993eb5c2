import type { Core } from '@strapi/strapi';
import { requireSecret } from '../src/lib/config-secrets';
import cronTasks from './cron-tasks';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // The client's address is set by global::client-address, which reads X-Forwarded-For only from a trusted
  // proxy (TRUSTED_PROXIES, + PROXY_SECRET locally); maxIpsCount is how many proxies append to it. Koa's own
  // proxy trust (which believes anyone) stays off unless a deployment behind TLS needs X-Forwarded-Proto.
  proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: env.int('PROXY_HOPS', 1) },
  app: {
    keys: requireSecret('APP_KEYS')
      .split(',')
      .map((key) => key.trim()),
  },
  webhooks: { populateRelations: false },
  cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
});
