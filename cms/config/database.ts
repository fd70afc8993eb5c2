import type { Core } from '@strapi/strapi';
// PostgreSQL only (DESIGN.md): the orchestrator always hands us DATABASE_URL — either the embedded server
// it booted or the one the operator named.
import { requireSecret } from '../src/lib/config-secrets';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  connection: {
    client: 'postgres',
    connection: {
      connectionString: requireSecret('DATABASE_URL'),
      // A database that does not answer (frozen, unreachable) fails the connect within this time: the API
      // answers 503 (middlewares/database-outage.ts) instead of hanging.
      connectionTimeoutMillis: env.int('DATABASE_CONNECT_TIMEOUT', 5000),
      ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
    },
    pool: { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) },
    acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
  },
});
